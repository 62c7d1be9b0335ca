import type { Db } from '../../db/database.ts';
import type { BusinessImagesTable } from '../../db/schema.ts';

/** Queries for business categories, business details and images. */
export const businessRepository = (db: Db) => ({
  listCategories: () =>
    db.selectFrom('business_categories').select(['id', 'category_name']).orderBy('category_name').execute(),
  findCategory: (id: number) =>
    db
      .selectFrom('business_categories')
      .select(['id', 'category_name'])
      .where('id', '=', id)
      .executeTakeFirst(),
  imagesOf: (userId: number) =>
    db
      .selectFrom('business_images')
      .select(['kind', 'path'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
  /** Saves the business details and its new images together and marks registration complete. */
  completeSetup: (
    userId: number,
    details: {
      business_category_id: number;
      business_address: string;
      business_description: string;
      home_service: number;
      my_place: number;
      updated_at: string;
    },
    images: { kind: BusinessImagesTable['kind']; path: string }[],
  ) =>
    db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ ...details, register_status: 1 })
        .where('id', '=', userId)
        .execute();
      if (images.length) {
        await trx
          .insertInto('business_images')
          .values(images.map((i) => ({ ...i, user_id: userId, created_at: details.updated_at })))
          .execute();
      }
    }),
});

export type BusinessRepository = ReturnType<typeof businessRepository>;
