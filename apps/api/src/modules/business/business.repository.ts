import type { Db, Executor } from '../../db/database.ts';

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
    countBusinessImages: (ex: Executor, userId: number) => countBusinessImages(ex, userId),
    /** The logo and cover photo paths, null where there is none. */
    profileImages: (ex: Executor, userId: number) => profileImagesOf(ex, userId),
    /** Sets (a path) or clears (null) the logo or the cover photo. */
    setProfileImage: (
      ex: Executor,
      userId: number,
      kind: ProfileImageColumn,
      path: string | null,
      now: string,
    ) =>
      ex
        .updateTable('users')
        .set({ [PROFILE_COLUMNS[kind]]: path, updated_at: now })
        .where('id', '=', userId)
        .execute(),
    /** Saves the business details and marks registration complete. */
    completeSetup: (
      ex: Executor,
      userId: number,
      details: {
        business_category_id: number;
        business_address: string;
        business_description: string;
        home_service: number;
        my_place: number;
        updated_at: string;
      },
    ) =>
      ex
        .updateTable('users')
        .set({ ...details, register_status: 1 })
        .where('id', '=', userId)
        .execute(),
    insertBusinessImages: async (ex: Executor, userId: number, paths: string[], now: string) => {
      if (paths.length)
        await ex
          .insertInto('business_images')
          .values(
            paths.map((path) => ({ kind: 'business' as const, path, user_id: userId, created_at: now })),
          )
          .execute();
    },
  };
};

export type BusinessRepository = ReturnType<typeof businessRepository>;
