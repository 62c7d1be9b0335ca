import {
  ACCOUNT_LOOKUPS_PER_HOUR,
  ACCOUNT_NAME_MESSAGES,
  ACCOUNT_NO_MESSAGES,
  HOLDER_NAME_MESSAGES,
  MSG,
} from '@app/shared';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  SANDBOX_DEMO_ACCOUNT,
  SANDBOX_UNKNOWN_ACCOUNT,
  sandboxAccountNames,
} from '../../adapters/account-names.ts';
import { type FakePaystack, startFakePaystack, UNRESOLVED_ACCOUNT } from '../../test/fake-paystack.ts';
import { createTestApp, type TestApp, vendorWithServices } from '../../test/harness.ts';

let t: TestApp;
let vendor: Awaited<ReturnType<typeof vendorWithServices>>;
afterEach(() => t.close());

const GTB = { bank_code: '058', account_no: '0123456785', account_name: 'Chioma Eze' };
/** A phone-number account at OPay: no NUBAN check digit (it fails GTBank's and Access's). */
const OPAY = { bank_code: '999992', account_no: '8031234568', account_name: 'Ngozi Eze' };

const resolve = (
  query: { bank_code: string; account_no: string },
  headers: Record<string, string> = vendor.auth,
) => t.app.inject({ url: `/api/bankaccounts/resolve?${new URLSearchParams(query)}`, headers });
const save = (payload: object, headers: Record<string, string> = vendor.auth) =>
  t.app.inject({ method: 'POST', url: '/api/bankaccounts', headers, payload });
const saved = async () =>
  (await t.app.inject({ url: '/api/bankaccounts', headers: vendor.auth })).json().data;
const sandboxName = async (bankCode: string, accountNo: string) => {
  const lookup = await sandboxAccountNames.resolve(bankCode, accountNo);
  if (!lookup.found) throw new Error('the sandbox knows this account');
  return lookup.accountName;
};

describe('bank accounts in the sandbox (no payout provider configured)', () => {
  freshAppEachTest(() => createTestApp());

  it('offers OPay, PalmPay, Moniepoint and Kuda among the banks', async () => {
    const banks = (await t.app.inject({ url: '/api/banks', headers: vendor.auth })).json().data;
    expect(banks).toEqual(
      expect.arrayContaining([
        { code: '999992', name: 'OPay' },
        { code: '999991', name: 'PalmPay' },
        { code: '50515', name: 'Moniepoint MFB' },
        { code: '50211', name: 'Kuda Bank' },
        { code: '058', name: 'Guaranty Trust Bank' },
      ]),
    );
  });

  it("answers the account's name for a bank and a number", async () => {
    const res = await resolve(GTB);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      account_name: await sandboxName('058', GTB.account_no),
      name_matches: false,
    });
    expect((await resolve(OPAY)).json().account_name).toBe(await sandboxName('999992', OPAY.account_no));
  });

  it("refuses an account the bank does not know with the provider's message, and does not save it", async () => {
    const unknown = { bank_code: '058', account_no: '0000000001' };
    const res = await resolve(unknown);
    expect([res.statusCode, res.json()]).toEqual([
      422,
      { message: SANDBOX_UNKNOWN_ACCOUNT, errors: { account_no: SANDBOX_UNKNOWN_ACCOUNT } },
    ]);
    const refused = await save({ ...unknown, account_name: 'Chioma Eze' });
    expect([refused.statusCode, refused.json().message]).toEqual([422, SANDBOX_UNKNOWN_ACCOUNT]);
    expect(await saved()).toEqual([]);
  });

  it('checks the number before asking: missing, non-numeric, short, wrong check digit, unknown bank', async () => {
    const message = async (query: { bank_code: string; account_no: string }) => {
      const res = await resolve(query);
      expect(res.statusCode).toBe(400);
      return res.json().errors;
    };
    expect(await message({ bank_code: '058', account_no: '0123456789' })).toEqual({
      account_no: ACCOUNT_NO_MESSAGES.checkDigit,
    });
    expect((await message({ bank_code: '999992', account_no: '80312' })).account_no).toBe(
      ACCOUNT_NO_MESSAGES.length,
    );
    expect((await message({ bank_code: '999992', account_no: '80312x4568' })).account_no).toBe(MSG.numeric);
    expect((await message({ bank_code: '058', account_no: '' })).account_no).toBe(MSG.required);
    expect((await message({ bank_code: '000', account_no: GTB.account_no })).bank_code).toBe('Choose a bank');
  });

  it('saves the name the bank gives, not the one sent, and the bank name of a fintech code', async () => {
    expect((await save(GTB)).statusCode).toBe(201);
    expect((await save(OPAY)).statusCode).toBe(201);
    expect(await saved()).toEqual([
      expect.objectContaining({
        bank_code: '058',
        bank_name: 'Guaranty Trust Bank',
        account_no: '******6785',
        account_name: await sandboxName('058', GTB.account_no),
      }),
      expect.objectContaining({
        bank_code: '999992',
        bank_name: 'OPay',
        account_no: '******4568',
        account_name: await sandboxName('999992', OPAY.account_no),
      }),
    ]);
    expect((await saved()).map((a: { account_name: string }) => a.account_name)).not.toContain('Chioma Eze');
  });

  it("gives the demo vendor's own account her name, so both holder-name paths can be tried", async () => {
    const demo = { bank_code: SANDBOX_DEMO_ACCOUNT.bank_code, account_no: SANDBOX_DEMO_ACCOUNT.account_no };
    expect((await resolve(demo)).json().account_name).toBe('OKAFOR ADAEZE');
  });

  it('answers 401 without a token', async () => {
    expect((await resolve(GTB, {})).statusCode).toBe(401);
    expect((await save(GTB, {})).statusCode).toBe(401);
  });

  it('limits lookups, saves included, per vendor and hour', async () => {
    for (let i = 0; i < ACCOUNT_LOOKUPS_PER_HOUR - 1; i++) expect((await resolve(GTB)).statusCode).toBe(200);
    expect((await save(GTB)).statusCode).toBe(201);
    const limited = await resolve(GTB);
    expect([limited.statusCode, limited.json().message]).toEqual([429, ACCOUNT_NAME_MESSAGES.tooManyLookups]);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await save(OPAY)).statusCode).toBe(429);

    const other = await vendorWithServices(t, 2);
    expect((await resolve(GTB, other.auth)).statusCode).toBe(200);
    t.clock.advance(60 * 60 * 1000);
    expect((await resolve(GTB)).statusCode).toBe(200);
  });
});

describe('bank accounts through Paystack (its local fake)', () => {
  let fake: FakePaystack;
  beforeAll(async () => {
    fake = await startFakePaystack();
  });
  afterAll(() => fake.close());
  freshAppEachTest(() =>
    createTestApp({}, { PAYSTACK_SECRET_KEY: fake.secretKey, PAYSTACK_BASE_URL: fake.url }),
  );
  afterEach(() => fake.setDown(false));

  // Issue 35: the vendor is Chioma Eze of 'Chioma Braids 1'.
  it("saves a holder name that is the vendor's as it is; one that is not only once she confirms it, marked", async () => {
    fake.addAccount('50515', '5012345670', 'EZE CHIOMA N.');
    fake.addAccount('50515', '5012345671', 'BELLO KEMI');
    const hers = { bank_code: '50515', account_no: '5012345670', account_name: 'x' };
    const other = { bank_code: '50515', account_no: '5012345671', account_name: 'x' };
    expect((await resolve(hers)).json().name_matches).toBe(true);
    expect((await resolve(other)).json().name_matches).toBe(false);

    expect((await save({ ...hers, confirm_name_mismatch: false })).statusCode).toBe(201);
    const unconfirmed = await save({ ...other, confirm_name_mismatch: false });
    expect([unconfirmed.statusCode, unconfirmed.json().message]).toEqual([
      422,
      HOLDER_NAME_MESSAGES.unconfirmed,
    ]);
    expect(await saved()).toHaveLength(1);
    expect((await save({ ...other, confirm_name_mismatch: true })).statusCode).toBe(201);
    // The call's first shape, without the field, still saves (201), and marks the mismatch.
    fake.addAccount('50515', '5012345672', 'BELLO KEMI');
    expect((await save({ bank_code: '50515', account_no: '5012345672', account_name: 'x' })).statusCode).toBe(
      201,
    );
    expect(
      (await saved()).map((a: { account_name: string; name_mismatch: boolean }) => [
        a.account_name,
        a.name_mismatch,
      ]),
    ).toEqual([
      ['EZE CHIOMA N.', false],
      ['BELLO KEMI', true],
      ['BELLO KEMI', true],
    ]);
  });

  it("answers the holder's name as the bank writes it, and saves that name over the one sent", async () => {
    fake.addAccount('50515', '5012345678', 'OKAFOR ADA CHIOMA');
    const account = { bank_code: '50515', account_no: '5012345678' };
    expect((await resolve(account)).json()).toEqual({
      success: true,
      account_name: 'OKAFOR ADA CHIOMA',
      name_matches: false,
    });
    expect(fake.calls.at(-1)).toMatchObject({
      method: 'GET',
      path: '/bank/resolve',
      query: { account_number: '5012345678', bank_code: '50515' },
    });
    expect((await save({ ...account, account_name: 'Somebody Else' })).statusCode).toBe(201);
    expect(await saved()).toEqual([
      expect.objectContaining({ bank_name: 'Moniepoint MFB', account_name: 'OKAFOR ADA CHIOMA' }),
    ]);
  });

  it("refuses an account the bank does not know with Paystack's message", async () => {
    const res = await resolve({ bank_code: '999991', account_no: '8031234568' });
    expect([res.statusCode, res.json().message]).toEqual([422, UNRESOLVED_ACCOUNT]);
  });

  it('answers 503 with a readable message while Paystack is down, saves nothing and counts nothing', async () => {
    fake.addAccount('058', GTB.account_no, 'EZE CHIOMA');
    fake.setDown(true);
    const res = await resolve(GTB);
    expect([res.statusCode, res.json().message]).toEqual([503, ACCOUNT_NAME_MESSAGES.unavailable]);
    const refused = await save(GTB);
    expect([refused.statusCode, refused.json().message]).toEqual([503, ACCOUNT_NAME_MESSAGES.unavailable]);
    expect(await saved()).toEqual([]);
    expect((await t.app.container.limiter.peek(`account-lookup:${vendor.userId}`)).count).toBe(0);
    fake.setDown(false);
    expect((await resolve(GTB)).json().account_name).toBe('EZE CHIOMA');
  });
});

/** A fresh app and vendor before each test of the block. */
function freshAppEachTest(create: () => Promise<TestApp>) {
  beforeEach(async () => {
    t = await create();
    vendor = await vendorWithServices(t);
  });
}
