import type { Config } from '../config.ts';
import type { Clock } from './clock.ts';
import { writeToOutbox } from './outbox.ts';

export interface Sms {
  to: string;
  text: string;
}

export interface SmsSender {
  send(sms: Sms): Promise<void>;
}

/**
 * An HTTP SMS provider in the style of Nigerian gateways (POST {base}/sms/send with an API key),
 * else the outbox. SMS_ROUTE picks the route: 'dnd' (transactional) reaches numbers on the
 * do-not-disturb register, which the 'generic' route does not.
 */
export function createSmsSender(config: Config, clock: Clock): SmsSender {
  const { SMS_BASE_URL: baseUrl, SMS_API_KEY: apiKey } = config;
  if (!baseUrl || !apiKey) {
    return {
      send: async (sms) => {
        await writeToOutbox(config.DATA_DIR, { channel: 'sms', ...sms }, clock.now());
      },
    };
  }
  return {
    send: async (sms) => {
      const response = await fetch(new URL('sms/send', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          api_key: apiKey,
          to: sms.to,
          from: config.SMS_SENDER_ID,
          sms: sms.text,
          type: 'plain',
          channel: config.SMS_ROUTE,
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    },
  };
}
