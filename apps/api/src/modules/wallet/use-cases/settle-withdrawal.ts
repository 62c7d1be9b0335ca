import { formatNaira, koboToNaira, redactAccountNo } from '@app/shared';
import type { WalletContext } from '../context.ts';

/**
 * Marks a payout's outcome, once, with the vendor's alert; a failure (or a reversal of a paid
 * transfer) puts the money back in the balance. Answers whether anything changed. The provider's
 * answers (a transfer sent, its webhook, the reconciler) and an operator's command come here.
 */
export async function settleWithdrawal(
  ctx: WalletContext,
  input: {
    id: number;
    status: 'processing' | 'paid' | 'failed';
    reference?: string;
    reason?: string;
    reversed?: boolean;
  },
) {
  const { id } = input;
  return ctx.transact(async (trx) => {
    const now = ctx.clock.now().toISOString();
    const moved = await ctx.wallet.moveWithdrawal(
      trx,
      id,
      // A paid transfer can still be reversed; nothing leaves 'failed'.
      input.reversed ? ['pending', 'processing', 'paid'] : ['pending', 'processing'],
      {
        status: input.status,
        failure_reason: input.reason ?? null,
        updated_at: now,
        ...(input.reference ? { provider_reference: input.reference } : {}),
      },
    );
    if (!moved) return false;
    if (input.status === 'failed') {
      const entry = {
        user_id: moved.user_id,
        booking_id: null,
        withdrawal_id: id,
        kind: 'withdrawal_failed' as const,
        created_at: now,
      };
      await ctx.ledger.insertLedger(trx, [
        { ...entry, bucket: 'withdrawn', amount: -moved.amount },
        { ...entry, bucket: 'balance', amount: moved.amount },
      ]);
    }
    if (input.status !== 'processing') {
      const [withdrawal] = await ctx.wallet.withdrawals(trx, { id });
      const payout = formatNaira(koboToNaira(withdrawal?.payout ?? 0));
      const where = withdrawal
        ? `${withdrawal.bank_name} ${redactAccountNo(withdrawal.account_no)}`
        : 'your bank';
      await ctx.notifications.record(
        trx,
        moved.user_id,
        'fund',
        input.status === 'paid' ? 'Withdrawal paid' : 'Withdrawal failed',
        input.status === 'paid'
          ? `${payout} was sent to ${where}.`
          : `${payout} could not be sent and is back in your balance.${input.reason ? ` Reason: ${input.reason}` : ''}`,
      );
    }
    return true;
  });
}
