import { endpoint } from '../api/endpoint.ts';
import { idempotencyHeaders, idParams } from '../common.ts';
import { actionResponse, cancelBookingBody } from './schemas.ts';
import { seriesBody, seriesPreviewBody, seriesPreviewResponse, seriesResponse } from './series.ts';

const calendar = { tag: 'calendar', audience: 'vendor' } as const;

/**
 * Our own (not SPEC §7): recurring visits (issue 36), a series of the vendor's walk-in or phone
 * bookings. An area of its own, so the pages that never book a series (the phone app) do not
 * carry its schemas.
 */
export const seriesApi = {
  /**
   * Recurring visits (issue 36), before saving: each visit as the slot rules judge it (null, or why
   * not), reading the calendar without a lock. 422 when the service is not the vendor's.
   */
  preview: endpoint({
    ...calendar,
    method: 'POST',
    path: '/vendor/bookings/series/preview',
    body: seriesPreviewBody,
    responses: { 200: seriesPreviewResponse },
    errors: [422],
  }),
  /**
   * Books every visit given, each a walk-in or phone booking (walkIn's rules), in one transaction
   * with their series: all or none. 409 naming the first visit refused since the preview; once per
   * Idempotency-Key.
   */
  book: endpoint({
    ...calendar,
    method: 'POST',
    path: '/vendor/bookings/series',
    headers: idempotencyHeaders,
    body: seriesBody,
    responses: { 201: seriesResponse },
    errors: [409, 422],
  }),
  /**
   * Cancels this visit of a series and every later one, each through the vendor's cancel (SPEC
   * §4's rule and refunds, as cancelvendorBooking); visits already ended or closed stay as they
   * are. 404 unless the booking is the vendor's; 409 when it is no series' or none can be cancelled.
   */
  cancelFollowing: endpoint({
    ...calendar,
    method: 'POST',
    path: '/vendor/bookings/:id/cancel-following',
    params: idParams,
    body: cancelBookingBody,
    responses: { 200: actionResponse },
    errors: [404, 409, 422],
  }),
};
