import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { bankAccountBody, isValidNuban } from './banks.ts';

const messages = (value: unknown) =>
  Object.fromEntries(
    (bankAccountBody.safeParse(value).error?.issues ?? [])
      .reverse()
      .map((issue) => [String(issue.path[0]), issue.message]),
  );

const GTB = { bank_code: '058', account_no: '0123456785', account_name: 'Chioma Eze' };

describe('bank account number', () => {
  it('accepts a number whose NUBAN check digit fits the bank', () => {
    expect(isValidNuban('058', '0123456785')).toBe(true);
    expect(bankAccountBody.safeParse(GTB).success).toBe(true);
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
