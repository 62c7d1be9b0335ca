import { z } from 'zod';
import { MAX_ID, text } from '../common.ts';
import { MSG } from '../messages.ts';

/** Nigerian banks with their CBN codes (NUBAN check digits depend on them). */
export const BANKS = [
  { code: '044', name: 'Access Bank' },
  { code: '023', name: 'Citibank Nigeria' },
  { code: '050', name: 'Ecobank Nigeria' },
  { code: '070', name: 'Fidelity Bank' },
  { code: '011', name: 'First Bank of Nigeria' },
  { code: '214', name: 'First City Monument Bank' },
  { code: '058', name: 'Guaranty Trust Bank' },
  { code: '030', name: 'Heritage Bank' },
  { code: '301', name: 'Jaiz Bank' },
  { code: '082', name: 'Keystone Bank' },
  { code: '076', name: 'Polaris Bank' },
  { code: '101', name: 'Providus Bank' },
  { code: '221', name: 'Stanbic IBTC Bank' },
  { code: '068', name: 'Standard Chartered Bank' },
  { code: '232', name: 'Sterling Bank' },
  { code: '100', name: 'Suntrust Bank' },
  { code: '032', name: 'Union Bank of Nigeria' },
  { code: '033', name: 'United Bank for Africa' },
  { code: '215', name: 'Unity Bank' },
  { code: '035', name: 'Wema Bank' },
  { code: '057', name: 'Zenith Bank' },
] as const;

const WEIGHTS = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3];

/** CBN NUBAN: the 10th digit checks the bank code and the first nine digits. */
export function isValidNuban(bankCode: string, accountNo: string): boolean {
  if (!/^\d{3}$/.test(bankCode) || !/^\d{10}$/.test(accountNo)) return false;
  const digits = `${bankCode}${accountNo.slice(0, 9)}`.split('').map(Number);
  const sum = digits.reduce((total, digit, i) => total + digit * WEIGHTS[i]!, 0);
  return (10 - (sum % 10)) % 10 === Number(accountNo[9]);
}

/**
 * Account-number messages. SPEC §5 covers a missing value ('Value is required') and one that is not
 * a number ('Value must be numeric'); the length and the check digit are ours, each with its own
 * message: ten digits that fail the check digit are the right length, but not an account of the
 * chosen bank (or a typo in it).
 */
export const ACCOUNT_NO_MESSAGES = {
  length: 'An account number has 10 digits',
  checkDigit: 'This account number does not match the chosen bank. Check the number and the bank.',
} as const;

export const bankAccountBody = z
  .object({
    bank_code: z.enum(BANKS.map((b) => b.code) as [string, ...string[]], { error: 'Choose a bank' }),
    account_no: text({ error: MSG.required })
      .trim()
      .min(1, MSG.required)
      .regex(/^\d*$/, MSG.numeric)
      .length(10, ACCOUNT_NO_MESSAGES.length),
    account_name: text({ error: MSG.required }).trim().min(1, MSG.required).max(120),
  })
  // Checked once the bank and a 10-digit number are there, whatever the other fields say, so the
  // form tells every error in one round.
  .refine((b) => isValidNuban(b.bank_code, b.account_no), {
    message: ACCOUNT_NO_MESSAGES.checkDigit,
    path: ['account_no'],
    when: ({ value, issues }) =>
      typeof value === 'object' &&
      value !== null &&
      !issues.some((issue) => {
        const at = issue.path?.[0];
        return at === undefined || at === 'bank_code' || at === 'account_no';
      }),
  });
export type BankAccountBody = z.infer<typeof bankAccountBody>;

export const withdrawalBody = z.object({
  payment_info_id: z.coerce
    .number({ error: 'Choose a bank account' })
    .int('Choose a bank account')
    .positive('Choose a bank account')
    .max(MAX_ID, 'Choose a bank account'),
});
