import { endpoint } from '../api/endpoint.ts';
import { idempotencyHeaders, idParams } from '../common.ts';
import {
  checkoutBody,
  checkoutRecordedResponse,
  correctionBody,
  receiptResponse,
  receiptSentResponse,
  sendReceiptBody,
  takingsQuery,
  takingsResponse,
} from './schemas.ts';

const vendor = { tag: 'checkout', audience: 'vendor' } as const;

/**
 * Our own (not SPEC §7, issue 35): money taken at the chair, in the shop's append-only book.
 * SPEC's completeBooking calls are untouched; a checkout completes an ongoing booking itself.
 */
export const checkoutApi = {
  /**
   * Records what the client paid (and completes an ongoing booking in the same transaction).
   * 404 unless the booking is the vendor's; 409 when its status allows no checkout or it already
   * has one; 422 when the sums do not add up or a team member is not the vendor's.
   */
  record: endpoint({
    ...vendor,
    method: 'POST',
    path: '/vendor/bookings/:id/checkout',
    params: idParams,
    headers: idempotencyHeaders,
    body: checkoutBody,
    responses: { 201: checkoutRecordedResponse },
    errors: [404, 409, 422],
  }),
  /** A booking's receipt: the book's entries about it. 404 unless the booking is the vendor's. */
  receipt: endpoint({
    ...vendor,
    method: 'GET',
    path: '/vendor/bookings/:id/receipt',
    params: idParams,
    responses: { 200: receiptResponse },
    errors: [404],
  }),
  /** Sends the receipt to the client after commit. 404 unless the checkout is the vendor's; 422 without a contact. */
  sendReceipt: endpoint({
    ...vendor,
    method: 'POST',
    path: '/vendor/checkouts/:id/receipt',
    params: idParams,
    body: sendReceiptBody,
    responses: { 202: receiptSentResponse },
    errors: [404, 409, 422],
  }),
  /** A refund or void: a new entry referencing the checkout. 404 unless it is the vendor's; 409 once voided; 422 when too large. */
  correct: endpoint({
    ...vendor,
    method: 'POST',
    path: '/vendor/checkouts/:id/corrections',
    params: idParams,
    headers: idempotencyHeaders,
    body: correctionBody,
    responses: { 201: checkoutRecordedResponse },
    errors: [404, 409, 422],
  }),
  /** The day's takings per Lagos day of the range (at most 366 days). 422 for a range backwards or too long. */
  takings: endpoint({
    ...vendor,
    method: 'GET',
    path: '/vendor/takings',
    query: takingsQuery,
    responses: { 200: takingsResponse },
    errors: [422],
  }),
};
