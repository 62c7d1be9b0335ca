import { z } from 'zod';
import { rescheduleTimesResponse } from '../bookings/schemas.ts';
import { idParam, text } from '../common.ts';

/**
 * The client's own booking page (issue 33): its calls under /api/shop/visits/{id}, one booking of
 * the visit named by id. The bearer is the booking link's key (from the shop's message) or the
 * client's customer token (the shop page's phone code).
 */
export const visitParams = z.object({ id: idParam });

/** POST shop/visits/{id}/link: the booking page's address, for a client signed in by phone code. */
export const visitLinkResponse = z.object({ success: z.literal(true), url: z.string() });

/** POST shop/visits/{id}/cancel: every booking of the visit still to come, cancelled or asked to be. */
export const visitCancelBody = z.object({
  comment: text().trim().max(500).default(''),
});

/** What an action of the booking page answers: the page is drawn again from the server after it. */
export const visitDoneResponse = z.object({ success: z.literal(true), message: z.string() });

/** GET shop/visits/{id}/times?date=: the free times one Lagos day offers this booking. */
export const visitTimesQuery = z.object({
  date: text().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD'),
});
export const visitTimesResponse = rescheduleTimesResponse;
