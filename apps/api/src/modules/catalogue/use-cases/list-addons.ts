import type { CatalogueContext } from '../context.ts';
import { own } from '../ownership.ts';
import { presentAddons } from '../present-offers.ts';

/** The vendor's add-ons (SPEC §7). */
export async function listAddons(ctx: CatalogueContext, input: { userId: number; requestedId: number }) {
  own(input.userId, input.requestedId);
  return { success: true as const, data: await presentAddons(ctx, input.userId) };
}
