import { type AddonBody, nairaToKobo } from '@app/shared';
import type { CatalogueContext } from '../context.ts';
import { missing } from '../refusals.ts';

/** Creates (id null) or updates an add-on. */
export async function saveAddon(
  ctx: CatalogueContext,
  input: { userId: number; id: number | null; addon: AddonBody },
) {
  const { userId, id, addon: body } = input;
  const fields = {
    name: body.name,
    price: nairaToKobo(body.price),
    duration_minutes: body.duration_minutes,
  };
  if (id === null) {
    const row = await ctx.catalogue.insertAddon({
      ...fields,
      user_id: userId,
      created_at: ctx.clock.now().toISOString(),
    });
    return { success: true as const, message: 'Add-on created', id: row.id };
  }
  if (!(await ctx.catalogue.updateAddon(userId, id, fields))) throw missing('Add-on');
  return { success: true as const, message: 'Add-on updated', id };
}
