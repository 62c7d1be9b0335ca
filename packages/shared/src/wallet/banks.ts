import { z } from 'zod';
import { MAX_ID, text } from '../common.ts';
import { MSG } from '../messages.ts';
import { WITHDRAWAL_AMOUNT_REQUIRED } from './fees.ts';

/**
 * The banks a vendor can be paid into, by the payout provider's (Paystack's) bank code: the
 * commercial banks under their 3-digit CBN codes, and the fintechs most small vendors are paid
 * into (OPay, PalmPay, Moniepoint, Kuda) under the codes Paystack's List Banks gives them.
 */
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
  { code: '50211', name: 'Kuda Bank' },
  { code: '50515', name: 'Moniepoint MFB' },
  { code: '999992', name: 'OPay' },
  { code: '999991', name: 'PalmPay' },
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

export const bankNameOf = (code: string) => BANKS.find((bank) => bank.code === code)?.name;

const WEIGHTS = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3];

/** CBN NUBAN: the 10th digit checks the 3-digit bank code and the first nine digits. */
export function isValidNuban(bankCode: string, accountNo: string): boolean {
  if (!/^\d{3}$/.test(bankCode) || !/^\d{10}$/.test(accountNo)) return false;
  const digits = `${bankCode}${accountNo.slice(0, 9)}`.split('').map(Number);
  const sum = digits.reduce((total, digit, i) => total + digit * WEIGHTS[i]!, 0);
  return (10 - (sum % 10)) % 10 === Number(accountNo[9]);
}

/**
 * Whether the check digit is checked for a bank: only for the commercial banks' 3-digit CBN codes.
 * The CBN's revised NUBAN extends the rule to other institutions ('9' + a 5-digit code, 15 digits
 * weighted 3,7,3), but it cannot be checked reliably for the fintechs here: OPay's and PalmPay's
 * account numbers are mostly the holder's phone number without its 0 (no check digit), their
 * Paystack codes (999992, 999991) are Paystack's own, not CBN institution codes, and the codes in
 * circulation for the microfinance banks disagree (Kuda: 50211 at Paystack, 090267 on NIBSS). A
 * check that could refuse a real account is worse than none: for these, the bank's answer to the
 * account-name lookup decides.
 */
export const checksNubanDigit = (bankCode: string) => /^\d{3}$/.test(bankCode);

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

/**
 * The account-name lookup (ours): the provider's own message tells an account it does not know;
 * these tell the rest.
 */
export const ACCOUNT_NAME_MESSAGES = {
  unavailable: 'We could not reach the bank to check this account. Try again in a few minutes.',
  tooManyLookups: 'Too many account lookups. Try again later.',
} as const;

/** Account-name lookups (and saves, which look the name up again) one vendor may make in an hour. */
export const ACCOUNT_LOOKUPS_PER_HOUR = 30;

const bankCode = z.enum(BANKS.map((b) => b.code) as [string, ...string[]], { error: 'Choose a bank' });
const accountNo = text({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .regex(/^\d*$/, MSG.numeric)
  .length(10, ACCOUNT_NO_MESSAGES.length);

const checkDigitFits = (b: { bank_code: string; account_no: string }) =>
  !checksNubanDigit(b.bank_code) || isValidNuban(b.bank_code, b.account_no);
const checkDigitIssue = {
  message: ACCOUNT_NO_MESSAGES.checkDigit,
  path: ['account_no'],
  // Checked once the bank and a 10-digit number are there, whatever the other fields say, so the
  // form tells every error in one round.
  when: ({ value, issues }: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    typeof value === 'object' &&
    value !== null &&
    !issues.some((issue) => {
      const at = issue.path?.[0];
      return at === undefined || at === 'bank_code' || at === 'account_no';
    }),
};

/** GET bankaccounts/resolve (ours): the account whose name the bank is asked for. */
export const bankAccountLookupQuery = z
  .object({ bank_code: bankCode, account_no: accountNo })
  .refine(checkDigitFits, checkDigitIssue);
export type BankAccountLookup = z.infer<typeof bankAccountLookupQuery>;

/**
 * POST bankaccounts (SPEC §7). `account_name` is still required, but the server saves the name the
 * bank gives for the account, never the one sent.
 */
export const bankAccountBody = z
  .object({
    bank_code: bankCode,
    account_no: accountNo,
    account_name: text({ error: MSG.required }).trim().min(1, MSG.required).max(120),
    /**
     * Additive (issue 35): whether the vendor confirmed an account whose holder name is neither
     * hers nor her business's. Sent false (the client saw no mismatch) and the bank's name
     * differs: 422. Left out (the call's first shape): saved, and marked like a confirmed one.
     */
    confirm_name_mismatch: z.boolean({ error: 'Choose whether to confirm the account name' }).optional(),
  })
  .refine(checkDigitFits, checkDigitIssue);
export type BankAccountBody = z.infer<typeof bankAccountBody>;

/**
 * POST withdrawalrequest (SPEC §7). `amount` (ours, NGN) withdraws part of the balance, from the
 * minimum up to the whole (withdrawalAmountIssue); without it the whole balance goes, as SPEC says.
 */
export const withdrawalBody = z.object({
  payment_info_id: z.coerce
    .number({ error: 'Choose a bank account' })
    .int('Choose a bank account')
    .positive('Choose a bank account')
    .max(MAX_ID, 'Choose a bank account'),
  amount: z
    .number({ error: WITHDRAWAL_AMOUNT_REQUIRED })
    .positive(WITHDRAWAL_AMOUNT_REQUIRED)
    .max(1e10, WITHDRAWAL_AMOUNT_REQUIRED)
    .optional(),
});
