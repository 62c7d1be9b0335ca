import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WHATSAPP_TEMPLATES } from '@app/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { startFakeWhatsApp } from '../test/fake-whatsapp.ts';
import { bookWalkIn, createTestApp, type TestApp, TestClock, vendorWithServices } from '../test/harness.ts';
import { createWhatsAppSender, type WhatsAppMessage } from './whatsapp.ts';

const TOKEN = 'EAAG-test-token';
const PHONE_ID = '106540352242922';
// As docs/FEATURES.md asks the business account to approve them: five body parameters each.
const templates = Object.fromEntries(Object.values(WHATSAPP_TEMPLATES).map((name) => [name, 5]));

let fake: Awaited<ReturnType<typeof startFakeWhatsApp>> | undefined;
let t: TestApp | undefined;
afterEach(async () => {
  await fake?.close();
  await t?.close();
  fake = undefined;
  t = undefined;
});

const env = (baseUrl: string, token = TOKEN) => ({
  WHATSAPP_TOKEN: token,
  WHATSAPP_PHONE_NUMBER_ID: PHONE_ID,
  WHATSAPP_BASE_URL: baseUrl,
});
const message: WhatsAppMessage = {
  to: '+2348031234567',
  template: 'appointment_reminder',
  language: 'en',
  parameters: [
    'Chioma Braids',
    'Wash & Set',
    'Sat, 21 Nov 2026, 02:00 PM',
    'BK-7F3KQ9RA',
    'http://app.test/shop/chioma-braids/booking?key=k',
  ],
  text: 'Chioma Braids: a reminder …',
};
const senderFor = (baseUrl: string, token = TOKEN) =>
  createWhatsAppSender(
    loadConfig(env(baseUrl, token), { DATA_DIR: '/nonexistent-outbox-must-not-be-used' }),
    new TestClock(),
  );

describe('the WhatsApp Cloud API adapter', () => {
  it('sends a template message to {base}/{version}/{phone-number-id}/messages with the bearer token', async () => {
    fake = await startFakeWhatsApp({ token: TOKEN, phoneNumberId: PHONE_ID, templates });
    await senderFor(fake.baseUrl).send(message);
    expect(fake.calls).toEqual([
      {
        path: `/v23.0/${PHONE_ID}/messages`,
        authorization: `Bearer ${TOKEN}`,
        body: {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: '2348031234567',
          type: 'template',
          template: {
            name: 'appointment_reminder',
            language: { code: 'en' },
            components: [
              {
                type: 'body',
                parameters: message.parameters.map((text) => ({ type: 'text', text })),
              },
            ],
          },
        },
      },
    ]);
  });

  it('fails with the API’s own code and details, so the caller can fall back', async () => {
    fake = await startFakeWhatsApp({
      token: TOKEN,
      phoneNumberId: PHONE_ID,
      templates,
      blocked: ['2348031234567'],
    });
    await expect(senderFor(fake.baseUrl, 'wrong').send(message)).rejects.toThrow(
      /^WhatsApp answered 401 \(190\)/,
    );
    await expect(senderFor(fake.baseUrl).send({ ...message, template: 'promo' })).rejects.toThrow(
      'WhatsApp answered 404 (132001): template name (promo) does not exist in en',
    );
    await expect(senderFor(fake.baseUrl).send({ ...message, parameters: ['one'] })).rejects.toThrow(
      /^WhatsApp answered 400 \(132000\)/,
    );
    await expect(senderFor(fake.baseUrl).send(message)).rejects.toThrow(/^WhatsApp answered 400 \(131030\)/);
    fake.state.down = true;
    await expect(senderFor(fake.baseUrl).send({ ...message, to: '+2348090000000' })).rejects.toThrow(
      /^WhatsApp answered 503 \(2\)/,
    );
  });

  it('writes to the outbox (channel whatsapp) without a token', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'outbox-'));
    const clock = new TestClock();
    await createWhatsAppSender(loadConfig({}, { DATA_DIR: dataDir }), clock).send(message);
    const [file] = readdirSync(join(dataDir, 'outbox'));
    expect(JSON.parse(readFileSync(join(dataDir, 'outbox', file!), 'utf8'))).toEqual({
      channel: 'whatsapp',
      to: '+2348031234567',
      text: message.text,
      template: 'appointment_reminder',
      created_at: clock.now().toISOString(),
    });
  });
});

describe('client messages through the Cloud API', () => {
  const walkIn = (vendor: Awaited<ReturnType<typeof vendorWithServices>>, time: string, phone: string) =>
    bookWalkIn(t!, vendor, { time, client_phone: phone });

  it('delivers by WhatsApp, and by SMS when the API refuses the recipient', async () => {
    fake = await startFakeWhatsApp({
      token: TOKEN,
      phoneNumberId: PHONE_ID,
      templates,
      blocked: ['2348090000000'],
    });
    t = await createTestApp({}, env(fake.baseUrl));
    const vendor = await vendorWithServices(t);
    const reached = (await walkIn(vendor, '14:00', '08031234567')).json().booking.id as number;
    const refused = (await walkIn(vendor, '16:00', '08090000000')).json().booking.id as number;
    await t.app.container.clientMessages.settled();
    const first = async (id: number) =>
      (await t!.app.inject({ url: `/api/vendor/bookings/${id}/messages`, headers: vendor.auth })).json()
        .data[0];
    expect(await first(reached)).toMatchObject({ kind: 'confirmation', status: 'sent', channel: 'whatsapp' });
    expect(await first(refused)).toMatchObject({ status: 'sent', channel: 'sms' });
    expect((await first(refused)).last_error).toMatch(/^whatsapp: WhatsApp answered 400 \(131030\)/);
    expect(fake.calls.map((c) => c.body.to)).toEqual(['2348031234567', '2348090000000']);
    expect(t.smses).toEqual([{ to: '2348090000000', text: expect.stringMatching(/is confirmed/) }]);
  });
});
