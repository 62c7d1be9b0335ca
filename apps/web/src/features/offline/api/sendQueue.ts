import { BALANCE_COMPLETION_TYPES, bookingsApi, chatApi, MSG } from '@app/shared';
import { alert } from '../../../lib/alert.ts';
import { call, isApiError } from '../../../lib/api.ts';
import { offlineQueue, type QueuedAction } from '../../../lib/offlineQueue.ts';

/* Sending the offline queue, without the query cache: the dashboard (replay.ts) and the phone app use it. */

/** A queued action the server answered without applying it (a completion that needs the balance). */
class NotApplied extends Error {}

/** Sends one queued action with its Idempotency-Key; answers SPEC §8's message for its success. */
async function send(action: QueuedAction): Promise<string> {
  const options = { headers: { 'Idempotency-Key': action.id } };
  switch (action.kind) {
    case 'accept':
      await call(bookingsApi.accept, { params: { id: action.bookingId } }, options);
      return MSG.bookingAccepted;
    case 'reject':
      await call(bookingsApi.reject, { params: { id: action.bookingId } }, options);
      return MSG.bookingRejected;
    case 'start':
      await call(bookingsApi.start, { params: { id: action.bookingId } }, options);
      return MSG.bookingUpdated;
    case 'complete': {
      const answer = await call(bookingsApi.complete, { params: { id: action.bookingId } }, options);
      const type = (answer.type ?? '').toLowerCase();
      if ((BALANCE_COMPLETION_TYPES as readonly string[]).includes(type))
        throw new NotApplied(MSG.enterBalance);
      return MSG.bookingUpdated;
    }
    case 'completeBalance':
      await call(
        bookingsApi.completeWithBalance,
        { params: { id: action.bookingId, balance: action.balance } },
        options,
      );
      return MSG.bookingUpdated;
    case 'chat':
      await call(
        chatApi.send,
        { params: { customerId: action.customerId }, body: { message: action.message } },
        options,
      );
      return MSG.messageSent;
  }
}

let replaying = false;
/** Whether this page load has looked for actions a previous one left half-sent. */
let recovered = false;

/**
 * Sends the waiting actions one by one, oldest first, each with its own key, and tells the result
 * of each: SPEC §8's success message, or the server's reason when it no longer applies (the
 * customer cancelled meanwhile), which stays in the list until dismissed. No answer (the network
 * dropped again) or a sign-in that stopped working leaves the rest waiting for the next chance.
 * Answers whether anything was sent.
 */
export async function replayQueue(): Promise<boolean> {
  if (replaying) return false;
  if (!recovered) offlineQueue.recover();
  recovered = true;
  if (!navigator.onLine) return false;
  replaying = true;
  let sent = false;
  try {
    for (;;) {
      const next = offlineQueue.list().find((a) => a.state === 'waiting');
      if (!next || !offlineQueue.claim(next.id)) break;
      try {
        const message = await send(next);
        offlineQueue.done(next.id);
        alert('positive', message);
      } catch (error) {
        if (isApiError(error) && (error.status === 0 || error.status === 401)) {
          // SPEC §8's global rules said 'No internet connection' or 'Kindly login' (when the session ended).
          offlineQueue.retry(next.id);
          break;
        }
        const reason =
          error instanceof NotApplied
            ? error.message
            : isApiError(error)
              ? error.body.message
              : MSG.somethingWrong;
        offlineQueue.refuse(next.id, reason);
        alert('negative', `${next.label}: ${reason}`);
      }
      sent = true;
    }
  } finally {
    replaying = false;
  }
  return sent;
}
