import {
  type AddonBody,
  type AddonResponse,
  type BundleBody,
  type BundleResponse,
  koboToNaira,
  LIMITS,
  MAX_SERVICE_IMAGES,
  MSG,
  nairaToKobo,
  type ServiceBody,
} from '@app/shared';
import type { Clock } from '../../adapters/clock.ts';
import type { FileStore } from '../../adapters/file-store.ts';
import type { Db, Transact } from '../../db/database.ts';
import { lockVendor } from '../../db/locks.ts';
import { forbidden, notFound, unprocessable } from '../../lib/errors.ts';
import { decodeImage, decodeImages, deleteImages, withUploads } from '../../lib/images.ts';
import type { CatalogueRepository } from './catalogue.repository.ts';

/** Images all of a vendor's live services may hold together (each holds at most MAX_SERVICE_IMAGES). */
export const SERVICE_IMAGES_PER_VENDOR_MAX = 25 * MAX_SERVICE_IMAGES;

/** Services, bundles, add-ons and workspace images: what a provider sells and shows. */
export function catalogueService(deps: {
  /** For reads and writes outside any transaction. */
  db: Db;
  transact: Transact;
  catalogue: CatalogueRepository;
  clock: Clock;
  files: FileStore;
}) {
  const { db, transact, catalogue, clock, files } = deps;
  const nowIso = () => clock.now().toISOString();
  const own = (userId: number, requestedId: number) => {
    if (userId !== requestedId) throw forbidden();
  };
  async function presentBundles(userId: number): Promise<BundleResponse[]> {
    const rows = await catalogue.bundles(userId);
    const members = await catalogue.bundleServices(rows.map((b) => b.id));
    return rows.map((b) => {
      const services = members.filter((m) => m.bundle_id === b.id);
      return {
        id: b.id,
        name: b.name,
        description: b.description,
        price: koboToNaira(b.price),
        // What the services cost one by one, so the saving can be shown.
        regular_price: koboToNaira(services.reduce((sum, s) => sum + s.price, 0)),
        services: services.map(({ id, name }) => ({ id, name })),
      };
    });
  }
  const presentAddons = async (userId: number): Promise<AddonResponse[]> =>
    (await catalogue.addons(userId)).map((a) => ({ ...a, price: koboToNaira(a.price) }));

  async function assertOwned(table: 'services' | 'addons', userId: number, ids: number[], field: string) {
    const unique = [...new Set(ids)];
    if ((await catalogue.countOwned(db, table, userId, unique)) !== unique.length) {
      throw unprocessable(`Choose your own ${table}`, { [field]: `Choose your own ${table}` });
    }
  }
  const missing = (what: string) => notFound(`${what} not found`);
  const full = (message: string, field: string) => unprocessable(message, { [field]: message });

  return {
    async services(userId: number, requestedId: number) {
      own(userId, requestedId);
      const rows = await catalogue.services(userId);
      const ids = rows.map((s) => s.id);
      const [images, addons] = await Promise.all([
        catalogue.serviceImages(ids),
        catalogue.serviceAddons(ids),
      ]);
      return {
        success: true as const,
        data: rows.map((s) => ({
          id: s.id,
          name: s.name,
          category: s.category,
          description: s.description,
          duration_minutes: s.duration_minutes,
          duration_hours: Math.floor(s.duration_minutes / 60),
          duration_mins: s.duration_minutes % 60,
          duration_type: s.duration_type,
          price: koboToNaira(s.price),
          virtual_appointment: s.virtual_appointment === 1,
          home_service: s.home_service === 1,
          deposit_type: s.deposit_type,
          // NGN for a fixed deposit, a whole percent for a share of the price.
          deposit_value: s.deposit_type === 'fixed' ? koboToNaira(s.deposit_value) : s.deposit_value,
          images: images.filter((i) => i.service_id === s.id).map((i) => i.path),
          addons: addons
            .filter((a) => a.service_id === s.id)
            .map(({ id, name, price, duration_minutes }) => ({
              id,
              name,
              price: koboToNaira(price),
              duration_minutes,
            })),
        })),
      };
    },

    /**
     * Creates (id null) or updates a service; new images replace the old ones only when sent.
     * The images are stored only if the change is: a refused request leaves no file behind, and
     * the replaced files go once the change committed.
     */
    async saveService(userId: number, id: number | null, body: ServiceBody) {
      await assertOwned('addons', userId, body.addon_ids, 'addon_ids');
      // Someone else's (or a deleted) service is refused before any image is read.
      if (id !== null && (await catalogue.countOwned(db, 'services', userId, [id])) === 0)
        throw missing('Service');
      const serviceFull = () => full(MSG.serviceImagesFull, 'images');
      if (
        body.images.length &&
        (await catalogue.countServiceImages(db, userId, id)) + body.images.length >
          SERVICE_IMAGES_PER_VENDOR_MAX
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
        transact(async (trx) => {
          // New images, or null to keep the ones the service has.
          const images = id === null || paths.length ? paths : null;
          // Two saves at once: the second counts the first one's images.
          if (images?.length) await lockVendor(trx, userId);
          if (id !== null && (await catalogue.countOwned(trx, 'services', userId, [id])) === 0)
            throw missing('Service');
          if (
            images?.length &&
            (await catalogue.countServiceImages(trx, userId, id)) + images.length >
              SERVICE_IMAGES_PER_VENDOR_MAX
          ) {
            throw serviceFull();
          }
          const now = nowIso();
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
    },

    /** A deleted service's images go with it: nothing shows them any more. */
    async remove(userId: number, table: 'services' | 'addons' | 'bundles', id: number) {
      if (table === 'services') {
        const images = await transact(async (trx) => {
          if (!(await catalogue.softDelete(trx, 'services', userId, id, nowIso()))) throw missing('Service');
          return catalogue.deleteServiceImages(trx, id);
        });
        await deleteImages(files, images);
      } else if (!(await catalogue.softDelete(db, table, userId, id, nowIso()))) {
        throw missing(table === 'addons' ? 'Add-on' : 'Bundle');
      }
      return { success: true as const, message: 'Deleted' };
    },

    async bundles(userId: number, requestedId: number) {
      own(userId, requestedId);
      return { success: true as const, bundles: await presentBundles(userId) };
    },
    async saveBundle(userId: number, id: number | null, body: BundleBody) {
      const serviceIds = [...new Set(body.service_ids)];
      await assertOwned('services', userId, serviceIds, 'service_ids');
      const fields = {
        name: body.name,
        description: body.description ?? null,
        price: nairaToKobo(body.price),
      };
      const saved = await transact(async (trx) => {
        let bundleId = id;
        if (bundleId === null) {
          bundleId = await catalogue.insertBundle(trx, { ...fields, user_id: userId, created_at: nowIso() });
        } else if (!(await catalogue.updateBundle(trx, userId, bundleId, fields))) {
          throw missing('Bundle');
        }
        await catalogue.setBundleServices(trx, bundleId, serviceIds);
        return bundleId;
      });
      return {
        success: true as const,
        message: id === null ? 'Bundle created' : 'Bundle updated',
        id: saved,
      };
    },

    async addons(userId: number, requestedId: number) {
      own(userId, requestedId);
      return { success: true as const, data: await presentAddons(userId) };
    },
    /** The bundles and add-ons the vendor's shop offers customers, as the vendor's lists show them. */
    offers: async (vendorId: number) => {
      const [bundles, addons] = await Promise.all([presentBundles(vendorId), presentAddons(vendorId)]);
      return { bundles, addons };
    },
    async saveAddon(userId: number, id: number | null, body: AddonBody) {
      const fields = {
        name: body.name,
        price: nairaToKobo(body.price),
        duration_minutes: body.duration_minutes,
      };
      if (id === null) {
        const row = await catalogue.insertAddon({ ...fields, user_id: userId, created_at: nowIso() });
        return { success: true as const, message: 'Add-on created', id: row.id };
      }
      if (!(await catalogue.updateAddon(userId, id, fields))) throw missing('Add-on');
      return { success: true as const, message: 'Add-on updated', id };
    },

    /** Business setup's images are pictures of the place: the brief-case shows them as workspace images. */
    workspaceImages: async (userId: number) => ({
      success: true as const,
      data: (await catalogue.workspaceImages(userId)).map((image) => ({
        ...image,
        kind: image.kind === 'portfolio' ? ('portfolio' as const) : ('workspace' as const),
      })),
    }),
    /** At most LIMITS.businessImagesMax workspace and portfolio images; the file is kept only with its row. */
    async addWorkspaceImage(
      userId: number,
      body: { kind: 'workspace' | 'portfolio'; image: string; caption?: string | null },
    ) {
      const workspaceFull = () => full(MSG.workspaceImagesFull, 'image');
      if ((await catalogue.countWorkspaceImages(db, userId)) >= LIMITS.businessImagesMax)
        throw workspaceFull();
      const image = await decodeImage(body.image, 'image');
      return withUploads(files, [image], ([path]) =>
        transact(async (trx) => {
          // Two adds at once: the second sees the first one's image; the new one goes last.
          await lockVendor(trx, userId);
          const position = await catalogue.countWorkspaceImages(trx, userId);
          if (position >= LIMITS.businessImagesMax) throw workspaceFull();
          const row = await catalogue.insertImage(trx, {
            user_id: userId,
            kind: body.kind,
            path: path!,
            caption: body.caption ?? null,
            position,
            created_at: nowIso(),
          });
          return { success: true as const, message: 'Image added', id: row.id, path: path! };
        }),
      );
    },
    async deleteWorkspaceImage(userId: number, id: number) {
      const removed = await catalogue.deleteImage(userId, id);
      if (!removed) throw missing('Image');
      await deleteImages(files, [removed.path]);
      return { success: true as const, message: 'Image removed' };
    },
    async reorderWorkspaceImages(userId: number, ids: number[]) {
      const mine = new Set((await catalogue.workspaceImages(userId)).map((i) => i.id));
      if (ids.some((id) => !mine.has(id)))
        throw unprocessable('Choose your own images', { ids: 'Choose your own images' });
      await transact(async (trx) => {
        for (const [position, id] of ids.entries())
          await catalogue.setImagePosition(trx, userId, id, position);
      });
      return { success: true as const, message: 'Order saved' };
    },
  };
}

export type CatalogueService = ReturnType<typeof catalogueService>;
