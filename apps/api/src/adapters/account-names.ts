import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Config } from '../config.ts';
import { type PaystackApi, PaystackRefusal, paystackCall } from './paystack.ts';

/** The bank's answer for an account: the holder's name, or the provider's message when it knows no such account. */
export type AccountNameLookup = { found: true; accountName: string } | { found: false; message: string };

/**
 * Asks the bank, through the payout provider, whose an account is. Throws when the provider gives
 * no answer (unreachable, down, our key refused): then nobody can tell whether the account exists.
 */
export interface AccountNames {
  resolve(bankCode: string, accountNo: string): Promise<AccountNameLookup>;
}

const resolved = z.object({ account_name: z.string().trim().min(1) });

/** Paystack's refusals about the account itself; any other (401 key, 429, 5xx) is Paystack not answering. */
const ABOUT_THE_ACCOUNT = new Set([400, 404, 422]);

/** Paystack's Resolve Account Number: GET /bank/resolve?account_number=…&bank_code=…. */
export function paystackAccountNames(api: PaystackApi): AccountNames {
  return {
    async resolve(bankCode, accountNo) {
      const query = new URLSearchParams({ account_number: accountNo, bank_code: bankCode });
      try {
        const data = await paystackCall(api, 'GET', `bank/resolve?${query}`, resolved);
        return { found: true, accountName: data.account_name };
      } catch (error) {
        if (error instanceof PaystackRefusal && ABOUT_THE_ACCOUNT.has(error.status)) {
          return { found: false, message: error.message };
        }
        throw error;
      }
    },
  };
}

/** What the sandbox answers for an account it does not know: Paystack's own words. */
export const SANDBOX_UNKNOWN_ACCOUNT = 'Could not resolve account name. Check parameters or try again.';

const FIRST_NAMES = [
  'ADA',
  'AMAKA',
  'BOLA',
  'CHIOMA',
  'EMEKA',
  'FATIMA',
  'FUNMI',
  'IBRAHIM',
  'KEMI',
  'NGOZI',
];
const SURNAMES = [
  'ABUBAKAR',
  'ADEYEMI',
  'BELLO',
  'EZE',
  'NWOSU',
  'OBI',
  'OKAFOR',
  'OKONKWO',
  'OLAWALE',
  'YUSUF',
];

/**
 * The demo vendor's own account (GTBank 2026112809), which the sandbox gives her name, as her
 * bank would write it (seed/demo.ts: Adaeze Okafor), so saving it asks nothing (issue 35); any
 * other account gets a made-up name, which differs from hers and asks her to confirm it.
 */
export const SANDBOX_DEMO_ACCOUNT = {
  bank_code: '058',
  account_no: '2026112809',
  account_name: 'OKAFOR ADAEZE',
} as const;

/**
 * Without a provider: a made-up name, the same every time for the same bank and number, for any
 * account (but the demo account above) — except one whose first nine digits are zeros (OPay 0000000000; at a bank the tenth is
 * its check digit, GTBank 0000000001), which it does not know, so the failure can be seen too.
 */
export const sandboxAccountNames: AccountNames = {
  async resolve(bankCode, accountNo) {
    if (accountNo.startsWith('000000000')) return { found: false, message: SANDBOX_UNKNOWN_ACCOUNT };
    if (bankCode === SANDBOX_DEMO_ACCOUNT.bank_code && accountNo === SANDBOX_DEMO_ACCOUNT.account_no)
      return { found: true, accountName: SANDBOX_DEMO_ACCOUNT.account_name };
    const hash = createHash('sha256').update(`${bankCode}:${accountNo}`).digest();
    const first = FIRST_NAMES[hash[0]! % FIRST_NAMES.length];
    const surname = SURNAMES[hash[1]! % SURNAMES.length];
    return { found: true, accountName: `${first} ${surname}` };
  },
};

/** Paystack with a secret key (test or live); else the sandbox. */
export const createAccountNames = (config: Config): AccountNames =>
  config.PAYSTACK_SECRET_KEY
    ? paystackAccountNames({ baseUrl: config.PAYSTACK_BASE_URL, secretKey: config.PAYSTACK_SECRET_KEY })
    : sandboxAccountNames;
