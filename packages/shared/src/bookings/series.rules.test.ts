import { describe, expect, it } from 'vitest';
import { fromLagos, lagosDateTime } from '../format/time.ts';
import { addMonths, SERIES_MESSAGES, seriesDates, seriesPreviewBody, seriesProblem } from './series.ts';

describe('series dates', () => {
  it('steps whole weeks across month and year ends, on the same weekday', () => {
    expect(seriesDates('2026-11-28', { everyWeeks: 4, count: 6 })).toEqual([
      '2026-11-28',
      '2026-12-26',
      '2027-01-23',
      '2027-02-20',
      '2027-03-20',
      '2027-04-17',
    ]);
    expect(seriesDates('2027-01-29', { everyWeeks: 1, until: '2027-02-19' })).toEqual([
      '2027-01-29',
      '2027-02-05',
      '2027-02-12',
      '2027-02-19',
    ]);
    // Until a day before the next visit: it is not included.
    expect(seriesDates('2027-01-29', { everyWeeks: 2, until: '2027-02-11' })).toEqual(['2027-01-29']);
  });

  it('keeps each visit on its Lagos day, even late in the evening (UTC is still the day before at 00:30)', () => {
    for (const day of seriesDates('2026-12-31', { everyWeeks: 1, count: 3 })) {
      expect(lagosDateTime(fromLagos(day, '23:30'))).toEqual({ date: day, time: '23:30' });
      expect(lagosDateTime(fromLagos(day, '00:30'))).toEqual({ date: day, time: '00:30' });
    }
    expect(fromLagos('2027-01-07', '00:30').toISOString()).toBe('2027-01-06T23:30:00.000Z');
  });

  it('stops one past the limit, which the limits then refuse', () => {
    const weekly = seriesDates('2026-11-28', { everyWeeks: 1, until: '2027-11-28' });
    expect(weekly).toHaveLength(13);
    expect(seriesProblem(weekly)).toBe(SERIES_MESSAGES.tooMany);
    expect(seriesProblem(seriesDates('2026-11-28', { everyWeeks: 4, count: 8 }))).toBe(
      SERIES_MESSAGES.tooLong,
    );
    expect(seriesProblem(seriesDates('2026-11-28', { everyWeeks: 4, count: 6 }))).toBeNull();
  });

  it('counts six months by the calendar, a short month clamped', () => {
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2026-11-28', 6)).toBe('2027-05-28');
    expect(seriesProblem(['2026-11-28', '2027-05-28'])).toBeNull();
    expect(seriesProblem(['2026-11-28', '2027-05-29'])).toBe(SERIES_MESSAGES.tooLong);
  });

  it('refuses two visits at one time', () => {
    const same = { date: '2026-12-05', time: '10:00' };
    const parsed = seriesPreviewBody.safeParse({ service_id: 1, visits: [same, same] });
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([SERIES_MESSAGES.sameTime]);
  });

  it('answers a visit that is no date with a message, not an error (the fuzz suite found one)', () => {
    const parsed = seriesPreviewBody.safeParse({
      service_id: 1,
      visits: [
        { date: '2026-12-05', time: '10:00' },
        { date: '12abc', time: '10:00' },
      ],
    });
    expect(parsed.error?.issues.map((i) => i.message)).toEqual(['Choose a date']);
  });
});
