import {
  type CheckoutBody,
  type CheckoutBooking,
  type CheckoutInput,
  type CheckoutSums,
  checkoutProblem,
  checkoutSums,
  formatNaira,
  koboToNaira,
  minimumBalanceKobo,
  nairaToKobo,
  needsBalance,
  type PaymentMethod,
} from '@app/shared';

/**
 * Issue 35's checkout form, for the dashboard (CheckoutPanel, Mantine) and the phone app
 * (phone/Checkout.tsx, plain inputs): what opens, what the typed values add up to, what is sent.
 * The money rules themselves are shared with the server (@app/shared's checkoutSums and
 * checkoutProblem); this is only the form's side of them, with no component library.
 */

/** What the form reads of a booking (api/bookings/model.ts's Booking). */
export type CheckoutFormBooking = {
  status: string;
  booking_amount: number;
  home_service_fee: number;
  amount_paid: number;
  balance_received: number;
  serviceform: { service_duration_type: string };
  staff: { id: number } | null;
};

/** An amount as its input holds it: a number, or the text being typed. */
export type Typed = number | string;

/** One payment line: `staffId` the team member who took it (a select's value), null the vendor. */
export type PaymentRow = { key: number; method: PaymentMethod; amount: Typed; staffId: string | null };

export type CheckoutValues = {
  /** SPEC §4's balance, read only for an open price. */
  balance: Typed;
  addOns: CheckoutInput['addOns'];
  discount: Typed;
  tip: Typed;
  rows: PaymentRow[];
};

/** A payment form has at most this many lines (the call's limit). */
export const MAX_PAYMENTS = 10;

/** Typed naira: what is not a number (yet) counts as 0. */
export const typedNaira = (value: Typed) =>
  typeof value === 'number' ? value : Number.parseFloat(value) || 0;

/** The booking as the shared money rules read it, and its open price's least balance in naira. */
export function checkoutFacts(booking: CheckoutFormBooking): CheckoutBooking & { minimumBalance: number } {
  const facts = {
    priceKobo: nairaToKobo(booking.booking_amount),
    homeFeeKobo: nairaToKobo(booking.home_service_fee),
    depositKobo: nairaToKobo(booking.amount_paid),
    openPrice: needsBalance(booking.serviceform.service_duration_type),
  };
  return { ...facts, minimumBalance: koboToNaira(minimumBalanceKobo(facts)) };
}

const staffOf = (booking: CheckoutFormBooking) => (booking.staff ? String(booking.staff.id) : null);

/**
 * The form as it opens: the least balance (after SPEC's own balance entry completed the booking,
 * that balance), and a first payment of the whole bill in cash taken by the booking's team member,
 * the commonest case one tap away; no payment when nothing is due.
 */
export function openingCheckout(booking: CheckoutFormBooking): { balance: number; rows: PaymentRow[] } {
  const facts = checkoutFacts(booking);
  const balance =
    booking.status === 'ongoing'
      ? facts.minimumBalance
      : Math.max(facts.minimumBalance, booking.balance_received);
  const { dueKobo } = checkoutSums(facts, {
    balanceKobo: nairaToKobo(balance),
    addOns: [],
    discountKobo: 0,
    tipKobo: 0,
    payments: [],
  });
  const rows: PaymentRow[] =
    dueKobo > 0 ? [{ key: 0, method: 'cash', amount: koboToNaira(dueKobo), staffId: staffOf(booking) }] : [];
  return { balance, rows };
}

export type CheckoutState = {
  sums: CheckoutSums;
  /** Why it cannot be recorded yet (shared with the server), or null. */
  problem: string | null;
  /** What the payments still miss of due + tip; negative when they are too much. */
  leftKobo: number;
  /** 'Paid in full', '₦500.00 left to collect' or '₦500.00 too much'. */
  leftWords: string;
  /** The call's body (checkoutApi.record). */
  body: CheckoutBody;
};

/** What the typed values add up to, whether they may be recorded, and the call's body. */
export function checkoutState(facts: CheckoutBooking, values: CheckoutValues): CheckoutState {
  const balance = typedNaira(values.balance);
  const input: CheckoutInput = {
    balanceKobo: facts.openPrice ? nairaToKobo(balance) : undefined,
    addOns: values.addOns,
    discountKobo: nairaToKobo(typedNaira(values.discount)),
    tipKobo: nairaToKobo(typedNaira(values.tip)),
    payments: values.rows.map((r) => ({
      method: r.method,
      amountKobo: nairaToKobo(typedNaira(r.amount)),
      staffId: r.staffId ? Number(r.staffId) : null,
    })),
  };
  const sums = checkoutSums(facts, input);
  const leftKobo = sums.toCollectKobo - sums.paidKobo;
  const money = (kobo: number) => formatNaira(koboToNaira(kobo));
  return {
    sums,
    problem: checkoutProblem(facts, input),
    leftKobo,
    leftWords:
      leftKobo === 0
        ? 'Paid in full'
        : leftKobo > 0
          ? `${money(leftKobo)} left to collect`
          : `${money(-leftKobo)} too much`,
    body: {
      ...(facts.openPrice ? { balance } : {}),
      ...(input.addOns.length > 0
        ? { add_ons: input.addOns.map((a) => ({ name: a.name, amount: koboToNaira(a.amountKobo) })) }
        : {}),
      discount: koboToNaira(input.discountKobo),
      tip: koboToNaira(input.tipKobo),
      payments: input.payments.map((p) => ({
        method: p.method,
        amount: koboToNaira(p.amountKobo),
        staff_id: p.staffId,
      })),
    },
  };
}

/** 'Add payment': a transfer for what is left (blank when nothing is), taken by the booking's team member. */
export const nextPaymentRow = (key: number, leftKobo: number, booking: CheckoutFormBooking): PaymentRow => ({
  key,
  method: 'transfer',
  amount: leftKobo > 0 ? koboToNaira(leftKobo) : '',
  staffId: staffOf(booking),
});
