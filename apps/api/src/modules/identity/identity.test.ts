import { MSG } from '@app/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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

  it('needs a bearer token', async () => {
    expect((await post({ nin_number: '12345678901' }, {})).statusCode).toBe(401);
  });
});
