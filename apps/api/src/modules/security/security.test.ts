import { AUDIT_KINDS, MSG, PAYOUT_ACCOUNT_HOLD_MS } from '@app/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp, validSignUp } from '../../test/harness.ts';
import { adminCommands, runAdmin } from '../admin/admin.service.ts';

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
const SAFARI_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const GTB = { bank_code: '058', account_no: '0123456785', account_name: 'Chioma Eze' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

/** Signs vendor n in from a browser and an address; answers its bearer header. */
async function signIn(n: number, userAgent: string, ip: string) {
  const { email, password } = validSignUp(n);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
    payload: { email, password },
  });
  expect(res.statusCode).toBe(200);
  return { authorization: `Bearer ${res.json().token as string}` };
}

describe('Settings › Security: sessions', () => {
  it('lists the sessions as devices and coarse places; signs one out, then everywhere (the tokens answer 401)', async () => {
    const vendor = await signUp(t.app, 1);
    const phone = await signIn(1, CHROME_ANDROID, '102.89.34.17');
    const laptop = await signIn(1, SAFARI_MAC, '197.210.64.5');
    const stranger = await signUp(t.app, 2);

    const listed = await call('GET', '/vendor/security/sessions', laptop);
    expect(listed.statusCode).toBe(200);
    const sessions = listed.json().sessions as {
      id: number;
      device: string;
      place: string;
      current: boolean;
    }[];
    expect(sessions).toHaveLength(3);
    expect(sessions.find((s) => s.current)).toMatchObject({
      device: 'Safari on Mac',
      place: 'Network 197.210.64.x',
    });
    const phoneSession = sessions.find((s) => s.device === 'Chrome on Android')!;
    expect(phoneSession.place).toBe('Network 102.89.34.x');
    expect(JSON.stringify(sessions)).not.toContain('102.89.34.17');

    // Another vendor's session is not hers to end; nor does the list leak across accounts.
    expect(
      (await call('DELETE', `/vendor/security/sessions/${phoneSession.id}`, stranger.auth)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/vendor/security/sessions', stranger.auth)).json().sessions).toHaveLength(1);

    const one = await call('DELETE', `/vendor/security/sessions/${phoneSession.id}`, laptop);
    expect(one.json()).toMatchObject({ success: true, signed_out: 1 });
    expect((await call('GET', '/vendor/security/sessions', phone)).statusCode).toBe(401);
    expect((await call('GET', '/vendor/security/sessions', laptop)).json().sessions).toHaveLength(2);

    const elsewhere = await call('POST', '/vendor/security/sessions/sign-out-all', laptop, {
      keep_current: true,
    });
    expect(elsewhere.json()).toMatchObject({ signed_out: 1 });
    expect((await call('GET', '/vendor/security/sessions', vendor.auth)).statusCode).toBe(401);
    expect((await call('GET', '/vendor/security/sessions', laptop)).statusCode).toBe(200);

    await signIn(1, CHROME_ANDROID, '102.89.34.17');
    const everywhere = await call('POST', '/vendor/security/sessions/sign-out-all', laptop, {});
    expect(everywhere.json()).toMatchObject({ signed_out: 2 });
    expect((await call('GET', '/vendor/security/sessions', laptop)).json()).toEqual({
      message: MSG.unauthenticated,
    });
    expect((await call('GET', '/vendor/security/sessions', stranger.auth)).statusCode).toBe(200);
  });
});

describe('the security log and the payout-account hold', () => {
  it('logs every kind of event, shows it to the vendor and the operator, and refuses UPDATE and DELETE', async () => {
    await signUp(t.app, 3);
    const auth = await signIn(3, CHROME_ANDROID, '102.89.34.17');
    const user = await t.app.container.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', validSignUp(3).email)
      .executeTakeFirstOrThrow();
    await t.app.container.db
      .updateTable('users')
      .set({ email_verified_at: 'x', phone_verified_at: 'x' })
      .where('id', '=', user.id)
      .execute();
    expect((await call('POST', '/nin', auth, { nin_number: '12345678901' })).statusCode).toBe(200);
    const admin = adminCommands(t.app.container);
    await runAdmin(admin, ['verify-nin', validSignUp(3).email]);
    const account = await call('POST', '/bankaccounts', auth, GTB);
    expect(account.statusCode).toBe(201);
    await t.app.container.db
      .insertInto('ledger_entries')
      .values({
        user_id: user.id,
        booking_id: null,
        withdrawal_id: null,
        kind: 'released',
        bucket: 'balance',
        amount: 500_000,
        created_at: t.clock.now().toISOString(),
      })
      .execute();

    // The hold: refused a minute before 24 hours, saying when; the vendor was told on both channels.
    await t.app.container.outbox.settled();
    expect(t.mails.at(-1)).toMatchObject({
      to: validSignUp(3).email,
      subject: 'A new payout account was added',
    });
    expect(t.smses.at(-1)?.to).toBe(validSignUp(3).phone_number);
    expect(t.smses.at(-1)?.text).toContain('Guaranty Trust Bank ••6785');
    t.clock.advance(PAYOUT_ACCOUNT_HOLD_MS - 60_000);
    const early = await call('POST', '/withdrawalrequest', auth, { payment_info_id: account.json().id });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toMatch(/24 hours after it is added\. This one can from 21 Nov 2026, 10:00/);
    t.clock.advance(60_000);
    const paid = await call('POST', '/withdrawalrequest', auth, { payment_info_id: account.json().id });
    expect(paid.json()).toMatchObject({ message: MSG.withdrawalSubmitted });
    expect((await call('DELETE', `/bankaccounts/${account.json().id}`, auth)).statusCode).toBe(200);
    const current = { current_password: 'Secret@123', password: 'Secret@456', c_password: 'Secret@456' };
    expect((await call('PUT', '/settings/password', auth, current)).statusCode).toBe(200);

    const events = (await call('GET', '/vendor/security/events', auth)).json().events as {
      kind: string;
      detail: string;
      place: string;
    }[];
    // Every kind but the account's deletion, which ends the account (privacy/erasure.test.ts).
    expect(new Set(events.map((e) => e.kind))).toEqual(
      new Set(AUDIT_KINDS.filter((kind) => kind !== 'account_deleted')),
    );
    expect(events.find((e) => e.kind === 'sign_in' && e.place !== 'This network')).toMatchObject({
      detail: 'Password, Chrome on Android',
      place: 'Network 102.89.34.x',
    });
    expect(events.find((e) => e.kind === 'withdrawal')?.detail).toMatch(
      /^₦4,[\d,.]+ to Guaranty Trust Bank ••6785$/,
    );
    expect(JSON.stringify(events)).not.toContain('12345678901');

    const printed = await runAdmin(admin, ['audit', validSignUp(3).email]);
    expect(printed).toContain('payout_account_added  Guaranty Trust Bank ••6785  from');
    expect(printed).toContain('from 102.89.34.17');

    // Append-only, whatever tries: the database itself refuses.
    const db = t.app.container.db;
    await expect(
      db.updateTable('audit_events').set({ detail: 'nothing happened' }).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('audit_events').where('user_id', '=', user.id).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`DELETE FROM audit_events`.execute(db)).rejects.toThrow(/append-only/);
    expect((await call('GET', '/vendor/security/events', auth)).json().events).toHaveLength(events.length);
  });
});
