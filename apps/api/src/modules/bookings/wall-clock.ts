import { fromLagos, lagosDay } from '@app/shared';

export const REAL_DATE = 'Choose a real date';
/** The instant of a Lagos date and time, or null for a day the calendar does not have (2026-02-30). */
export const wallClock = (date: string, time: string) => {
  const instant = fromLagos(date, time);
  return Number.isNaN(instant.getTime()) || lagosDay(instant) !== date ? null : instant;
};
