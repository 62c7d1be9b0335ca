/** SPEC §4 list colours (moved here from packages/shared with `listColourKey`: only the screen colours bookings). */
import { describe, expect, it } from 'vitest';
import { listColourKey } from './statusColours.ts';

describe('SPEC §4 list colours: pending, approved, completed, ongoing, cancelled and review', () => {
  it.each([
    ['pending', 'pending'],
    ['approved', 'approved'],
    ['completed', 'completed'],
    ['ongoing', 'ongoing'],
    ['cancelled', 'cancelled'],
    // 'review' is used for awaiting review and both cancellation-request statuses.
    ['awaiting review', 'review'],
    ['cancellation requested user', 'review'],
    ['cancellation requested vendor', 'review'],
    ['review', 'review'],
    // Ours: a no-show is shown as ended; anything else as pending.
    ['no show', 'cancelled'],
    ['rejected', 'pending'],
    ['mixed', 'pending'],
  ])('%s is coloured as %s', (status, colour) => {
    expect(listColourKey(status)).toBe(colour);
  });
});
