import { type BizSetupBody, LIMITS, MSG, type ProfileImageKind } from '@app/shared';
import type { Clock } from '../../adapters/clock.ts';
import { unprocessable } from '../../lib/errors.ts';
import { type Crop, decodeImage, decodeImages, deleteImages, withUploads } from '../../lib/images.ts';
import type { ScheduleService } from '../schedule/schedule.service.ts';
import type { BusinessRepository } from './business.repository.ts';

/** What each profile image is cut to: a square logo, a wide cover band (a screen's width at 2.67:1). */
const PROFILE_CROPS: Record<ProfileImageKind, Crop> = {
  logo: { width: 512, height: 512 },
  cover: { width: 1600, height: 600 },
};
const SAVED = { logo: MSG.logoSaved, cover: MSG.coverSaved } as const;
const REMOVED = { logo: MSG.logoRemoved, cover: MSG.coverRemoved } as const;

export function businessService(deps: {
  business: BusinessRepository;
  schedule: ScheduleService;
  clock: Clock;
  dataDir: string;
}) {
  const { business, schedule, clock, dataDir } = deps;
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
        (await business.countBusinessImages(userId)) + body.images.length > LIMITS.businessImagesMax
      ) {
        throw businessFull();
      }
      const decoded = await decodeImages(body.images);
      await withUploads(dataDir, decoded, async (paths) => {
        const saved = await business.completeSetup(
          userId,
          {
            business_category_id: body.business_category,
            business_address: body.business_address,
            business_description: body.business_description,
            home_service: body.home_service ? 1 : 0,
            my_place: body.my_place ? 1 : 0,
            updated_at: clock.now().toISOString(),
          },
          paths.map((path) => ({ kind: 'business' as const, path })),
          LIMITS.businessImagesMax,
        );
        if (!saved) throw businessFull();
      });
      await schedule.openWithDefaultHours(userId);
      return { success: true as const, message: MSG.businessSaved };
    },

    profileImages: async (userId: number) => ({
      success: true as const,
      data: await business.profileImages(userId),
    }),

    /** A new logo or cover photo: checked and cut before anything is written; the old file goes once the new path is saved. */
    async setProfileImage(userId: number, kind: ProfileImageKind, dataUrl: string) {
      const image = await decodeImage(dataUrl, 'image', PROFILE_CROPS[kind]);
      const saved = await withUploads(dataDir, [image], ([path]) =>
        business.replaceProfileImage(userId, kind, path ?? null, clock.now().toISOString()),
      );
      if (saved.replaced) await deleteImages(dataDir, [saved.replaced]);
      return { success: true as const, message: SAVED[kind], data: saved.images };
    },

    async removeProfileImage(userId: number, kind: ProfileImageKind) {
      const saved = await business.replaceProfileImage(userId, kind, null, clock.now().toISOString());
      if (saved.replaced) await deleteImages(dataDir, [saved.replaced]);
      return { success: true as const, message: REMOVED[kind], data: saved.images };
    },
  };
}

export type BusinessService = ReturnType<typeof businessService>;
