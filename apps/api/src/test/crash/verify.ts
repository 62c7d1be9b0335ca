import {
  bookingMoneyMoves,
  CUSTOMER_CREATE,
  CUSTOMER_TRANSITIONS,
  LIMITS,
  SYSTEM_TRANSITIONS,
  TRANSITIONS,
  withdrawalBreakdown,
} from '@app/shared';
import type { Db } from '../../db/database.ts';
import type { Ack, Fact } from './world.ts';

/** Every status a booking can reach, as edges of the shared state machines. */
function statusEdges(): [string, string][] {
  const edges: [string, string][] = [];
  // Every target a rule can lead to: each combination of the facts its target depends on.
  const add = (rule: { from: readonly string[]; to: unknown }) => {
    const targets =
      typeof rule.to === 'function'
        ? [0, 1].flatMap((paid) =>
            [false, true].flatMap((flag) =>
              [false, true].map((due) =>
                (rule.to as (facts: object) => string)({
                  amountPaidKobo: paid,
                  automaticConfirm: flag,
                  depositDue: due,
                }),
              ),
            ),
          )
        : [rule.to as string];
    for (const from of rule.from) for (const to of new Set(targets)) edges.push([from, to]);
  };
  for (const rule of Object.values(TRANSITIONS)) add(rule);
  for (const rule of Object.values(CUSTOMER_TRANSITIONS)) add(rule);
  for (const rule of Object.values(SYSTEM_TRANSITIONS)) add(rule);
  add(CUSTOMER_CREATE);
  return edges;
}

/** The statuses reachable from `status` (itself included): "at least" that far along. */
export function reachableFrom(status: string) {
  const edges = statusEdges();
  const seen = new Set([status]);
  const queue = [status];
  for (let current = queue.shift(); current !== undefined; current = queue.shift()) {
    for (const [from, to] of edges)
      if (from === current && !seen.has(to)) {
        seen.add(to);
        queue.push(to);
      }
  }
  return seen;
}

/** The rows the checks read, after the last server has stopped. */
export async function snapshot(db: Db) {
  const [bookings, payments, ledger, withdrawals, reviews, chats, refunds, sandbox] = await Promise.all([
    db.selectFrom('bookings').selectAll().execute(),
    db.selectFrom('payments').selectAll().execute(),
    db.selectFrom('ledger_entries').selectAll().orderBy('id').execute(),
    db.selectFrom('withdrawals').selectAll().execute(),
    db.selectFrom('reviews').select(['booking_id']).execute(),
    db.selectFrom('chat_messages').selectAll().execute(),
    db.selectFrom('refunds').selectAll().execute(),
    db.selectFrom('sandbox_transactions').selectAll().execute(),
  ]);
  return { bookings, payments, ledger, withdrawals, reviews, chats, refunds, sandbox };
}

export type Snapshot = Awaited<ReturnType<typeof snapshot>>;

/** Why an acknowledged fact no longer holds, or null when it does. */
function factProblem(fact: Fact, snap: Snapshot): string | null {
  switch (fact.kind) {
    case 'booking': {
      const row = snap.bookings.find((b) => b.id === fact.id);
      if (!row) return `booking ${fact.id} is missing`;
      if (row.user_id !== fact.vendorId || row.customer_id !== fact.customerId)
        return `booking ${fact.id} belongs to vendor ${row.user_id} / customer ${row.customer_id}`;
      if (!reachableFrom(fact.atLeast).has(row.status))
        return `booking ${fact.id} is '${row.status}', behind the acknowledged '${fact.atLeast}'`;
      return null;
    }
    case 'charged': {
      const row = snap.sandbox.find((t) => t.reference === fact.reference);
      return row?.status === 'success'
        ? null
        : `sandbox charge ${fact.reference} is ${row?.status ?? 'missing'}`;
    }
    case 'paid': {
      const payment = snap.payments.find((p) => p.reference === fact.reference);
      if (payment?.status !== 'success')
        return `payment ${fact.reference} is ${payment?.status ?? 'missing'}`;
      for (const id of fact.bookingIds) {
        const row = snap.bookings.find((b) => b.id === id);
        if (!row || row.amount_paid !== row.deposit_due || row.amount_paid <= 0)
          return `booking ${id} of paid ${fact.reference} shows ${row?.amount_paid ?? 'no'} kobo paid`;
        if (!snap.ledger.some((l) => l.booking_id === id && l.kind === 'booking_paid'))
          return `booking ${id} of paid ${fact.reference} has no booking_paid ledger row`;
      }
      return null;
    }
    case 'review':
      return snap.reviews.some((r) => r.booking_id === fact.bookingId)
        ? null
        : `review of booking ${fact.bookingId} is missing`;
    case 'withdrawal': {
      const row = snap.withdrawals.find((w) => w.id === fact.id);
      if (!row || row.user_id !== fact.vendorId) return `withdrawal ${fact.id} is missing`;
      return snap.ledger.some((l) => l.withdrawal_id === fact.id)
        ? null
        : `withdrawal ${fact.id} has no ledger rows`;
    }
    case 'chat': {
      const row = snap.chats.find((m) => m.id === fact.id);
      const same =
        row?.message === fact.message &&
        row.sender === fact.sender &&
        row.user_id === fact.vendorId &&
        row.customer_id === fact.customerId;
      return same ? null : `chat message ${fact.id} is ${row ? 'different' : 'missing'}`;
    }
  }
}

/** Acknowledged writes with a fact that no longer holds, each with why. */
export function lostWrites(acks: readonly Ack[], snap: Snapshot) {
  return acks.flatMap((ack) => {
    const problems = ack.facts.map((f) => factProblem(f, snap)).filter((p): p is string => p !== null);
    return problems.length ? [`${ack.request}: ${problems.join('; ')}`] : [];
  });
}

export interface WalletFigures {
  balance: number;
  withdrawn: number;
  pending: number;
  cancelled: number;
}
type LedgerRow = Snapshot['ledger'][number];

const moveKey = (m: { kind: string; bucket: string; amount: number }) => `${m.kind}/${m.bucket}/${m.amount}`;
const sameMoves = (actual: LedgerRow[], expected: { kind: string; bucket: string; amount: number }[]) =>
  actual.map(moveKey).sort().join(',') === expected.map(moveKey).sort().join(',');
const describeMoves = (rows: { kind: string; bucket: string; amount: number }[]) =>
  `[${rows.map(moveKey).join(', ') || 'none'}]`;

/** Each booking's ledger rows are exactly its deposit plus what the shared rule says for its status. */
function bookingLedgerProblems(snap: Snapshot) {
  return snap.bookings.flatMap((b) => {
    const rows = snap.ledger.filter((l) => l.booking_id === b.id);
    const expected = [
      ...(b.amount_paid > 0 ? [{ kind: 'booking_paid', bucket: 'pending', amount: b.amount_paid }] : []),
      ...bookingMoneyMoves(b.status, b.amount_paid, b.deposit_kept),
    ];
    const problems: string[] = [];
    if (!sameMoves(rows, expected))
      problems.push(
        `booking ${b.id} ('${b.status}', ${b.amount_paid} paid, ${b.deposit_kept} kept): ledger ${describeMoves(rows)}, rule ${describeMoves(expected)}`,
      );
    if (rows.some((r) => r.user_id !== b.user_id))
      problems.push(`booking ${b.id} has ledger rows of another vendor`);
    const refunded = snap.refunds.filter((r) => r.booking_id === b.id).reduce((sum, r) => sum + r.amount, 0);
    const cancelled = rows.filter((r) => r.bucket === 'cancelled').reduce((sum, r) => sum + r.amount, 0);
    if (refunded !== cancelled)
      problems.push(`booking ${b.id}: ${cancelled} kobo refunded in the ledger, ${refunded} in refunds`);
    return problems;
  });
}

/** Each withdrawal has its two ledger rows (and the pair that undoes a failed one), with the published fee. */
function withdrawalLedgerProblems(snap: Snapshot) {
  return snap.withdrawals.flatMap((w) => {
    const rows = snap.ledger.filter((l) => l.withdrawal_id === w.id);
    const expected = [
      { kind: 'withdrawal', bucket: 'balance', amount: -w.amount },
      { kind: 'withdrawal', bucket: 'withdrawn', amount: w.amount },
      ...(w.status === 'failed'
        ? [
            { kind: 'withdrawal_failed', bucket: 'withdrawn', amount: -w.amount },
            { kind: 'withdrawal_failed', bucket: 'balance', amount: w.amount },
          ]
        : []),
    ];
    const problems: string[] = [];
    if (!sameMoves(rows, expected) || rows.some((r) => r.user_id !== w.user_id))
      problems.push(`withdrawal ${w.id}: ledger ${describeMoves(rows)}, expected ${describeMoves(expected)}`);
    const { fee, vat, payout } = withdrawalBreakdown(w.amount);
    if (w.fee !== fee || w.vat !== vat || w.payout !== payout)
      problems.push(`withdrawal ${w.id}: fee ${w.fee}, vat ${w.vat}, payout ${w.payout} of ${w.amount}`);
    if (w.amount < LIMITS.withdrawMinBalance * 100)
      problems.push(`withdrawal ${w.id} of ${w.amount} kobo is below the minimum`);
    return problems;
  });
}

/** The wallet the API shows is the ledger's sums; no bucket ever went below zero, in commit order. */
function vendorLedgerProblems(snap: Snapshot, wallets: Map<number, WalletFigures>) {
  return [...wallets].flatMap(([vendorId, wallet]) => {
    const rows = snap.ledger.filter((l) => l.user_id === vendorId);
    const sums: WalletFigures = { balance: 0, withdrawn: 0, pending: 0, cancelled: 0 };
    const problems: string[] = [];
    for (const row of rows) {
      const wasNegative = sums[row.bucket] < 0;
      sums[row.bucket] += row.amount;
      if (sums[row.bucket] < 0 && !wasNegative)
        problems.push(`vendor ${vendorId}: ${row.bucket} went negative at ledger row ${row.id}`);
    }
    const buckets = ['balance', 'withdrawn', 'pending', 'cancelled'] as const;
    if (buckets.some((bucket) => sums[bucket] !== wallet[bucket]))
      problems.push(
        `vendor ${vendorId}: getUserWallet ${JSON.stringify(wallet)}, ledger ${JSON.stringify(sums)}`,
      );
    return problems;
  });
}

/** Money arrives only by a confirmed payment, for the deposits of its bookings, and a charge is never left unrecorded. */
function paymentProblems(snap: Snapshot) {
  const problems: string[] = [];
  for (const p of snap.payments) {
    const group = snap.bookings.filter((b) => b.multiple_id === p.multiple_id);
    const paid = group.reduce((sum, b) => sum + b.amount_paid, 0);
    const due = group.reduce((sum, b) => sum + b.deposit_due, 0);
    if (p.status === 'success' && (paid !== p.amount || due !== p.amount))
      problems.push(`payment ${p.reference} of ${p.amount}: bookings show ${paid} paid, ${due} due`);
    if (p.status !== 'success' && paid !== 0)
      problems.push(`payment ${p.reference} is ${p.status} but ${paid} is paid`);
    const charge = snap.sandbox.find((t) => t.reference === p.reference);
    if (charge?.status === 'success' && p.status !== 'success' && p.status !== 'refunded')
      problems.push(`payment ${p.reference} was charged on the sandbox but is ${p.status}`);
  }
  const orphans = snap.ledger.filter((l) => l.booking_id === null && l.withdrawal_id === null);
  if (orphans.length) problems.push(`${orphans.length} ledger rows belong to no booking or withdrawal`);
  return problems;
}

/** Every wallet equals its ledger, every booking and withdrawal has the ledger rows the rules give. */
export function ledgerProblems(snap: Snapshot, wallets: Map<number, WalletFigures>) {
  return [
    ...vendorLedgerProblems(snap, wallets),
    ...bookingLedgerProblems(snap),
    ...withdrawalLedgerProblems(snap),
    ...paymentProblems(snap),
  ];
}

/** Acknowledged writes per kind of request, ids left out: shows which paths the load exercised. */
export function ackBreakdown(acks: readonly Ack[]) {
  const counts = new Map<string, number>();
  for (const { request } of acks) {
    const kind = request.replace(/\/(\d+|PAY-[A-Z0-9x]+)(?=\/|$)/g, '/:id');
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return [...counts].map(([kind, count]) => `${count} ${kind}`).join(', ');
}

/**
 * States a crash can leave that heal later rather than lose a write: a review stored without its
 * booking completed (the 48-hour sweep completes it) and refunds not yet sent (the minute sweep sends them).
 */
export function healingLater(snap: Snapshot) {
  const reviewed = new Set(snap.reviews.map((r) => r.booking_id));
  return {
    reviewedAwaitingReview: snap.bookings
      .filter((b) => reviewed.has(b.id) && b.status === 'awaiting review')
      .map((b) => b.id),
    refundsNotSent: snap.refunds
      .filter((r) => r.status === 'pending' || r.status === 'sending')
      .map((r) => r.id),
  };
}
