import { formatNaira, koboToNaira } from '../format/money.ts';
import { MSG } from '../messages.ts';

/**
 * The shop's own book (issue 35): what a client pays at the chair, in kobo. Online money moves only
 * through the ledger; this book records the money the shop takes itself, and is append-only.
 */
export const PAYMENT_METHODS = ['cash', 'transfer', 'pos', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  transfer: 'Bank transfer',
  pos: 'POS terminal',
  other: 'Other',
};

/** Ways a receipt reaches the client: the channels of the client's other messages. */
export const RECEIPT_CHANNELS = ['whatsapp', 'sms', 'email'] as const;
export type ReceiptChannel = (typeof RECEIPT_CHANNELS)[number];
export const RECEIPT_CHANNEL_LABELS: Record<ReceiptChannel, string> = {
  whatsapp: 'WhatsApp',
  sms: 'SMS',
  email: 'E-mail',
};

export const CHECKOUT_MESSAGES = {
  recorded: 'Payment recorded',
  discountTooLarge: 'The discount cannot be more than what is due',
  paymentNotPositive: 'Each payment must be more than ₦0',
  alreadyCheckedOut: 'This booking has already been paid; void its checkout to record it again',
  cannotCheckOut: 'Only an ongoing or completed booking can be checked out',
  checkoutVoided: 'This checkout has been voided',
  refundTooLarge: 'The refund cannot be more than what was paid that way',
  receiptQueued: 'Receipt on its way',
  noContact: 'The client has no contact for that channel',
  corrected: 'Correction recorded',
  rangeTooLong: 'Choose at most 366 days',
  rangeBackwards: 'The first day must not be after the last',
  /** '₦9,000.00 paid; ₦10,000.00 is due with the tip' */
  paymentsDiffer: (paidKobo: number, toCollectKobo: number) =>
    `${formatNaira(koboToNaira(paidKobo))} paid; ${formatNaira(koboToNaira(toCollectKobo))} is due with the tip`,
} as const;

/** The booking as the checkout reads it, in kobo. */
export interface CheckoutBooking {
  priceKobo: number;
  homeFeeKobo: number;
  /** What the client paid online before the visit (the deposit), applied to the bill. */
  depositKobo: number;
  /** 'Starts at', 'varies' or "don't show": SPEC §4's balance entry sets the price. */
  openPrice: boolean;
}

export interface CheckoutPaymentInput {
  method: PaymentMethod;
  amountKobo: number;
  staffId: number | null;
}

/** What the vendor enters at the chair, in kobo. */
export interface CheckoutInput {
  /** SPEC §4's balance of an open price: what is left to pay for the service after the deposit. */
  balanceKobo?: number;
  addOns: { name: string; amountKobo: number }[];
  discountKobo: number;
  tipKobo: number;
  payments: CheckoutPaymentInput[];
}

export interface CheckoutSums {
  /** The service's line: its price, or for an open price the balance entered plus the deposit. */
  serviceKobo: number;
  addOnsKobo: number;
  homeFeeKobo: number;
  subtotalKobo: number;
  depositKobo: number;
  discountKobo: number;
  /** price + add-ons + home-service fee − deposit − discount: what the client owes for the visit. */
  dueKobo: number;
  tipKobo: number;
  /** due + tip: what the payments must add up to. */
  toCollectKobo: number;
  paidKobo: number;
}

/** SPEC §5: an open price's balance is at least the price minus what was paid (never below 0). */
export const minimumBalanceKobo = (booking: Pick<CheckoutBooking, 'priceKobo' | 'depositKobo'>) =>
  Math.max(0, booking.priceKobo - booking.depositKobo);

export function checkoutSums(booking: CheckoutBooking, input: CheckoutInput): CheckoutSums {
  const serviceKobo =
    booking.openPrice && input.balanceKobo !== undefined
      ? input.balanceKobo + booking.depositKobo
      : booking.priceKobo;
  const addOnsKobo = input.addOns.reduce((sum, a) => sum + a.amountKobo, 0);
  const subtotalKobo = serviceKobo + addOnsKobo + booking.homeFeeKobo;
  // A deposit larger than the bill (a price lowered after booking) leaves nothing due, never a credit.
  const dueKobo = Math.max(0, subtotalKobo - booking.depositKobo - input.discountKobo);
  return {
    serviceKobo,
    addOnsKobo,
    homeFeeKobo: booking.homeFeeKobo,
    subtotalKobo,
    depositKobo: booking.depositKobo,
    discountKobo: input.discountKobo,
    dueKobo,
    tipKobo: input.tipKobo,
    toCollectKobo: dueKobo + input.tipKobo,
    paidKobo: input.payments.reduce((sum, p) => sum + p.amountKobo, 0),
  };
}

/** Why the checkout cannot be recorded, or null. The payments must add up exactly to due + tip. */
export function checkoutProblem(booking: CheckoutBooking, input: CheckoutInput): string | null {
  if (
    booking.openPrice &&
    (input.balanceKobo === undefined || input.balanceKobo < minimumBalanceKobo(booking))
  )
    return MSG.balanceTooLow;
  if (input.payments.some((p) => p.amountKobo <= 0) || input.addOns.some((a) => a.amountKobo <= 0))
    return CHECKOUT_MESSAGES.paymentNotPositive;
  const sums = checkoutSums(booking, input);
  if (input.discountKobo > Math.max(0, sums.subtotalKobo - sums.depositKobo))
    return CHECKOUT_MESSAGES.discountTooLarge;
  if (sums.paidKobo !== sums.toCollectKobo)
    return CHECKOUT_MESSAGES.paymentsDiffer(sums.paidKobo, sums.toCollectKobo);
  return null;
}
