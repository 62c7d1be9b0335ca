import { unprocessable } from '../../../lib/errors.ts';
import type { CatalogueContext } from '../context.ts';

/** Puts the vendor's workspace and portfolio images in the order given. */
export async function reorderWorkspaceImages(
  ctx: CatalogueContext,
  input: { userId: number; ids: number[] },
) {
  const { userId, ids } = input;
  const mine = new Set((await ctx.catalogue.workspaceImages(userId)).map((i) => i.id));
  if (ids.some((id) => !mine.has(id)))
    throw unprocessable('Choose your own images', { ids: 'Choose your own images' });
  await ctx.transact(async (trx) => {
    for (const [position, id] of ids.entries())
      await ctx.catalogue.setImagePosition(trx, userId, id, position);
  });
  return { success: true as const, message: 'Order saved' };
}
