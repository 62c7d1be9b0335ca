import {
  ABUSE_LIMITS,
  ACCOUNT_LOOKUPS_PER_HOUR,
  ACCOUNT_NAME_MESSAGES,
  BANKS,
  type BankAccountBody,
  type BankAccountLookup,
  bankNameOf,
  formatNaira,
  frameOf,
  fromLagos,
  koboToNaira,
  LIMITS,
  lagosDay,
  MSG,
  nairaToKobo,
  type ReportPeriod,
  redactAccountNo,
  reportFrames,
  withdrawalBreakdown,
} from '@app/shared';
import type { AccountNameLookup, AccountNames } from '../../adapters/account-names.ts';
import type { Clock } from '../../adapters/clock.ts';
import { type Limiter, spend } from '../../adapters/limiter.ts';
import {
  type PayoutProvider,
  type TransferState,
  transferReference,
  withdrawalIdOf,
} from '../../adapters/payouts.ts';
import type { Db, Transact } from '../../db/database.ts';
import { lockVendor } from '../../db/locks.ts';
import { AppError, notFound, unprocessable } from '../../lib/errors.ts';
import type { Accounts } from '../auth/index.ts';
import type { IdempotencyService } from '../idempotency/index.ts';
import type { NotificationsService } from '../notifications/index.ts';
import { insertLedger } from './ledger.repository.ts';
import type { WalletRepository } from './wallet.repository.ts';

/**
 * A payout unsettled this long is asked about at the provider: its sender died before or after
 * the transfer, or the provider's webhook was lost.
 */
export const PAYOUT_LEASE_MS = 2 * 60_000;
const RECONCILE_PAGE = 100;

type Withdrawal = Awaited<ReturnType<WalletRepository['withdrawals']>>[number];

/** The vendor's money: wallet figures from the ledger, bank accounts and withdrawals. */
export function walletService(deps: {
  /** For reads and writes outside any transaction. */
  db: Db;
  transact: Transact;
  wallet: WalletRepository;
  idempotency: IdempotencyService;
  users: Accounts;
  payouts: PayoutProvider;
  accountNames: AccountNames;
  limiter: Limiter;
  notifications: NotificationsService;
  clock: Clock;
  log: (message: string, error: unknown) => void;
}) {
  const {
    db,
    transact,
    wallet,
    idempotency,
    users,
    payouts,
    accountNames,
    limiter,
    notifications,
    clock,
    log,
  } = deps;
  const nowIso = () => clock.now().toISOString();
  const answer = (id: number) => ({ success: true, message: MSG.withdrawalSubmitted, withdrawal_id: id });

  /**
   * Marks a payout's outcome, once, with the vendor's alert; a failure (or a reversal of a paid
   * transfer) puts the money back in the balance. Answers whether anything changed.
   */
  const settle = (
    id: number,
    outcome: {
      status: 'processing' | 'paid' | 'failed';
      reference?: string;
      reason?: string;
      reversed?: boolean;
    },
  ) =>
    transact(async (trx) => {
      const now = nowIso();
      const moved = await wallet.moveWithdrawal(
        trx,
        id,
        // A paid transfer can still be reversed; nothing leaves 'failed'.
        outcome.reversed ? ['pending', 'processing', 'paid'] : ['pending', 'processing'],
        {
          status: outcome.status,
          failure_reason: outcome.reason ?? null,
          updated_at: now,
          ...(outcome.reference ? { provider_reference: outcome.reference } : {}),
        },
      );
      if (!moved) return false;
      if (outcome.status === 'failed') {
        const entry = {
          user_id: moved.user_id,
          booking_id: null,
          withdrawal_id: id,
          kind: 'withdrawal_failed' as const,
          created_at: now,
        };
        await insertLedger(trx, [
          { ...entry, bucket: 'withdrawn', amount: -moved.amount },
          { ...entry, bucket: 'balance', amount: moved.amount },
        ]);
      }
      if (outcome.status !== 'processing') {
        const [withdrawal] = await wallet.withdrawals(trx, { id });
        const payout = formatNaira(koboToNaira(withdrawal?.payout ?? 0));
        const where = withdrawal
          ? `${withdrawal.bank_name} ${redactAccountNo(withdrawal.account_no)}`
          : 'your bank';
        await notifications.record(
          trx,
          moved.user_id,
          'fund',
          outcome.status === 'paid' ? 'Withdrawal paid' : 'Withdrawal failed',
          outcome.status === 'paid'
            ? `${payout} was sent to ${where}.`
            : `${payout} could not be sent and is back in your balance.${outcome.reason ? ` Reason: ${outcome.reason}` : ''}`,
        );
      }
      return true;
    });

  /**
   * The name the bank gives for an account, asked of the payout provider: 422 with the provider's
   * message when the bank knows no such account, 503 when the provider gives no answer. Each
   * lookup counts against the vendor's hourly quota (it reveals whose an account is, and the
   * provider limits us too); one the provider could not answer is given back.
   */
  async function accountNameOf(userId: number, { bank_code, account_no }: BankAccountLookup) {
    const { giveBack } = await spend(limiter, clock, [
      {
        key: `account-lookup:${userId}`,
        max: ACCOUNT_LOOKUPS_PER_HOUR,
        windowMs: ABUSE_LIMITS.hourMs,
        message: ACCOUNT_NAME_MESSAGES.tooManyLookups,
      },
    ]);
    let lookup: AccountNameLookup;
    try {
      lookup = await accountNames.resolve(bank_code, account_no);
    } catch (error) {
      log('account-name lookup failed', error);
      await giveBack();
      throw new AppError('provider_unavailable', ACCOUNT_NAME_MESSAGES.unavailable, { success: false });
    }
    if (!lookup.found) throw unprocessable(lookup.message, { account_no: lookup.message });
    // The column holds 120 characters; a bank's name for a business can run longer.
    return lookup.accountName.slice(0, 120);
  }

  /**
   * Settles a payout from the provider's answer about its transfer (webhooks and the reconciler):
   * paid, or failed (a reversal too) with the money back in the balance, once.
   */
  async function applyTransfer(withdrawal: Withdrawal, transfer: TransferState, why: string) {
    if (
      transfer.status === 'pending' ||
      transfer.status === 'missing' ||
      transfer.amountKobo !== withdrawal.payout
    ) {
      log(
        `${why} for withdrawal ${withdrawal.id}: the provider reports ${transfer.status}, ${transfer.amountKobo} kobo; not settled`,
        null,
      );
      return false;
    }
    if (transfer.status === 'paid') return settle(withdrawal.id, { status: 'paid' });
    // A failure may follow a success (a reversal): the paid withdrawal fails too, still only once.
    return settle(withdrawal.id, {
      status: 'failed',
      reason: transfer.reversed ? 'Transfer reversed' : 'Transfer failed',
      reversed: true,
    });
  }

  /** Payouts sent after commit in the background: the request never waits on the provider. */
  const inFlight = new Set<Promise<void>>();
  const inBackground = (work: Promise<void>) => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  };

  /** Sends the money; a provider failure leaves the withdrawal pending for the reconciler or an operator. */
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
      if (result.status !== 'queued') await settle(withdrawalId, result);
    } catch (error) {
      log(`payout of withdrawal ${withdrawalId} failed; left pending for an operator`, error);
    }
  }

  /**
   * Earnings (DESIGN §4: booking money released to the balance on completion, and deposit fees
   * kept) per bar of the period, in kobo, dated as the ledger dates them. Withdrawals do not
   * lower earnings; they lower the balance.
   */
  async function earnings(userId: number, period: ReportPeriod) {
    const frames = reportFrames(period, clock.now());
    const first = frames[0]!;
    const last = frames.at(-1)!;
    const rows = await wallet.earnedBetween(
      userId,
      fromLagos(first.start, '00:00').toISOString(),
      fromLagos(last.end, '00:00').toISOString(),
    );
    const amounts = frames.map(() => 0);
    /** By team member (key: their id, or 0 for the vendor's own bookings). */
    const byStaff = new Map<number, { staff_id: number | null; name: string | null; amount: number }>();
    for (const row of rows) {
      const index = frameOf(frames, lagosDay(row.created_at));
      if (index < 0) continue;
      amounts[index] = (amounts[index] ?? 0) + row.amount;
      const key = row.staff_id ?? 0;
      const entry = byStaff.get(key) ?? { staff_id: row.staff_id, name: row.staff_name, amount: 0 };
      entry.amount += row.amount;
      byStaff.set(key, entry);
    }
    const total = amounts.reduce((sum, amount) => sum + amount, 0);
    return {
      bars: frames.map((frame, i) => ({ ...frame, amount: amounts[i] ?? 0 })),
      total,
      // Largest first; the vendor's own (no member) last among equals.
      byStaff: [...byStaff.values()].sort(
        (a, b) => b.amount - a.amount || (a.staff_id ?? Infinity) - (b.staff_id ?? Infinity),
      ),
    };
  }

  return {
    /**
     * SPEC §3 Wallet from the ledger: balance, pending and cancelled are their buckets; the
     * withdrawn bucket shows as paid out (`withdraw`) and still being paid out (`withdraw_pending`).
     */
    async wallet(userId: number) {
      const sums = await wallet.sums(userId);
      return {
        success: true as const,
        data: [
          [
            {
              account_balance: koboToNaira(sums.balance),
              withdraw: koboToNaira(sums.paidOut),
              withdraw_pending: koboToNaira(sums.payingOut),
              pending: koboToNaira(sums.pending),
              cancelled: koboToNaira(sums.cancelled),
            },
          ],
        ],
      };
    },

    /** Earnings per Lagos month for the last twelve months, this one last, and their total. */
    async monthly(userId: number) {
      const { bars, total } = await earnings(userId, '12m');
      return {
        success: true as const,
        data: bars.map((bar) => ({ month: bar.start.slice(0, 7), amount: koboToNaira(bar.amount) })),
        total: koboToNaira(total),
      };
    },

    /** The Report page's revenue: the same earnings per day, week or month of the period. */
    async report(userId: number, period: ReportPeriod) {
      const { bars, total, byStaff } = await earnings(userId, period);
      return {
        success: true as const,
        data: {
          period,
          total: koboToNaira(total),
          bars: bars.map((bar) => ({ ...bar, amount: koboToNaira(bar.amount) })),
          by_staff: byStaff.map((s) => ({ ...s, amount: koboToNaira(s.amount) })),
        },
      };
    },

    /** This month's earnings against last month's, in percent (rounded); never the balance. */
    async lastMonthDiff(userId: number) {
      const { bars } = await earnings(userId, '12m');
      const current = bars.at(-1)?.amount ?? 0;
      const previous = bars.at(-2)?.amount ?? 0;
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
    async resolveBankAccount(userId: number, account: BankAccountLookup) {
      return { success: true as const, account_name: await accountNameOf(userId, account) };
    },
    /**
     * Saved under the name the bank gives for the account, looked up again here: the name sent is
     * not trusted, so no account is saved under a name that is not its holder's.
     */
    async addBankAccount(userId: number, body: BankAccountBody) {
      const { bank_code, account_no } = body;
      const { id } = await wallet.insertBankAccount({
        user_id: userId,
        bank_code,
        account_no,
        account_name: await accountNameOf(userId, body),
        bank_name: bankNameOf(bank_code)!,
        created_at: nowIso(),
      });
      return { success: true as const, message: 'Bank account added', id };
    },
    async deleteBankAccount(userId: number, id: number) {
      if (!(await wallet.deleteBankAccount(userId, id, nowIso()))) throw notFound(MSG.bankAccountNotFound);
      return { success: true as const, message: 'Bank account removed' };
    },

    async withdrawals(userId: number) {
      const rows = await wallet.withdrawals(db, { userId });
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
     * verified and the balance is at least ₦1,000. A retry with the same Idempotency-Key, even one
     * racing the first request, gets the first answer; the same key with another request is refused.
     */
    async withdraw(userId: number, bankAccountId: number, idempotencyKey?: string) {
      const account = await wallet.bankAccount(userId, bankAccountId);
      // Set only by the request that made the withdrawal, once committed: a replay pays nothing.
      let payout: { id: number; amount: number; account: NonNullable<typeof account> } | undefined;
      const body = await idempotency.once(
        userId,
        idempotencyKey,
        { payment_info_id: bankAccountId },
        async (keep) => {
          const user = await users.findUserById(userId);
          const now = nowIso();
          const made = await transact(async (trx) => {
            await lockVendor(trx, userId);
            if (!user) throw notFound();
            if (!user.nin_verified || !user.email_verified_at || !user.phone_verified_at) {
              throw new AppError('account_restricted', MSG.verificationRequired, { success: false });
            }
            if (!account)
              throw unprocessable(MSG.bankAccountNotFound, { payment_info_id: MSG.bankAccountNotFound });
            const balance = await wallet.balance(trx, userId);
            if (balance < nairaToKobo(LIMITS.withdrawMinBalance))
              throw new AppError('insufficient_balance', MSG.balanceTooLowToWithdraw, { success: false });

            const money = withdrawalBreakdown(balance);
            const id = await wallet.insertWithdrawal(trx, {
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
            await insertLedger(trx, [
              { ...entry, bucket: 'balance', amount: -money.amount },
              { ...entry, bucket: 'withdrawn', amount: money.amount },
            ]);
            const submitted = answer(id);
            await keep(trx, submitted);
            return { submitted, payout: { id, amount: money.payout, account } };
          });
          payout = made.payout;
          return made.submitted;
        },
      );
      if (payout) inBackground(pay(payout.id, payout.amount, payout.account));
      return body;
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
      const [withdrawal] = id === null ? [] : await wallet.withdrawals(db, { id });
      if (!withdrawal || !payouts.verify) {
        log(`${event} for unknown transfer ${reference} ignored`, null);
        return false;
      }
      // The provider's answer decides, not the event name.
      return applyTransfer(withdrawal, await payouts.verify(reference), event);
    },

    /**
     * The minute sweep: each payout unsettled for longer than its lease is looked up at the
     * provider (GET transfer/verify) and settled as its webhook would; one the provider never got
     * (the sender died first) is sent again under the same reference, which the provider takes once.
     * With the manual queue there is nothing to ask: an operator settles those.
     */
    async reconcilePayouts() {
      const { verify } = payouts;
      if (!verify) return 0;
      let settled = 0;
      for (;;) {
        const stale = await wallet.staleWithdrawals(
          new Date(clock.now().getTime() - PAYOUT_LEASE_MS).toISOString(),
          RECONCILE_PAGE,
        );
        // Each row is touched (by us or another process) and leaves the due set, so this ends.
        for (const w of stale) {
          if (!(await wallet.touchWithdrawal(w.id, w.updated_at, nowIso()))) continue;
          try {
            const transfer = await verify(transferReference(w.id));
            if (transfer.status === 'missing') {
              if (w.status === 'pending') await pay(w.id, w.payout, w);
            } else if (transfer.status === 'pending') {
              if (w.status === 'pending') await settle(w.id, { status: 'processing' });
            } else if (await applyTransfer(w, transfer, 'reconciling')) settled += 1;
          } catch (error) {
            log(`reconciling withdrawal ${w.id} failed; the next sweep asks again`, error);
          }
        }
        if (stale.length < RECONCILE_PAGE) return settled;
      }
    },
    /** Resolves once the payouts sent in the background are done (before the database closes; tests). */
    payoutsSettled: async () => {
      await Promise.all(inFlight);
    },

    /** Operator actions (npm run admin). */
    listWithdrawals: (status?: 'pending' | 'processing' | 'paid' | 'failed') =>
      wallet.withdrawals(db, { status }),
    /** Payouts unsettled past their lease: for the manual queue, all that wait for an operator. */
    stuckPayouts: () =>
      wallet.staleWithdrawals(new Date(clock.now().getTime() - PAYOUT_LEASE_MS).toISOString(), 500),
    settle: (id: number, outcome: { status: 'paid' | 'failed'; reason?: string; reversed?: boolean }) =>
      settle(id, outcome),
  };
}

export type WalletService = ReturnType<typeof walletService>;
