import {
  ABUSE_LIMITS,
  lagosDay,
  rangeProblem,
  toE164,
  WAITLIST_MESSAGES,
  type WaitlistJoinBody,
} from '@app/shared';
import { normalizeIP } from '@fastify/rate-limit';
import { notFound, unprocessable } from '../../../lib/errors.ts';
import type { WaitlistContext } from '../context.ts';

const LIMITS = ABUSE_LIMITS.waitlistJoins;

/**
 * Puts a client on a shop's waitlist for a service on a day or range of days: from the shop page
 * (`profileLink`, with the client's address) or by the vendor (`userId`). Answers 422 for another
 * shop's service or bad days. A number already waiting for the service on those days is answered
 * as joined and not added again (a form posted twice, or a client who forgot she joined).
 */
export async function joinWaitlist(
  ctx: WaitlistContext,
  input: { body: WaitlistJoinBody } & ({ userId: number } | { profileLink: string; ip: string }),
) {
  const { body } = input;
  const byVendor = 'userId' in input;
  const userId = byVendor ? input.userId : (await ctx.waitlist.shopByLink(input.profileLink))?.id;
  if (userId === undefined) throw notFound('Shop not found');
  const problem = rangeProblem(body.from_date, body.to_date, lagosDay(ctx.clock.now()));
  if (problem) throw unprocessable(problem, { from_date: problem });
  if (!(await ctx.waitlist.service(ctx.db, userId, body.service_id)))
    throw unprocessable(WAITLIST_MESSAGES.unknownService, { service_id: WAITLIST_MESSAGES.unknownService });
  const phone = toE164(body.phone)!;
  const done = {
    success: true as const,
    message: byVendor ? WAITLIST_MESSAGES.added : WAITLIST_MESSAGES.joined,
  };

  const waiting = await ctx.waitlist.waitingOf(ctx.db, userId, phone);
  const already = waiting.some(
    (e) => e.service_id === body.service_id && e.from_date <= body.to_date && e.to_date >= body.from_date,
  );
  if (already) return done;
  if (!byVendor) {
    // Each entry may cost the shop an SMS offer to whatever number was typed: the public form is
    // limited; the vendor, who knows her clients, is not.
    if (waiting.length >= LIMITS.waitingPerPhone) {
      const message = WAITLIST_MESSAGES.tooManyWaiting(LIMITS.waitingPerPhone);
      throw unprocessable(message, { phone: message });
    }
    await ctx.spend([
      {
        key: `waitlist-join:${userId}`,
        max: LIMITS.perShopPerHour,
        windowMs: ABUSE_LIMITS.hourMs,
        message: WAITLIST_MESSAGES.tooManyJoins,
      },
      {
        key: `waitlist-join:ip:${normalizeIP(input.ip || 'unknown')}`,
        max: LIMITS.perAddressPerHour,
        windowMs: ABUSE_LIMITS.hourMs,
        message: WAITLIST_MESSAGES.tooManyJoins,
      },
    ]);
  }
  await ctx.transact((trx) =>
    ctx.waitlist.insertEntry(trx, {
      user_id: userId,
      service_id: body.service_id,
      customer_id: null,
      client_name: body.name,
      client_phone: phone,
      from_date: body.from_date,
      to_date: body.to_date,
      status: 'waiting',
      added_by: byVendor ? 'vendor' : 'client',
      created_at: ctx.clock.now().toISOString(),
    }),
  );
  return done;
}
