import { endpoint } from '../api/endpoint.ts';
import { rescheduleBody } from '../bookings/schemas.ts';
import { seriesPreviewBody, seriesPreviewResponse } from '../bookings/series.ts';
import { chatSentResponse, chatThreadResponse } from '../chat/schemas.ts';
import { idempotencyHeaders, idParams } from '../common.ts';
import { paymentStatusResponse } from '../payments/schemas.ts';
import { chatMessageBody } from '../settings/schemas.ts';
import {
  customerBookingBody,
  customerBookingChangeResponse,
  customerBookingResponse,
  customerBookingsResponse,
  customerCommentBody,
  customerDecisionBody,
  customerLoginBody,
  customerPaymentParams,
  customerProposalResponse,
  customerRegisterBody,
  customerReviewBody,
  customerSeriesBody,
  customerSeriesResponse,
  customerShopParams,
  customerShopResponse,
  customerSlotsQuery,
  customerSlotsResponse,
  customerTokenResponse,
  customerVendorParams,
} from './schemas.ts';

const open = { tag: 'customer', audience: 'public' } as const;
/** Calls with the customer's own bearer token (a vendor's token is refused with 401). */
const signedIn = { tag: 'customer', audience: 'customer' } as const;

/** The customer API of DESIGN §5, under /api/customer/. */
export const customerApi = {
  /** 422 when an account has the e-mail already. */
  register: endpoint({
    ...open,
    method: 'POST',
    path: '/customer/register',
    body: customerRegisterBody,
    responses: { 201: customerTokenResponse },
    errors: [422],
  }),
  /** 401 for a wrong e-mail or password, 429 once the sign-in limits are reached. */
  login: endpoint({
    ...open,
    method: 'POST',
    path: '/customer/login',
    body: customerLoginBody,
    responses: { 200: customerTokenResponse },
    errors: [401],
  }),
  /** 404 unless the vendor is registered, enabled and visible in search. */
  shop: endpoint({
    ...open,
    method: 'GET',
    path: '/customer/shop/:profileLink',
    params: customerShopParams,
    responses: { 200: customerShopResponse },
    errors: [404],
  }),
  /**
   * The free start times of one service over a month of the shop (ours, beside DESIGN §5): the
   * times POST customer/bookings takes at this moment. 404 like `shop`; 422 for a service that
   * is not on offer in this shop.
   */
  slots: endpoint({
    ...open,
    method: 'GET',
    path: '/customer/shop/:profileLink/slots',
    params: customerShopParams,
    query: customerSlotsQuery,
    responses: { 200: customerSlotsResponse },
    errors: [404, 422],
  }),
  /**
   * Books one or more services: 404 for a shop that is not open, 409 for a slot that cannot be
   * had, 422 for a service of another shop or a date that does not exist, 503 when the payment
   * provider cannot open the deposit's checkout (429 past the customer's booking caps).
   */
  book: endpoint({
    ...signedIn,
    method: 'POST',
    path: '/customer/bookings',
    body: customerBookingBody,
    responses: { 201: customerBookingResponse },
    errors: [404, 409, 422, 503],
  }),
  /**
   * Ours (issue 36): each visit of a series the client asks for, as POST customer/bookings would
   * judge it now (null: free; else why not), read without a lock. 404 like `shop`; 403 when the
   * shop does not take repeat visits online; 422 for a service that is not on offer in this shop.
   */
  seriesPreview: endpoint({
    ...open,
    method: 'POST',
    path: '/customer/shop/:profileLink/series/preview',
    params: customerShopParams,
    body: seriesPreviewBody,
    responses: { 200: seriesPreviewResponse },
    errors: [403, 404, 422],
  }),
  /**
   * Ours (issue 36): books every visit given, each a booking as POST customer/bookings makes it
   * (slot rules, team, deposit), in one transaction with their series: all or none, one checkout
   * for the visits' deposits. 403 when the shop does not take repeat visits online; 409 naming a
   * visit taken since the preview; once per Idempotency-Key.
   */
  bookSeries: endpoint({
    ...signedIn,
    method: 'POST',
    path: '/customer/bookings/series',
    headers: idempotencyHeaders,
    body: customerSeriesBody,
    responses: { 201: customerSeriesResponse },
    errors: [403, 404, 409, 422, 503],
  }),
  /** The deposit payment of a booking, verified with the provider while it is open. */
  payment: endpoint({
    ...signedIn,
    method: 'GET',
    path: '/customer/payments/:reference',
    params: customerPaymentParams,
    responses: { 200: paymentStatusResponse },
    errors: [404],
  }),
  bookings: endpoint({
    ...signedIn,
    method: 'GET',
    path: '/customer/bookings',
    responses: { 200: customerBookingsResponse },
  }),
  /** A pending booking is withdrawn at once, an approved one asks the vendor; 409 otherwise. */
  requestCancel: endpoint({
    ...signedIn,
    method: 'POST',
    path: '/customer/bookings/:id/cancel-request',
    params: idParams,
    body: customerCommentBody,
    responses: { 200: customerBookingChangeResponse },
    errors: [404, 409],
  }),
  /** The answer to the vendor's cancellation; 409 when none is waiting for it. */
  answerCancel: endpoint({
    ...signedIn,
    method: 'POST',
    path: '/customer/bookings/:id/cancel-approval',
    params: idParams,
    body: customerDecisionBody,
    responses: { 200: customerBookingChangeResponse },
    errors: [404, 409],
  }),
  /**
   * Moves the booking to a new Lagos date and time, keeping its duration (state-machine.ts
   * checkReschedule). 404 unless it is the customer's; 409 when its status cannot be moved or the
   * slot is refused (taken, closed…); 422 outside the vendor's rescheduling rule, for a date that
   * does not exist or the same time.
   */
  reschedule: endpoint({
    ...signedIn,
    method: 'POST',
    path: '/customer/bookings/:id/reschedule',
    params: idParams,
    body: rescheduleBody,
    responses: { 200: customerBookingChangeResponse },
    errors: [404, 409, 422],
  }),
  /** The vendor's proposal of a new time waiting for the customer's answer, or null. */
  proposal: endpoint({
    ...signedIn,
    method: 'GET',
    path: '/customer/bookings/:id/reschedule-proposal',
    params: idParams,
    responses: { 200: customerProposalResponse },
    errors: [404],
  }),
  /**
   * Accepts (the booking moves to the proposed time) or declines (it keeps its time) the
   * proposal. 404 unless it is the customer's; 409 when none waits, the booking cannot move or
   * the proposed time can no longer be had (it passed); 422 once the booking has started.
   */
  answerProposal: endpoint({
    ...signedIn,
    method: 'POST',
    path: '/customer/bookings/:id/reschedule-proposal',
    params: idParams,
    body: customerDecisionBody,
    responses: { 200: customerBookingChangeResponse },
    errors: [404, 409, 422],
  }),
  /** Reviewing completes a done service; 409 before it is done or for a second review. */
  review: endpoint({
    ...signedIn,
    method: 'POST',
    path: '/customer/bookings/:id/review',
    params: idParams,
    body: customerReviewBody,
    responses: { 201: customerBookingChangeResponse },
    errors: [404, 409],
  }),
  /** Opening the conversation marks the vendor's messages read. */
  chat: endpoint({
    ...signedIn,
    method: 'GET',
    path: '/customer/chat/:vendorId',
    params: customerVendorParams,
    responses: { 200: chatThreadResponse },
  }),
  /** 404 when the vendor is not registered. */
  sendMessage: endpoint({
    ...signedIn,
    method: 'POST',
    path: '/customer/chat/:vendorId',
    params: customerVendorParams,
    body: chatMessageBody,
    responses: { 201: chatSentResponse },
    errors: [404],
  }),
};
