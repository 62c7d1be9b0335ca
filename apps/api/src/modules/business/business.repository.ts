import type { Db, Executor } from '../../db/database.ts';
import { lockVendor } from '../../db/locks.ts';

/** How many business pictures (those of the setup) the vendor holds. */
const countBusinessImages = async (ex: Executor, userId: number) =>
  Number(
    (
      await ex
        .selectFrom('business_images')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('kind', '=', 'business')
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Queries for business categories, business details and images. */
export const businessRepository = (db: Db) => {
  return {
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
    countBusinessImages: (userId: number) => countBusinessImages(db, userId),
    /**
     * Saves the business details and its new images together and marks registration complete;
     * answers false, writing nothing, when the vendor would then hold more than `maxImages` business images.
     */
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
      images: { kind: 'business'; path: string }[],
      maxImages: number,
    ) =>
      db.transaction().execute(async (trx) => {
        if (images.length) {
          // Two uploads at once cannot both pass the cap.
          await lockVendor(trx, userId);
          if ((await countBusinessImages(trx, userId)) + images.length > maxImages) return false;
        }
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
        return true;
      }),
  };
};

export type BusinessRepository = ReturnType<typeof businessRepository>;
