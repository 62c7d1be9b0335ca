import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { idParams, text } from '../common.ts';
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
  /**
   * The WhatsApp Cloud API's webhook subscription check: Meta sends the verify token it was given
   * and expects the challenge back as plain text; another token is refused with 403.
   */
  whatsappWebhookCheck: endpoint({
    method: 'GET',
    path: '/reminders/whatsapp/webhook',
    tag: 'reminders',
    audience: 'public',
    query: z.object({
      'hub.mode': text().max(20).optional(),
      'hub.verify_token': text().max(200).optional(),
      'hub.challenge': text().max(200).optional(),
    }),
    responses: { 200: { description: 'The challenge, as text' } },
    errors: [403],
  }),
  /**
   * Messages clients send to the business number (issue 37): a STOP withdraws her consent to
   * messages. Signed as Meta signs it (X-Hub-Signature-256, HMAC-SHA256 of the raw body with the
   * app secret); an unsigned or wrongly signed delivery is refused with 401.
   */
  whatsappWebhook: endpoint({
    method: 'POST',
    path: '/reminders/whatsapp/webhook',
    tag: 'reminders',
    audience: 'public',
    headers: z.object({ 'x-hub-signature-256': z.string().optional() }),
    body: z.object({ object: z.string().optional(), entry: z.array(z.unknown()).optional() }),
    responses: { 200: z.object({ received: z.literal(true) }) },
    errors: [401],
  }),
  /**
   * Termii's inbound-SMS and delivery-report webhook (issue 37): an inbound STOP withdraws her
   * consent as a WhatsApp one does; delivery reports (type 'outbound') are answered and ignored.
   * Signed as Termii signs it (X-Termii-Signature, hex HMAC-SHA512 of the raw body with the
   * account's secret key); an unsigned or wrongly signed report is refused with 401.
   */
  smsWebhook: endpoint({
    method: 'POST',
    path: '/reminders/sms/webhook',
    tag: 'reminders',
    audience: 'public',
    headers: z.object({ 'x-termii-signature': z.string().optional() }),
    body: z.object({
      type: z.string().optional(),
      sender: z.string().optional(),
      message: z.string().optional(),
    }),
    responses: { 200: z.object({ received: z.literal(true) }) },
    errors: [401],
  }),
};
