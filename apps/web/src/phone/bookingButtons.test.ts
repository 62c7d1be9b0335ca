import { CANCEL_TOO_LATE, DEFAULT_CANCELLATION_POLICY, noShowTooEarly, START_TOO_EARLY } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { bookingButtons, GRACE_LOADING, isCurrent } from './bookingButtons.ts';

const NOW = new Date('2026-11-28T10:00:00Z');
const MIN = 60_000;
const at = (status: string, startsInMinutes: number, minutes = 60) => {
  const start = new Date(NOW.getTime() + startsInMinutes * MIN);
  return { status, start, end: new Date(start.getTime() + minutes * MIN) };
};
const DEFAULT_GRACE = DEFAULT_CANCELLATION_POLICY.no_show_grace_minutes;
const shown = (booking: ReturnType<typeof at>, grace: number | null = DEFAULT_GRACE) =>
  bookingButtons(booking, NOW, grace).map((b) => `${b.label}${b.enabled ? '' : ` (off: ${b.reason})`}`);

/** Which buttons a booking shows on the phone: SPEC §4's state machine and time rules. */
describe('the buttons of a booking', () => {
  it('a request: Accept and Reject', () => {
    expect(shown(at('pending', 60))).toEqual(['Accept', 'Reject']);
  });

  it('approved, an hour away: Start waits for 2 minutes before, No-show for the start; Cancel is open', () => {
    expect(shown(at('approved', 60))).toEqual([
      `Start (off: ${START_TOO_EARLY})`,
      `No-show (off: ${noShowTooEarly(15)})`,
      'Cancel Booking',
    ]);
  });

  it('approved, 2 minutes away: Start opens; Cancel is closed from 5 minutes before', () => {
    expect(shown(at('approved', 2))).toEqual([
      'Start',
      `No-show (off: ${noShowTooEarly(15)})`,
      `Cancel Booking (off: ${CANCEL_TOO_LATE})`,
    ]);
    // One second more than two minutes away, Start still waits.
    expect(
      bookingButtons(
        { ...at('approved', 2), start: new Date(NOW.getTime() + 2 * MIN + 1000) },
        NOW,
        DEFAULT_GRACE,
      )[0],
    ).toMatchObject({ action: 'start', enabled: false });
  });

  it('approved and 15 minutes (the default grace) past the start: No-show opens', () => {
    expect(shown(at('approved', -15))).toContain('No-show');
  });

  it("follows the vendor's grace: 30 minutes keeps No-show off 20 minutes in; 0 opens it at the start", () => {
    expect(shown(at('approved', -20), 30)).toContain(`No-show (off: ${noShowTooEarly(30)})`);
    expect(shown(at('approved', -30), 30)).toContain('No-show');
    expect(shown(at('approved', 0), 0)).toContain('No-show');
  });

  it('waits, off, while the grace is not known yet, rather than guess the default', () => {
    expect(shown(at('approved', -20), null)).toContain(`No-show (off: ${GRACE_LOADING})`);
    // Before the start, the start rule speaks whatever the grace.
    expect(shown(at('approved', 60), null)).toContain(`No-show (off: ${noShowTooEarly(15)})`);
  });

  it('ongoing: Complete only', () => {
    expect(shown(at('ongoing', -10))).toEqual(['Complete']);
  });

  it("a client's cancellation request: Accept Cancellation and Reject Cancellation", () => {
    expect(shown(at('cancellation requested user', 60))).toEqual([
      'Accept Cancellation',
      'Reject Cancellation',
    ]);
  });

  it('done, refused or cancelled: no buttons', () => {
    for (const status of ['completed', 'awaiting review', 'rejected', 'cancelled', 'no show'])
      expect(shown(at(status, -120))).toEqual([]);
  });

  it('an approved booking of a day that has ended: neither Start nor Cancel', () => {
    expect(shown(at('approved', -26 * 60))).toEqual(['No-show']);
  });

  it('highlights the booking happening now, approved or ongoing', () => {
    expect(isCurrent(at('ongoing', -10), NOW)).toBe(true);
    expect(isCurrent(at('approved', -10), NOW)).toBe(true);
    expect(isCurrent(at('approved', 10), NOW)).toBe(false);
    expect(isCurrent(at('ongoing', -70), NOW)).toBe(false);
    expect(isCurrent(at('completed', -10), NOW)).toBe(false);
  });
});
