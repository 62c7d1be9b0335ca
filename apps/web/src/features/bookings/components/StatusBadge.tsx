import { type BookingStatus, DISPLAY_STATUS, listColourKey } from '@app/shared';
import { Badge, type BadgeProps } from '@mantine/core';

/** SPEC §4 list colours, as Mantine colours. */
export const LIST_COLOURS: Record<ReturnType<typeof listColourKey>, string> = {
  pending: 'yellow',
  approved: 'brand',
  completed: 'green',
  ongoing: 'teal',
  cancelled: 'red',
  review: 'indigo',
};

const EXTRA_LABELS: Record<string, string> = { review: 'Review', mixed: 'Mixed' };

export const statusLabel = (status: string) =>
  DISPLAY_STATUS[status as BookingStatus] ?? EXTRA_LABELS[status] ?? status;

export function StatusBadge({ status, ...props }: { status: string } & BadgeProps) {
  return (
    <Badge variant="light" color={LIST_COLOURS[listColourKey(status)]} radius="sm" {...props}>
      {statusLabel(status)}
    </Badge>
  );
}
