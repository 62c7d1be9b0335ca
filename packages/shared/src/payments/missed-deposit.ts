import { depositDue } from './policy.ts';

/**
 * Issue 36: "Clients who missed before can be asked for a deposit even on services without one (a
 * rule in the cancellation policy)." After `missed_deposit_after` missed bookings with the shop
 * (no-shows, and late cancellations when `missed_deposit_late_cancels`), every service asks for
 * `missed_deposit_percent` of its price; a service whose own deposit is larger keeps its own.
 * `missed_deposit_after` 0 turns the rule off.
 */
export interface MissedDepositRule {
  missed_deposit_after: number;
  missed_deposit_percent: number;
  missed_deposit_late_cancels: boolean;
}

/** The rule as the vendor's row keeps it (the late-cancellations switch a 0/1 flag). */
export const missedRule = (row: {
  missed_deposit_after: number;
  missed_deposit_percent: number;
  missed_deposit_late_cancels: number | boolean;
}): MissedDepositRule => ({
  missed_deposit_after: row.missed_deposit_after,
  missed_deposit_percent: row.missed_deposit_percent,
  missed_deposit_late_cancels: Boolean(row.missed_deposit_late_cancels),
});

/** What a client's past bookings with one shop came to (the client book's counts). */
export interface ClientMisses {
  no_shows: number;
  late_cancellations: number;
}

export const MISSED_DEPOSIT = {
  /** Most misses the rule may wait for. */
  maxAfter: 10,
  off: { missed_deposit_after: 0, missed_deposit_percent: 0, missed_deposit_late_cancels: true },
} as const satisfies { maxAfter: number; off: MissedDepositRule };

export const MISSED_DEPOSIT_MESSAGES = {
  percentRange: 'A deposit share is a whole percent from 1 to 100',
} as const;

/** What is wrong with the rule as the vendor set it: an active rule needs a share of 1–100 %. */
export function missedRuleProblem(rule: MissedDepositRule): string | null {
  if (rule.missed_deposit_after === 0) return null;
  const p = rule.missed_deposit_percent;
  return Number.isInteger(p) && p >= 1 && p <= 100 ? null : MISSED_DEPOSIT_MESSAGES.percentRange;
}

/** The misses the rule counts: no-shows, and late cancellations if the shop counts them. */
export const missesCounted = (rule: MissedDepositRule, record: ClientMisses) =>
  record.no_shows + (rule.missed_deposit_late_cancels ? record.late_cancellations : 0);

/** The share (%) a client with this record is asked on every service: 0 when the rule is off or not met. */
export function missedDepositPercent(rule: MissedDepositRule, record: ClientMisses): number {
  if (rule.missed_deposit_after < 1 || missedRuleProblem(rule)) return 0;
  return missesCounted(rule, record) >= rule.missed_deposit_after ? rule.missed_deposit_percent : 0;
}

/**
 * A booking's deposit (kobo): the larger of the service's own and the share the client's misses
 * call for; `byHistory` when the misses' share is what raised it (the page then says why).
 */
export function bookingDeposit(
  priceKobo: number,
  service: { deposit_type: string; deposit_value: number },
  missedPercent: number,
): { kobo: number; byHistory: boolean } {
  const own = depositDue(priceKobo, service);
  const missed = depositDue(priceKobo, { deposit_type: 'percent', deposit_value: missedPercent });
  return missed > own ? { kobo: missed, byHistory: true } : { kobo: own, byHistory: false };
}

const bookings = (n: number) => `${n} booking${n === 1 ? '' : 's'}`;
const what = (rule: MissedDepositRule) =>
  rule.missed_deposit_late_cancels ? 'missed or cancelled late' : 'missed';

/** The rule in plain words, for the shop page's policy; null when it is off. */
export function missedRuleText(rule: MissedDepositRule): string | null {
  if (missedDepositPercent(rule, { no_shows: rule.missed_deposit_after, late_cancellations: 0 }) === 0)
    return null;
  return `Clients who have ${what(rule)} ${bookings(rule.missed_deposit_after)} here pay a ${rule.missed_deposit_percent}% deposit on every service.`;
}

/** Why this client is asked for a deposit, told before she pays. */
export const missedDepositReason = (rule: MissedDepositRule, record: ClientMisses) =>
  `This shop asks a ${rule.missed_deposit_percent}% deposit because ${bookings(missesCounted(rule, record))} with them ${missesCounted(rule, record) === 1 ? 'was' : 'were'} ${what(rule)}. It counts towards your bill.`;
