import type { Db, Executor } from '../../db/database.ts';
import { lockVendor } from '../../db/locks.ts';
import type { BusinessImagesTable } from '../../db/schema.ts';

type ServiceFields = {
  name: string;
  category: string | null;
  description: string | null;
  duration_minutes: number;
  duration_type: string;
  price: number;
  virtual_appointment: number;
  home_service: number;
  deposit_type: 'none' | 'fixed' | 'percent';
  deposit_value: number;
};

type WorkspaceKind = 'workspace' | 'portfolio';
const WORKSPACE_KINDS: WorkspaceKind[] = ['workspace', 'portfolio'];

/** Queries for services, bundles, add-ons and workspace images, always scoped to the vendor. */
export const catalogueRepository = (db: Db) => {
  /** Images of the vendor's live services, leaving out those of `exceptServiceId` (about to be replaced). */
  const countServiceImages = async (ex: Executor, userId: number, exceptServiceId: number | null) => {
    let query = ex
      .selectFrom('service_images')
      .innerJoin('services', 'services.id', 'service_images.service_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('services.user_id', '=', userId)
      .where('services.deleted_at', 'is', null);
    if (exceptServiceId !== null) query = query.where('services.id', '!=', exceptServiceId);
    return Number((await query.executeTakeFirstOrThrow()).n);
  };
  const countWorkspaceImages = async (ex: Executor, userId: number) =>
    Number(
      (
        await ex
          .selectFrom('business_images')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .where('kind', 'in', WORKSPACE_KINDS)
          .executeTakeFirstOrThrow()
      ).n,
    );

  return {
    services: (userId: number) =>
      db
        .selectFrom('services')
        .selectAll()
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .orderBy('name')
        .execute(),
    serviceImages: (serviceIds: number[]) =>
      serviceIds.length
        ? db
            .selectFrom('service_images')
            .select(['service_id', 'path'])
            .where('service_id', 'in', serviceIds)
            .orderBy('id')
            .execute()
        : Promise.resolve([]),
    serviceAddons: (serviceIds: number[]) =>
      serviceIds.length
        ? db
            .selectFrom('service_addons')
            .innerJoin('addons', 'addons.id', 'service_addons.addon_id')
            .select([
              'service_addons.service_id',
              'addons.id',
              'addons.name',
              'addons.price',
              'addons.duration_minutes',
            ])
            .where('service_addons.service_id', 'in', serviceIds)
            .where('addons.deleted_at', 'is', null)
            .execute()
        : Promise.resolve([]),
    /** How many of `ids` are live rows of the vendor in `table`. */
    countOwned: async (table: 'services' | 'addons', userId: number, ids: number[]) => {
      if (!ids.length) return 0;
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('id', 'in', ids)
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    countServiceImages: (userId: number, exceptServiceId: number | null) =>
      countServiceImages(db, userId, exceptServiceId),
    /**
     * Inserts or updates a service with its add-ons and (when given) its images, together.
     * Answers null when the service is not the vendor's, 'full' when the vendor's live services
     * would then hold more than `maxImages` images (nothing written either way), else the id and
     * the paths of the images that were replaced.
     */
    saveService: (
      userId: number,
      id: number | null,
      fields: ServiceFields,
      addonIds: number[],
      images: string[] | null,
      now: string,
      maxImages: number,
    ) =>
      db.transaction().execute(async (trx) => {
        if (images?.length) await lockVendor(trx, userId);
        if (id !== null) {
          const own = await trx
            .selectFrom('services')
            .select('id')
            .where('id', '=', id)
            .where('user_id', '=', userId)
            .where('deleted_at', 'is', null)
            .executeTakeFirst();
          if (!own) return null;
        }
        if (images?.length && (await countServiceImages(trx, userId, id)) + images.length > maxImages) {
          return 'full' as const;
        }
        let serviceId = id;
        if (serviceId === null) {
          const row = await trx
            .insertInto('services')
            .values({ ...fields, user_id: userId, created_at: now, updated_at: now })
            .returning('id')
            .executeTakeFirstOrThrow();
          serviceId = row.id;
        } else {
          await trx
            .updateTable('services')
            .set({ ...fields, updated_at: now })
            .where('id', '=', serviceId)
            .where('user_id', '=', userId)
            .execute();
        }
        await trx.deleteFrom('service_addons').where('service_id', '=', serviceId).execute();
        if (addonIds.length) {
          await trx
            .insertInto('service_addons')
            .values(addonIds.map((addon_id) => ({ service_id: serviceId, addon_id })))
            .execute();
        }
        let replaced: string[] = [];
        if (images) {
          replaced = (
            await trx
              .deleteFrom('service_images')
              .where('service_id', '=', serviceId)
              .returning('path')
              .execute()
          ).map((r) => r.path);
          if (images.length) {
            await trx
              .insertInto('service_images')
              .values(images.map((path) => ({ service_id: serviceId, path })))
              .execute();
          }
        }
        return { id: serviceId, replaced };
      }),
    /** Deletes a live service of the vendor (a soft delete) with its images; answers their paths, or null when there is no such service. */
    deleteService: (userId: number, id: number, now: string) =>
      db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('services')
          .set({ deleted_at: now })
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (result.numUpdatedRows === 0n) return null;
        const removed = await trx
          .deleteFrom('service_images')
          .where('service_id', '=', id)
          .returning('path')
          .execute();
        return removed.map((r) => r.path);
      }),
    softDelete: async (table: 'addons' | 'bundles', userId: number, id: number, now: string) => {
      const result = await db
        .updateTable(table)
        .set({ deleted_at: now })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    bundles: (userId: number) =>
      db
        .selectFrom('bundles')
        .selectAll()
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .orderBy('name')
        .execute(),
    bundleServices: (bundleIds: number[]) =>
      bundleIds.length
        ? db
            .selectFrom('bundle_services')
            .innerJoin('services', 'services.id', 'bundle_services.service_id')
            .select(['bundle_services.bundle_id', 'services.id', 'services.name', 'services.price'])
            .where('bundle_services.bundle_id', 'in', bundleIds)
            .where('services.deleted_at', 'is', null)
            .execute()
        : Promise.resolve([]),
    saveBundle: (
      userId: number,
      id: number | null,
      fields: { name: string; description: string | null; price: number },
      serviceIds: number[],
      now: string,
    ) =>
      db.transaction().execute(async (trx) => {
        let bundleId = id;
        if (bundleId === null) {
          const row = await trx
            .insertInto('bundles')
            .values({ ...fields, user_id: userId, created_at: now })
            .returning('id')
            .executeTakeFirstOrThrow();
          bundleId = row.id;
        } else {
          const result = await trx
            .updateTable('bundles')
            .set(fields)
            .where('id', '=', bundleId)
            .where('user_id', '=', userId)
            .where('deleted_at', 'is', null)
            .executeTakeFirst();
          if (result.numUpdatedRows === 0n) return null;
        }
        await trx.deleteFrom('bundle_services').where('bundle_id', '=', bundleId).execute();
        await trx
          .insertInto('bundle_services')
          .values(serviceIds.map((service_id) => ({ bundle_id: bundleId, service_id })))
          .execute();
        return bundleId;
      }),

    addons: (userId: number) =>
      db
        .selectFrom('addons')
        .select(['id', 'name', 'price', 'duration_minutes'])
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .orderBy('name')
        .execute(),
    insertAddon: (row: {
      user_id: number;
      name: string;
      price: number;
      duration_minutes: number;
      created_at: string;
    }) => db.insertInto('addons').values(row).returning('id').executeTakeFirstOrThrow(),
    updateAddon: async (
      userId: number,
      id: number,
      fields: { name: string; price: number; duration_minutes: number },
    ) => {
      const result = await db
        .updateTable('addons')
        .set(fields)
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    workspaceImages: (userId: number) =>
      db
        .selectFrom('business_images')
        .select(['id', 'kind', 'path', 'caption', 'position'])
        .where('user_id', '=', userId)
        .where('kind', 'in', WORKSPACE_KINDS)
        .$narrowType<{ kind: WorkspaceKind }>()
        .orderBy('position')
        .orderBy('id')
        .execute(),
    countWorkspaceImages: (userId: number) => countWorkspaceImages(db, userId),
    /** Adds a workspace or portfolio image at the end; answers null, writing nothing, when the vendor already holds `max`. */
    insertImage: (
      row: {
        user_id: number;
        kind: BusinessImagesTable['kind'];
        path: string;
        caption: string | null;
        created_at: string;
      },
      max: number,
    ) =>
      db.transaction().execute(async (trx) => {
        await lockVendor(trx, row.user_id);
        const position = await countWorkspaceImages(trx, row.user_id);
        if (position >= max) return null;
        return trx
          .insertInto('business_images')
          .values({ ...row, position })
          .returning('id')
          .executeTakeFirstOrThrow();
      }),
    deleteImage: (userId: number, id: number) =>
      db
        .deleteFrom('business_images')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('kind', 'in', WORKSPACE_KINDS)
        .returning('path')
        .executeTakeFirst(),
    reorderImages: (userId: number, ids: number[]) =>
      db.transaction().execute(async (trx) => {
        for (const [position, id] of ids.entries()) {
          await trx
            .updateTable('business_images')
            .set({ position })
            .where('id', '=', id)
            .where('user_id', '=', userId)
            .execute();
        }
      }),
  };
};

export type CatalogueRepository = ReturnType<typeof catalogueRepository>;
