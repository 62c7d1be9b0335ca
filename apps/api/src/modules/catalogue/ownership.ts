import { forbidden, unprocessable } from '../../lib/errors.ts';
import type { CatalogueContext } from './context.ts';

/** Another vendor's list asked for by id: each vendor reads only their own (403). */
export const own = (userId: number, requestedId: number) => {
  if (userId !== requestedId) throw forbidden();
};

/** Refuses ids (a service's add-ons, a bundle's services) that are not all the vendor's own (422). */
export async function assertOwned(
  ctx: CatalogueContext,
  table: 'services' | 'addons',
  userId: number,
  ids: number[],
  field: string,
) {
  const unique = [...new Set(ids)];
  if ((await ctx.catalogue.countOwned(ctx.db, table, userId, unique)) !== unique.length) {
    throw unprocessable(`Choose your own ${table}`, { [field]: `Choose your own ${table}` });
  }
}
