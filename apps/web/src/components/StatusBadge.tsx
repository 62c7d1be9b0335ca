import { type BookingStatus, DISPLAY_STATUS } from '@app/shared';
import { Badge, type BadgeProps } from '@mantine/core';
import { badgeColours, type ListColourKey } from '../lib/statusColours.ts';

/** SPEC §4 list colours as Mantine colours, for accents (borders, bars); badge text uses `BADGE_COLOURS`. */
export const LIST_COLOURS: Record<ListColourKey, string> = {
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

/** A status in its list colour: dark text on a pale tint of the same hue (WCAG AA contrast). */
export function StatusBadge({ status, ...props }: { status: string } & BadgeProps) {
  const colours = badgeColours(status);
  return (
    <Badge
      variant="light"
      radius="sm"
      vars={() => ({
        root: {
          '--badge-bg': colours.background,
          '--badge-color': colours.text,
          '--badge-bd': '1px solid transparent',
        },
      })}
      {...props}
    >
      {statusLabel(status)}
    </Badge>
  );
}
