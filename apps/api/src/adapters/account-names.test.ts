import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { type FakePaystack, startFakePaystack, UNRESOLVED_ACCOUNT } from '../test/fake-paystack.ts';
import {
  createAccountNames,
  paystackAccountNames,
  SANDBOX_UNKNOWN_ACCOUNT,
  sandboxAccountNames,
} from './account-names.ts';

let fake: FakePaystack | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});
const start = async () => {
  fake = await startFakePaystack({ secretKey: 'sk_test_1' });
  return { fake, names: paystackAccountNames({ baseUrl: fake.url, secretKey: 'sk_test_1' }) };
};

describe('account names through Paystack (bank/resolve)', () => {
  it("answers the holder's name the bank gives, asked with the number, the bank code and the key", async () => {
    const { fake, names } = await start();
    fake.addAccount('058', '0123456785', 'OKAFOR ADA CHIOMA');
    expect(await names.resolve('058', '0123456785')).toEqual({
      found: true,
      accountName: 'OKAFOR ADA CHIOMA',
    });
    expect(fake.calls.at(-1)).toEqual({
      method: 'GET',
      path: '/bank/resolve',
      query: { account_number: '0123456785', bank_code: '058' },
      body: null,
      authorization: 'Bearer sk_test_1',
    });
  });

  it("asks about a fintech account under the fintech's Paystack code", async () => {
    const { fake, names } = await start();
    fake.addAccount('999992', '8031234568', 'EZE NGOZI');
    expect(await names.resolve('999992', '8031234568')).toEqual({ found: true, accountName: 'EZE NGOZI' });
    expect(await names.resolve('999991', '8031234568')).toMatchObject({ found: false });
  });

  it("tells an account the bank does not know with Paystack's own message", async () => {
    const { names } = await start();
    expect(await names.resolve('058', '0123456785')).toEqual({ found: false, message: UNRESOLVED_ACCOUNT });
  });

  it('throws when Paystack is down, unreachable or refuses our key: nobody can tell about the account', async () => {
    const { fake, names } = await start();
    fake.addAccount('058', '0123456785', 'OKAFOR ADA');
    fake.setDown(true);
    await expect(names.resolve('058', '0123456785')).rejects.toThrow(
      'Paystack answered HTTP 503 to GET bank/resolve',
    );
    fake.setDown(false);
    const wrongKey = paystackAccountNames({ baseUrl: fake.url, secretKey: 'sk_test_wrong' });
    await expect(wrongKey.resolve('058', '0123456785')).rejects.toThrow('Invalid key');
    await fake.close();
    await expect(names.resolve('058', '0123456785')).rejects.toThrow();
  });

  it('keeps the account number out of its error messages (they are logged)', async () => {
    const { fake, names } = await start();
    fake.setDown(true);
    const error = await names.resolve('058', '0123456785').catch((e: Error) => e);
    expect(String(error)).not.toContain('0123456785');
  });
});

describe('sandbox account names', () => {
  it('answers the same made-up name for the same account, and not one name for every account', async () => {
    const first = await sandboxAccountNames.resolve('058', '0123456785');
    expect(first).toEqual({ found: true, accountName: expect.stringMatching(/^[A-Z]+ [A-Z]+$/) });
    expect(await sandboxAccountNames.resolve('058', '0123456785')).toEqual(first);
    const others = await Promise.all(
      ['0000000019', '1234567890', '2222222222', '5012345678', '8031234568'].map((n) =>
        sandboxAccountNames.resolve('999992', n),
      ),
    );
    expect(new Set(others.map((o) => (o.found ? o.accountName : ''))).size).toBeGreaterThan(1);
  });

  it('does not know an account whose first nine digits are zeros', async () => {
    expect(await sandboxAccountNames.resolve('999992', '0000000000')).toEqual({
      found: false,
      message: SANDBOX_UNKNOWN_ACCOUNT,
    });
    expect(await sandboxAccountNames.resolve('058', '0000000001')).toMatchObject({ found: false });
  });
});

describe('createAccountNames', () => {
  it('asks Paystack with a secret key, the sandbox without', async () => {
    expect(createAccountNames(loadConfig({}))).toBe(sandboxAccountNames);
    const { fake } = await start();
    fake.addAccount('044', '0010246780', 'BELLO FUNMI');
    const names = createAccountNames(
      loadConfig({ PAYSTACK_SECRET_KEY: 'sk_test_1', PAYSTACK_BASE_URL: fake.url }),
    );
    expect(await names.resolve('044', '0010246780')).toEqual({ found: true, accountName: 'BELLO FUNMI' });
  });
});
