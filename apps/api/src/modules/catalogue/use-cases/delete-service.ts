import { deleteImages } from '../../../lib/images.ts';
import type { CatalogueContext } from '../context.ts';
import { missing } from '../refusals.ts';

/** A deleted service's images go with it: nothing shows them any more. */
export async function deleteService(ctx: CatalogueContext, input: { userId: number; id: number }) {
  const { userId, id } = input;
  const images = await ctx.transact(async (trx) => {
    if (!(await ctx.catalogue.softDelete(trx, 'services', userId, id, ctx.clock.now().toISOString())))
      throw missing('Service');
    return ctx.catalogue.deleteServiceImages(trx, id);
  });
  await deleteImages(ctx.files, images);
  return { success: true as const, message: 'Deleted' };
}
