import { lagosDateTime } from '@app/shared';

/** A blocked period as the calendar draws it: its Lagos day and times, and its instants. */
export const presentBlock = (row: {
  id: number;
  starts_at: string;
  ends_at: string;
  reason: string | null;
  staff_id: number | null;
}) => {
  const start = lagosDateTime(row.starts_at);
  return {
    id: row.id,
    date: start.date,
    start_time: start.time,
    end_time: lagosDateTime(row.ends_at).time,
    reason: row.reason,
    staff_id: row.staff_id,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
  };
};
