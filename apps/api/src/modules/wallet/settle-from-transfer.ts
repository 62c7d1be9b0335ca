import type { TransferState } from '../../adapters/payouts.ts';
import type { WalletContext } from './context.ts';
import { settleWithdrawal } from './use-cases/settle-withdrawal.ts';
import type { WalletRepository } from './wallet.repository.ts';

type Withdrawal = Awaited<ReturnType<WalletRepository['withdrawals']>>[number];

/**
 * Settles a payout from the provider's answer about its transfer (webhooks and the reconciler):
 * paid, or failed (a reversal too) with the money back in the balance, once.
 */
export async function settleFromTransfer(
  ctx: WalletContext,
  withdrawal: Withdrawal,
  transfer: TransferState,
  why: string,
) {
  if (
    transfer.status === 'pending' ||
    transfer.status === 'missing' ||
    transfer.amountKobo !== withdrawal.payout
  ) {
    ctx.log(
      `${why} for withdrawal ${withdrawal.id}: the provider reports ${transfer.status}, ${transfer.amountKobo} kobo; not settled`,
      null,
    );
    return false;
  }
  if (transfer.status === 'paid') return settleWithdrawal(ctx, { id: withdrawal.id, status: 'paid' });
  // A failure may follow a success (a reversal): the paid withdrawal fails too, still only once.
  return settleWithdrawal(ctx, {
    id: withdrawal.id,
    status: 'failed',
    reason: transfer.reversed ? 'Transfer reversed' : 'Transfer failed',
    reversed: true,
  });
}
