import { formatDetails, type SeriesVisit } from '@app/shared';
import { unprocessable } from '../../lib/errors.ts';
import type { SlotRequest, StaffAsked } from './index.ts';
import { REAL_DATE, wallClock } from './wall-clock.ts';

/**
 * The slots a series' visits ask for: the service's length from each Lagos date and time, labelled
 * with the day so a refusal names it. 422 for a day the calendar does not have.
 */
export function seriesSlots(
  visits: readonly SeriesVisit[],
  service: { name: string; duration_minutes: number },
  staff: StaffAsked,
): SlotRequest[] {
  return visits.map((visit) => {
    const start = wallClock(visit.date, visit.time);
    if (!start) throw unprocessable(REAL_DATE, { visits: `${visit.date}: ${REAL_DATE}` });
    return {
      label: `${service.name}, ${formatDetails(start)}`,
      start,
      end: new Date(start.getTime() + service.duration_minutes * 60_000),
      staff,
    };
  });
}
