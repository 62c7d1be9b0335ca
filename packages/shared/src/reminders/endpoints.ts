import { endpoint } from '../api/endpoint.ts';
import { idParams } from '../common.ts';
import { settingsSavedResponse } from '../settings/schemas.ts';
import { bookingMessagesResponse, reminderSettingsBody, reminderSettingsResponse } from './schemas.ts';

const vendor = { tag: 'reminders', audience: 'vendor' } as const;

/** Our own (not SPEC §7): the client messages of a booking and the vendor's reminder settings. */
export const remindersApi = {
  settings: endpoint({
    ...vendor,
    method: 'GET',
    path: '/settings/reminders',
    responses: { 200: reminderSettingsResponse },
  }),
  /** Upcoming approved bookings are planned again with the new settings. */
  saveSettings: endpoint({
    ...vendor,
    method: 'PUT',
    path: '/settings/reminders',
    body: reminderSettingsBody,
    responses: { 200: settingsSavedResponse },
  }),
  /** Every message to the client about one of the vendor's bookings, in the order they go out. */
  bookingMessages: endpoint({
    ...vendor,
    method: 'GET',
    path: '/vendor/bookings/:id/messages',
    params: idParams,
    responses: { 200: bookingMessagesResponse },
    errors: [404],
  }),
};
