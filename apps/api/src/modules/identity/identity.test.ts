import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MSG } from '@app/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { isSealed } from '../../lib/sealed.ts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let vendor: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;
beforeEach(async () => {
  t = await createTestApp();
  vendor = await signUp(t.app, 1);
  other = await signUp(t.app, 2);
});
afterEach(() => t.close());

const post = (payload: unknown, headers: Record<string, string> = vendor.auth) =>
  t.app.inject({ method: 'POST', url: '/api/nin', headers, payload: payload as Record<string, unknown> });
const user = (id: number) =>
  t.app.container.db
    .selectFrom('users')
    .select(['nin_number', 'nin_verified'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
    .then((row) => ({ ...row, nin_number: row.nin_number && t.app.container.identity.openNin(id) }))
    .then(async (row) => ({ ...row, nin_number: await row.nin_number }));
const stored = (id: number) =>
  t.app.container.db
    .selectFrom('users')
    .select(['nin_number', 'nin_shown', 'nin_digest'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('POST nin', () => {
  it('stores the NIN, answers it redacted, and getuserdetails shows it redacted', async () => {
    const res = await post({ nin_number: ' 12345678901 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: MSG.ninSaved, nin_number: '1234*******' });
    expect(await user(vendor.userId)).toEqual({ nin_number: '12345678901', nin_verified: 0 });
    const details = await t.app.inject({ url: `/api/getuserdetails/${vendor.userId}`, headers: vendor.auth });
    expect(details.json()[0][0]).toMatchObject({ nin_number: '1234*******', nin_verified: false });
    expect(await user(other.userId)).toEqual({ nin_number: null, nin_verified: 0 });
  });

  it('keeps verification for the same NIN and resets it for a changed one', async () => {
    await post({ nin_number: '12345678901' });
    await t.app.container.identity.verify(vendor.userId);
    expect((await user(vendor.userId)).nin_verified).toBe(1);
    await post({ nin_number: '12345678901' });
    expect((await user(vendor.userId)).nin_verified).toBe(1);
    await post({ nin_number: '10987654321' });
    expect(await user(vendor.userId)).toEqual({ nin_number: '10987654321', nin_verified: 0 });
  });

  it.each([
    [{}],
    [{ nin_number: '' }],
    [{ nin_number: '1234567890' }],
    [{ nin_number: '123456789012' }],
    [{ nin_number: '1234567890a' }],
    [{ nin_number: '1234 567 8901' }],
    [{ nin_number: 12345678901 }],
    [{ nin_number: null }],
  ])('refuses %j with "NIN must be 11 digits"', async (payload) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: MSG.ninDigits });
    expect((await user(vendor.userId)).nin_number).toBeNull();
  });

  it('keeps the NIN sealed at rest: no table nor database file holds the number', async () => {
    await post({ nin_number: '12345678901' });
    await post({ nin_number: '10987654321' }, other.auth);
    const row = await stored(vendor.userId);
    expect(isSealed(row.nin_number!)).toBe(true);
    expect(row).toMatchObject({
      nin_shown: '1234*******',
      nin_digest: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(JSON.stringify(await stored(other.userId))).not.toContain('10987654321');
    if (!t.config.DATABASE_URL) {
      const files = readdirSync(t.dataDir).filter((name) => /\.(db|sqlite)(-wal)?$/.test(name));
      expect(files.length).toBeGreaterThan(0);
      for (const name of files) {
        const bytes = readFileSync(join(t.dataDir, name)).toString('latin1');
        expect(bytes).not.toContain('12345678901');
        expect(bytes).not.toContain('10987654321');
      }
    }
  });

  it('seals at start-up the numbers stored before sealing, once, keeping their verification', async () => {
    await t.app.container.db
      .updateTable('users')
      .set({ nin_number: '12345678901', nin_shown: null, nin_digest: null, nin_verified: 1 })
      .where('id', '=', vendor.userId)
      .execute();
    expect(await t.app.container.identity.sealStoredNins()).toBe(1);
    expect(await t.app.container.identity.sealStoredNins()).toBe(0);
    expect(await user(vendor.userId)).toEqual({ nin_number: '12345678901', nin_verified: 1 });
    expect((await stored(vendor.userId)).nin_shown).toBe('1234*******');
    // The same number submitted again keeps the verification it had before sealing.
    await post({ nin_number: '12345678901' });
    expect((await user(vendor.userId)).nin_verified).toBe(1);
  });

  it('opens the seal only with the key it was sealed with', async () => {
    await post({ nin_number: '12345678901' });
    // Another app on the same database and data directory reads the kept key: the same seal opens.
    const again = await buildApp(t.config, { clock: t.clock });
    try {
      expect(await again.container.identity.openNin(vendor.userId)).toBe('12345678901');
    } finally {
      await again.close();
    }
    // With another configured key, it does not open.
    const otherKey = await buildApp(
      { ...t.config, NIN_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') },
      { clock: t.clock },
    );
    try {
      await expect(otherKey.container.identity.openNin(vendor.userId)).rejects.toThrow();
    } finally {
      await otherKey.close();
    }
  });

  it('needs a bearer token', async () => {
    expect((await post({ nin_number: '12345678901' }, {})).statusCode).toBe(401);
  });
});
