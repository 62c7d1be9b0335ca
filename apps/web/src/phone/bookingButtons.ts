import { type BookingAction, checkAction } from '@app/shared';

/** The actions the phone app offers on a booking, in the order its buttons show. */
export type PhoneAction = Exclude<BookingAction, 'completeBalance'>;

export type PhoneButton = {
  action: PhoneAction;
  label: string;
  /** False: shown, but a time rule refuses it now; `reason` says why (e.g. too early to start). */
  enabled: boolean;
  reason?: string;
  tone: 'primary' | 'danger' | 'plain';
};

const BUTTONS: { action: PhoneAction; label: string; tone: PhoneButton['tone'] }[] = [
  { action: 'accept', label: 'Accept', tone: 'primary' },
  { action: 'reject', label: 'Reject', tone: 'danger' },
  { action: 'start', label: 'Start', tone: 'primary' },
  { action: 'complete', label: 'Complete', tone: 'primary' },
  { action: 'acceptCancel', label: 'Accept Cancellation', tone: 'danger' },
  { action: 'rejectCancel', label: 'Reject Cancellation', tone: 'plain' },
  { action: 'noShow', label: 'No-show', tone: 'danger' },
  { action: 'cancel', label: 'Cancel Booking', tone: 'danger' },
];

/** Why No-show waits while the vendor's grace is being read (noShowGrace.ts). */
export const GRACE_LOADING = 'Reading your no-show grace period…';

/**
 * The buttons a booking shows at `now`, from the shared state machine and its time rules (SPEC §4):
 * an action its status does not allow has no button; one a time rule refuses for now (start from
 * 2 minutes before, cancel up to 5 minutes before, no-show until the vendor's grace after the start
 * has passed) shows disabled, with why. `noShowGraceMinutes` null: not known yet, so No-show waits
 * rather than guess (the server would refuse it inside a longer grace).
 */
export function bookingButtons(
  booking: { status: string; start: Date; end: Date },
  now: Date,
  noShowGraceMinutes: number | null,
): PhoneButton[] {
  const buttons: PhoneButton[] = [];
  for (const { action, label, tone } of BUTTONS) {
    const check = checkAction(
      action,
      { ...booking, noShowGraceMinutes: noShowGraceMinutes ?? undefined },
      now,
    );
    if (check.allowed && action === 'noShow' && noShowGraceMinutes === null)
      buttons.push({ action, label, tone, enabled: false, reason: GRACE_LOADING });
    else if (check.allowed) buttons.push({ action, label, tone, enabled: true });
    else if (!check.hidden) buttons.push({ action, label, tone, enabled: false, reason: check.reason });
  }
  return buttons;
}

/** The booking happening at `now` (started, not ended), which Today highlights. */
export const isCurrent = (booking: { status: string; start: Date; end: Date }, now: Date) =>
  (booking.status === 'ongoing' || booking.status === 'approved') &&
  booking.start.getTime() <= now.getTime() &&
  now.getTime() < booking.end.getTime();
