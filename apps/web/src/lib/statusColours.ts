import type { BookingStatus } from '@app/shared';

/** Text drawn on a background. Every pair here is chosen to read at WCAG AA (4.5:1 or more). */
export type ColourPair = { background: string; text: string };

/**
 * Schedule colours by SPEC §2's hues: ongoing teal, completed green, cancelled red, awaiting review
 * dark blue, anything else (pending) amber. Shades and text colours are picked so that the event's
 * label keeps a 4.5:1 contrast: amber keeps its bright shade with dark text, the others are dark
 * enough for white text.
 */
export const EVENT_COLOURS = {
  ongoing: { background: '#0f766e', text: '#ffffff' },
  completed: { background: '#15803d', text: '#ffffff' },
  cancelled: { background: '#b91c1c', text: '#ffffff' },
  'awaiting review': { background: '#1e3a8a', text: '#ffffff' },
  pending: { background: '#f59e0b', text: '#451a03' },
} as const satisfies Record<string, ColourPair>;

/** The schedule colours of a booking status (a no-show reads as a cancellation). */
export function eventColours(status: string): ColourPair {
  switch (status) {
    case 'ongoing':
    case 'completed':
    case 'cancelled':
    case 'awaiting review':
      return EVENT_COLOURS[status];
    case 'no show':
      return EVENT_COLOURS.cancelled;
    default:
      return EVENT_COLOURS.pending;
  }
}

/**
 * How a schedule event is drawn within its SPEC colour (issue 36), so statuses sharing SPEC's amber
 * read apart at a glance: a request still to answer is outlined and hatched, an approved booking
 * solid, a cancellation request solid with a red flag; a cancelled or missed one is struck through.
 */
export type EventLook = 'request' | 'solid' | 'cancel-request' | 'ended';
export function eventLook(status: string): EventLook {
  if (status === 'pending') return 'request';
  if (status.startsWith('cancellation requested')) return 'cancel-request';
  if (status === 'cancelled' || status === 'no show') return 'ended';
  return 'solid';
}

/** A pending request's pale amber, inside its amber outline and hatching (dark text at AA). */
export const REQUEST_COLOURS: ColourPair = { background: '#fef3c7', text: '#451a03' };

/** The schedule's colours of a status, its look applied. */
export const scheduleColours = (status: string): ColourPair =>
  eventLook(status) === 'request' ? REQUEST_COLOURS : eventColours(status);

/** The schedule's legend: each look of SPEC's colours, named as the vendor says it. */
export const EVENT_LEGEND: readonly { label: string; status: BookingStatus }[] = [
  { label: 'Pending', status: 'pending' },
  { label: 'Approved', status: 'approved' },
  { label: 'Cancellation requested', status: 'cancellation requested user' },
  { label: 'Ongoing', status: 'ongoing' },
  { label: 'Completed', status: 'completed' },
  { label: 'Awaiting review', status: 'awaiting review' },
  { label: 'Cancelled', status: 'cancelled' },
];

/** SPEC §3 calendar event 'backgroundColor'. */
export const eventColour = (status: string) => eventColours(status).background;

/** The statuses SPEC §4 lists under 'review': awaiting review and both cancellation requests. */
const REVIEW_LIKE: ReadonlySet<string> = new Set<BookingStatus>([
  'awaiting review',
  'cancellation requested user',
  'cancellation requested vendor',
]);

export type ListColourKey = 'pending' | 'approved' | 'completed' | 'ongoing' | 'cancelled' | 'review';

/**
 * List colours (SPEC §4): pending, approved, completed, ongoing, cancelled and 'review' (awaiting
 * review and both cancellation requests; also a group's 'review' summary). Ours: a no-show reads as
 * ended (cancelled); anything else, 'mixed' included, as pending.
 */
export function listColourKey(status: string): ListColourKey {
  if (REVIEW_LIKE.has(status) || status === 'review') return 'review';
  if (status === 'approved' || status === 'completed' || status === 'ongoing' || status === 'cancelled')
    return status;
  if (status === 'no show') return 'cancelled';
  return 'pending';
}

/**
 * Status badges (SPEC §4 list colours: pending, approved, completed, ongoing, cancelled and 'review'):
 * a pale tint of the hue with a dark shade of the same hue as text.
 */
export const BADGE_COLOURS: Record<ListColourKey, ColourPair> = {
  pending: { background: '#fef3c7', text: '#92400e' },
  approved: { background: '#f4f0fe', text: '#4f27b4' },
  completed: { background: '#dcfce7', text: '#166534' },
  ongoing: { background: '#ccfbf1', text: '#115e59' },
  cancelled: { background: '#fee2e2', text: '#991b1b' },
  review: { background: '#e0e7ff', text: '#3730a3' },
};

export const badgeColours = (status: string): ColourPair => BADGE_COLOURS[listColourKey(status)];
