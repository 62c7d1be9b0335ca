import type { CatalogueContext } from '../context.ts';
import { presentAddons, presentBundles } from '../present-offers.ts';

/** The bundles and add-ons the vendor's shop offers customers, as the vendor's lists show them. */
export async function shopOffers(ctx: CatalogueContext, input: { vendorId: number }) {
  const [bundles, addons] = await Promise.all([
    presentBundles(ctx, input.vendorId),
    presentAddons(ctx, input.vendorId),
  ]);
  return { bundles, addons };
}
