import { EXPORT_FILES } from '@app/shared';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookPaid,
  bookWalkIn,
  createTestApp,
  customer,
  type TestApp,
  vendorWithServices,
} from '../../test/harness.ts';

/*
 * Issue 37: a vendor downloads her data as a ZIP of JSON and CSV. It holds everything of hers
 * (profile, services, bookings, clients, consents, messages, checkouts, ledger, withdrawals) and
 * nothing of another vendor's, nor any secret: no NIN but its redacted form, no password or token hash.
 */
let t: TestApp;
let ada: Awaited<ReturnType<typeof vendorWithServices>>;
let bola: Awaited<ReturnType<typeof vendorWithServices>>;

/** A vendor with a walk-in, a paid booking (ledger), a checkout and a withdrawal, and a NIN on file. */
async function withHistory(vendor: typeof ada, n: string) {
  const { db } = t.app.container;
  const walkIn = await bookWalkIn(t, vendor, {
    client_name: `=Walk-in ${n}`,
    client_phone: `0803111${n.padStart(4, '0')}`,
  });
  expect(walkIn.statusCode).toBe(201);
  const bookingId = walkIn.json().booking.id as number;
  await bookPaid(
    t,
    await customer(t, `client${n}`),
    vendor.userId,
    [{ service_id: vendor.fixed, date: '2026-11-21', time: '10:00' }],
    2000,
  );
  const now = t.clock.now().toISOString();
  await db
    .updateTable('users')
    .set({ nin_number: `SEALED-NIN-${n}`, nin_digest: `NIN-DIGEST-${n}`, nin_shown: '1234*******' })
    .where('id', '=', vendor.userId)
    .execute();
  const entry = await db
    .insertInto('shop_book_entries')
    .values({
      user_id: vendor.userId,
      booking_id: bookingId,
      kind: 'checkout',
      corrects_id: null,
      reason: null,
      items: JSON.stringify([{ name: 'Wash & Set', amount: 500_000 }]),
      deposit: 0,
      discount: 0,
      due: 500_000,
      tip: 0,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('shop_book_payments')
    .values({
      entry_id: entry.id,
      user_id: vendor.userId,
      method: 'cash',
      amount: 500_000,
      staff_id: null,
      staff_name: null,
      created_at: now,
    })
    .execute();
  const bank = await db
    .insertInto('bank_accounts')
    .values({
      user_id: vendor.userId,
      bank_code: '058',
      bank_name: 'GTBank',
      account_no: `01234${n.padStart(5, '0')}`,
      account_name: 'Chioma Eze',
      deleted_at: null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('withdrawals')
    .values({
      user_id: vendor.userId,
      bank_account_id: bank.id,
      amount: 100_000,
      fee: 0,
      vat: 0,
      payout: 100_000,
      status: 'paid',
      provider_reference: `WD-${n}`,
      failure_reason: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  ada = await vendorWithServices(t, 1);
  bola = await vendorWithServices(t, 2);
  await withHistory(ada, '1');
  await withHistory(bola, '2');
});
afterAll(() => t.close());

const download = async (headers: Record<string, string>) => {
  const res = await t.app.inject({ url: '/api/vendor/export', headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  expect(res.headers['content-disposition']).toMatch(
    /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
  );
  return unzipSync(new Uint8Array(res.rawPayload));
};

describe('a vendor’s data export', () => {
  it('holds every file of hers as JSON and CSV, and nothing of another vendor nor any secret', async () => {
    const files = await download(ada.auth);
    expect(Object.keys(files).sort()).toEqual(
      ['README.txt', ...EXPORT_FILES.flatMap((f) => [`${f}.json`, `${f}.csv`])].sort(),
    );
    const json = (name: string) => JSON.parse(strFromU8(files[`${name}.json`]!)) as Record<string, unknown>[];
    const { db } = t.app.container;
    const count = async (
      table:
        | 'services'
        | 'bookings'
        | 'ledger_entries'
        | 'withdrawals'
        | 'shop_book_entries'
        | 'client_messages'
        | 'client_consents',
    ) =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .where('user_id', '=', ada.userId)
            .executeTakeFirstOrThrow()
        ).n,
      );

    expect(json('profile')).toEqual([expect.objectContaining({ id: ada.userId, nin_shown: '1234*******' })]);
    expect(json('services')).toHaveLength(await count('services'));
    expect(json('bookings')).toHaveLength(await count('bookings'));
    expect(json('bookings').length).toBe(2);
    expect(json('clients').map((c) => c.client_name ?? c.account_first_name)).toEqual([
      '=Walk-in 1',
      'Toluclient1',
    ]);
    expect(json('messages')).toHaveLength(await count('client_messages'));
    expect(json('consents')).toHaveLength(await count('client_consents'));
    expect(json('checkouts')).toHaveLength(1);
    expect(json('checkout_payments')).toHaveLength(1);
    expect(json('ledger')).toHaveLength(await count('ledger_entries'));
    expect(json('ledger').length).toBeGreaterThan(0);
    expect(json('withdrawals')).toEqual([expect.objectContaining({ provider_reference: 'WD-1' })]);
    for (const name of EXPORT_FILES)
      for (const row of json(name)) if ('user_id' in row) expect(row.user_id).toBe(ada.userId);

    // CSV: one line per row under the header; a cell a spreadsheet would run is kept as text.
    const bookingsCsv = strFromU8(files['bookings.csv']!).trimEnd().split('\r\n');
    expect(bookingsCsv).toHaveLength(3);
    expect(strFromU8(files['clients.csv']!)).toContain("'=Walk-in 1");

    const everything = Object.values(files)
      .map((bytes) => strFromU8(bytes))
      .join('\n');
    const hashes = [
      ...(await db.selectFrom('users').select('password_hash as h').execute()),
      ...(await db.selectFrom('auth_tokens').select('token_hash as h').execute()),
      ...(await db.selectFrom('customer_tokens').select('token_hash as h').execute()),
      ...(await db.selectFrom('customers').select('password_hash as h').execute()),
    ]
      .map((r) => r.h)
      .filter((h): h is string => Boolean(h && h.length > 8));
    expect(hashes.length).toBeGreaterThan(3);
    for (const secret of [...hashes, 'SEALED-NIN-1', 'NIN-DIGEST-1'])
      expect(everything).not.toContain(secret);
    for (const other of [
      'Chioma Braids 2',
      'WD-2',
      'Walk-in 2',
      'customerclient2@example.ng',
      'SEALED-NIN-2',
    ])
      expect(everything).not.toContain(other);
  });

  it('needs a vendor’s token', async () => {
    expect((await t.app.inject({ url: '/api/vendor/export' })).statusCode).toBe(401);
  });
});
