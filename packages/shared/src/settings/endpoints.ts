import { endpoint } from '../api/endpoint.ts';
import { idParams, userIdParams } from '../common.ts';
import { cancellationPolicyBody, cancellationPolicyResponse } from '../payments/schemas.ts';
import {
  bookingRulesBody,
  boostBody,
  boostResponse,
  businessHoursBody,
  businessHoursResponse,
  businessInfoBody,
  changePasswordBody,
  dayOffBody,
  daysOffResponse,
  locationBody,
  notificationPrefsBody,
  personalBody,
  referralsResponse,
  settingsCreatedResponse,
  settingsSavedResponse,
} from './schemas.ts';

const vendor = { tag: 'settings', audience: 'vendor' } as const;
/** A settings page's save: 200 with the message to show. */
const save = { ...vendor, method: 'PUT', responses: { 200: settingsSavedResponse } } as const;

/**
 * Every settings page's save and the reads they need. 422 is a rule the schema cannot see: an
 * unknown category, a phone number another account holds, a day off in the past or taken twice,
 * a wrong current password.
 */
export const settingsApi = {
  businessInfo: endpoint({ ...save, path: '/settings/business', body: businessInfoBody, errors: [422] }),
  /** The whole week at once: closed days are left out. */
  hours: endpoint({ ...save, path: '/settings/hours', body: businessHoursBody }),
  addDayOff: endpoint({
    ...vendor,
    method: 'POST',
    path: '/settings/days-off',
    body: dayOffBody,
    responses: { 201: settingsCreatedResponse },
    errors: [422],
  }),
  deleteDayOff: endpoint({
    ...vendor,
    method: 'DELETE',
    path: '/settings/days-off/:id',
    params: idParams,
    responses: { 200: settingsSavedResponse },
    errors: [404],
  }),
  location: endpoint({ ...save, path: '/settings/location', body: locationBody }),
  boost: endpoint({ ...vendor, method: 'GET', path: '/settings/boost', responses: { 200: boostResponse } }),
  requestBoost: endpoint({
    ...vendor,
    method: 'POST',
    path: '/settings/boost',
    body: boostBody,
    responses: { 201: settingsCreatedResponse },
  }),
  cancellationPolicy: endpoint({
    ...vendor,
    method: 'GET',
    path: '/settings/cancellation-policy',
    responses: { 200: cancellationPolicyResponse },
  }),
  saveCancellationPolicy: endpoint({
    ...save,
    path: '/settings/cancellation-policy',
    body: cancellationPolicyBody,
    // Issue 36: a misses' deposit rule with no share.
    errors: [422],
  }),
  bookingRules: endpoint({ ...save, path: '/settings/booking-rules', body: bookingRulesBody }),
  /** A changed phone number must be verified again. */
  personal: endpoint({ ...save, path: '/settings/personal', body: personalBody, errors: [422] }),
  referrals: endpoint({
    ...vendor,
    method: 'GET',
    path: '/settings/referrals',
    responses: { 200: referralsResponse },
  }),
  notifications: endpoint({ ...save, path: '/settings/notifications', body: notificationPrefsBody }),
  /** Needs the current password; signs out every other session. */
  password: endpoint({ ...save, path: '/settings/password', body: changePasswordBody, errors: [422] }),
};

/** SPEC §7's schedule reads, for the vendor's own user id (403 for anyone else's). */
const read = {
  tag: 'schedule',
  audience: 'vendor',
  method: 'GET',
  params: userIdParams,
  errors: [403],
} as const;

export const scheduleApi = {
  hours: endpoint({
    ...read,
    path: '/getBusinessHourwithBreak/:userId',
    responses: { 200: businessHoursResponse },
  }),
  daysOff: endpoint({ ...read, path: '/getDayOff/:userId', responses: { 200: daysOffResponse } }),
};
