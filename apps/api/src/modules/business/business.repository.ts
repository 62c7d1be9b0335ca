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

/** The column of each of the profile's own images. */
const PROFILE_COLUMNS = { logo: 'logo_path', cover: 'cover_path' } as const;
export type ProfileImageColumn = keyof typeof PROFILE_COLUMNS;

const profileImagesOf = (ex: Executor, userId: number) =>
  ex
    .selectFrom('users')
    .select(['logo_path as logo', 'cover_path as cover'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();

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
    /** The logo and cover photo paths, null where there is none. */
    profileImages: (userId: number) => profileImagesOf(db, userId),
    /**
     * Sets (a path) or clears (null) the logo or the cover photo; answers both as they now are
     * and the path it replaced, whose file the caller removes once this committed.
     */
    replaceProfileImage: (userId: number, kind: ProfileImageColumn, path: string | null, now: string) =>
      db.transaction().execute(async (trx) => {
        // Two replacements at once: each sees the path the other wrote, so no file is left behind.
        await lockVendor(trx, userId);
        const before = await profileImagesOf(trx, userId);
        await trx
          .updateTable('users')
          .set({ [PROFILE_COLUMNS[kind]]: path, updated_at: now })
          .where('id', '=', userId)
          .execute();
        return { images: { ...before, [kind]: path }, replaced: before[kind] };
      }),
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
