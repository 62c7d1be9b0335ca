import { z } from 'zod';
import { rangeDay } from '../bookings/schemas.ts';
import { recordId, text } from '../common.ts';
import { PAYMENT_METHODS, RECEIPT_CHANNELS } from './rules.ts';

// Amounts in every request and answer are NGN with at most kobo; the book keeps kobo.

/** NGN, rounded to the kobo by the server. */
const naira = (max = 100_000_000) => z.number({ error: 'Value must be numeric' }).min(0).max(max);

export const checkoutPaymentBody = z.object({
  method: z.enum(PAYMENT_METHODS, { error: 'Choose cash, bank transfer, POS or other' }),
  amount: naira(),
  /** The team member who took it; null or absent: the vendor. */
  staff_id: recordId().nullable().optional(),
});

/** POST /vendor/bookings/{id}/checkout: what the client paid at the chair. */
export const checkoutBody = z.object({
  /** SPEC §4's balance for a 'Starts at'/'varies' service (at least price − paid); ignored for a fixed price. */
  balance: naira().optional(),
  add_ons: z
    .array(z.object({ name: text().trim().min(1).max(80), amount: naira() }))
    .max(20)
    .optional(),
  discount: naira().optional(),
  tip: naira().optional(),
  payments: z.array(checkoutPaymentBody).max(10),
});
export type CheckoutBody = z.infer<typeof checkoutBody>;

export const checkoutPaymentResponse = z.object({
  method: z.enum(PAYMENT_METHODS),
  amount: z.number(),
  staff_id: z.number().int().nullable(),
  staff_name: z.string().nullable(),
});

/** One entry of the shop's book: a checkout, or a refund or void correcting one (negative amounts). */
export const bookEntryResponse = z.object({
  id: z.number().int(),
  kind: z.enum(['checkout', 'refund', 'void']),
  booking_id: z.number().int(),
  /** The checkout a refund or void corrects. */
  corrects_id: z.number().int().nullable(),
  reason: z.string().nullable(),
  items: z.array(z.object({ name: z.string(), amount: z.number() })),
  deposit: z.number(),
  discount: z.number(),
  due: z.number(),
  tip: z.number(),
  paid: z.number(),
  payments: z.array(checkoutPaymentResponse),
  created_at: z.string(),
});
export type BookEntry = z.infer<typeof bookEntryResponse>;

/** A booking's receipt: who, what and the book's entries about it, oldest first. */
export const receiptResponse = z.object({
  success: z.literal(true),
  data: z.object({
    business_name: z.string(),
    reference: z.string(),
    client_name: z.string(),
    service_name: z.string(),
    service_date: z.string(),
    status: z.string(),
    entries: z.array(bookEntryResponse),
    /** The live checkout (not voided), or null when the booking has none. */
    checkout_id: z.number().int().nullable(),
    /** What the client still owes after every payment and correction (0 when settled). */
    balance: z.number(),
    /** Channels a receipt can reach the client on. */
    channels: z.array(z.enum(RECEIPT_CHANNELS)),
  }),
});
export type Receipt = z.infer<typeof receiptResponse>['data'];

export const checkoutRecordedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: bookEntryResponse,
});

export const correctionBody = z.object({
  /** 'void' reverses the whole checkout; 'refund' gives back part of one way it was paid. */
  kind: z.enum(['refund', 'void']),
  reason: text().trim().min(3, 'Say why (at least 3 characters)').max(300),
  method: z.enum(PAYMENT_METHODS).optional(),
  amount: naira().optional(),
});
export type CorrectionBody = z.infer<typeof correctionBody>;

export const sendReceiptBody = z.object({ channel: z.enum(RECEIPT_CHANNELS) });
export const receiptSentResponse = z.object({ success: z.literal(true), message: z.string() });

/** Lagos days, both included; a malformed or unreal day is the usual 400. */
export const takingsQuery = z.object({ from: rangeDay, to: rangeDay });

const methodTakings = z.object({ taken: z.number(), refunded: z.number(), net: z.number() });
export const takingsFigures = z.object({
  methods: z.object(
    Object.fromEntries(PAYMENT_METHODS.map((m) => [m, methodTakings])) as Record<
      (typeof PAYMENT_METHODS)[number],
      typeof methodTakings
    >,
  ),
  cash_in_drawer: z.number(),
  deposits_applied: z.number(),
  tips: z.number(),
  refunds: z.number(),
  in_shop: z.number(),
  checkouts: z.number().int(),
  by_staff: z.array(
    z.object({ staff_id: z.number().int().nullable(), name: z.string().nullable(), amount: z.number() }),
  ),
});
export type TakingsFigures = z.infer<typeof takingsFigures>;

/** The close of each Lagos day from `from` to `to` that has entries, and the whole range's sum. */
export const takingsResponse = z.object({
  success: z.literal(true),
  data: z.object({
    from: z.string(),
    to: z.string(),
    total: takingsFigures,
    days: z.array(takingsFigures.extend({ day: z.string() })),
  }),
});
export type TakingsReport = z.infer<typeof takingsResponse>['data'];
