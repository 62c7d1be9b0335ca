import type { CatalogueContext } from '../context.ts';
import { missing } from '../refusals.ts';

/** Deletes (softly) one of the vendor's bundles or add-ons. */
export async function deleteOffer(
  ctx: CatalogueContext,
  input: { userId: number; kind: 'bundles' | 'addons'; id: number },
) {
  const { userId, kind, id } = input;
  if (!(await ctx.catalogue.softDelete(ctx.db, kind, userId, id, ctx.clock.now().toISOString())))
    throw missing(kind === 'addons' ? 'Add-on' : 'Bundle');
  return { success: true as const, message: 'Deleted' };
}
