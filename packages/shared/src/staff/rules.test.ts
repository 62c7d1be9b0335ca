/**
 * Team members, as the issue states them: a member's slot lies inside the business's open hours
 * AND the member's own hours, outside business and member breaks and days off; a booking names
 * a member who performs the service, or 'anyone available', chosen fairly among those who do.
 */
import { describe, expect, it } from 'vitest';
import { SLOT_MESSAGES, slotProblem } from '../bookings/slots.ts';
import { fromLagos } from '../format/time.ts';
import { fairestFirst, staffChoice } from './rules.ts';
import { STAFF_MESSAGES } from './schemas.ts';

// Friday 20 November 2026, 10:00 in Lagos; Saturday the 21st is day 5.
const now = fromLagos('2026-11-20', '10:00');
const at = (time: string, minutes = 60, date = '2026-11-21') => {
  const start = fromLagos(date, time);
  return { start, end: new Date(start.getTime() + minutes * 60_000) };
};
const business = {
  now,
  rule: { booking_window: 0, future_booking_window: 30 },
  hours: [{ day: 5, open_time: '09:00', close_time: '18:00' }],
  breaks: [{ day: 5, start_time: '13:00', end_time: '14:00' }],
  daysOff: [],
  blocked: [],
  taken: [],
};
// Ada works Saturdays 11:00–19:00 (past closing), with her own break at 16:00–16:30.
const ada = {
  name: 'Ada',
  hours: [{ day: 5, open_time: '11:00', close_time: '19:00' }],
  breaks: [{ day: 5, start_time: '16:00', end_time: '16:30' }],
  daysOff: ['2026-11-28'],
};
const withAda = { ...business, staff: ada };

describe("a team member's slot", () => {
  it('lies inside both the business hours and the member’s own', () => {
    expect(slotProblem(at('11:00'), withAda)).toBeNull();
    expect(slotProblem(at('10:00'), withAda)).toBe(SLOT_MESSAGES.staffAway('Ada'));
    // Ada works until 19:00 but the business closes at 18:00.
    expect(slotProblem(at('17:30'), withAda)).toBe(SLOT_MESSAGES.closed);
    expect(slotProblem(at('17:00'), withAda)).toBeNull();
  });

  it('stays out of the business’s breaks and the member’s own', () => {
    expect(slotProblem(at('12:30'), withAda)).toBe(SLOT_MESSAGES.onBreak);
    expect(slotProblem(at('15:30'), withAda)).toBe(SLOT_MESSAGES.staffBreak('Ada'));
    expect(slotProblem(at('16:30'), withAda)).toBeNull();
  });

  it('is never on the member’s day off, nor on a weekday they do not work', () => {
    expect(slotProblem(at('11:00', 60, '2026-11-28'), withAda)).toBe(SLOT_MESSAGES.staffOff('Ada'));
    const monday = {
      ...withAda,
      hours: [...business.hours, { day: 0, open_time: '09:00', close_time: '18:00' }],
    };
    expect(slotProblem(at('11:00', 60, '2026-11-23'), monday)).toBe(SLOT_MESSAGES.staffAway('Ada'));
  });

  it('with avoid-gaps, may start when the member’s day starts or their break ends', () => {
    const gaps = { ...withAda, rule: { ...business.rule, avoid_gaps: true } };
    expect(slotProblem(at('11:00'), gaps)).toBeNull();
    expect(slotProblem(at('16:30'), gaps)).toBeNull();
    expect(slotProblem(at('11:15'), gaps)).toBe(SLOT_MESSAGES.gap);
  });
});

describe('who takes a booking', () => {
  const team = [
    { id: 3, name: 'Bola', active: true, service_ids: [1, 2] },
    { id: 1, name: 'Ada', active: true, service_ids: [1] },
    { id: 2, name: 'Chi', active: false, service_ids: [1, 2] },
  ];
  const braids = { id: 2, name: 'Braids' };

  it('is the member asked for, when active and performing the service', () => {
    expect(staffChoice(team, braids, 3)).toEqual({ staff: 3 });
    expect(staffChoice(team, braids, 1)).toEqual({ problem: 'Ada does not perform Braids' });
    expect(staffChoice(team, braids, 2)).toEqual({ problem: STAFF_MESSAGES.chooseMember });
    expect(staffChoice(team, braids, 99)).toEqual({ problem: STAFF_MESSAGES.chooseMember });
  });

  it('for anyone available, is one of the active members performing it; without any, the vendor’s own', () => {
    expect(staffChoice(team, { id: 1, name: 'Wash' })).toEqual({ staff: [1, 3] });
    expect(staffChoice(team, braids)).toEqual({ staff: [3] });
    expect(staffChoice(team, { id: 7, name: 'Nails' })).toEqual({ staff: null });
    expect(staffChoice([], braids)).toEqual({ staff: null });
  });

  it('for anyone available, offers it first to the one with the fewest bookings that day, ties to the lowest id', () => {
    const day = new Map([
      [1, 2],
      [3, 1],
      [4, 1],
    ]);
    expect(fairestFirst([1, 4, 3], (id) => day.get(id) ?? 0)).toEqual([3, 4, 1]);
    expect(fairestFirst([5, 1], (id) => day.get(id) ?? 0)).toEqual([5, 1]);
    expect(fairestFirst([4, 3], () => 0)).toEqual([3, 4]);
  });
});
