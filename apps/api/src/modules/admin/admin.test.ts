import { isValidNuban, MSG, PAYOUT_ACCOUNT_HOLD_MS } from '@app/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sandboxAccountNames } from '../../adapters/account-names.ts';
import { AppError } from '../../lib/errors.ts';
import {
  book,
  bookPaid,
  createTestApp,
  customer,
  type TestApp,
  vendorWithServices,
} from '../../test/harness.ts';
import { paymentsRepository } from '../payments/payments.repository.ts';
import { ADMIN_USAGE, type AdminCommands, adminCommands, runAdmin } from './admin.service.ts';

let t: TestApp;
let vendor: Awaited<ReturnType<typeof vendorWithServices>>;
let admin: AdminCommands;
const EMAIL = 'vendor1@example.ng';
/** A valid Access Bank (044) account number: the check digit that makes 012345678x pass. */
const ACCOUNT_NO = Array.from({ length: 10 }, (_, d) => `012345678${d}`).find((n) => isValidNuban('044', n))!;
/** The name the bank (the sandbox, in tests) holds for that account: saving stores it, not a typed one. */
let holder: string;
beforeEach(async () => {
  const found = await sandboxAccountNames.resolve('044', ACCOUNT_NO);
  holder = found.found ? found.accountName : '';
  t = await createTestApp();
  vendor = await vendorWithServices(t, 1);
  admin = adminCommands(t.app.container);
});
afterEach(() => t.close());

const db = () => t.app.container.db;
const userRow = () =>
  db()
    .selectFrom('users')
    .select(['nin_verified', 'account_active', 'disabled'])
    .where('id', '=', vendor.userId)
    .executeTakeFirstOrThrow();
const details = async () =>
  (await t.app.inject({ url: `/api/getuserdetails/${vendor.userId}`, headers: vendor.auth })).json()[0][0];
const run = (...argv: string[]) => runAdmin(admin, argv);

describe('accounts', () => {
  it('verify-nin marks a submitted NIN verified and says so', async () => {
    await expect(admin['verify-nin']('nobody@example.ng')).rejects.toThrow('No vendor with the e-mail');
    await expect(admin['verify-nin'](EMAIL)).rejects.toThrow('has not submitted a NIN; nothing changed');
    await expect(admin.nin(EMAIL)).rejects.toThrow('has not submitted a NIN');
    await t.app.inject({
      method: 'POST',
      url: '/api/nin',
      headers: vendor.auth,
      payload: { nin_number: '12345678901' },
    });
    // The operator reads the whole number (sealed at rest) to check it with NIMC.
    expect(await admin.nin(EMAIL)).toBe(`NIN of ${EMAIL}: 12345678901 (not verified yet)`);
    expect(await admin['verify-nin'](' Vendor1@Example.ng ')).toBe(
      `NIN 1234******* of ${EMAIL} verified: nin_verified 0 → 1`,
    );
    expect((await userRow()).nin_verified).toBe(1);
    expect((await details()).nin_verified).toBe(true);
    expect(await admin['verify-nin'](EMAIL)).toBe(
      `NIN of ${EMAIL} is already verified (nin_verified = 1); nothing changed`,
    );
  });

  it('restrict and restore set account_active, which getuserdetails shows', async () => {
    expect(await admin.restrict(EMAIL)).toBe(`${EMAIL} restricted: account_active 0 → 1`);
    expect((await details()).account_active).toBe(true);
    expect(await admin.restrict(EMAIL)).toBe(
      `${EMAIL} is already restricted (account_active = 1); nothing changed`,
    );
    expect(await admin.restore(EMAIL)).toBe(`${EMAIL} restored: account_active 1 → 0`);
    expect((await userRow()).account_active).toBe(0);
    await expect(admin.restore('ghost@example.ng')).rejects.toBeInstanceOf(AppError);
  });

  it('disable signs the vendor out everywhere and blocks sign-in; enable lets it back', async () => {
    const login = () =>
      t.app.inject({ method: 'POST', url: '/api/login', payload: { email: EMAIL, password: 'Secret@123' } });
    expect((await login()).statusCode).toBe(200);
    expect(await admin.disable(EMAIL)).toBe(`${EMAIL} disabled: disabled 0 → 1; 2 session(s) signed out`);
    expect((await userRow()).disabled).toBe(1);
    expect((await t.app.inject({ url: '/api/getUserWallet', headers: vendor.auth })).statusCode).toBe(401);
    const refused = await login();
    expect(refused.json()).toMatchObject({ disabled: true, message: MSG.accountDisabled });
    expect(await admin.disable(EMAIL)).toBe(
      `${EMAIL} was already disabled (disabled = 1); 0 session(s) signed out`,
    );
    expect(await admin.enable(EMAIL)).toBe(`${EMAIL} enabled: disabled 1 → 0`);
    expect((await login()).statusCode).toBe(200);
  });

  it('asks for an e-mail when none is given', async () => {
    await expect(run('restrict')).rejects.toThrow('Usage: restrict <email>');
  });
});

describe('withdrawals', () => {
  /** A verified vendor with ₦10,000 in the balance withdraws it (manual payouts leave it pending). */
  async function withdrawal() {
    const now = t.clock.now().toISOString();
    await db()
      .updateTable('users')
      .set({ nin_number: '12345678901', nin_verified: 1, email_verified_at: now, phone_verified_at: now })
      .where('id', '=', vendor.userId)
      .execute();
    await db()
      .insertInto('ledger_entries')
      .values({
        user_id: vendor.userId,
        booking_id: null,
        withdrawal_id: null,
        kind: 'released',
        bucket: 'balance',
        amount: 1_000_000,
        created_at: now,
      })
      .execute();
    const account = await t.app.inject({
      method: 'POST',
      url: '/api/bankaccounts',
      headers: vendor.auth,
      payload: { bank_code: '044', account_no: ACCOUNT_NO, account_name: 'Chioma Eze' },
    });
    // The new payout account's 24-hour hold (issue 37) passes.
    t.clock.advance(PAYOUT_ACCOUNT_HOLD_MS);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/withdrawalrequest',
      headers: vendor.auth,
      payload: { payment_info_id: account.json().id },
    });
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json().withdrawal_id as number;
  }
  const balance = async () =>
    (await t.app.inject({ url: '/api/getUserWallet', headers: vendor.auth })).json().data[0][0];

  it('lists withdrawals with what to pay and where, filtered by status', async () => {
    expect(await admin.withdrawals()).toBe('No withdrawals');
    const id = await withdrawal();
    const listed = await admin.withdrawals('pending');
    expect(listed).toContain(`#${id}  pending  pay ₦9,500.00 (amount ₦10,000.00, fee ₦500.00)`);
    expect(listed).toContain(`${EMAIL}  Access Bank ${ACCOUNT_NO} ${holder}`);
    expect(await admin.withdrawals('paid')).toBe('No paid withdrawals');
    await expect(admin.withdrawals('lost')).rejects.toThrow(
      'Usage: withdrawals [pending|processing|paid|failed]',
    );
  });

  it('payouts lists withdrawals unsettled past their lease', async () => {
    expect(await admin.payouts()).toBe('No stuck payouts');
    const id = await withdrawal();
    expect(await admin.payouts()).toBe('No stuck payouts');
    t.clock.advance(2 * 60_000 + 1);
    expect(await admin.payouts()).toBe(
      `#${id}  pending since ${new Date(t.clock.now().getTime() - 2 * 60_000 - 1).toISOString()}  ` +
        `pay ₦9,500.00  ${EMAIL}  Access Bank ${ACCOUNT_NO} ${holder}  transfer withdrawal-0000000${id}`,
    );
  });

  it('withdrawal-paid marks a pending withdrawal paid, once', async () => {
    const id = await withdrawal();
    expect(await admin['withdrawal-paid'](String(id))).toBe(
      `Withdrawal #${id} of ${EMAIL} marked paid: pending → paid (₦9,500.00 to Access Bank ${ACCOUNT_NO} (${holder}))`,
    );
    expect((await admin.withdrawals('paid')).startsWith(`#${id}  paid`)).toBe(true);
    await expect(admin['withdrawal-paid'](String(id))).rejects.toThrow(
      `Withdrawal #${id} is already paid; nothing changed`,
    );
    await expect(admin['withdrawal-failed'](String(id), 'late')).rejects.toThrow('already paid');
    expect(await balance()).toMatchObject({ account_balance: 0, withdraw: 10_000 });
  });

  it('withdrawal-failed puts the money back in the balance with the reason', async () => {
    const id = await withdrawal();
    expect(await balance()).toMatchObject({ account_balance: 0 });
    expect(await admin['withdrawal-failed'](String(id), 'Account', 'name', 'mismatch')).toBe(
      `Withdrawal #${id} of ${EMAIL} marked failed: pending → failed; ₦10,000.00 back in the balance. Reason: Account name mismatch`,
    );
    expect(await balance()).toMatchObject({ account_balance: 10_000, withdraw: 0 });
    expect(await admin.withdrawals('failed')).toContain('reason: Account name mismatch');
  });

  it('refuses unknown or malformed ids and a missing reason', async () => {
    await expect(admin['withdrawal-paid']('999')).rejects.toThrow('No withdrawal #999');
    await expect(admin['withdrawal-paid']('abc')).rejects.toThrow('Usage: withdrawal-paid <id>');
    await expect(admin['withdrawal-paid']()).rejects.toThrow('Usage: withdrawal-paid <id>');
    await expect(admin['withdrawal-failed']('1')).rejects.toThrow('Usage: withdrawal-failed <id> <reason…>');
  });
});

describe('disputes and bookings', () => {
  async function dispute(comment: string) {
    const alice = await customer(t, `c${comment.length}`);
    const b = await book(t, alice, vendor.userId, [
      { service_id: vendor.fixed, date: '2026-11-21', time: `1${comment.length % 8}:00` },
    ]);
    const { reference } = b.json().bookings[0];
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/addingdisputevendor/${reference}/user`,
      headers: vendor.auth,
      payload: { comment },
    });
    if (res.statusCode !== 200) throw new Error(res.body);
    const row = await db()
      .selectFrom('disputes')
      .select(['id', 'reference'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return row;
  }

  it('lists disputes and resolves an open one, telling the vendor', async () => {
    expect(await admin.disputes()).toBe('No disputes');
    const d = await dispute('Change of Price');
    expect(await admin.disputes('open')).toBe(
      `#${d.id}  open  ${d.reference}  ${EMAIL}  ${t.clock.now().toISOString()}  "Change of Price"`,
    );
    expect(await admin['resolve-dispute'](String(d.id), 'Customer', 'paid', 'the', 'difference')).toBe(
      `Dispute #${d.id} (${d.reference}) resolved: open → resolved. Resolution: Customer paid the difference`,
    );
    expect(await admin.disputes('open')).toBe('No open disputes');
    expect(await admin.disputes('resolved')).toContain('resolution: "Customer paid the difference"');
    const notices = (await t.app.inject({ url: '/api/getVendorNotice', headers: vendor.auth })).json();
    expect(notices.bookings[0]).toMatchObject({ title: 'Dispute resolved', type: 'security' });
    await expect(admin['resolve-dispute'](String(d.id), 'again')).rejects.toThrow('already resolved');
    await expect(admin['resolve-dispute']('4242', 'x')).rejects.toThrow('No dispute #4242');
    await expect(admin['resolve-dispute'](String(d.id))).rejects.toThrow('Usage: resolve-dispute');
    await expect(admin.disputes('closed')).rejects.toThrow('Usage: disputes [open|resolved]');
  });

  it('prints a line break in a comment escaped, so no comment forges a line', async () => {
    const d = await dispute('Fine\n#999  open  FORGED');
    const listed = await admin.disputes();
    expect(listed.split('\n')).toHaveLength(1);
    expect(listed).toContain(`#${d.id}  open  ${d.reference}`);
    expect(listed).toContain('"Fine\\u000a#999  open  FORGED"');
  });

  it('refunds lists the refunds an operator must pay', async () => {
    expect(await admin.refunds()).toBe('No refunds need an operator');
    const alice = await customer(t, 'alice');
    const slot = [{ service_id: vendor.fixed, date: '2026-11-21', time: '10:00' }];
    const { bookings, payment } = await bookPaid(t, alice, vendor.userId, slot, 2000);
    await t.app.inject({ url: `/api/rejectBooking/${bookings[0]!.id}`, headers: vendor.auth });
    await t.app.container.refunds.sender.settled();
    const refund = await db().selectFrom('refunds').selectAll().executeTakeFirstOrThrow();
    expect(await admin.refunds()).toBe('No refunds need an operator');
    // As Paystack's refund.failed leaves it (the sandbox's refunds never fail).
    await paymentsRepository().moveRefund(db(), { id: refund.id }, ['processed'], {
      status: 'failed',
      updated_at: refund.updated_at,
    });
    expect(await admin.refunds()).toBe(
      `#${refund.id}  failed after 1 attempt(s)  ₦2,000.00 NGN  payment ${payment.reference}  ${EMAIL}  ${refund.updated_at}`,
    );
  });

  it('complete-overdue completes bookings awaiting review for over 48 hours', async () => {
    const alice = await customer(t, 'alice');
    const b = await book(t, alice, vendor.userId, [
      { service_id: vendor.fixed, date: '2026-11-21', time: '10:00' },
    ]);
    const id = b.json().bookings[0].id as number;
    await db()
      .updateTable('bookings')
      .set({ status: 'awaiting review', updated_at: t.clock.now().toISOString() })
      .where('id', '=', id)
      .execute();
    expect(await admin['complete-overdue']()).toBe(
      '0 booking(s) awaiting review for over 48 hours marked completed',
    );
    t.clock.advance(49 * 60 * 60 * 1000);
    expect(await admin['complete-overdue']()).toBe(
      '1 booking(s) awaiting review for over 48 hours marked completed',
    );
    const row = await db()
      .selectFrom('bookings')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('completed');
  });
});

describe('runAdmin', () => {
  it('shows the usage for help or no command, and refuses unknown commands', async () => {
    expect(await run()).toBe(ADMIN_USAGE);
    expect(await run('help')).toBe(ADMIN_USAGE);
    await expect(run('frobnicate')).rejects.toThrow('Unknown command "frobnicate"');
    await expect(run('toString')).rejects.toBeInstanceOf(AppError);
    for (const command of Object.keys(admin)) expect(ADMIN_USAGE).toContain(command);
  });
});
