import { type BizSetupBody, LIMITS, MSG } from '@app/shared';
import type { Clock } from '../../adapters/clock.ts';
import { unprocessable } from '../../lib/errors.ts';
import { decodeImages, withUploads } from '../../lib/images.ts';
import type { ScheduleService } from '../schedule/schedule.service.ts';
import type { BusinessRepository } from './business.repository.ts';

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
  };
}

export type BusinessService = ReturnType<typeof businessService>;
