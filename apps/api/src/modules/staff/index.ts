// The public face of the team: what other modules use of it, written out here (importing it loads nothing).
import type { StaffSchedule } from '@app/shared';

/** A member of the vendor's team with their week (staff.repository.ts's teamOf). */
export interface TeamMember extends StaffSchedule {
  id: number;
  photo_path: string | null;
  /** An inactive member takes no bookings. */
  active: boolean;
  service_ids: number[];
}

/** The vendor's team members with their weeks, outside any transaction. */
export interface TeamReads {
  team(userId: number, fromDay?: string): Promise<TeamMember[]>;
}
