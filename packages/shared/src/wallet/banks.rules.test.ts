/**
 * The NUBAN check's guards (a bank code of three digits, an account number of ten) and the
 * withdrawal request body (SPEC §5: a bank account must be selected).
 */
import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { bankAccountBody, bankNameOf, isValidNuban, withdrawalBody } from './banks.ts';

type Parsed = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const issues = (result: Parsed) => (result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]);

describe('NUBAN check digit guards', () => {
  // 058 + 0123456785 is a valid GTBank number (worked out in banks.test.ts).
  it.each([
    ['58', '0123456785'],
    ['0058', '0123456785'],
    ['x058', '0123456785'],
    ['058x', '0123456785'],
    ['05a', '0123456785'],
    ['058', '123456785'],
    ['058', '00123456785'],
    ['058', 'x0123456785'],
    ['058', '0123456785x'],
    ['058', '012345678a'],
    ['', ''],
  ])('refuses bank %j, account %j', (code, account) => {
    expect(isValidNuban(code, account)).toBe(false);
  });

  it('names only the banks it knows', () => {
    expect(bankNameOf('058')).toBe('Guaranty Trust Bank');
    expect(bankNameOf('999')).toBeUndefined();
  });
});

describe('bank account form', () => {
  const GTB = { bank_code: '058', account_no: '0123456785', account_name: ' Chioma Eze ' };

  it('needs the holder’s name, at most 120 characters, trimmed', () => {
    expect(bankAccountBody.parse(GTB).account_name).toBe('Chioma Eze');
    expect(issues(bankAccountBody.safeParse({ ...GTB, account_name: '  ' }))).toEqual([
      ['account_name', MSG.required],
    ]);
    expect(issues(bankAccountBody.safeParse({ bank_code: '058', account_no: '0123456785' }))).toEqual([
      ['account_name', MSG.required],
    ]);
    expect(bankAccountBody.safeParse({ ...GTB, account_name: 'n'.repeat(120) }).success).toBe(true);
    expect(bankAccountBody.safeParse({ ...GTB, account_name: 'n'.repeat(121) }).success).toBe(false);
  });

  it('asks for the account number when it is missing', () => {
    expect(issues(bankAccountBody.safeParse({ ...GTB, account_no: undefined }))).toEqual([
      ['account_no', MSG.required],
    ]);
  });

  it('does not check the digit of a number that is itself wrong, or of a body that is no object', () => {
    expect(issues(bankAccountBody.safeParse({ ...GTB, account_no: '01234x6789' }))).toEqual([
      ['account_no', MSG.numeric],
    ]);
    expect(issues(bankAccountBody.safeParse(null))).toHaveLength(1);
  });
});

describe("withdrawal request: 'Choose a bank account'", () => {
  it('takes the id of a saved account, as a number or form text', () => {
    expect(withdrawalBody.parse({ payment_info_id: 7 })).toEqual({ payment_info_id: 7 });
    expect(withdrawalBody.parse({ payment_info_id: '7' })).toEqual({ payment_info_id: 7 });
  });

  it.each([undefined, 'abc', 0, -1, 1.5, 2_147_483_648])('refuses %j', (id) => {
    expect(issues(withdrawalBody.safeParse({ payment_info_id: id }))).toEqual([
      ['payment_info_id', 'Choose a bank account'],
    ]);
  });
});
