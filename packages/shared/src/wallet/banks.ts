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

export const NUBAN_MESSAGE = 'Enter the 10-digit account number of this bank';

export const bankAccountBody = z
  .object({
    bank_code: z.enum(BANKS.map((b) => b.code) as [string, ...string[]], { error: 'Choose a bank' }),
    account_no: text({ error: MSG.required })
      .trim()
      .regex(/^\d{10}$/, NUBAN_MESSAGE),
    account_name: text({ error: MSG.required }).trim().min(1, MSG.required).max(120),
  })
  .refine((b) => isValidNuban(b.bank_code, b.account_no), { message: NUBAN_MESSAGE, path: ['account_no'] });
export type BankAccountBody = z.infer<typeof bankAccountBody>;

export const withdrawalBody = z.object({
  payment_info_id: z.coerce
    .number({ error: 'Choose a bank account' })
    .int('Choose a bank account')
    .positive('Choose a bank account')
    .max(MAX_ID, 'Choose a bank account'),
});
