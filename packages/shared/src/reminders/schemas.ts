import { z } from 'zod';
import { text } from '../common.ts';
import { clientConsentResponse } from './consent.ts';
import { CLIENT_MESSAGE_KINDS, CLIENT_MESSAGE_STATUSES, MESSAGE_CHANNELS, REMINDERS } from './rules.ts';

const time = text().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Times are HH:mm');

export const REMINDER_MESSAGES = {
  hoursRange: `Between ${REMINDERS.minHours} and ${REMINDERS.maxHours} hours`,
  tooMany: `At most ${REMINDERS.maxReminders} reminders`,
  twice: 'Each reminder time only once',
  quietSame: 'Quiet hours must end at another time than they begin',
  saved: 'Reminder settings saved',
} as const;

/** The vendor's reminder settings: hours before the start, quiet hours (Lagos), channels on or off. */
export const reminderSettingsBody = z
  .object({
    reminder_hours: z
      .array(
        z
          .number({ error: 'Value must be numeric' })
          .int(REMINDER_MESSAGES.hoursRange)
          .min(REMINDERS.minHours, REMINDER_MESSAGES.hoursRange)
          .max(REMINDERS.maxHours, REMINDER_MESSAGES.hoursRange),
      )
      .max(REMINDERS.maxReminders, REMINDER_MESSAGES.tooMany)
      .refine((hours) => new Set(hours).size === hours.length, REMINDER_MESSAGES.twice),
    quiet_hours_enabled: z.boolean(),
    quiet_start: time,
    quiet_end: time,
    whatsapp: z.boolean(),
    sms: z.boolean(),
    email: z.boolean(),
  })
  .refine((s) => !s.quiet_hours_enabled || s.quiet_start !== s.quiet_end, {
    path: ['quiet_end'],
    message: REMINDER_MESSAGES.quietSame,
  });
export type ReminderSettingsBody = z.infer<typeof reminderSettingsBody>;
export const reminderSettingsResponse = z.object({ success: z.literal(true), data: reminderSettingsBody });

/** One message to the client about a booking, and where its delivery stands. */
export const clientMessageResponse = z.object({
  id: z.number().int(),
  kind: z.enum(CLIENT_MESSAGE_KINDS),
  /** For a reminder: how many hours before the start. */
  offset_hours: z.number().int().nullable(),
  /** When it goes (or went) out. */
  due_at: z.string(),
  status: z.enum(CLIENT_MESSAGE_STATUSES),
  /** The channel that delivered it. */
  channel: z.enum(MESSAGE_CHANNELS).nullable(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  sent_at: z.string().nullable(),
});
export type ClientMessage = z.infer<typeof clientMessageResponse>;
export const bookingMessagesResponse = z.object({
  success: z.literal(true),
  data: z.array(clientMessageResponse),
  /** The client's latest consent record (issue 37); null for a booking made before there were any. */
  consent: clientConsentResponse.nullable(),
});
