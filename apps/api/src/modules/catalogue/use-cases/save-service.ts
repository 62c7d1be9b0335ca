import { MAX_SERVICE_IMAGES, MSG, nairaToKobo, type ServiceBody } from '@app/shared';
import { lockVendor } from '../../../db/locks.ts';
import { decodeImages, deleteImages, withUploads } from '../../../lib/images.ts';
import type { CatalogueContext } from '../context.ts';
import { assertOwned } from '../ownership.ts';
import { full, missing } from '../refusals.ts';

/** Images all of a vendor's live services may hold together (each holds at most MAX_SERVICE_IMAGES). */
export const SERVICE_IMAGES_PER_VENDOR_MAX = 25 * MAX_SERVICE_IMAGES;

/**
 * Creates (id null) or updates a service; new images replace the old ones only when sent.
 * The images are stored only if the change is: a refused request leaves no file behind, and
 * the replaced files go once the change committed.
 */
export async function saveService(
  ctx: CatalogueContext,
  input: { userId: number; id: number | null; service: ServiceBody },
) {
  const { db, catalogue, files } = ctx;
  const { userId, id, service: body } = input;
  await assertOwned(ctx, 'addons', userId, body.addon_ids, 'addon_ids');
  // Someone else's (or a deleted) service is refused before any image is read.
  if (id !== null && (await catalogue.countOwned(db, 'services', userId, [id])) === 0)
    throw missing('Service');
  const serviceFull = () => full(MSG.serviceImagesFull, 'images');
  if (
    body.images.length &&
    (await catalogue.countServiceImages(db, userId, id)) + body.images.length > SERVICE_IMAGES_PER_VENDOR_MAX
  ) {
    throw serviceFull();
  }
  const decoded = await decodeImages(body.images);
  const fields = {
    name: body.name,
    category: body.category ?? null,
    description: body.description ?? null,
    duration_minutes: body.duration_hours * 60 + body.duration_minutes,
    duration_type: body.duration_type,
    price: nairaToKobo(body.price),
    virtual_appointment: body.virtual_appointment ? 1 : 0,
    home_service: body.home_service ? 1 : 0,
    deposit_type: body.deposit_type,
    deposit_value:
      body.deposit_type === 'fixed'
        ? nairaToKobo(body.deposit_value)
        : body.deposit_type === 'percent'
          ? body.deposit_value
          : 0,
  };
  const saved = await withUploads(files, decoded, (paths) =>
    ctx.transact(async (trx) => {
      // New images, or null to keep the ones the service has.
      const images = id === null || paths.length ? paths : null;
      // Two saves at once: the second counts the first one's images.
      if (images?.length) await lockVendor(trx, userId);
      if (id !== null && (await catalogue.countOwned(trx, 'services', userId, [id])) === 0)
        throw missing('Service');
      if (
        images?.length &&
        (await catalogue.countServiceImages(trx, userId, id)) + images.length > SERVICE_IMAGES_PER_VENDOR_MAX
      ) {
        throw serviceFull();
      }
      const now = ctx.clock.now().toISOString();
      let serviceId = id;
      if (serviceId === null) {
        serviceId = await catalogue.insertService(trx, {
          ...fields,
          user_id: userId,
          created_at: now,
          updated_at: now,
        });
      } else {
        await catalogue.updateService(trx, userId, serviceId, { ...fields, updated_at: now });
      }
      await catalogue.setServiceAddons(trx, serviceId, [...new Set(body.addon_ids)]);
      let replaced: string[] = [];
      if (images) {
        replaced = await catalogue.deleteServiceImages(trx, serviceId);
        await catalogue.insertServiceImages(trx, serviceId, images);
      }
      return { id: serviceId, replaced };
    }),
  );
  await deleteImages(files, saved.replaced);
  return {
    success: true as const,
    message: id === null ? 'Service created' : 'Service updated',
    id: saved.id,
  };
}
