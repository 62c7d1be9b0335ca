import { emailKey, koboToNaira, phoneKey } from '@app/shared';
import { notFound } from '../../../lib/errors.ts';
import { clientBook, findClient, shownPhone, summarise } from '../client-book.ts';
import type { ClientsContext } from '../context.ts';

/**
 * One client of the vendor, found by any of their keys, with every booking newest first (service,
 * team member, what it brought in, a late cancellation) and the shop's private notes (issue 36).
 */
export async function clientHistory(ctx: ClientsContext, input: { userId: number; key: string }) {
  const client = findClient(await clientBook(ctx, input.userId), input.key);
  if (!client) throw notFound('Client not found');
  const [{ summaries, paid, late }, visits] = await Promise.all([
    summarise(ctx, input.userId, [client]),
    ctx.clients.visits(
      ctx.db,
      input.userId,
      client.rows.map((r) => r.id),
    ),
  ]);
  const { summary, notes } = summaries[0]!;
  return {
    success: true as const,
    data: {
      ...summary,
      phones: distinct(
        client.rows.map((r) => r.phone),
        phoneKey,
      ).map(shownPhone),
      emails: distinct(
        client.rows.map((r) => r.email?.trim() ?? null),
        emailKey,
      ),
      notes,
      history: visits.map((v) => ({
        booking_id: v.id,
        reference: v.reference,
        starts_at: v.starts_at,
        service_name: v.service_name,
        staff_name: v.staff_name,
        status: v.status,
        source: v.source,
        paid: koboToNaira(paid(v.id)),
        late_cancellation: late.has(v.id),
      })),
    },
  };
}

/** One value per number or address (by its merge key), as first typed. */
function distinct(values: (string | null)[], key: (value: string) => string | null) {
  const first = new Map<string, string>();
  for (const value of values)
    if (value && !first.has(key(value) ?? value)) first.set(key(value) ?? value, value);
  return [...first.values()];
}
