import { WAITLIST_MESSAGES } from '@app/shared';
import type { WaitlistContext } from '../context.ts';

/** How long the shop's offers hold their slot (offers already made keep theirs). */
export async function saveSettings(ctx: WaitlistContext, input: { userId: number; holdMinutes: number }) {
  await ctx.transact((trx) => ctx.waitlist.saveHoldMinutes(trx, input.userId, input.holdMinutes));
  return { success: true as const, message: WAITLIST_MESSAGES.saved };
}
