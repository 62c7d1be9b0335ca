import type { WalletContext } from '../context.ts';

/** The operator's list (npm run admin -- withdrawals): every vendor's, newest first, at most 500. */
export async function listWithdrawals(
  ctx: WalletContext,
  input: { status?: 'pending' | 'processing' | 'paid' | 'failed' },
) {
  return ctx.wallet.withdrawals(ctx.db, { status: input.status });
}
