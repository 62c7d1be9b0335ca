// What other modules may use of the schedule.
import { breaksOf, daysOffOf, hoursOf, type ScheduleRepository } from './schedule.repository.ts';

/** A vendor's opening hours and breaks, outside any transaction (the customer shop's free times). */
export type WeekReads = Pick<ScheduleRepository, 'hours' | 'breaks'>;

/** Hours, breaks and days off read on the executor given: the slot checks read them under the vendor's lock. */
export const scheduleReads = { hoursOf, breaksOf, daysOffOf };
export type ScheduleReads = typeof scheduleReads;
