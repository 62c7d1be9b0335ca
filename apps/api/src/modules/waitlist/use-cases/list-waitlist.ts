import type { WaitlistEntry } from '@app/shared';
import type { WaitlistContext } from '../context.ts';

/** Everyone on the vendor's waitlist, first joined first, each with the offers made to them. */
export async function listWaitlist(ctx: WaitlistContext, input: { userId: number }) {
  const [entries, offers, shop] = await Promise.all([
    ctx.waitlist.entries(ctx.db, input.userId),
    ctx.waitlist.offersOf(ctx.db, input.userId),
    ctx.waitlist.holdMinutes(ctx.db, input.userId),
  ]);
  return {
    success: true as const,
    hold_minutes: shop.waitlist_hold_minutes,
    entries: entries.map(
      (e): WaitlistEntry => ({
        id: e.id,
        service_id: e.service_id,
        service_name: e.service_name,
        client_name: e.client_name,
        client_phone: e.client_phone,
        from_date: e.from_date,
        to_date: e.to_date,
        status: e.status as WaitlistEntry['status'],
        added_by: e.added_by as WaitlistEntry['added_by'],
        created_at: e.created_at,
        offers: offers
          .filter((o) => o.entry_id === e.id)
          .map((o) => ({
            id: o.id,
            starts_at: o.starts_at,
            ends_at: o.ends_at,
            status: o.status as WaitlistEntry['offers'][number]['status'],
            offered_at: o.offered_at,
            expires_at: o.expires_at,
            answered_at: o.answered_at,
            booking_id: o.booking_id,
          })),
      }),
    ),
  };
}
