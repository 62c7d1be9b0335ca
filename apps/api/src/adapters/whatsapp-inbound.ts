import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The WhatsApp Cloud API's webhook, as Meta delivers it: `X-Hub-Signature-256: sha256=<hex>`, the
 * HMAC-SHA256 of the exact raw body with the app secret. No secret configured: nothing is valid.
 */
export function whatsAppSignatureValid(
  appSecret: string | undefined,
  rawBody: Buffer,
  header: string | undefined,
) {
  if (!appSecret || !header?.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const whatsAppSignature = (appSecret: string, rawBody: Buffer | string) =>
  `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;

/** A client's message to the business number: who sent it (wa_id, digits) and its words. */
export interface InboundMessage {
  from: string;
  text: string;
}

interface Delivery {
  object?: string;
  entry?: {
    changes?: {
      field?: string;
      value?: {
        messages?: { from?: string; type?: string; text?: { body?: string }; button?: { text?: string } }[];
      };
    }[];
  }[];
}

/**
 * The messages in a delivery (`entry[].changes[].value.messages[]`, field 'messages'): typed text,
 * or a quick-reply button's text; status updates and anything else carry none.
 */
export function inboundMessages(body: unknown): InboundMessage[] {
  const delivery = (body ?? {}) as Delivery;
  if (delivery.object !== 'whatsapp_business_account' || !Array.isArray(delivery.entry)) return [];
  return delivery.entry.flatMap((entry) =>
    (entry.changes ?? [])
      .filter((change) => change.field === 'messages')
      .flatMap((change) => change.value?.messages ?? [])
      .flatMap((m) => {
        const text = m.type === 'button' ? m.button?.text : m.text?.body;
        return typeof m.from === 'string' && typeof text === 'string' ? [{ from: m.from, text }] : [];
      }),
  );
}
