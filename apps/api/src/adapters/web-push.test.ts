import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { loadConfig } from '../config.ts';
import { type FakePushService, startFakePushService } from '../test/fake-push-service.ts';
import { createPushSender, vapidKeys } from './web-push.ts';

const configIn = (dataDir: string, env: NodeJS.ProcessEnv = {}) => loadConfig(env, { DATA_DIR: dataDir });

describe('the VAPID keys', () => {
  it('are made on first use, kept in the data directory for the server alone, and the same after a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vapid-'));
    const [first, racing] = await Promise.all([vapidKeys(configIn(dir)), vapidKeys(configIn(dir))]);
    expect(racing).toEqual(first);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(statSync(join(dir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    expect(await createPushSender(configIn(dir)).publicKey()).toBe(first.publicKey);
  });

  it('come from the configuration when given, both or neither', async () => {
    const given = webpush.generateVAPIDKeys();
    const env = { VAPID_PUBLIC_KEY: given.publicKey, VAPID_PRIVATE_KEY: given.privateKey };
    expect(await vapidKeys(configIn(mkdtempSync(join(tmpdir(), 'vapid-')), env))).toEqual(given);
    expect(() => configIn('/tmp', { VAPID_PUBLIC_KEY: given.publicKey })).toThrow(
      /VAPID_PRIVATE_KEY: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together/,
    );
    expect(() => configIn('/tmp', { ...env, VAPID_SUBJECT: 'http://shop.ng' })).toThrow(/VAPID_SUBJECT/);
  });
});

describe('the Web Push sender', () => {
  let fake: FakePushService;
  beforeAll(async () => {
    fake = await startFakePushService();
  });
  afterAll(() => fake.close());

  it("sends only to the browsers' push services over https, and to the origins configured", () => {
    const sender = createPushSender(configIn('/tmp', { PUSH_SERVICE_ORIGINS: fake.origin }));
    expect(sender.accepts('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(sender.accepts('https://updates.push.services.mozilla.com/wpush/v2/abc')).toBe(true);
    expect(sender.accepts('https://wns2-par02p.notify.windows.com/w/?token=abc')).toBe(true);
    expect(sender.accepts('https://web.push.apple.com/abc')).toBe(true);
    expect(sender.accepts('https://fcm.googleapis.com.evil.example/abc')).toBe(false);
    expect(sender.accepts('http://fcm.googleapis.com/fcm/send/abc')).toBe(false);
    expect(sender.accepts(`${fake.origin}/push/a`)).toBe(true);
    expect(sender.accepts('http://127.0.0.1:1/push/a')).toBe(false);
  });

  it('signs for the push service it posts to and encrypts for the device alone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vapid-'));
    const sender = createPushSender(configIn(dir, { PUSH_SERVICE_ORIGINS: fake.origin }));
    const phone = fake.device('signed');
    expect(await sender.send(phone, '{"title":"Hi"}')).toBe('sent');
    expect(fake.received.at(-1)).toMatchObject({
      device: 'signed',
      payload: { title: 'Hi' },
      k: await sender.publicKey(),
    });

    // Another device's keys cannot open it: the fake refuses what does not decrypt.
    const other = fake.device('other');
    await expect(
      sender.send({ endpoint: other.endpoint, keys: phone.keys }, '{"title":"Hi"}'),
    ).rejects.toThrow('The push service answered 400');
    expect(fake.refused.at(-1)).toMatch(/payload does not decrypt/);

    // A JWT signed by another key than the one it names is refused.
    const forged = webpush.generateRequestDetails(phone, 'x', {
      vapidDetails: { subject: 'mailto:a@b.ng', ...webpush.generateVAPIDKeys() },
    });
    const [, token] = /t=([^,]+)/.exec(forged.headers.Authorization as string)!;
    const response = await fetch(forged.endpoint, {
      method: 'POST',
      headers: {
        ...(forged.headers as Record<string, string>),
        Authorization: `vapid t=${token}, k=${await sender.publicKey()}`,
      },
      body: new Uint8Array(forged.body),
    });
    expect(response.status).toBe(401);
    expect(fake.refused.at(-1)).toBe('JWT signature does not match k');

    fake.unsubscribe('signed');
    expect(await sender.send(phone, '{}')).toBe('gone');
  });
});
