import { describe, expect, it } from 'vitest';
import { holdEnds, holdKey, nextInLine, rangeProblem, WAITLIST, WAITLIST_MESSAGES } from './rules.ts';

describe('waitlist rules', () => {
  it('checks the days: ordered, from today, at most the longest range', () => {
    expect(rangeProblem('2026-11-21', '2026-11-21', '2026-11-20')).toBeNull();
    expect(rangeProblem('2026-11-22', '2026-11-21', '2026-11-20')).toBe(WAITLIST_MESSAGES.reversed);
    expect(rangeProblem('2026-11-19', '2026-11-21', '2026-11-20')).toBe(WAITLIST_MESSAGES.past);
    expect(rangeProblem('2026-11-20', '2026-12-03', '2026-11-20')).toBeNull();
    expect(rangeProblem('2026-11-20', '2026-12-04', '2026-11-20')).toBe(WAITLIST_MESSAGES.tooLong);
  });

  it('offers to the first joined waiting for the service that day, skipping who had it', () => {
    const entries = [
      { id: 7, service_id: 1, from_date: '2026-11-21', to_date: '2026-11-21' },
      { id: 3, service_id: 2, from_date: '2026-11-21', to_date: '2026-11-21' },
      { id: 5, service_id: 1, from_date: '2026-11-20', to_date: '2026-11-23' },
      { id: 4, service_id: 1, from_date: '2026-11-22', to_date: '2026-11-23' },
    ];
    const slot = { serviceId: 1, day: '2026-11-21' };
    expect(nextInLine(entries, slot, new Set())?.id).toBe(5);
    expect(nextInLine(entries, slot, new Set([5]))?.id).toBe(7);
    expect(nextInLine(entries, slot, new Set([5, 7]))).toBeUndefined();
  });

  it('keys a hold by vendor, member and start, and ends it after the shop minutes', () => {
    expect(holdKey(1, null, '2026-11-21T13:00:00.000Z')).toBe('1:0:2026-11-21T13:00:00.000Z');
    expect(holdKey(1, 4, '2026-11-21T13:00:00.000Z')).not.toBe(holdKey(1, null, '2026-11-21T13:00:00.000Z'));
    const now = new Date('2026-11-20T09:00:00Z');
    expect(holdEnds(now, WAITLIST.defaultHoldMinutes).toISOString()).toBe('2026-11-20T09:15:00.000Z');
  });
});
