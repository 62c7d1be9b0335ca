// The public face of the schedule: what other modules use of it, written out here (importing it loads nothing).
import type { BreakTime, OpeningHours } from '@app/shared';

/** A vendor's opening hours and breaks, outside any transaction (the customer shop's free times). */
export interface WeekReads {
  hours(userId: number): Promise<OpeningHours[]>;
  breaks(userId: number): Promise<(BreakTime & { id: number })[]>;
}
