import { CANCEL_TOO_LATE, noShowTooEarly, START_TOO_EARLY } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { bookingButtons, isCurrent } from './bookingButtons.ts';

const NOW = new Date('2026-11-28T10:00:00Z');
const MIN = 60_000;
const at = (status: string, startsInMinutes: number, minutes = 60) => {
  const start = new Date(NOW.getTime() + startsInMinutes * MIN);
  return { status, start, end: new Date(start.getTime() + minutes * MIN) };
};
const shown = (booking: ReturnType<typeof at>) =>
  bookingButtons(booking, NOW).map((b) => `${b.label}${b.enabled ? '' : ` (off: ${b.reason})`}`);

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
      bookingButtons({ ...at('approved', 2), start: new Date(NOW.getTime() + 2 * MIN + 1000) }, NOW)[0],
    ).toMatchObject({ action: 'start', enabled: false });
  });

  it('approved and 15 minutes (the default grace) past the start: No-show opens', () => {
    expect(shown(at('approved', -15))).toContain('No-show');
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
