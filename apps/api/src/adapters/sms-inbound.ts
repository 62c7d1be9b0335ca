import { createHmac, timingSafeEqual } from 'node:crypto';
import type { InboundMessage } from './whatsapp-inbound.ts';

/**
 * Termii's webhook (developer.termii.com/incoming, /events-and-reports), the SMS adapter's provider:
 * `X-Termii-Signature: <hex>`, the HMAC-SHA512 of the exact raw body with the account's secret key.
 * No secret configured: nothing is valid.
 */
export function smsSignatureValid(secret: string | undefined, rawBody: Buffer, header: string | undefined) {
  if (!secret || !header || !/^[0-9a-f]+$/i.test(header)) return false;
  const given = Buffer.from(header, 'hex');
  const expected = createHmac('sha512', secret).update(rawBody).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const smsSignature = (secret: string, rawBody: Buffer | string) =>
  createHmac('sha512', secret).update(rawBody).digest('hex');

/**
 * A client's SMS to our number: `{"type":"inbound","sender":"2347069549231","message":"Stop",…}`.
 * Delivery reports of our own messages come to the same URL as type 'outbound', and carry none.
 */
export function inboundSms(body: unknown): InboundMessage | null {
  const report = (body ?? {}) as { type?: unknown; sender?: unknown; message?: unknown };
  return report.type === 'inbound' && typeof report.sender === 'string' && typeof report.message === 'string'
    ? { from: report.sender, text: report.message }
    : null;
}
