import { MSG } from '@app/shared';
import { notFound } from '../../../lib/errors.ts';
import type { WalletContext } from '../context.ts';

/** Removes one of the vendor's payout accounts (logged: issue 37). */
export async function deleteBankAccount(
  ctx: WalletContext,
  input: { userId: number; id: number; ip?: string },
) {
  const { userId, id } = input;
  await ctx.transact(async (trx) => {
    const removed = await ctx.wallet.deleteBankAccount(trx, userId, id, ctx.clock.now().toISOString());
    if (!removed) throw notFound(MSG.bankAccountNotFound);
    const detail = `${removed.bank_name} ••${removed.account_no.slice(-4)}`;
    await ctx.audit.record(trx, { userId, kind: 'payout_account_removed', detail, ip: input.ip });
  });
  return { success: true as const, message: 'Bank account removed' };
}
