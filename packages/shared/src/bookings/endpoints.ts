import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { idempotencyHeaders, idParam, idParams, text, userIdParams } from '../common.ts';
import {
  actionResponse,
  blockedTimeBody,
  blockedTimeCreatedResponse,
  blockedTimesResponse,
  bookingsRangeQuery,
  bookingsResponse,
  busyDaysResponse,
  calendarSavedResponse,
  cancelBookingBody,
  rescheduleBody,
  rescheduleResponse,
  rescheduleTimesQuery,
  rescheduleTimesResponse,
  walkInBody,
  walkInResponse,
} from './schemas.ts';

const list = {
  method: 'GET',
  tag: 'bookings',
  audience: 'vendor',
  responses: { 200: bookingsResponse },
} as const;
/**
 * A list answered with an ETag: a request whose If-None-Match names it while the vendor's bookings
 * are unchanged gets 304 and no body (the browser revalidates every time and keeps its copy).
 */
const taggedList = {
  ...list,
  responses: {
    ...list.responses,
    304: { description: 'Not modified: the list the ETag names is current' },
  },
} as const;
/**
 * An action on bookings: 404 when none is the vendor's, 409 when its status does not allow it,
 * 422 when a time rule refuses it (too late to cancel, too early for a no-show).
 */
const action = {
  method: 'GET',
  tag: 'bookings',
  audience: 'vendor',
  responses: { 200: actionResponse },
  errors: [404, 409, 422],
} as const;
/**
 * An action the web app may queue while offline (issue 16): an optional Idempotency-Key makes its
 * replay answer the first answer and change nothing; the same key with another request gets 422.
 */
const queueable = { ...action, headers: idempotencyHeaders } as const;

/** SPEC §7 'Bookings and actions', paths and methods as the spec has them. */
export const bookingsApi = {
  today: endpoint({ ...taggedList, path: '/getAllBookingsBy1days' }),
  sevenDays: endpoint({ ...taggedList, path: '/getAllBookingsBy7days' }),
  all: endpoint({
    ...taggedList,
    path: '/getallbookingsbydate/:userId',
    params: userIdParams,
    errors: [403],
  }),
  /**
   * Our own (not SPEC §7), for the calendar: the bookings starting on the Lagos days from `from` to
   * `to`, both included, as getallbookingsbydate presents and orders them. 422 when `from` is after
   * `to` or the range covers more than BOOKINGS_RANGE_MAX_DAYS days.
   */
  range: endpoint({
    ...taggedList,
    path: '/vendor/bookings/range',
    query: bookingsRangeQuery,
    errors: [422],
  }),
  /**
   * Our own, for the month calendar: the days of the range (as `range` takes them, the same 422s)
   * with a booking, other than a rejected one. Tagged with the vendor's list version, as `range` is.
   */
  busyDays: endpoint({
    ...taggedList,
    path: '/vendor/bookings/busy-days',
    query: bookingsRangeQuery,
    responses: { ...taggedList.responses, 200: busyDaysResponse },
    errors: [422],
  }),
  accept: endpoint({ ...queueable, path: '/acceptBooking/:id', params: idParams }),
  reject: endpoint({ ...queueable, path: '/rejectBooking/:id', params: idParams }),
  start: endpoint({ ...queueable, path: '/startBooking/:id', params: idParams }),
  noShow: endpoint({ ...action, path: '/noShowBooking/:id', params: idParams }),
  complete: endpoint({ ...queueable, path: '/completeBooking/:id', params: idParams }),
  /** `ids` is a comma-separated list of booking ids. */
  acceptAll: endpoint({
    ...action,
    path: '/acceptBookingall/:ids',
    params: z.object({ ids: text().max(2000) }),
  }),
  rejectAll: endpoint({
    ...action,
    path: '/rejectBookingall/:ids',
    params: z.object({ ids: text().max(2000) }),
  }),
  completeWithBalance: endpoint({
    ...queueable,
    path: '/completeBookingbalance/:id/:balance',
    params: z.object({
      id: idParam,
      balance: z.coerce.number({ error: 'Value must be numeric' }).min(0).max(100_000_000),
    }),
  }),
  completeGroup: endpoint({
    ...action,
    path: '/completeBookingall/:multipleId',
    params: z.object({ multipleId: text().min(1).max(40) }),
  }),
  decideCancel: endpoint({
    ...action,
    path: '/acceptrejectvendorcancel/:id/:decision',
    params: z.object({ id: idParam, decision: z.enum(['accept', 'reject']) }),
  }),
  cancel: endpoint({
    ...action,
    method: 'POST',
    path: '/cancelvendorBooking/:id',
    params: idParams,
    body: cancelBookingBody,
  }),
};

const calendar = { tag: 'calendar', audience: 'vendor' } as const;

/**
 * Our own (not SPEC §7): what the vendor adds to the calendar. Both go through the shared slot
 * rules (slots.ts) under the vendor's lock, like a customer's booking.
 */
export const calendarApi = {
  /**
   * A walk-in or phone booking, approved at once (VENDOR_CREATE). 409 when the slot is refused
   * (taken, closed, a break, a day off, blocked time, passed); 422 when the service is not the
   * vendor's or the date does not exist.
   */
  walkIn: endpoint({
    ...calendar,
    method: 'POST',
    path: '/vendor/bookings/walk-in',
    body: walkInBody,
    responses: { 201: walkInResponse },
    errors: [409, 422],
  }),
  /** Blocked periods that have not ended yet, earliest first. */
  blockedTimes: endpoint({
    ...calendar,
    method: 'GET',
    path: '/vendor/blocked-times',
    responses: { 200: blockedTimesResponse },
  }),
  /** 409 when a booking holds part of the period; 422 when it has already passed or the date does not exist. */
  addBlockedTime: endpoint({
    ...calendar,
    method: 'POST',
    path: '/vendor/blocked-times',
    body: blockedTimeBody,
    responses: { 201: blockedTimeCreatedResponse },
    errors: [409, 422],
  }),
  /** 404 unless the period is the vendor's own. */
  deleteBlockedTime: endpoint({
    ...calendar,
    method: 'DELETE',
    path: '/vendor/blocked-times/:id',
    params: idParams,
    responses: { 200: calendarSavedResponse },
    errors: [404],
  }),
};

const reschedule = { tag: 'bookings', audience: 'vendor' } as const;

/**
 * Our own (not SPEC §7): the vendor moves a booking by proposing a new time to its customer
 * (state-machine.ts RESCHEDULE_TRANSITIONS). The proposal holds its slot until the customer
 * answers it (customer API) or the vendor withdraws it.
 */
export const rescheduleApi = {
  /**
   * The times one Lagos day offers the booking (its duration, the slot rules, its own slot free).
   * 404 unless the booking is the vendor's; 422 for a day that does not exist.
   */
  times: endpoint({
    ...reschedule,
    method: 'GET',
    path: '/vendor/bookings/:id/reschedule-times',
    params: idParams,
    query: rescheduleTimesQuery,
    responses: { 200: rescheduleTimesResponse },
    errors: [404, 422],
  }),
  /**
   * Proposes a new time; a booking the vendor made (walk-in, phone), whose client has no account
   * to answer, moves there at once. 404 unless the booking is the vendor's; 409 when its status cannot be
   * moved, a proposal already waits or the slot is refused; 422 once it started or for a date
   * that does not exist or the same time.
   */
  propose: endpoint({
    ...reschedule,
    method: 'POST',
    path: '/vendor/bookings/:id/reschedule',
    params: idParams,
    body: rescheduleBody,
    responses: { 201: rescheduleResponse },
    errors: [404, 409, 422],
  }),
  /** Withdraws the waiting proposal, freeing its slot. 404 unless the booking is the vendor's; 409 when none waits. */
  withdraw: endpoint({
    ...reschedule,
    method: 'DELETE',
    path: '/vendor/bookings/:id/reschedule',
    params: idParams,
    responses: { 200: rescheduleResponse },
    errors: [404, 409],
  }),
};
