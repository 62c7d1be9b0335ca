import {
  BANKS,
  type BankAccountBody,
  formatNaira,
  koboToNaira,
  LIMITS,
  lagos,
  MSG,
  nairaToKobo,
  redactAccountNo,
  withdrawalBreakdown,
} from '@app/shared';
import type { Clock } from '../../adapters/clock.ts';
import { type PayoutProvider, withdrawalIdOf } from '../../adapters/payouts.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, forbidden, notFound, unprocessable } from '../../lib/errors.ts';
import type { AuthRepository } from '../auth/auth.repository.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { WalletRepository } from './wallet.repository.ts';

/** The vendor's money: wallet figures from the ledger, bank accounts and withdrawals. */
export function walletService(deps: {
  wallet: WalletRepository;
  users: AuthRepository;
  payouts: PayoutProvider;
  notifications: NotificationsService;
  clock: Clock;
  log: (message: string, error: unknown) => void;
}) {
  const { wallet, users, payouts, notifications, clock, log } = deps;
  const nowIso = () => clock.now().toISOString();
  const answer = (id: number) => ({ success: true, message: MSG.withdrawalSubmitted, withdrawal_id: id });

  /** Sends the money after commit; a provider failure leaves the withdrawal pending for an operator. */
  async function pay(
    withdrawalId: number,
    amount: number,
    account: { bank_code: string; account_no: string; account_name: string },
  ) {
    try {
      const result = await payouts.send({
        withdrawalId,
        amountKobo: amount,
        bankCode: account.bank_code,
        accountNo: account.account_no,
        accountName: account.account_name,
      });
      if (result.status !== 'queued') await wallet.settle(withdrawalId, result, nowIso());
    } catch (error) {
      log(`payout of withdrawal ${withdrawalId} failed; left pending for an operator`, error);
    }
  }

  return {
    async wallet(userId: number) {
      const sums = await wallet.sums(userId);
      return {
        success: true as const,
        data: [
          [
            {
              account_balance: koboToNaira(sums.balance),
              withdraw: koboToNaira(sums.withdrawn),
              pending: koboToNaira(sums.pending),
              cancelled: koboToNaira(sums.cancelled),
            },
          ],
        ],
      };
    },

    /** Earnings released to the balance per Lagos month, for the last twelve months. */
    async monthly(userId: number) {
      const first = lagos(clock.now()).startOf('month').subtract(11, 'month');
      const rows = await wallet.releasedSince(userId, first.toISOString());
      const months = Array.from({ length: 12 }, (_, i) => first.add(i, 'month').format('YYYY-MM'));
      const totals = new Map(months.map((m) => [m, 0]));
      for (const row of rows) {
        const month = lagos(row.created_at).format('YYYY-MM');
        totals.set(month, (totals.get(month) ?? 0) + row.amount);
      }
      return {
        success: true as const,
        data: months.map((month) => ({ month, amount: koboToNaira(totals.get(month) ?? 0) })),
      };
    },

    /** This month's earnings against last month's, in percent (rounded). */
    async lastMonthDiff(userId: number) {
      const { data } = await this.monthly(userId);
      const current = data.at(-1)?.amount ?? 0;
      const previous = data.at(-2)?.amount ?? 0;
      const diff =
        previous === 0 ? (current > 0 ? 100 : 0) : Math.round(((current - previous) / previous) * 100);
      return { success: true as const, data: { data: [diff] } };
    },

    banks: () => ({ success: true as const, data: BANKS }),

    async bankAccounts(userId: number) {
      const rows = await wallet.bankAccounts(userId);
      return {
        success: true as const,
        data: rows.map((r) => ({ ...r, account_no: redactAccountNo(r.account_no) })),
      };
    },
    async addBankAccount(userId: number, body: BankAccountBody) {
      const bank = BANKS.find((b) => b.code === body.bank_code)!;
      const { id } = await wallet.insertBankAccount({
        user_id: userId,
        ...body,
        bank_name: bank.name,
        created_at: nowIso(),
      });
      return { success: true as const, message: 'Bank account added', id };
    },
    async deleteBankAccount(userId: number, id: number) {
      if (!(await wallet.deleteBankAccount(userId, id, nowIso()))) throw notFound(MSG.bankAccountNotFound);
      return { success: true as const, message: 'Bank account removed' };
    },

    async withdrawals(userId: number) {
      const rows = await wallet.withdrawals({ userId });
      return {
        success: true as const,
        data: rows.map((w) => ({
          id: w.id,
          amount: koboToNaira(w.amount),
          fee: koboToNaira(w.fee),
          payout: koboToNaira(w.payout),
          status: w.status,
          bank_name: w.bank_name,
          account_no: redactAccountNo(w.account_no),
          created_at: w.created_at,
        })),
      };
    },

    /**
     * Withdraws the whole balance to a saved account. Refused unless NIN, e-mail and phone are
     * verified and the balance is at least ₦1,000; a retry with the same Idempotency-Key gets the first answer.
     */
    async withdraw(userId: number, bankAccountId: number, idempotencyKey?: string) {
      if (idempotencyKey) {
        const stored = await wallet.storedAnswer(userId, idempotencyKey);
        if (stored) return { statusCode: stored.status_code, body: JSON.parse(stored.body) as object };
      }
      const user = await users.findUserById(userId);
      if (!user) throw notFound();
      if (user.account_active) throw forbidden(MSG.withdrawalsPaused);
      if (!user.nin_verified || !user.email_verified_at || !user.phone_verified_at) {
        throw new AppError(403, MSG.verificationRequired, { success: false });
      }
      const account = await wallet.bankAccount(userId, bankAccountId);
      if (!account)
        throw unprocessable(MSG.bankAccountNotFound, { payment_info_id: MSG.bankAccountNotFound });

      const minimum = nairaToKobo(LIMITS.withdrawMinBalance);
      let withdrawal: Awaited<ReturnType<WalletRepository['withdraw']>>;
      try {
        withdrawal = await wallet.withdraw(
          userId,
          account.id,
          nowIso(),
          (balance) => {
            if (balance < minimum) throw new AppError(422, MSG.balanceTooLowToWithdraw, { success: false });
            return withdrawalBreakdown(balance);
          },
          (id) => ({ status_code: 200, body: JSON.stringify(answer(id)) }),
          idempotencyKey,
        );
      } catch (error) {
        // A concurrent retry with the same key lost the race: answer what the winner stored.
        const stored =
          idempotencyKey && isUniqueViolation(error)
            ? await wallet.storedAnswer(userId, idempotencyKey)
            : undefined;
        if (stored) return { statusCode: stored.status_code, body: JSON.parse(stored.body) as object };
        throw error;
      }
      await notifications.notify(
        userId,
        'fund',
        'Withdrawal requested',
        `₦${koboToNaira(withdrawal.payout).toLocaleString('en-NG')} to ${account.bank_name} ${redactAccountNo(account.account_no)}.`,
      );
      await pay(withdrawal.id, withdrawal.payout, account);
      return { statusCode: 200, body: answer(withdrawal.id) };
    },

    /** Deposits paid, fees kept by the cancellation policy and refunds, from the ledger. */
    async depositSummary(userId: number) {
      const [sums, counts] = await Promise.all([wallet.depositSums(userId), wallet.feeCounts(userId)]);
      return {
        success: true as const,
        data: {
          deposits_paid: koboToNaira(sums.paid),
          fees_kept: koboToNaira(sums.kept),
          refunded: koboToNaira(sums.refunded),
          no_shows: counts.noShows,
          late_cancellations: counts.lateCancellations,
        },
      };
    },

    /**
     * transfer.success / .failed / .reversed from the provider's webhook: the transfer is verified
     * by reference, then settled once; a failed or reversed payout returns the money to the balance.
     */
    async onTransferEvent(event: string, reference: string) {
      const id = withdrawalIdOf(reference);
      const [withdrawal] = id === null ? [] : await wallet.withdrawals({ id });
      if (!withdrawal || !payouts.verify) {
        log(`${event} for unknown transfer ${reference} ignored`, null);
        return false;
      }
      const transfer = await payouts.verify(reference);
      if (transfer.amountKobo !== withdrawal.payout || transfer.status === 'pending') {
        log(
          `${event} for ${reference} ignored: the provider reports ${transfer.status}, ${transfer.amountKobo} kobo`,
          null,
        );
        return false;
      }
      // A reversal can follow a success: then the paid withdrawal fails too, still only once.
      // The provider's answer decides, not the event name; a failure may follow a success (reversal).
      if (transfer.status === 'paid') return this.settle(withdrawal.id, { status: 'paid' });
      return this.settle(withdrawal.id, {
        status: 'failed',
        reason: event === 'transfer.reversed' ? 'Transfer reversed' : 'Transfer failed',
        reversed: true,
      });
    },

    /** Operator actions (npm run admin). */
    listWithdrawals: (status?: 'pending' | 'processing' | 'paid' | 'failed') =>
      wallet.withdrawals({ status }),
    async settle(id: number, outcome: { status: 'paid' | 'failed'; reason?: string; reversed?: boolean }) {
      const settled = await wallet.settle(id, outcome, nowIso());
      const [withdrawal] = settled ? await wallet.withdrawals({ id }) : [];
      if (withdrawal) {
        const payout = formatNaira(koboToNaira(withdrawal.payout));
        await notifications.notify(
          withdrawal.user_id,
          'fund',
          outcome.status === 'paid' ? 'Withdrawal paid' : 'Withdrawal failed',
          outcome.status === 'paid'
            ? `${payout} was sent to ${withdrawal.bank_name} ${redactAccountNo(withdrawal.account_no)}.`
            : `${payout} could not be sent and is back in your balance.${outcome.reason ? ` Reason: ${outcome.reason}` : ''}`,
        );
      }
      return settled;
    },
  };
}

export type WalletService = ReturnType<typeof walletService>;
