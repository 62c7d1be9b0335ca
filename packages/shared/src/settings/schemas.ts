import { z } from 'zod';
import { confirmed, fullNameRule, GENDERS, passwordRule, phoneRule } from '../auth/schemas.ts';
import { recordId, text } from '../common.ts';
import { MSG } from '../messages.ts';

/** A web link only: a `javascript:` or `data:` "link" on the public shop page would run or show anything. */
const url = text()
  .trim()
  .max(255)
  .pipe(z.url({ protocol: /^https?$/, error: 'Enter a full link, starting with https://' }))
  .or(z.literal(''))
  .nullish();
const time = text().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Times are HH:mm');

export const businessInfoBody = z.object({
  business_name: text({ error: MSG.required }).trim().min(1, MSG.required).max(80),
  business_description: text().trim().max(1000).nullish(),
  business_category: recordId(),
  instagram: url,
  facebook: url,
  twitter: url,
});

/** One working day of a week (0 = Monday … 6 = Sunday), with its breaks. */
const workDay = z.object({
  day: z.number().int().min(0).max(6),
  open_time: time,
  close_time: time,
  breaks: z
    .array(z.object({ start_time: time, end_time: time }))
    .max(5)
    .default([]),
});
/**
 * A week of working hours (the business's, or a team member's): days not worked are left out;
 * each day once, closing after opening, breaks inside the day and never overlapping. The
 * messages sit on the field they are about (`days.2.breaks.1`).
 */
export const workWeek = z
  .array(workDay)
  .max(7)
  .superRefine((days, ctx) => {
    const seen = new Set<number>();
    days.forEach((day, i) => {
      if (seen.has(day.day)) ctx.addIssue({ code: 'custom', path: [i, 'day'], message: 'Each day once' });
      seen.add(day.day);
      if (day.open_time >= day.close_time) {
        ctx.addIssue({
          code: 'custom',
          path: [i, 'close_time'],
          message: 'Closing time must be after opening time',
        });
      }
      const breaks = [...day.breaks].sort((a, b) => a.start_time.localeCompare(b.start_time));
      breaks.forEach((b, j) => {
        if (b.start_time >= b.end_time || b.start_time < day.open_time || b.end_time > day.close_time) {
          ctx.addIssue({
            code: 'custom',
            path: [i, 'breaks', j],
            message: 'A break must fit inside opening hours',
          });
        }
        const next = breaks[j + 1];
        if (next && next.start_time < b.end_time) {
          ctx.addIssue({ code: 'custom', path: [i, 'breaks', j + 1], message: 'Breaks cannot overlap' });
        }
      });
    });
  });
export type WorkWeek = z.infer<typeof workWeek>;

/** A week of opening hours: closed days are left out. */
export const businessHoursBody = z.object({ days: workWeek });
export type BusinessHoursBody = z.infer<typeof businessHoursBody>;

export const dayOffBody = z.object({
  date: text().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD'),
  reason: text().trim().max(200).nullish(),
});

export const locationBody = z
  .object({
    business_address: text({ error: MSG.required }).trim().min(1, MSG.required).max(200),
    home_service: z.boolean(),
    my_place: z.boolean(),
    home_service_fee: z
      .number({ error: MSG.numeric })
      .min(0, 'The fee cannot be negative')
      .max(500_000, 'The fee is too high'),
  })
  .refine((v) => v.home_service || v.my_place, {
    message: 'Choose home service, my place or both',
    path: ['my_place'],
  });

export const BOOST_PLANS = [
  { id: 'starter', name: 'Starter', days: 7, price: 2500, perks: ['Top of your category for 7 days'] },
  {
    id: 'growth',
    name: 'Growth',
    days: 14,
    price: 4500,
    perks: ['Top of your category for 14 days', 'Featured badge'],
  },
  {
    id: 'premium',
    name: 'Premium',
    days: 30,
    price: 8000,
    perks: ['Top of search for 30 days', 'Featured badge', 'Home page spot'],
  },
] as const;
export const boostBody = z.object({
  plan: z.enum(['starter', 'growth', 'premium'], { error: 'Choose a plan' }),
});

export const bookingRulesBody = z.object({
  booking_window: z.number().int().min(0).max(10_080, 'At most 7 days of notice'),
  future_booking_window: z.number().int().min(1).max(365, 'At most 365 days ahead'),
  rescheduling: z.boolean(),
  /** How many hours before the start customers may still move a booking; left as it is when absent. */
  rescheduling_hours: z
    .number({ error: MSG.numeric })
    .int(MSG.numeric)
    .min(0, 'At least 0 hours')
    .max(168, 'At most 168 hours (7 days)')
    .optional(),
  automatic_confirm_booking: z.boolean(),
  avoid_gaps: z.boolean(),
  /** Ours (issue 36): clients may book repeat visits online; left as it is when absent. */
  clients_book_series: z.boolean().optional(),
});

export const personalBody = z.object({
  full_name: fullNameRule,
  gender: z.enum(GENDERS),
  phone_number: phoneRule,
});

export const notificationPrefsBody = z.object({
  email_notification: z.boolean(),
  push_notification: z.boolean(),
  search_visibility: z.boolean(),
});

export const changePasswordBody = confirmed(
  {
    current_password: text({ error: MSG.required }).min(1, MSG.required).max(128),
    password: passwordRule,
    c_password: text({ error: MSG.required }).min(1, MSG.required),
  },
  'password',
  'c_password',
);

export const chatMessageBody = z.object({
  message: text({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .max(2000, 'The maximum length allowed is 2000'),
});

/** A settings change saved: the message to show. */
export const settingsSavedResponse = z.object({ success: z.literal(true), message: z.string() });
/** A day off or a boost request made: the message to show and its id. */
export const settingsCreatedResponse = settingsSavedResponse.extend({ id: z.number().int() });

export const boostPlanResponse = z.object({
  id: boostBody.shape.plan,
  name: z.string(),
  days: z.number().int(),
  /** NGN */
  price: z.number(),
  perks: z.array(z.string()).readonly(),
});
export type BoostPlanResponse = z.infer<typeof boostPlanResponse>;
export const boostRequestResponse = z.object({
  id: z.number().int(),
  plan: z.string(),
  status: z.string(),
  created_at: z.string(),
});
export type BoostRequestResponse = z.infer<typeof boostRequestResponse>;
/** The plans on offer and the vendor's requests, newest first. */
export const boostResponse = z.object({
  success: z.literal(true),
  /** BOOST_PLANS: the same for everyone. */
  plans: z.array(boostPlanResponse).readonly(),
  requests: z.array(boostRequestResponse),
});

export const referralResponse = z.object({
  business_name: z.string(),
  joined_at: z.string(),
  /** True once the referred business finished registering. */
  completed: z.boolean(),
});
export type ReferralResponse = z.infer<typeof referralResponse>;
export const referralsResponse = z.object({
  success: z.literal(true),
  code: z.string(),
  /** The sign-up page with the code filled in. */
  link: z.string(),
  referred: z.array(referralResponse),
});

/** An open day (0 = Monday … 6 = Sunday) with its breaks, as `getBusinessHourwithBreak` sends it. */
export const businessHourResponse = z.object({
  day: z.number().int(),
  day_name: z.string(),
  open_time: z.string(),
  close_time: z.string(),
  breaks: z.array(z.object({ id: z.number().int(), start_time: z.string(), end_time: z.string() })),
});
export type BusinessHourResponse = z.infer<typeof businessHourResponse>;
/** SPEC §7: the open days are `data[0]`. */
export const businessHoursResponse = z.object({
  success: z.literal(true),
  data: z.array(z.array(businessHourResponse)),
});

export const dayOffResponse = z.object({
  id: z.number().int(),
  date: z.string(),
  reason: z.string().nullable(),
});
export type DayOffResponse = z.infer<typeof dayOffResponse>;
/** SPEC §7: the days off from today on are `data[0]`. */
export const daysOffResponse = z.object({ success: z.literal(true), data: z.array(z.array(dayOffResponse)) });
