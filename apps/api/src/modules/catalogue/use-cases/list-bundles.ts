import type { CatalogueContext } from '../context.ts';
import { own } from '../ownership.ts';
import { presentBundles } from '../present-offers.ts';

/** The vendor's bundles (SPEC §7). */
export async function listBundles(ctx: CatalogueContext, input: { userId: number; requestedId: number }) {
  own(input.userId, input.requestedId);
  return { success: true as const, bundles: await presentBundles(ctx, input.userId) };
}
