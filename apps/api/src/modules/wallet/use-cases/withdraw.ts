import {
  formatNaira,
  koboToNaira,
  LIMITS,
  MSG,
  nairaToKobo,
  payoutAccountHeldMessage,
  payoutAccountUsableFrom,
  withdrawalAmountIssue,
  withdrawalBreakdown,
} from '@app/shared';
import { lockVendor } from '../../../db/locks.ts';
import { AppError, notFound, unprocessable } from '../../../lib/errors.ts';
import type { WalletContext } from '../context.ts';
import { payOut } from '../pay-out.ts';

/**
 * Withdraws the whole balance, or `amount` (NGN) of it from ₦1,000 up (issue 35), to a saved account. Refused unless NIN, e-mail and phone are
 * verified and the balance is at least ₦1,000, and to a payout account saved less than 24 hours
 * ago (issue 37: a taken-over account cannot be emptied to a stranger's bank at once). A retry with the same Idempotency-Key, even one
 * racing the first request, gets the first answer; the same key with another request is refused.
 * The money is sent after commit, in the background.
 */
export async function withdraw(
  ctx: WalletContext,
  input: { userId: number; bankAccountId: number; amount?: number; idempotencyKey?: string; ip?: string },
) {
  const { userId, bankAccountId, amount } = input;
  const account = await ctx.wallet.bankAccount(userId, bankAccountId);
  // Set only by the request that made the withdrawal, once committed: a replay pays nothing.
  let payout: { id: number; amount: number; account: NonNullable<typeof account> } | undefined;
  const body = await ctx.idempotency.once(
    userId,
    input.idempotencyKey,
    // SPEC's request alone hashes as it always did, so a key kept from before still replays.
    amount === undefined ? { payment_info_id: bankAccountId } : { payment_info_id: bankAccountId, amount },
    async (keep) => {
      const user = await ctx.users.findUserById(userId);
      const now = ctx.clock.now().toISOString();
      const made = await ctx.transact(async (trx) => {
        await lockVendor(trx, userId);
        if (!user) throw notFound();
        if (!user.nin_verified || !user.email_verified_at || !user.phone_verified_at) {
          throw new AppError('account_restricted', MSG.verificationRequired, { success: false });
        }
        if (!account)
          throw unprocessable(MSG.bankAccountNotFound, { payment_info_id: MSG.bankAccountNotFound });
        const usableFrom = payoutAccountUsableFrom(account.created_at);
        if (usableFrom.toISOString() > now) {
          const held = payoutAccountHeldMessage(usableFrom);
          throw unprocessable(held, { payment_info_id: held });
        }
        const balance = await ctx.wallet.balance(trx, userId);
        if (balance < nairaToKobo(LIMITS.withdrawMinBalance))
          throw new AppError('insufficient_balance', MSG.balanceTooLowToWithdraw, { success: false });

        const asked = amount === undefined ? balance : nairaToKobo(amount);
        const outOfRange = withdrawalAmountIssue(asked, balance);
        if (outOfRange) throw unprocessable(outOfRange, { amount: outOfRange });
        const money = withdrawalBreakdown(asked);
        const id = await ctx.wallet.insertWithdrawal(trx, {
          user_id: userId,
          bank_account_id: account.id,
          ...money,
          status: 'pending',
          created_at: now,
          updated_at: now,
        });
        const entry = {
          user_id: userId,
          booking_id: null,
          withdrawal_id: id,
          kind: 'withdrawal' as const,
          created_at: now,
        };
        await ctx.ledger.insertLedger(trx, [
          { ...entry, bucket: 'balance', amount: -money.amount },
          { ...entry, bucket: 'withdrawn', amount: money.amount },
        ]);
        const submitted = { success: true, message: MSG.withdrawalSubmitted, withdrawal_id: id };
        await ctx.audit.record(trx, {
          userId,
          kind: 'withdrawal',
          detail: `${formatNaira(koboToNaira(money.payout))} to ${account.bank_name} ••${account.account_no.slice(-4)}`,
          ip: input.ip,
        });
        await keep(trx, submitted);
        return { submitted, payout: { id, amount: money.payout, account } };
      });
      payout = made.payout;
      return made.submitted;
    },
  );
  if (payout) ctx.payoutsInFlight.add(payOut(ctx, payout.id, payout.amount, payout.account));
  return body;
}
