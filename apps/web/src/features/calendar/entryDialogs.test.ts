import { fromLagos } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { suggestedRange } from './entryDialogs.ts';

describe('the hour the Add buttons suggest', () => {
  it('is the next quarter hour today, strictly after now', () => {
    expect(suggestedRange('2026-11-24', fromLagos('2026-11-24', '10:07'))).toEqual({
      date: '2026-11-24',
      start: '10:15',
      end: '11:15',
    });
    expect(suggestedRange('2026-11-24', fromLagos('2026-11-24', '10:00')).start).toBe('10:15');
  });

  it('is 09:00 on another day, and never runs past the day', () => {
    expect(suggestedRange('2026-11-25', fromLagos('2026-11-24', '10:07'))).toEqual({
      date: '2026-11-25',
      start: '09:00',
      end: '10:00',
    });
    expect(suggestedRange('2026-11-24', fromLagos('2026-11-24', '23:10'))).toEqual({
      date: '2026-11-24',
      start: '22:45',
      end: '23:45',
    });
  });
});
