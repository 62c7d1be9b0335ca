/**
 * A visit of several services booked one after another (one multiple_id): when it may start, and
 * the items POST customer/bookings takes for it. Pure and free of zod: the shop page's script uses it.
 */

const DAY_MINUTES = 24 * 60;
const pad = (n: number) => String(n).padStart(2, '0');

/** 'HH:mm' plus minutes, or null when that is the next day or later. */
export function timeAfter(time: string, minutes: number): string | null {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  const total = hours * 60 + mins + minutes;
  return total >= DAY_MINUTES ? null : `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

/** One service's free start times by Lagos day, as GET customer/shop/{link}/slots answers them. */
export interface ServiceTimes {
  minutes: number;
  days: { date: string; times: string[] }[];
}

/**
 * The times a visit may start on each day: the first service free then, the second free when the
 * first ends, and so on, all on the same day. One service: its own free times.
 */
export function visitStartTimes(services: ServiceTimes[]): { date: string; times: string[] }[] {
  const [first] = services;
  if (!first) return [];
  const free = services.map((service) => new Map(service.days.map((day) => [day.date, new Set(day.times)])));
  return first.days.map(({ date, times }) => ({
    date,
    times: times.filter((start) => {
      let at: string | null = start;
      return services.every((service, i) => {
        const fits = at !== null && Boolean(free[i]!.get(date)?.has(at));
        at = at === null ? null : timeAfter(at, service.minutes);
        return fits;
      });
    }),
  }));
}

/** The booking items of a visit starting at `time`: each service when the one before it ends. */
export function visitItems(
  date: string,
  time: string,
  services: { id: number; minutes: number }[],
  staffId: number | null,
): { service_id: number; date: string; time: string; staff_id?: number }[] {
  let at = time;
  return services.map((service) => {
    const item = {
      service_id: service.id,
      date,
      time: at,
      ...(staffId === null ? {} : { staff_id: staffId }),
    };
    at = timeAfter(at, service.minutes) ?? at;
    return item;
  });
}
