import { type BizSetupBody, LIMITS, MSG, type ProfileImageKind } from '@app/shared';
import type { Clock } from '../../adapters/clock.ts';
import type { FileStore } from '../../adapters/file-store.ts';
import type { Db, Transact, Trx } from '../../db/database.ts';
import { lockVendor } from '../../db/locks.ts';
import { unprocessable } from '../../lib/errors.ts';
import { type Crop, decodeImage, decodeImages, deleteImages, withUploads } from '../../lib/images.ts';
import type { BusinessRepository } from './business.repository.ts';

/** What each profile image is cut to: a square logo, a wide cover band (a screen's width at 2.67:1). */
const PROFILE_CROPS: Record<ProfileImageKind, Crop> = {
  logo: { width: 512, height: 512 },
  cover: { width: 1600, height: 600 },
};
const SAVED = { logo: MSG.logoSaved, cover: MSG.coverSaved } as const;
const REMOVED = { logo: MSG.logoRemoved, cover: MSG.coverRemoved } as const;

export function businessService(deps: {
  /** For reads and writes outside any transaction. */
  db: Db;
  transact: Transact;
  business: BusinessRepository;
  /** The schedule module's step of set-up: the default week, unless hours were already set. */
  schedule: { openWithDefaultHours(trx: Trx, userId: number): Promise<void> };
  clock: Clock;
  files: FileStore;
}) {
  const { db, transact, business, schedule, clock, files } = deps;

  /**
   * Sets or clears the logo or the cover photo; answers both as they now are and the path it
   * replaced, whose file the caller removes once this committed. Under the vendor's lock, two
   * replacements at once each see the path the other wrote, so no file is left behind.
   */
  const replaceProfileImage = (userId: number, kind: ProfileImageKind, path: string | null) =>
    transact(async (trx) => {
      await lockVendor(trx, userId);
      const before = await business.profileImages(trx, userId);
      await business.setProfileImage(trx, userId, kind, path, clock.now().toISOString());
      return { images: { ...before, [kind]: path }, replaced: before[kind] };
    });

  return {
    categories: async () => ({ success: true as const, data: await business.listCategories() }),

    /**
     * Business setup: the last step of registration. Images are checked before anything is
     * written, at most LIMITS.businessImagesMax in all, and their files stay only if the change is saved.
     */
    async setup(userId: number, body: BizSetupBody) {
      if (!(await business.findCategory(body.business_category))) {
        throw unprocessable('Choose a business category', {
          business_category: 'Choose a business category',
        });
      }
      const businessFull = () => unprocessable(MSG.businessImagesFull, { images: MSG.businessImagesFull });
      if (
        body.images.length &&
        (await business.countBusinessImages(db, userId)) + body.images.length > LIMITS.businessImagesMax
      ) {
        throw businessFull();
      }
      const decoded = await decodeImages(body.images);
      await withUploads(files, decoded, (paths) =>
        transact(async (trx) => {
          const now = clock.now().toISOString();
          // Two setups at once cannot both pass the image cap, nor both open the default hours.
          await lockVendor(trx, userId);
          if ((await business.countBusinessImages(trx, userId)) + paths.length > LIMITS.businessImagesMax)
            throw businessFull();
          await business.completeSetup(trx, userId, {
            business_category_id: body.business_category,
            business_address: body.business_address,
            business_description: body.business_description,
            home_service: body.home_service ? 1 : 0,
            my_place: body.my_place ? 1 : 0,
            updated_at: now,
          });
          await business.insertBusinessImages(trx, userId, paths, now);
          await schedule.openWithDefaultHours(trx, userId);
        }),
      );
      return { success: true as const, message: MSG.businessSaved };
    },

    profileImages: async (userId: number) => ({
      success: true as const,
      data: await business.profileImages(db, userId),
    }),

    /** A new logo or cover photo: checked and cut before anything is written; the old file goes once the new path is saved. */
    async setProfileImage(userId: number, kind: ProfileImageKind, dataUrl: string) {
      const image = await decodeImage(dataUrl, 'image', PROFILE_CROPS[kind]);
      const saved = await withUploads(files, [image], ([path]) =>
        replaceProfileImage(userId, kind, path ?? null),
      );
      if (saved.replaced) await deleteImages(files, [saved.replaced]);
      return { success: true as const, message: SAVED[kind], data: saved.images };
    },

    async removeProfileImage(userId: number, kind: ProfileImageKind) {
      const saved = await replaceProfileImage(userId, kind, null);
      if (saved.replaced) await deleteImages(files, [saved.replaced]);
      return { success: true as const, message: REMOVED[kind], data: saved.images };
    },
  };
}

export type BusinessService = ReturnType<typeof businessService>;
