import { z } from 'zod';
import { phoneRule } from '../auth/schemas.ts';
import { MAX_ID, recordId, text } from '../common.ts';
import { MSG } from '../messages.ts';

/** How a booking the vendor made came in: a client at the door, or a phone call. */
export const BOOKING_SOURCES = ['walk_in', 'phone'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];

/** A booking as the server sends it (SPEC §3, field names kept, including 'servvice_date'). */
export const bookingResponse = z.object({
  id: z.number().int(),
  multiple_id: z.string(),
  service_name: z.string(),
  servvice_date: z.string(),
  service_time: z.string(),
  end_date: z.string(),
  end_time: z.string(),
  booking_status: z.string(),
  service_amount: z.number(),
  /**
   * SPEC §3 names first_name and profile_image; a customer with an account also brings their id
   * (to open the chat with them) and the phone number they gave, if any. A walk-in's client has
   * neither: their phone is under `booked_by_vendor`.
   */
  enduser: z
    .object({
      first_name: z.string(),
      profile_image: z.string().nullable(),
      id: z.number().int().optional(),
      phone_number: z.string().nullable().optional(),
    })
    .nullable(),
  service_comment: z.string().nullable(),
  amount_paid: z.number(),
  balance_received: z.number(),
  service_location: z.string(),
  reviews: z.array(z.object({ id: z.number().int(), rating: z.number().int(), comment: z.string() })),
  cancelcomment: z.array(
    z.object({ initiator: z.string(), comment: z.string(), attachment: z.string().nullable() }),
  ),
  serviceform: z.object({
    service_duration_type: z.string(),
    virtual_appointment: z.boolean(),
    service_price: z.number(),
  }),
  service_address: z.string().nullable(),
  reference: z.string(),
  home_service_fee: z.number(),
  updated_at: z.string(),
  /** NGN of the paid deposit the shop kept (late cancellation or no-show) and the part refunded. */
  deposit_kept: z.number(),
  deposit_refunded: z.number(),
  /** UTC instants of start and end, for clients that do not want to parse Lagos wall-clock fields. */
  starts_at: z.string(),
  ends_at: z.string(),
  /**
   * Only on bookings the vendor made (walk-ins and phone bookings), whose client has no account:
   * how it came in and how to reach the client. The client's name is `enduser.first_name`.
   */
  booked_by_vendor: z
    .object({ source: z.enum(BOOKING_SOURCES), phone: z.string(), email: z.string().nullable() })
    .optional(),
  /**
   * The team member the booking is with (photo: a public path), or null: the vendor's own. Always
   * sent; optional so that a booking kept from before teams (a cached list, an older server) reads.
   */
  staff: z
    .object({ id: z.number().int(), name: z.string(), photo: z.string().nullable() })
    .nullable()
    .optional(),
  /** Only on a visit of a recurring series (issue 36): the series' id, shared by its visits. */
  series_id: z.number().int().optional(),
  /**
   * Only while the vendor's proposal of a new time waits for the customer's answer: that time
   * (Lagos date and wall-clock times, and UTC instants), which the booking holds meanwhile.
   */
  reschedule_proposal: z
    .object({
      date: z.string(),
      time: z.string(),
      end_time: z.string(),
      starts_at: z.string(),
      ends_at: z.string(),
      created_at: z.string(),
    })
    .optional(),
});
export type BookingResponse = z.infer<typeof bookingResponse>;

export const bookingsResponse = z.object({ success: z.literal(true), bookings: z.array(bookingResponse) });

/** Most Lagos days one range call covers, both ends counted: two long months (a month view shows six weeks). */
export const BOOKINGS_RANGE_MAX_DAYS = 62;
/** What the range call answers when its days cannot be used, word for word. */
export const BOOKINGS_RANGE_MESSAGES = {
  day: 'Give a date as YYYY-MM-DD',
  realDay: 'Choose a real date',
  reversed: 'The start of the range must not be after its end',
  tooLong: `Ask for at most ${BOOKINGS_RANGE_MAX_DAYS} days at a time`,
} as const;
/** Whether a 'YYYY-MM-DD' names a day the calendar has (not 2026-02-30). */
const isRealDay = (day: string) => {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === day;
};
/** A real calendar day, YYYY-MM-DD (the range queries of the calendar and the takings). */
export const rangeDay = text({ error: BOOKINGS_RANGE_MESSAGES.day })
  .regex(/^\d{4}-\d{2}-\d{2}$/, BOOKINGS_RANGE_MESSAGES.day)
  .refine(isRealDay, BOOKINGS_RANGE_MESSAGES.realDay);
/**
 * GET vendor/bookings/range?from=&to=: Lagos days, both included. A reversed or too long range is
 * the service's 422 (BOOKINGS_RANGE_MESSAGES), a malformed day the usual 400.
 */
export const bookingsRangeQuery = z.object({ from: rangeDay, to: rangeDay });
export type BookingsRangeQuery = z.infer<typeof bookingsRangeQuery>;
/**
 * GET vendor/bookings/busy-days?from=&to= (the range call's days and rules): the Lagos days of the
 * range on which a booking the vendor lists starts, other than a rejected one, in order. The month
 * calendar's dots, without a busy month's thousands of bookings.
 */
export const busyDaysResponse = z.object({ success: z.literal(true), days: z.array(z.string()) });
export type BusyDaysResponse = z.infer<typeof busyDaysResponse>;
export const actionResponse = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  type: z.string().optional(),
});

export const notificationResponse = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.string(),
  created_at: z.string(),
  /** Beyond SPEC (issue 34): the booking the alert is about, which it opens; null or absent for none. */
  booking_id: z.number().int().nullable().optional(),
});
export type NotificationResponse = z.infer<typeof notificationResponse>;
export const NOTIFICATION_TYPES = [
  'service',
  'reschedule',
  'fund',
  'security',
  'completed',
  'complete',
  'cancel',
] as const;

/** Cancel dialog: a comment with an optional image attachment (data URL). */
export const cancelBookingBody = z.object({
  comment: text({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .max(500, 'The maximum length allowed is 500'),
  attachment: text().max(3_000_000).nullish(),
});
export type CancelBookingBody = z.infer<typeof cancelBookingBody>;

export const SERVICE_LOCATIONS = ["At Client's Location", "At Vendor's Location"] as const;

export const dateField = text({ error: 'Choose a date' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date');
export const timeField = text({ error: 'Choose a time' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Choose a time');

/** The team member a calendar entry is for; absent or null: the vendor's own (or, for blocked time, everyone's). */
const staffField = recordId().nullish();

/** A walk-in or phone booking the vendor adds from the calendar; its slot follows the shared rules. */
export const walkInBody = z.object({
  source: z.enum(BOOKING_SOURCES, { error: 'Choose walk-in or phone' }),
  service_id: z
    .number({ error: 'Choose a service' })
    .int('Choose a service')
    .positive('Choose a service')
    .max(MAX_ID, 'Choose a service'),
  date: dateField,
  time: timeField,
  client_name: text({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .max(60, 'The maximum length allowed is 60'),
  client_phone: phoneRule,
  /** Optional: blank means none. */
  client_email: text()
    .trim()
    .toLowerCase()
    .max(254, MSG.invalidEmail)
    .refine((email) => email === '' || z.email().safeParse(email).success, MSG.invalidEmail)
    .nullish(),
  note: text().trim().max(500, 'The maximum length allowed is 500').nullish(),
  staff_id: staffField,
});
export type WalkInBody = z.infer<typeof walkInBody>;

export const walkInResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  booking: bookingResponse,
});

/**
 * A period the vendor blocks off on one day (Lagos wall-clock times), e.g. staff training. The
 * end-after-start check runs even while other fields are wrong, so a form shows every error at once.
 */
export const blockedTimeBody = z
  .object({
    date: dateField,
    start_time: timeField,
    end_time: timeField,
    reason: text().trim().max(200, 'The maximum length allowed is 200').nullish(),
    staff_id: staffField,
  })
  .refine((b) => b.end_time > b.start_time, {
    path: ['end_time'],
    message: 'The end must be after the start',
    when: ({ value, issues }) =>
      typeof value === 'object' &&
      value !== null &&
      !issues.some((issue) => issue.path?.[0] === 'start_time' || issue.path?.[0] === 'end_time'),
  });
export type BlockedTimeBody = z.infer<typeof blockedTimeBody>;

export const blockedTimeResponse = z.object({
  id: z.number().int(),
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  reason: z.string().nullable(),
  /** Whose time it blocks: a team member's, or null for the whole business. */
  staff_id: z.number().int().nullable(),
  /** UTC instants of the period. */
  starts_at: z.string(),
  ends_at: z.string(),
});
export type BlockedTimeResponse = z.infer<typeof blockedTimeResponse>;
export const blockedTimesResponse = z.object({
  success: z.literal(true),
  blocked_times: z.array(blockedTimeResponse),
});
export const blockedTimeCreatedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  blocked_time: blockedTimeResponse,
});
export const calendarSavedResponse = z.object({ success: z.literal(true), message: z.string() });

/** What the calendar's own calls answer, word for word. */
export const CALENDAR_MESSAGES = {
  bookingAdded: 'Booking added',
  chooseOwnService: 'Choose one of your services',
  blockedTimeAdded: 'Time blocked',
  blockedTimeRemoved: 'Blocked time removed',
  blockedTimeNotFound: 'Blocked time not found',
  blockedTimePassed: 'This time has already passed',
  /** Bookings are never moved or cancelled behind the vendor's back: they decide first. */
  blockedOverBooking: (what: string) =>
    `${what} is booked in this time. Cancel or move it before blocking the time.`,
} as const;

/** A new Lagos date and time for a booking; it keeps its duration. */
export const rescheduleBody = z.object({ date: dateField, time: timeField });
export type RescheduleBody = z.infer<typeof rescheduleBody>;

/** The free start times on one Lagos day of a booking's vendor, for moving the booking there. */
export const rescheduleTimesQuery = z.object({ date: dateField });
export const rescheduleTimesResponse = z.object({
  success: z.literal(true),
  date: z.string(),
  duration_minutes: z.number().int(),
  /** 'HH:mm' Lagos times the booking can move to now, in order. */
  times: z.array(z.string()),
});

/** A proposal made or withdrawn: the message to show and the booking as it now stands. */
export const rescheduleResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  booking: bookingResponse,
});
