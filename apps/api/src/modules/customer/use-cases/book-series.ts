import { type CustomerSeriesBody, SERIES_MESSAGES } from '@app/shared';
import { sha256 } from '../../../lib/crypto.ts';
import type { CustomerContext } from '../context.ts';
import { holdVisits } from '../hold-visits.ts';
import { openShop } from '../open-shop.ts';
import { clientSeries } from '../series-slots.ts';

/**
 * Books a client's series (issue 36): each visit a booking as POST customer/bookings makes it (its
 * slot rules, team, booking caps, the shop's confirmation rule and deposit), all under one
 * multiple_id in one transaction with the series, so a visit taken since the preview refuses the
 * whole request (409 naming it). The visits' deposits are one checkout, as a visit of several
 * services is; each visit keeps its own deposit for its own cancellation.
 *
 * Once per Idempotency-Key of the client, kept in the shop's keys under a name of the client's own
 * (the keys belong to vendors). The answer is kept once the checkout is open, so a replay gives the
 * same payment page; a second request racing the first finds its slots taken (409) instead.
 */
export async function bookSeries(
  ctx: CustomerContext,
  input: { customerId: number; body: CustomerSeriesBody; ip: string; idempotencyKey?: string },
) {
  const { customerId, body, ip } = input;
  const { vendor_id, service_id, staff_id, every_weeks, visits, ...details } = body;
  const key = input.idempotencyKey && `customer-${customerId}:${sha256(input.idempotencyKey)}`;
  return ctx.idempotency.once(vendor_id, key, { series: body }, async (keep) => {
    const { vendor, slots } = await clientSeries(ctx, await openShop(ctx, vendor_id), {
      serviceId: service_id,
      staffId: staff_id,
      visits,
    });
    const held = await holdVisits(ctx, {
      customerId,
      vendor,
      slots,
      details,
      ip,
      series: { everyWeeks: every_weeks },
    });
    const answer = { ...held, message: SERIES_MESSAGES.booked(held.bookings.length) };
    await ctx.transact((trx) => keep(trx, answer, 201));
    return answer;
  });
}
