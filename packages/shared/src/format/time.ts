import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { DETAILS_FORMAT, TIME_FORMAT, TIME_ZONE } from '../constants.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/** An instant in Lagos time. */
export const lagos = (instant: Date | string | number) => dayjs(instant).tz(TIME_ZONE);
/** A Lagos wall-clock date ('YYYY-MM-DD') and time ('HH:mm') as a UTC instant. */
export const fromLagos = (date: string, time: string) =>
  dayjs.tz(`${date} ${time}`, 'YYYY-MM-DD HH:mm', TIME_ZONE).toDate();
/** The Lagos calendar day of an instant, 'YYYY-MM-DD'. */
export const lagosDay = (instant: Date | string | number) => lagos(instant).format('YYYY-MM-DD');
export const formatTime = (instant: Date | string | number) => lagos(instant).format(TIME_FORMAT);
export const formatDetails = (instant: Date | string | number) => lagos(instant).format(DETAILS_FORMAT);

/** 'N seconds/minutes/hours/days ago.' (SPEC §9). */
export function relativeAge(instant: Date | string | number, now: Date): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - new Date(instant).getTime()) / 1000));
  const [value, unit] =
    seconds < 60
      ? [seconds, 'second']
      : seconds < 3600
        ? [Math.floor(seconds / 60), 'minute']
        : seconds < 86_400
          ? [Math.floor(seconds / 3600), 'hour']
          : [Math.floor(seconds / 86_400), 'day'];
  return `${value} ${unit}${value === 1 ? '' : 's'} ago.`;
}
