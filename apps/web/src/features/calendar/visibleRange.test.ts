import { describe, expect, it } from 'vitest';
import { daysShown, monthGrid, neighbours } from './visibleRange.ts';

describe('visible ranges', () => {
  it('reads the Lagos days of FullCalendar’s range, real midnights or UTC-coerced ones', () => {
    // Lagos midnights (UTC+1), end exclusive.
    expect(daysShown(new Date('2026-11-23T23:00:00Z'), new Date('2026-11-24T23:00:00Z'))).toEqual({
      from: '2026-11-24',
      to: '2026-11-24',
    });
    // UTC-coerced: the same days written as UTC midnights.
    expect(daysShown(new Date('2026-11-23T00:00:00Z'), new Date('2026-11-30T00:00:00Z'))).toEqual({
      from: '2026-11-23',
      to: '2026-11-29',
    });
  });

  it('knows the weeks of a month grid, Monday first', () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    expect(monthGrid('2026-11-24')).toEqual({ from: '2026-10-26', to: '2026-12-06' });
    expect(monthGrid('2026-11-24', true)).toEqual({ from: '2026-10-26', to: '2026-12-06' });
    // February 2027: Monday 1st to Sunday 28th, four weeks; six when fixed.
    expect(monthGrid('2027-02-10')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(monthGrid('2027-02-10', true)).toEqual({ from: '2027-02-01', to: '2027-03-14' });
  });

  it('gives the day, week or month on either side', () => {
    expect(neighbours({ view: 'timeGridDay', from: '2026-11-30', to: '2026-11-30' })).toEqual([
      { from: '2026-11-29', to: '2026-11-29' },
      { from: '2026-12-01', to: '2026-12-01' },
    ]);
    expect(neighbours({ view: 'timeGridWeek', from: '2026-11-23', to: '2026-11-29' })).toEqual([
      { from: '2026-11-16', to: '2026-11-22' },
      { from: '2026-11-30', to: '2026-12-06' },
    ]);
    expect(neighbours({ view: 'dayGridMonth', from: '2026-10-26', to: '2026-12-06' })).toEqual([
      monthGrid('2026-10-01', true),
      monthGrid('2026-12-01', true),
    ]);
  });
});
