import { createApiClient, type customerApi, type Endpoint, type privacyApi, type shopApi } from '@app/shared';
import { session } from './session.ts';

/**
 * An endpoint as this script calls it: only its method and path ride in the bundle (the shared
 * endpoints carry zod schemas, far too heavy for a phone on 2G), checked by tsc against the
 * shared endpoint, whose types give each answer its type.
 */
const ref = <E extends Endpoint>(endpoint: Pick<E, 'method' | 'path'>) => endpoint as E;

export const calls = {
  slots: ref<typeof customerApi.slots>({ method: 'GET', path: '/customer/shop/:profileLink/slots' }),
  book: ref<typeof customerApi.book>({ method: 'POST', path: '/customer/bookings' }),
  payment: ref<typeof customerApi.payment>({ method: 'GET', path: '/customer/payments/:reference' }),
  sendCode: ref<typeof shopApi.sendCode>({ method: 'POST', path: '/shop/:profileLink/code' }),
  verify: ref<typeof shopApi.verify>({ method: 'POST', path: '/shop/:profileLink/verify' }),
  visitLink: ref<typeof shopApi.visitLink>({ method: 'POST', path: '/shop/visits/:id/link' }),
  visitCancel: ref<typeof shopApi.visitCancel>({ method: 'POST', path: '/shop/visits/:id/cancel' }),
  visitCancelFollowing: ref<typeof shopApi.visitCancelFollowing>({
    method: 'POST',
    path: '/shop/visits/:id/cancel-following',
  }),
  seriesPreview: ref<typeof customerApi.seriesPreview>({
    method: 'POST',
    path: '/customer/shop/:profileLink/series/preview',
  }),
  bookSeries: ref<typeof customerApi.bookSeries>({ method: 'POST', path: '/customer/bookings/series' }),
  visitTimes: ref<typeof shopApi.visitTimes>({ method: 'GET', path: '/shop/visits/:id/times' }),
  visitReschedule: ref<typeof shopApi.visitReschedule>({
    method: 'POST',
    path: '/shop/visits/:id/reschedule',
  }),
  visitProposal: ref<typeof shopApi.visitProposal>({ method: 'POST', path: '/shop/visits/:id/proposal' }),
  visitReview: ref<typeof shopApi.visitReview>({ method: 'POST', path: '/shop/visits/:id/review' }),
  visitChat: ref<typeof shopApi.visitChat>({ method: 'GET', path: '/shop/visits/:id/chat' }),
  visitSend: ref<typeof shopApi.visitSend>({ method: 'POST', path: '/shop/visits/:id/chat' }),
  visitDataCode: ref<typeof privacyApi.visitDataCode>({ method: 'POST', path: '/shop/visits/:id/data-code' }),
  visitData: ref<typeof privacyApi.visitData>({ method: 'POST', path: '/shop/visits/:id/data' }),
  visitCorrect: ref<typeof privacyApi.visitCorrect>({ method: 'POST', path: '/shop/visits/:id/correct' }),
  visitObject: ref<typeof privacyApi.visitObject>({ method: 'POST', path: '/shop/visits/:id/object' }),
};

/** The API on this origin, with the client's token once a code has proved their phone. */
export const api = createApiClient({ baseUrl: '/api', token: () => session.get()?.token });

/** What to tell the client of a failed call: the API's own words (every error body has them). */
export const problemOf = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong. Please try again.';
