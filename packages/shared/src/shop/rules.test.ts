import { describe, expect, it } from 'vitest';
import { timeAfter, visitItems, visitStartTimes } from './rules.ts';

describe('a visit of several services, one after another', () => {
  it('adds minutes to a time of day, never into the next day', () => {
    expect(timeAfter('09:30', 45)).toBe('10:15');
    expect(timeAfter('23:00', 59)).toBe('23:59');
    expect(timeAfter('23:00', 60)).toBeNull();
  });

  it('starts when the first service is free and each next one is free when the one before ends', () => {
    const braids = {
      minutes: 120,
      days: [
        { date: '2026-11-21', times: ['09:00', '10:00', '14:00'] },
        { date: '2026-11-22', times: ['09:00'] },
      ],
    };
    const wash = {
      minutes: 60,
      days: [
        { date: '2026-11-21', times: ['11:00', '16:00', '17:00'] },
        { date: '2026-11-22', times: [] },
      ],
    };
    expect(visitStartTimes([braids, wash])).toEqual([
      { date: '2026-11-21', times: ['09:00', '14:00'] },
      { date: '2026-11-22', times: [] },
    ]);
    // In the other order the wash comes first: 16:00 then braids at 17:00, which is not free.
    expect(visitStartTimes([wash, braids])).toEqual([
      { date: '2026-11-21', times: [] },
      { date: '2026-11-22', times: [] },
    ]);
    expect(visitStartTimes([braids])).toEqual(braids.days);
    expect(visitStartTimes([])).toEqual([]);
  });

  it('books each service when the one before it ends, with the member chosen or anyone', () => {
    const services = [
      { id: 7, minutes: 120 },
      { id: 3, minutes: 45 },
      { id: 9, minutes: 30 },
    ];
    expect(visitItems('2026-11-21', '09:30', services, null)).toEqual([
      { service_id: 7, date: '2026-11-21', time: '09:30' },
      { service_id: 3, date: '2026-11-21', time: '11:30' },
      { service_id: 9, date: '2026-11-21', time: '12:15' },
    ]);
    expect(visitItems('2026-11-21', '09:30', services.slice(0, 1), 4)).toEqual([
      { service_id: 7, date: '2026-11-21', time: '09:30', staff_id: 4 },
    ]);
  });
});
