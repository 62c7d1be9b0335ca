import { type AddonResponse, type BundleResponse, koboToNaira } from '@app/shared';
import type { CatalogueContext } from './context.ts';

/** The vendor's bundles, each with its services and what they cost one by one. */
export async function presentBundles(ctx: CatalogueContext, userId: number): Promise<BundleResponse[]> {
  const rows = await ctx.catalogue.bundles(userId);
  const members = await ctx.catalogue.bundleServices(rows.map((b) => b.id));
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

/** The vendor's add-ons, priced in naira. */
export const presentAddons = async (ctx: CatalogueContext, userId: number): Promise<AddonResponse[]> =>
  (await ctx.catalogue.addons(userId)).map((a) => ({ ...a, price: koboToNaira(a.price) }));
