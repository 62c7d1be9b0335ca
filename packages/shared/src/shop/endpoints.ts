import { endpoint } from '../api/endpoint.ts';
import { rescheduleBody } from '../bookings/schemas.ts';
import { chatSentResponse, chatThreadResponse } from '../chat/schemas.ts';
import { customerDecisionBody, customerReviewBody } from '../customer/schemas.ts';
import { chatMessageBody } from '../settings/schemas.ts';
import {
  shopCodeBody,
  shopCodeResponse,
  shopLinkParams,
  shopVerifyBody,
  shopVerifyResponse,
} from './schemas.ts';
import {
  visitCancelBody,
  visitDoneResponse,
  visitLinkResponse,
  visitParams,
  visitTimesQuery,
  visitTimesResponse,
} from './visit.ts';

const open = { tag: 'shop', audience: 'public' } as const;
/**
 * The client's booking page: the bearer is the booking link's key or the client's customer token.
 * 401 for neither; 404 for a booking the bearer does not reach (another client's, another visit's).
 */
const visit = { tag: 'shop', audience: 'customer', params: visitParams } as const;

/**
 * The shop page's own calls (issue 33), beside the customer API it books through: a client is known
 * by a one-time code sent to their phone, so no password is needed.
 */
export const shopApi = {
  /**
   * 404 for a shop that does not exist or takes no bookings; 429 past the codes' limits; 503 when
   * neither WhatsApp nor SMS took the code.
   */
  sendCode: endpoint({
    ...open,
    method: 'POST',
    path: '/shop/:profileLink/code',
    params: shopLinkParams,
    body: shopCodeBody,
    responses: { 200: shopCodeResponse },
    errors: [404, 503],
  }),
  /** 400 for a wrong or spent code (429 once its tries are used up), 404 like sendCode. */
  verify: endpoint({
    ...open,
    method: 'POST',
    path: '/shop/:profileLink/verify',
    params: shopLinkParams,
    body: shopVerifyBody,
    responses: { 200: shopVerifyResponse },
    errors: [404],
  }),
  /** The booking page's address (with a fresh key) for a client signed in by phone code. */
  visitLink: endpoint({
    ...visit,
    method: 'POST',
    path: '/shop/visits/:id/link',
    responses: { 200: visitLinkResponse },
    errors: [404],
  }),
  /**
   * Cancels every booking of the visit still to come, by the customer's own rule (a pending one at
   * once, a confirmed one asks the shop), the refund by the shop's policy; 409 when none can be.
   */
  visitCancel: endpoint({
    ...visit,
    method: 'POST',
    path: '/shop/visits/:id/cancel',
    body: visitCancelBody,
    responses: { 200: visitDoneResponse },
    errors: [404, 409],
  }),
  /**
   * Ours (issue 36): cancels this visit of a series and every later one still to come, each by the
   * customer's own rule as `visitCancel`, together; earlier visits are never touched. 409 when the
   * booking is no series' or none can be cancelled.
   */
  visitCancelFollowing: endpoint({
    ...visit,
    method: 'POST',
    path: '/shop/visits/:id/cancel-following',
    body: visitCancelBody,
    responses: { 200: visitDoneResponse },
    errors: [404, 409],
  }),
  /** The free times one day offers this booking (its team member, its length). */
  visitTimes: endpoint({
    ...visit,
    method: 'GET',
    path: '/shop/visits/:id/times',
    query: visitTimesQuery,
    responses: { 200: visitTimesResponse },
    errors: [404, 422],
  }),
  /** Moves the booking, as POST customer/bookings/{id}/reschedule does. */
  visitReschedule: endpoint({
    ...visit,
    method: 'POST',
    path: '/shop/visits/:id/reschedule',
    body: rescheduleBody,
    responses: { 200: visitDoneResponse },
    errors: [404, 409, 422],
  }),
  /** Accepts or declines the shop's proposed time. */
  visitProposal: endpoint({
    ...visit,
    method: 'POST',
    path: '/shop/visits/:id/proposal',
    body: customerDecisionBody,
    responses: { 200: visitDoneResponse },
    errors: [404, 409, 422],
  }),
  /** Reviews the booking once it is done; 409 before that or for a second review. */
  visitReview: endpoint({
    ...visit,
    method: 'POST',
    path: '/shop/visits/:id/review',
    body: customerReviewBody,
    responses: { 200: visitDoneResponse },
    errors: [404, 409],
  }),
  /** The conversation with the shop (opening it marks the shop's messages read). */
  visitChat: endpoint({
    ...visit,
    method: 'GET',
    path: '/shop/visits/:id/chat',
    responses: { 200: chatThreadResponse },
    errors: [404],
  }),
  visitSend: endpoint({
    ...visit,
    method: 'POST',
    path: '/shop/visits/:id/chat',
    body: chatMessageBody,
    responses: { 201: chatSentResponse },
    errors: [404],
  }),
};
