import { MSG, PRIVACY_MESSAGES } from '@app/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import {
  bookPaid,
  createTestApp,
  customer,
  lastCode,
  type TestApp,
  vendorWithServices,
} from '../../test/harness.ts';
import { adminCommands, runAdmin } from '../admin/admin.service.ts';

/*
 * Issue 37, rights self-served. Ada deletes her account: refused while money or bookings are
 * open; then every table is searched for her e-mail, phone and name (and her walk-in client's),
 * the ledger still sums as before and Bola is untouched. Bola's client, from her booking page and
 * after a phone code, downloads her data and asks for erasure; Bola carries it out (the sweeper
 * the next), and Bola's money and client counts stay right. The operator lists and carries out.
 */
let t: TestApp;
let ada: Awaited<ReturnType<typeof vendorWithServices>>;
let bola: Awaited<ReturnType<typeof vendorWithServices>>;

const ADA = { name: 'Adaeze Okonkwo-Unique', business: 'Adaeze Unique Braids', email: 'vendor1@example.ng' };
const ADA_PHONES = ['08030000001', '+2348030000001', '2348030000001'];
const WALK_IN = { name: 'Walkin Nkechi-Rare', phone: '08031112222', e164: '+2348031112222' };
const VNIN = 'AB12CD34EF56GH78';
const KEMI = { name: 'Kemi Erasable-Client', phone: '08035556666', e164: '+2348035556666' };
/** Her name and e-mail as she corrects them from her booking page. */
const KEMI_FIXED = { name: 'Kemi Corrected-Client', email: 'kemi.corrected@example.ng' };

const inject = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url: `/api/${url}`, headers, ...(payload ? { payload } : {}) });
const ok = async (res: ReturnType<typeof inject>, code = 200) => {
  const answer = await res;
  if (answer.statusCode !== code) throw new Error(`${answer.statusCode}: ${answer.body}`);
  return answer.json();
};
const walkIn = async (vendor: typeof ada, time: string, client: { name: string; phone: string }) =>
  (
    await ok(
      inject('POST', 'vendor/bookings/walk-in', vendor.auth, {
        source: 'walk_in',
        service_id: vendor.fixed,
        date: '2026-11-21',
        time,
        client_name: client.name,
        client_phone: client.phone,
      }),
      201,
    )
  ).booking.id as number;

/** Every row of every table, as text: what a search of the whole database for a person sees. */
async function everyRow() {
  const { db } = t.app.container;
  const tables = (await db.introspection.getTables())
    .map((tb) => tb.name)
    .filter((n) => !n.startsWith('kysely_'));
  const found: Record<string, string> = {};
  for (const table of tables)
    found[table] = JSON.stringify(
      await sql`SELECT * FROM ${sql.table(table)}`.execute(db).then((r) => r.rows),
    );
  return found;
}
const tablesHolding = (rows: Record<string, string>, needles: string[]) =>
  Object.entries(rows)
    .filter(([, text]) => needles.some((n) => text.includes(n)))
    .map(([table]) => table);

const ledgerOf = async (userId: number) =>
  t.app.container.db
    .selectFrom('ledger_entries')
    .select(['bucket', 'amount', 'kind', 'booking_id', 'withdrawal_id'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

beforeAll(async () => {
  t = await createTestApp();
  ada = await vendorWithServices(t, 1);
  bola = await vendorWithServices(t, 2);
});
afterAll(() => t.close());

describe('a vendor deletes her account', () => {
  it('takes a 16-character vNIN beside the NIN, sealed like it and shown redacted', async () => {
    const saved = await ok(inject('POST', 'nin', ada.auth, { nin_number: VNIN.toLowerCase() }));
    expect(saved.nin_number).toBe('AB12************');
    const row = await t.app.container.db
      .selectFrom('users')
      .select(['nin_number', 'nin_shown'])
      .where('id', '=', ada.userId)
      .executeTakeFirstOrThrow();
    expect(row.nin_number).toMatch(/^v1\./);
    expect(row.nin_number).not.toContain(VNIN);
    expect(await t.app.container.identity.openNin(ada.userId)).toBe(VNIN);
    // SPEC's 11-digit rule and message are unchanged.
    const bad = await inject('POST', 'nin', ada.auth, { nin_number: '1234567890' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('NIN must be 11 digits');
  });

  it('refuses while money is in her earnings, then while bookings are open, naming them', async () => {
    const client = await customer(t, 'ada-client');
    const paid = await bookPaid(
      t,
      client,
      ada.userId,
      [{ service_id: ada.fixed, date: '2026-11-21', time: '10:00' }],
      2000,
    );
    const walkInId = await walkIn(ada, '14:00', WALK_IN);
    const { db } = t.app.container;
    await db
      .updateTable('users')
      .set({ full_name: ADA.name, business_name: ADA.business })
      .where('id', '=', ada.userId)
      .execute();

    const wrong = await inject('POST', 'vendor/account/delete', ada.auth, {
      password: 'nope',
      confirm: 'DELETE',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(PRIVACY_MESSAGES.wrongPassword);
    const word = await inject('POST', 'vendor/account/delete', ada.auth, {
      password: 'Secret@123',
      confirm: 'delete',
    });
    expect(word.statusCode).toBe(400);
    expect(word.body).toContain(PRIVACY_MESSAGES.typeWord);

    const withMoney = await inject('POST', 'vendor/account/delete', ada.auth, {
      password: 'Secret@123',
      confirm: 'DELETE',
    });
    expect(withMoney.statusCode).toBe(422);
    expect(withMoney.json().message).toMatch(/^You still have ₦2,000(\.00)? in your earnings/);

    // The deposit released at completion and withdrawn to her bank: nothing left in her earnings.
    const now = t.clock.now().toISOString();
    const bank = await db
      .insertInto('bank_accounts')
      .values({
        user_id: ada.userId,
        bank_code: '058',
        bank_name: 'GTBank',
        account_no: '0123456789',
        account_name: ADA.name.toUpperCase(),
        deleted_at: null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const withdrawal = await db
      .insertInto('withdrawals')
      .values({
        user_id: ada.userId,
        bank_account_id: bank.id,
        amount: 200_000,
        fee: 0,
        vat: 0,
        payout: 200_000,
        status: 'paid',
        provider_reference: 'WD-ADA',
        failure_reason: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const bookingId = paid.bookings[0]!.id;
    await db
      .insertInto('ledger_entries')
      .values([
        {
          user_id: ada.userId,
          booking_id: bookingId,
          withdrawal_id: null,
          kind: 'released',
          bucket: 'pending',
          amount: -200_000,
          created_at: now,
        },
        {
          user_id: ada.userId,
          booking_id: bookingId,
          withdrawal_id: null,
          kind: 'released',
          bucket: 'balance',
          amount: 200_000,
          created_at: now,
        },
        {
          user_id: ada.userId,
          booking_id: null,
          withdrawal_id: withdrawal.id,
          kind: 'withdrawal',
          bucket: 'balance',
          amount: -200_000,
          created_at: now,
        },
        {
          user_id: ada.userId,
          booking_id: null,
          withdrawal_id: withdrawal.id,
          kind: 'withdrawal',
          bucket: 'withdrawn',
          amount: 200_000,
          created_at: now,
        },
      ])
      .execute();
    await db.updateTable('bookings').set({ status: 'completed' }).where('id', '=', bookingId).execute();

    const withBookings = await inject('POST', 'vendor/account/delete', ada.auth, {
      password: 'Secret@123',
      confirm: 'DELETE',
    });
    expect(withBookings.statusCode).toBe(422);
    const reference = (
      await db.selectFrom('bookings').select('reference').where('id', '=', walkInId).executeTakeFirstOrThrow()
    ).reference;
    expect(withBookings.json().message).toContain(reference);
    await db.updateTable('bookings').set({ status: 'cancelled' }).where('id', '=', walkInId).execute();
  });

  it('erases her personal data and her clients’ from every table, keeps the ledger, and leaves Bola untouched', async () => {
    const { db } = t.app.container;
    // What she holds for her clients, and a device of hers.
    await ok(
      inject('PUT', `vendor/clients/${encodeURIComponent('phone:2348031112222')}/notes`, ada.auth, {
        notes: `${WALK_IN.name} likes tea`,
        tags: ['vip'],
      }),
    );
    await db
      .insertInto('push_subscriptions')
      .values({
        user_id: ada.userId,
        endpoint: 'https://push.test/ada',
        p256dh: 'k',
        auth: 'a',
        created_at: t.clock.now().toISOString(),
      })
      .execute();
    const ledgerBefore = await ledgerOf(ada.userId);
    const bolaBefore = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', bola.userId)
      .executeTakeFirstOrThrow();
    const before = await everyRow();
    expect(
      tablesHolding(before, [
        ADA.email,
        ...ADA_PHONES,
        ADA.name,
        ADA.business,
        WALK_IN.name,
        WALK_IN.e164,
        VNIN,
      ]).length,
    ).toBeGreaterThan(3);

    const done = await ok(
      inject('POST', 'vendor/account/delete', ada.auth, { password: 'Secret@123', confirm: 'DELETE' }),
    );
    expect(done.message).toBe(PRIVACY_MESSAGES.deleted);

    const after = await everyRow();
    // Her phone appears in no form (8030000001 is inside each); the vNIN neither, whole. The
    // append-only audit log keeps its redacted form ('AB12…'), as every page shows it.
    expect(
      tablesHolding(after, [
        ADA.email,
        '8030000001',
        ADA.name,
        ADA.business,
        ADA.name.toUpperCase(),
        WALK_IN.name,
        '8031112222',
        VNIN,
      ]),
    ).toEqual([]);
    expect(await ledgerOf(ada.userId)).toEqual(ledgerBefore);
    const kept = await db
      .selectFrom('withdrawals')
      .select(['payout', 'status'])
      .where('user_id', '=', ada.userId)
      .execute();
    expect(kept).toEqual([{ payout: 200_000, status: 'paid' }]);
    const tombstone = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', ada.userId)
      .executeTakeFirstOrThrow();
    expect(tombstone).toMatchObject({
      full_name: 'Erased',
      password_hash: null,
      nin_number: null,
      nin_digest: null,
      disabled: 1,
    });
    expect(tombstone.deleted_at).not.toBeNull();
    // Signed out everywhere; the audit log says what happened.
    expect((await inject('GET', 'vendor/export', ada.auth)).statusCode).toBe(401);
    const audit = await db
      .selectFrom('audit_events')
      .select('kind')
      .where('user_id', '=', ada.userId)
      .execute();
    expect(audit.map((a) => a.kind)).toContain('account_deleted');
    expect(
      await db.selectFrom('users').selectAll().where('id', '=', bola.userId).executeTakeFirstOrThrow(),
    ).toEqual(bolaBefore);
    expect((await inject('GET', 'vendor/export', bola.auth)).statusCode).toBe(200);
  });
});

describe('a client’s data and erasure from her booking page', () => {
  let key = '';
  let kemiBooking = 0;
  const visit = (path: string, payload?: object, bearer = key) =>
    t.app.inject({
      method: 'POST',
      url: `/api/shop/visits/${kemiBooking}/${path}`,
      headers: { authorization: `Bearer ${bearer}` },
      ...(payload ? { payload } : {}),
    });
  const book = async () => {
    const rows = (await ok(inject('GET', 'vendor/clients', bola.auth))).data.clients as {
      bookings: number;
      visits: number;
      total_spent: number;
    }[];
    const sums = await t.app.container.db
      .selectFrom('ledger_entries')
      .select((eb) => ['bucket', eb.fn.sum<number>('amount').as('total')])
      .where('user_id', '=', bola.userId)
      .groupBy('bucket')
      .orderBy('bucket')
      .execute();
    return {
      bookings: rows.reduce((n, c) => n + c.bookings, 0),
      visits: rows.reduce((n, c) => n + c.visits, 0),
      spent: rows.reduce((n, c) => n + c.total_spent, 0),
      ledger: sums.map((s) => [s.bucket, Number(s.total)]),
    };
  };

  beforeAll(async () => {
    const client = await customer(t, 'bola-client');
    await bookPaid(
      t,
      client,
      bola.userId,
      [{ service_id: bola.fixed, date: '2026-11-21', time: '11:00' }],
      3000,
    );
    kemiBooking = await walkIn(bola, '15:00', KEMI);
    await walkIn(bola, '16:00', KEMI);
    await ok(
      inject('PUT', `vendor/clients/${encodeURIComponent('phone:2348035556666')}/notes`, bola.auth, {
        notes: 'Sensitive scalp',
        tags: [],
      }),
    );
    const url = await t.app.container.shop.visits.issue(kemiBooking, bola.profileLink);
    key = new URL(url).searchParams.get('key')!;
  });

  it('needs the code sent to the booking’s phone: a wrong one is refused, and tries run out as elsewhere', async () => {
    expect((await visit('data', { code: '000000' }, 'not-a-key')).statusCode).toBe(401);
    const sent = await visit('data-code');
    expect(sent.statusCode).toBe(200);
    const code = lastCode(t.smses, KEMI.e164);
    const wrong = code === '111111' ? '222222' : '111111';
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) answers.push((await visit('data', { code: wrong })).statusCode);
    expect(answers.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(answers[5]).toBe(429);
    // The code's tries are spent: even the right one is refused now.
    expect((await visit('data', { code })).statusCode).toBe(429);
  });

  /** A fresh code to the booking's phone (one a minute per number), as her page asks for it. */
  const freshCode = async () => {
    t.clock.advance(2 * 60_000);
    expect((await visit('data-code')).statusCode).toBe(200);
    return lastCode(t.smses, KEMI.e164);
  };
  const consentOf = async (id: number) =>
    (await ok(inject('GET', `vendor/bookings/${id}/messages`, bola.auth))).consent;

  it('corrects her name and e-mail on every booking of hers, by the walk-in form’s rules, after a code', async () => {
    t.clock.advance(10 * 60_000);
    const code = await freshCode();
    const bad = await visit('correct', { code, name: ' ', email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ name: MSG.required, email: MSG.invalidEmail });
    expect(
      (await visit('correct', { code: code === '111111' ? '222222' : '111111', ...KEMI_FIXED })).statusCode,
    ).toBe(400);
    const answer = await ok(visit('correct', { code, ...KEMI_FIXED }));
    expect(answer.message).toBe(PRIVACY_MESSAGES.corrected('Chioma Braids 2'));
    // The code worked once.
    expect((await visit('correct', { code, ...KEMI_FIXED })).statusCode).toBe(400);

    const { db } = t.app.container;
    const held = await db
      .selectFrom('bookings')
      .select(['client_name', 'client_email'])
      .where('user_id', '=', bola.userId)
      .where('client_phone', '=', KEMI.phone)
      .execute();
    expect(held).toEqual([
      { client_name: KEMI_FIXED.name, client_email: KEMI_FIXED.email },
      { client_name: KEMI_FIXED.name, client_email: KEMI_FIXED.email },
    ]);
    const clients = (await ok(inject('GET', 'vendor/clients', bola.auth))).data.clients as { name: string }[];
    expect(clients.map((c) => c.name)).toContain(KEMI_FIXED.name);
    expect((await ok(inject('GET', 'vendor/privacy-requests', bola.auth))).requests).toMatchObject([
      { kind: 'correction', client_name: KEMI_FIXED.name, phone: KEMI.e164, status: 'done' },
    ]);
  });

  it('objects to the shop’s messages in one step: the opt-out link’s withdrawal, for her phone and e-mail', async () => {
    expect(await consentOf(kemiBooking)).toMatchObject({ state: 'given' });
    const answer = await ok(visit('object', { code: await freshCode() }));
    expect(answer.message).toBe(PRIVACY_MESSAGES.objected('Chioma Braids 2'));
    expect(await consentOf(kemiBooking)).toMatchObject({
      source: 'objection',
      basis: 'consent',
      state: 'withdrawn',
    });
    const { db } = t.app.container;
    expect(
      await db
        .selectFrom('client_consents')
        .select(['user_id', 'phone', 'email'])
        .where('source', '=', 'objection')
        .execute(),
    ).toEqual([{ user_id: bola.userId, phone: KEMI.e164, email: KEMI_FIXED.email }]);
    expect((await ok(inject('GET', 'vendor/privacy-requests', bola.auth))).requests).toMatchObject([
      { kind: 'objection', status: 'done' },
      { kind: 'correction' },
    ]);
  });

  it('downloads her data and asks for erasure; the vendor sees it and carries it out, money and counts kept', async () => {
    const before = await book();
    const answer = await visit('data', { code: await freshCode(), erase: true });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.data.bookings).toHaveLength(2);
    expect(body.data.bookings[0].client_name).toBe(KEMI_FIXED.name);
    expect(body.erasure.status).toBe('pending');

    const listed = (await ok(inject('GET', 'vendor/privacy-requests', bola.auth))).requests;
    expect(listed).toMatchObject([
      { kind: 'erasure', client_name: KEMI_FIXED.name, phone: KEMI.e164, status: 'pending' },
      { kind: 'objection' },
      { kind: 'correction' },
    ]);
    // Another vendor cannot carry it out.
    const other = await vendorWithServices(t, 3);
    expect(
      (await inject('POST', `vendor/privacy-requests/${listed[0].id}/carry`, other.auth)).statusCode,
    ).toBe(404);

    await ok(inject('POST', `vendor/privacy-requests/${listed[0].id}/carry`, bola.auth));
    expect(
      (await inject('POST', `vendor/privacy-requests/${listed[0].id}/carry`, bola.auth)).statusCode,
    ).toBe(409);
    const after = await book();
    expect(after).toEqual(before);
    const rows = await everyRow();
    expect(
      tablesHolding(rows, [KEMI.name, KEMI_FIXED.name, KEMI_FIXED.email, 'Sensitive scalp']).filter(
        (table) => table !== 'outbox',
      ),
    ).toEqual([]);
    // Her correction and objection stay on record, no longer saying whose.
    expect(
      (await ok(inject('GET', 'vendor/privacy-requests', bola.auth))).requests.map(
        (r: { client_name: string; phone: string | null }) => [r.client_name, r.phone],
      ),
    ).toEqual([
      ['Erased', null],
      ['Erased', null],
      ['Erased', null],
    ]);
    const { db } = t.app.container;
    expect(
      await db.selectFrom('bookings').select('client_phone').where('client_phone', '=', KEMI.e164).execute(),
    ).toEqual([]);
  });

  it('the operator lists requests and carries one out; the sweeper carries out those past 30 days', async () => {
    const admin = adminCommands(t.app.container);
    const { db } = t.app.container;
    const now = t.clock.now().toISOString();
    const booking = await walkIn(bola, '17:00', { name: 'Tola Operator-Case', phone: '08037778888' });
    const insert = (phone: string, name: string, due: string) =>
      db
        .insertInto('privacy_requests')
        .values({
          user_id: bola.userId,
          booking_id: booking,
          booking_reference: 'R',
          phone,
          client_name: name,
          status: 'pending',
          due_at: due,
          created_at: now,
          done_at: null,
          done_by: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const byOperator = await insert('+2348037778888', 'Tola Operator-Case', '2026-12-20T00:00:00.000Z');
    const listing = await runAdmin(admin, ['privacy-requests']);
    expect(listing).toContain(`#${byOperator.id}  pending`);
    expect(listing).toContain('Tola Operator-Case');
    expect(await runAdmin(admin, ['privacy-requests', 'carry', String(byOperator.id)])).toContain(
      PRIVACY_MESSAGES.carried,
    );
    const gone = await db
      .selectFrom('bookings')
      .select('client_name')
      .where('id', '=', booking)
      .executeTakeFirstOrThrow();
    expect(gone.client_name).toBe('Erased');
    await expect(runAdmin(admin, ['privacy-requests', 'carry', String(byOperator.id)])).rejects.toThrow(
      PRIVACY_MESSAGES.requestDone,
    );

    const due = await insert('+2348039990000', 'Late Client', now);
    const notYet = await insert('+2348039990001', 'Early Client', '2099-01-01T00:00:00.000Z');
    expect(await t.app.container.rights.carryDue()).toBe(1);
    const states = await db
      .selectFrom('privacy_requests')
      .select(['id', 'status', 'done_by'])
      .where('id', 'in', [due.id, notYet.id])
      .orderBy('id')
      .execute();
    expect(states).toEqual([
      { id: due.id, status: 'done', done_by: 'sweeper' },
      { id: notYet.id, status: 'pending', done_by: null },
    ]);
  });
});

describe('the NIN provider', () => {
  it('refuses to start with a provider this build has no adapter for', () => {
    expect(() => loadConfig({ NIN_PROVIDER: 'nimc-direct' })).toThrow(/NIN_PROVIDER: names no NIN provider/);
    expect(loadConfig({}).NIN_PROVIDER).toBe('local');
  });
});
