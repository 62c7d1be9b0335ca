import {
  BALANCE_COMPLETION_TYPES,
  bookingsApi,
  CANCEL_TOO_LATE,
  type CancelBookingBody,
  formatDetails,
  MSG,
  NO_SHOW_TOO_EARLY,
} from '@app/shared';
import type { Booking } from '../../../api/bookings/model.ts';
import { alert } from '../../../lib/alert.ts';
import { alreadyReported, call, isApiError } from '../../../lib/api.ts';
import { offlineQueue, type QueuedCommand } from '../../../lib/offlineQueue.ts';

/*
 * The booking actions as calls, without the query cache or any screen: the dashboard's
 * useBookingCommand (actions.ts) and the phone app (src/phone) run them alike.
 */

/** Refusals whose reason the vendor can act on; they are shown as the server words them. */
const toldAsIs = (message: string) => message === CANCEL_TOO_LATE || message.startsWith(NO_SHOW_TOO_EARLY);

/** SPEC §8: a failed booking action shows 'Something went wrong', except the time rules above. */
export function reportBookingError(error: unknown) {
  if (alreadyReported(error)) return;
  const message = isApiError(error) ? error.body.message : undefined;
  alert('negative', message && toldAsIs(message) ? message : MSG.somethingWrong);
}

export type BookingCommand =
  | { kind: 'accept'; id: number }
  | { kind: 'reject'; id: number }
  | { kind: 'start'; id: number }
  | { kind: 'complete'; id: number }
  | { kind: 'completeBalance'; id: number; balance: number }
  | { kind: 'acceptAll'; ids: number[] }
  | { kind: 'rejectAll'; ids: number[] }
  | { kind: 'completeAll'; multipleId: string }
  | { kind: 'acceptCancel'; id: number }
  | { kind: 'rejectCancel'; id: number }
  | { kind: 'noShow'; id: number }
  | { kind: 'cancel'; id: number; body: CancelBookingBody };

/**
 * 'done' when the booking changed; 'balance' when completion first needs the balance (SPEC §4);
 * 'queued' when, offline, the action waits in the queue to be sent (issue 16).
 */
export type CommandResult = 'done' | 'balance' | 'queued';

const QUEUED_NAMES = {
  accept: 'Accept',
  reject: 'Reject',
  start: 'Start',
  complete: 'Complete',
  completeBalance: 'Complete',
} as const;
type QueuedName = keyof typeof QUEUED_NAMES;

/**
 * Issue 16: the actions that may wait for the network, as the queue keeps them; null for the
 * others, which need an answer at once (they fail offline with 'No internet connection').
 */
function queueable(command: BookingCommand): QueuedCommand | null {
  switch (command.kind) {
    case 'accept':
    case 'reject':
    case 'start':
    case 'complete':
      return { kind: command.kind, bookingId: command.id };
    case 'completeBalance':
      return { kind: 'completeBalance', bookingId: command.id, balance: command.balance };
    default:
      return null;
  }
}

/** How a queued action reads in the header's list, e.g. 'Accept · Gel Manicure with Tolu, Sat, 21 Nov 2026, 10:00 AM'. */
export const queuedLabel = (kind: QueuedName, booking: Booking) =>
  `${QUEUED_NAMES[kind]} · ${booking.service_name} with ${booking.endUser}, ${formatDetails(booking.start)}`;

export async function runBookingCommand(
  command: BookingCommand,
): Promise<{ result: CommandResult; message: string }> {
  switch (command.kind) {
    case 'accept':
      await call(bookingsApi.accept, { params: { id: command.id } });
      return { result: 'done', message: MSG.bookingAccepted };
    case 'reject':
      await call(bookingsApi.reject, { params: { id: command.id } });
      return { result: 'done', message: MSG.bookingRejected };
    case 'start':
      await call(bookingsApi.start, { params: { id: command.id } });
      return { result: 'done', message: MSG.bookingUpdated };
    case 'complete': {
      const answer = await call(bookingsApi.complete, { params: { id: command.id } });
      const type = (answer.type ?? '').toLowerCase();
      if ((BALANCE_COMPLETION_TYPES as readonly string[]).includes(type))
        return { result: 'balance', message: MSG.enterBalance };
      return { result: 'done', message: MSG.bookingUpdated };
    }
    case 'completeBalance':
      await call(bookingsApi.completeWithBalance, { params: { id: command.id, balance: command.balance } });
      return { result: 'done', message: MSG.bookingUpdated };
    case 'acceptAll':
      await call(bookingsApi.acceptAll, { params: { ids: command.ids.join(',') } });
      return { result: 'done', message: MSG.bookingsAccepted };
    case 'rejectAll':
      await call(bookingsApi.rejectAll, { params: { ids: command.ids.join(',') } });
      return { result: 'done', message: MSG.bookingsUpdated };
    case 'completeAll':
      await call(bookingsApi.completeGroup, { params: { multipleId: command.multipleId } });
      return { result: 'done', message: MSG.bookingsUpdated };
    case 'acceptCancel':
      await call(bookingsApi.decideCancel, { params: { id: command.id, decision: 'accept' } });
      return { result: 'done', message: MSG.cancellationAccepted };
    case 'rejectCancel':
      await call(bookingsApi.decideCancel, { params: { id: command.id, decision: 'reject' } });
      return { result: 'done', message: MSG.cancellationRejected };
    case 'noShow':
      await call(bookingsApi.noShow, { params: { id: command.id } });
      return { result: 'done', message: MSG.bookingUpdated };
    case 'cancel':
      await call(bookingsApi.cancel, { params: { id: command.id }, body: command.body });
      return { result: 'done', message: MSG.bookingUpdated };
  }
}

/**
 * Issue 16: while the browser is offline, an action on `booking` that may wait is queued instead of
 * sent (it goes with its Idempotency-Key when the connection returns); true when it was queued.
 */
export function queueWhenOffline(command: BookingCommand, booking?: Booking): boolean {
  const queued = queueable(command);
  if (!queued || !booking || navigator.onLine) return false;
  offlineQueue.add(queued, queuedLabel(queued.kind as QueuedName, booking));
  alert('positive', MSG.actionQueued);
  return true;
}
