import type { Db, Executor } from '../../db/database.ts';
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

/**
 * Queries for services, bundles, add-ons and workspace images, always scoped to the vendor. The
 * brief-case holds every business image, those of business setup ('business') among them.
 */
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
    countOwned: async (ex: Executor, table: 'services' | 'addons', userId: number, ids: number[]) => {
      if (!ids.length) return 0;
      const row = await ex
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('id', 'in', ids)
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    countServiceImages: (ex: Executor, userId: number, exceptServiceId: number | null) =>
      countServiceImages(ex, userId, exceptServiceId),
    insertService: async (
      ex: Executor,
      row: ServiceFields & { user_id: number; created_at: string; updated_at: string },
    ) => (await ex.insertInto('services').values(row).returning('id').executeTakeFirstOrThrow()).id,
    updateService: (
      ex: Executor,
      userId: number,
      id: number,
      fields: ServiceFields & { updated_at: string },
    ) => ex.updateTable('services').set(fields).where('id', '=', id).where('user_id', '=', userId).execute(),
    /** Links the service to exactly these add-ons. */
    setServiceAddons: async (ex: Executor, serviceId: number, addonIds: number[]) => {
      await ex.deleteFrom('service_addons').where('service_id', '=', serviceId).execute();
      if (addonIds.length) {
        await ex
          .insertInto('service_addons')
          .values(addonIds.map((addon_id) => ({ service_id: serviceId, addon_id })))
          .execute();
      }
    },
    /** Removes the service's images; answers their paths. */
    deleteServiceImages: async (ex: Executor, serviceId: number) =>
      (
        await ex.deleteFrom('service_images').where('service_id', '=', serviceId).returning('path').execute()
      ).map((r) => r.path),
    insertServiceImages: async (ex: Executor, serviceId: number, paths: string[]) => {
      if (paths.length) {
        await ex
          .insertInto('service_images')
          .values(paths.map((path) => ({ service_id: serviceId, path })))
          .execute();
      }
    },
    /** Soft-deletes a live row of the vendor; answers whether there was one. */
    softDelete: async (
      ex: Executor,
      table: 'services' | 'addons' | 'bundles',
      userId: number,
      id: number,
      now: string,
    ) => {
      const result = await ex
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
    insertBundle: async (
      ex: Executor,
      row: { user_id: number; name: string; description: string | null; price: number; created_at: string },
    ) => (await ex.insertInto('bundles').values(row).returning('id').executeTakeFirstOrThrow()).id,
    /** Updates a live bundle of the vendor; answers whether there was one. */
    updateBundle: async (
      ex: Executor,
      userId: number,
      id: number,
      fields: { name: string; description: string | null; price: number },
    ) => {
      const result = await ex
        .updateTable('bundles')
        .set(fields)
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    /** Makes the bundle hold exactly these services. */
    setBundleServices: async (ex: Executor, bundleId: number, serviceIds: number[]) => {
      await ex.deleteFrom('bundle_services').where('bundle_id', '=', bundleId).execute();
      await ex
        .insertInto('bundle_services')
        .values(serviceIds.map((service_id) => ({ bundle_id: bundleId, service_id })))
        .execute();
    },

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
        .orderBy('position')
        .orderBy('id')
        .execute(),
    countWorkspaceImages: (ex: Executor, userId: number) => countWorkspaceImages(ex, userId),
    insertImage: (
      ex: Executor,
      row: {
        user_id: number;
        kind: BusinessImagesTable['kind'];
        path: string;
        caption: string | null;
        position: number;
        created_at: string;
      },
    ) => ex.insertInto('business_images').values(row).returning('id').executeTakeFirstOrThrow(),
    deleteImage: (userId: number, id: number) =>
      db
        .deleteFrom('business_images')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returning('path')
        .executeTakeFirst(),
    setImagePosition: (ex: Executor, userId: number, id: number, position: number) =>
      ex
        .updateTable('business_images')
        .set({ position })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .execute(),
  };
};

export type CatalogueRepository = ReturnType<typeof catalogueRepository>;
