import { DAY_NAMES, lagosDay } from '@app/shared';
import type { Clock } from '../../adapters/clock.ts';
import type { Trx } from '../../db/database.ts';
import { forbidden } from '../../lib/errors.ts';
import type { ScheduleRepository } from './schedule.repository.ts';

/** Monday to Saturday, 9 am to 6 pm: what a new business opens with until it sets its own hours. */
export const DEFAULT_HOURS = [0, 1, 2, 3, 4, 5].map((day) => ({
  day,
  open_time: '09:00',
  close_time: '18:00',
}));

export function scheduleService(deps: { schedule: ScheduleRepository; clock: Clock }) {
  const { schedule, clock } = deps;
  const own = (userId: number, requestedId: number) => {
    if (userId !== requestedId) throw forbidden();
  };
  return {
    /** Each open day with its breaks; the spec reads `data[0]`. */
    async hoursWithBreaks(userId: number, requestedId: number) {
      own(userId, requestedId);
      const [hours, breaks] = await Promise.all([schedule.hours(userId), schedule.breaks(userId)]);
      const days = hours.map((h) => ({
        ...h,
        day_name: DAY_NAMES[h.day] ?? '',
        breaks: breaks
          .filter((b) => b.day === h.day)
          .map(({ id, start_time, end_time }) => ({ id, start_time, end_time })),
      }));
      return { success: true as const, data: [days] };
    },
    /** Days off from today on; the spec reads `data[0]`. */
    async daysOff(userId: number, requestedId: number) {
      own(userId, requestedId);
      return { success: true as const, data: [await schedule.daysOff(userId, lagosDay(clock.now()))] };
    },
    /** Opening hours for a vendor that has none yet, in the caller's transaction (under the vendor's lock). */
    async openWithDefaultHours(trx: Trx, userId: number) {
      if (!(await schedule.hasHours(trx, userId))) await schedule.insertHours(trx, userId, DEFAULT_HOURS);
    },
  };
}

export type ScheduleService = ReturnType<typeof scheduleService>;
