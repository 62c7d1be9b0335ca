import { MSG } from '@app/shared';
import { notFound } from '../../../lib/errors.ts';
import type { WalletContext } from '../context.ts';

/** Removes one of the vendor's payout accounts. */
export async function deleteBankAccount(ctx: WalletContext, input: { userId: number; id: number }) {
  if (!(await ctx.wallet.deleteBankAccount(input.userId, input.id, ctx.clock.now().toISOString())))
    throw notFound(MSG.bankAccountNotFound);
  return { success: true as const, message: 'Bank account removed' };
}
