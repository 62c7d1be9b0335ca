import { withdrawalIdOf } from '../../../adapters/transfer-reference.ts';
import type { WalletContext } from '../context.ts';
import { settleFromTransfer } from '../settle-from-transfer.ts';

/**
 * transfer.success / .failed / .reversed from the provider's webhook: the transfer is verified
 * by reference, then settled once; a failed or reversed payout returns the money to the balance.
 */
export async function applyTransferEvent(ctx: WalletContext, input: { event: string; reference: string }) {
  const { event, reference } = input;
  const id = withdrawalIdOf(reference);
  const [withdrawal] = id === null ? [] : await ctx.wallet.withdrawals(ctx.db, { id });
  if (!withdrawal || !ctx.payouts.verify) {
    ctx.log(`${event} for unknown transfer ${reference} ignored`, null);
    return false;
  }
  // The provider's answer decides, not the event name.
  return settleFromTransfer(ctx, withdrawal, await ctx.payouts.verify(reference), event);
}
