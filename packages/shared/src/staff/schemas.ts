import { z } from 'zod';
import { profileImageBody } from '../business/schemas.ts';
import { recordId, text } from '../common.ts';
import { MSG } from '../messages.ts';
import { workWeek } from '../settings/schemas.ts';

/** What the team calls and the booking rules about staff answer, word for word. */
export const STAFF_MESSAGES = {
  added: 'Team member added',
  saved: 'Team member saved',
  removed: 'Team member removed',
  photoSaved: 'Photo saved',
  photoRemoved: 'Photo removed',
  notFound: 'Team member not found',
  chooseOwnServices: 'Choose services of your business',
  chooseMember: 'Choose a member of the team',
  doesNotPerform: (name: string, service: string) => `${name} does not perform ${service}`,
  /** Their bookings keep their name: a member who ever held one is made inactive, not removed. */
  hasBookings: (name: string) => `${name} has bookings, so cannot be removed. Make them inactive instead.`,
  /** Customers are never left booked with someone who is gone: the vendor decides about each first. */
  upcoming: (name: string, count: number) =>
    `${name} has ${count} upcoming ${count === 1 ? 'booking' : 'bookings'}. Cancel or move ${count === 1 ? 'it' : 'them'} first.`,
  noneFree: 'No team member who performs this service is free at this time',
} as const;

const day = text({ error: 'Dates are YYYY-MM-DD' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD');

/**
 * A team member as the vendor saves them, whole: name, whether they take bookings, the services
 * they perform, their working week (days not worked left out, breaks never overlapping) and their
 * days off. Their slots must fit their week and the business's.
 */
export const staffBody = z.object({
  name: text({ error: MSG.required }).trim().min(1, MSG.required).max(60, 'The maximum length allowed is 60'),
  active: z.boolean().default(true),
  service_ids: z.array(recordId()).max(200).default([]),
  days: workWeek,
  days_off: z
    .array(day)
    .max(100)
    .default([])
    .refine((days) => new Set(days).size === days.length, 'Each day off once'),
});
export type StaffBody = z.infer<typeof staffBody>;
export type StaffInput = z.input<typeof staffBody>;

/** A new photo of a team member: a data URL, cut square like the logo. */
export const staffPhotoBody = profileImageBody;

export const staffMember = z.object({
  id: z.number().int(),
  name: z.string(),
  /** A public path under /uploads, or null. */
  photo: z.string().nullable(),
  active: z.boolean(),
  service_ids: z.array(z.number().int()),
  days: z.array(
    z.object({
      day: z.number().int(),
      open_time: z.string(),
      close_time: z.string(),
      breaks: z.array(z.object({ start_time: z.string(), end_time: z.string() })),
    }),
  ),
  days_off: z.array(z.string()),
});
export type StaffMember = z.infer<typeof staffMember>;

export const staffListResponse = z.object({ success: z.literal(true), staff: z.array(staffMember) });
export const staffSavedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  staff: staffMember,
});
export const staffRemovedResponse = z.object({ success: z.literal(true), message: z.string() });
