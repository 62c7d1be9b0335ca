import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { DETAILS_FORMAT, TIME_FORMAT, TIME_ZONE } from '../constants.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Made on first use, not when the module loads: a browser's first time-zone formatter loads the
 * zone data, 12–20 ms of a page's main thread (issue 14), which `prepareLagosClock` can move to a
 * moment of the caller's choosing.
 */
let offsetFormat: Intl.DateTimeFormat | undefined;
/** Makes the Lagos clock ready (its time-zone formatter) ahead of its first use. */
export const prepareLagosClock = () => {
  offsetFormat ??= new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' });
  return offsetFormat;
};
/** `make`, remembered by key in a map that is emptied when it grows past `limit` entries. */
function remembered<V>(limit: number, make: (key: number) => V): (key: number) => V {
  const values = new Map<number, V>();
  return (key) => {
    let value = values.get(key);
    if (value === undefined) {
      value = make(key);
      if (values.size >= limit) values.clear();
      values.set(key, value);
    }
    return value;
  };
}

/** The zone's UTC offset in minutes in an hour since the epoch: dayjs's tz() is ~100× slower. */
const offsetInHour = remembered(50_000, (hour) => {
  const name =
    prepareLagosClock()
      .formatToParts(hour * 3_600_000)
      .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = name.match(/GMT([+-])(\d{2}):(\d{2})/);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
});
/**
 * The zone's offset throughout a UTC day (days since the epoch), or null when it changes that day.
 * A zone changes its offset at most a few times a year and never twice in a day, so a day that
 * starts and ends with one offset has it all day: a month of bookings costs the formatter about 30
 * calls instead of one per hour (~720: 3.5 ms here, four times that on a cheap phone; issue 14).
 */
const offsetInDay = remembered(50_000, (day) => {
  const start = offsetInHour(day * 24);
  return start === offsetInHour(day * 24 + 24) ? start : null;
});
/** The zone's UTC offset in minutes at an instant (memoised per day, or per hour on a day it changes). */
const offsetAt = (ms: number) =>
  offsetInDay(Math.floor(ms / 86_400_000)) ?? offsetInHour(Math.floor(ms / 3_600_000));

/** An instant in Lagos time. */
export const lagos = (instant: Date | string | number) => {
  const value = dayjs(instant);
  return value.utcOffset(offsetAt(value.valueOf()));
};
/** A Lagos wall-clock date ('YYYY-MM-DD') and time ('HH:mm') as a UTC instant. */
export const fromLagos = (date: string, time: string) =>
  dayjs.tz(`${date} ${time}`, 'YYYY-MM-DD HH:mm', TIME_ZONE).toDate();
/** Lagos wall-clock date ('YYYY-MM-DD') and time ('HH:mm') of an instant, without dayjs on hot paths. */
export function lagosDateTime(instant: Date | string | number): { date: string; time: string } {
  const ms = new Date(instant).getTime();
  const iso = new Date(ms + offsetAt(ms) * 60_000).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}
/** The Lagos calendar day of an instant, 'YYYY-MM-DD'. */
export const lagosDay = (instant: Date | string | number) => lagosDateTime(instant).date;

/*
 * Calendar days ('YYYY-MM-DD') as dates alone, with no clock or zone: a Lagos day plus n days is
 * the calendar's day plus n days, whatever the offset.
 */
const DAY_MS = 86_400_000;
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
/** The calendar day `days` after `day` (before it when negative). */
export const addDays = (day: string, days: number) =>
  new Date(dayMs(day) + days * DAY_MS).toISOString().slice(0, 10);
/** How many days `to` is after `from` (0 for the same day). */
export const daysBetween = (from: string, to: string) => Math.round((dayMs(to) - dayMs(from)) / DAY_MS);
/** The weekday of a calendar day, Monday 0 … Sunday 6 (as business hours number them). */
export const weekdayOfDay = (day: string) => (new Date(dayMs(day)).getUTCDay() + 6) % 7;
/** Every day of a month 'YYYY-MM', in order. */
export function daysOfMonth(month: string): string[] {
  const first = `${month}-01`;
  const days: string[] = [];
  for (let day = first; day.startsWith(month); day = addDays(day, 1)) days.push(day);
  return days;
}
/** 'hh:mm A' of a whole minute since the epoch. */
const timeOfMinute = remembered(10_000, (minute) => lagos(minute * 60_000).format(TIME_FORMAT));
/**
 * SPEC §9's 'hh:mm A' in Lagos, memoised per minute: a busy schedule writes the same few dozen
 * times (its axis, its events' ranges) on every render, and dayjs's format is the slow part.
 */
export function formatTime(instant: Date | string | number): string {
  const ms = new Date(instant).getTime();
  return ms % 60_000 === 0 ? timeOfMinute(ms / 60_000) : lagos(ms).format(TIME_FORMAT);
}
export const formatDetails = (instant: Date | string | number) => lagos(instant).format(DETAILS_FORMAT);
/** A Lagos day ('YYYY-MM-DD') as DETAILS_FORMAT writes its day: 'Tue, 01 Dec 2026'. */
export const formatDay = (day: string) =>
  lagos(fromLagos(day, '12:00')).format(DETAILS_FORMAT.replace(/, hh:mm A$/, ''));

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

/** Weekday names, Monday first: business hours number days 0 (Monday) to 6 (Sunday). */
export const DAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
/** The Monday-first day number (0–6) of an instant in Lagos. */
export const lagosWeekday = (instant: Date | string | number) => (lagos(instant).day() + 6) % 7;
