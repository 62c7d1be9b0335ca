import { type BundleBody, nairaToKobo } from '@app/shared';
import type { CatalogueContext } from '../context.ts';
import { assertOwned } from '../ownership.ts';
import { missing } from '../refusals.ts';

/** Creates (id null) or updates a bundle of the vendor's own services. */
export async function saveBundle(
  ctx: CatalogueContext,
  input: { userId: number; id: number | null; bundle: BundleBody },
) {
  const { userId, id, bundle: body } = input;
  const serviceIds = [...new Set(body.service_ids)];
  await assertOwned(ctx, 'services', userId, serviceIds, 'service_ids');
  const fields = {
    name: body.name,
    description: body.description ?? null,
    price: nairaToKobo(body.price),
  };
  const saved = await ctx.transact(async (trx) => {
    let bundleId = id;
    if (bundleId === null) {
      bundleId = await ctx.catalogue.insertBundle(trx, {
        ...fields,
        user_id: userId,
        created_at: ctx.clock.now().toISOString(),
      });
    } else if (!(await ctx.catalogue.updateBundle(trx, userId, bundleId, fields))) {
      throw missing('Bundle');
    }
    await ctx.catalogue.setBundleServices(trx, bundleId, serviceIds);
    return bundleId;
  });
  return {
    success: true as const,
    message: id === null ? 'Bundle created' : 'Bundle updated',
    id: saved,
  };
}
