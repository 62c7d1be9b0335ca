import { lagosDay, rangeProblem, toE164, WAITLIST_MESSAGES, type WaitlistJoinBody } from '@app/shared';
import { notFound, unprocessable } from '../../../lib/errors.ts';
import type { WaitlistContext } from '../context.ts';

/**
 * Puts a client on a shop's waitlist for a service on a day or range of days: from the shop page
 * (`profileLink`) or by the vendor (`userId`). Answers 422 for another shop's service or bad days.
 */
export async function joinWaitlist(
  ctx: WaitlistContext,
  input: { body: WaitlistJoinBody } & ({ userId: number } | { profileLink: string }),
) {
  const { body } = input;
  const userId = 'userId' in input ? input.userId : (await ctx.waitlist.shopByLink(input.profileLink))?.id;
  if (userId === undefined) throw notFound('Shop not found');
  const problem = rangeProblem(body.from_date, body.to_date, lagosDay(ctx.clock.now()));
  if (problem) throw unprocessable(problem, { from_date: problem });
  if (!(await ctx.waitlist.service(ctx.db, userId, body.service_id)))
    throw unprocessable(WAITLIST_MESSAGES.unknownService, { service_id: WAITLIST_MESSAGES.unknownService });
  const byVendor = 'userId' in input;
  await ctx.transact((trx) =>
    ctx.waitlist.insertEntry(trx, {
      user_id: userId,
      service_id: body.service_id,
      customer_id: null,
      client_name: body.name,
      client_phone: toE164(body.phone)!,
      from_date: body.from_date,
      to_date: body.to_date,
      status: 'waiting',
      added_by: byVendor ? 'vendor' : 'client',
      created_at: ctx.clock.now().toISOString(),
    }),
  );
  return { success: true as const, message: byVendor ? WAITLIST_MESSAGES.added : WAITLIST_MESSAGES.joined };
}
