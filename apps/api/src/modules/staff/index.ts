// What other modules may use of the team.
import { type StaffRepository, teamOf } from './staff.repository.ts';

/** The vendor's team members with their weeks, outside any transaction. */
export type TeamReads = Pick<StaffRepository, 'team'>;

/** The team read on the executor given: the slot checks read it under the vendor's lock. */
export const teamSchedules = { teamOf };
export type TeamSchedules = typeof teamSchedules;
