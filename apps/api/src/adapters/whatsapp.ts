import type { Config } from '../config.ts';
import type { Clock } from './clock.ts';
import { writeToOutbox } from './outbox.ts';

/** A WhatsApp template message: the approved template's name and its body parameters, in order. */
export interface WhatsAppMessage {
  /** E.164, e.g. +2348031234567 */
  to: string;
  template: string;
  language: string;
  parameters: string[];
  /** The same message in words, for the outbox file and logs. */
  text: string;
}

export interface WhatsAppSender {
  send(message: WhatsAppMessage): Promise<void>;
}

/** The Cloud API's error body: `{error: {message, type, code, error_data: {details}, fbtrace_id}}`. */
interface CloudApiError {
  error?: { message?: string; code?: number; error_data?: { details?: string } };
}

/**
 * The WhatsApp Cloud API (template messages: POST {base}/{version}/{phone-number-id}/messages
 * with the bearer token) when WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are set, else the outbox.
 * Any answer but 200 with a message id is a failure, so the caller falls back to the next channel.
 */
export function createWhatsAppSender(config: Config, clock: Clock): WhatsAppSender {
  const { WHATSAPP_TOKEN: token, WHATSAPP_PHONE_NUMBER_ID: phoneNumberId } = config;
  if (!token || !phoneNumberId) {
    return {
      send: async ({ to, text, template }) => {
        await writeToOutbox(config.DATA_DIR, { channel: 'whatsapp', to, text, template }, clock.now());
      },
    };
  }
  const base = config.WHATSAPP_BASE_URL.replace(/\/+$/, '');
  const url = `${base}/${config.WHATSAPP_API_VERSION}/${encodeURIComponent(phoneNumberId)}/messages`;
  return {
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          // The Cloud API takes the number with its country code and without '+'.
          to: message.to.replace(/^\+/, ''),
          type: 'template',
          template: {
            name: message.template,
            language: { code: message.language },
            components: [
              {
                type: 'body',
                parameters: message.parameters.map((text) => ({ type: 'text', text })),
              },
            ],
          },
        }),
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await response.json().catch(() => ({}))) as CloudApiError & {
        messages?: { id?: string }[];
      };
      if (response.ok && body.messages?.[0]?.id) return;
      const error = body.error;
      const detail = error?.error_data?.details ?? error?.message ?? 'no message id in the answer';
      throw new Error(
        `WhatsApp answered ${response.status}${error?.code ? ` (${error.code})` : ''}: ${detail}`,
      );
    },
  };
}
