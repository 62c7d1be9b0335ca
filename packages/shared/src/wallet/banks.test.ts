import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import {
  ACCOUNT_NO_MESSAGES,
  BANKS,
  bankAccountBody,
  bankAccountLookupQuery,
  bankNameOf,
  checksNubanDigit,
  isValidNuban,
} from './banks.ts';

const messages = (
  value: unknown,
  schema: typeof bankAccountBody | typeof bankAccountLookupQuery = bankAccountBody,
) =>
  Object.fromEntries(
    (schema.safeParse(value).error?.issues ?? [])
      .reverse()
      .map((issue) => [String(issue.path[0]), issue.message]),
  );

const GTB = { bank_code: '058', account_no: '0123456785', account_name: 'Chioma Eze' };
const OPAY = '999992';

describe('bank account number', () => {
  it('accepts a number whose NUBAN check digit fits the bank', () => {
    expect(isValidNuban('058', '0123456785')).toBe(true);
    expect(bankAccountBody.safeParse(GTB).success).toBe(true);
  });

  // Worked by hand, weights 3,7,3,3,7,3,3,7,3,3,7,3 over the bank code and the first nine digits;
  // the check digit is 10 − (sum mod 10), 10 read as 0. The CBN's revised 15-digit form puts '000'
  // before a commercial bank's code; those zeros weigh nothing, so it gives the same digit.
  it.each([
    // GTBank 058 + 012345678: 0·3+5·7+8·3 = 59; 0·3+1·7+2·3+3·3+4·7+5·3+6·3+7·7+8·3 = 156;
    // 215 → 10 − 5 = 5.
    ['058', '0123456785'],
    // Access 044 + 001024678 (a real account's format): 0+28+12 = 40; 0+0+3+0+14+12+18+49+24 = 120;
    // 160 → 10 − 0 = 10 → 0.
    ['044', '0010246780'],
    // Access 044 + 803123456: 40; 24+0+9+3+14+9+12+35+18 = 124; 164 → 6.
    ['044', '8031234566'],
    // GTBank 058 + 803123456: 59 + 124 = 183 → 7.
    ['058', '8031234567'],
  ])('computes the check digit of bank %s, account %s', (code, number) => {
    expect(isValidNuban(code, number)).toBe(true);
    for (let wrong = 0; wrong <= 9; wrong++) {
      if (String(wrong) !== number[9])
        expect(isValidNuban(code, `${number.slice(0, 9)}${wrong}`)).toBe(false);
    }
  });

  it('keeps SPEC §5 generic messages for a missing or non-numeric number', () => {
    expect(messages({ ...GTB, account_no: '' }).account_no).toBe(MSG.required);
    expect(messages({ ...GTB, account_no: '01234x6785' }).account_no).toBe(MSG.numeric);
  });

  it('tells a wrong length and a failed check digit apart', () => {
    const short = messages({ ...GTB, account_no: '12345' }).account_no;
    const checkDigit = messages({ ...GTB, account_no: '0123456789' }).account_no;
    expect(short).toMatch(/10 digits/);
    expect(checkDigit).toMatch(/does not match the chosen bank/);
    expect(checkDigit).not.toBe(short);
  });

  it('checks the digit even when another field is wrong, so a form tells both at once', () => {
    const found = messages({ ...GTB, account_no: '0123456789', account_name: '' });
    expect(found.account_name).toBe(MSG.required);
    expect(found.account_no).toMatch(/does not match the chosen bank/);
  });

  it('does not check the digit without a known bank', () => {
    expect(messages({ ...GTB, bank_code: '999', account_no: '0123456789' })).toEqual({
      bank_code: 'Choose a bank',
    });
  });
});

describe('fintech accounts', () => {
  it('lists OPay, PalmPay, Moniepoint and Kuda under their Paystack codes, every code once', () => {
    expect(bankNameOf('999992')).toBe('OPay');
    expect(bankNameOf('999991')).toBe('PalmPay');
    expect(bankNameOf('50515')).toBe('Moniepoint MFB');
    expect(bankNameOf('50211')).toBe('Kuda Bank');
    expect(new Set(BANKS.map((b) => b.code)).size).toBe(BANKS.length);
    const names = BANKS.map((b) => b.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('checks the digit for commercial banks only; the lookup decides for fintechs', () => {
    expect(checksNubanDigit('058')).toBe(true);
    for (const code of ['999992', '999991', '50515', '50211']) expect(checksNubanDigit(code)).toBe(false);
  });

  it('takes a phone-number account at OPay that fails every commercial bank check it is tried at', () => {
    // 8031234568: GTBank wants 7 and Access 6 as the tenth digit (worked above).
    const phoneNumber = '8031234568';
    expect(messages({ ...GTB, account_no: phoneNumber }).account_no).toBe(ACCOUNT_NO_MESSAGES.checkDigit);
    expect(messages({ ...GTB, bank_code: '044', account_no: phoneNumber }).account_no).toBe(
      ACCOUNT_NO_MESSAGES.checkDigit,
    );
    expect(bankAccountBody.safeParse({ ...GTB, bank_code: OPAY, account_no: phoneNumber }).success).toBe(
      true,
    );
  });

  it('still asks a fintech account for ten digits, all numeric', () => {
    expect(messages({ ...GTB, bank_code: OPAY, account_no: '80312' }).account_no).toBe(
      ACCOUNT_NO_MESSAGES.length,
    );
    expect(messages({ ...GTB, bank_code: OPAY, account_no: '80312x4567' }).account_no).toBe(MSG.numeric);
    expect(messages({ ...GTB, bank_code: OPAY, account_no: '' }).account_no).toBe(MSG.required);
  });
});

describe('account-name lookup query', () => {
  it('asks for the bank and the number with the same rules as saving, and no name', () => {
    expect(bankAccountLookupQuery.parse({ bank_code: '058', account_no: ' 0123456785 ' })).toEqual({
      bank_code: '058',
      account_no: '0123456785',
    });
    expect(messages({ bank_code: '058', account_no: '0123456789' }, bankAccountLookupQuery)).toEqual({
      account_no: ACCOUNT_NO_MESSAGES.checkDigit,
    });
    expect(messages({ account_no: '0123456785' }, bankAccountLookupQuery)).toEqual({
      bank_code: 'Choose a bank',
    });
    expect(bankAccountLookupQuery.safeParse({ bank_code: '50515', account_no: '5012345678' }).success).toBe(
      true,
    );
  });
});
