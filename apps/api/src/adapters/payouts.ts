import { z } from 'zod';
import type { Config } from '../config.ts';
import { PaystackRefusal, pathSegment, paystackCall } from './paystack.ts';
import { transferReference } from './transfer-reference.ts';

export interface PayoutRequest {
  withdrawalId: number;
  amountKobo: number;
  bankCode: string;
  accountNo: string;
  accountName: string;
}
export type PayoutResult = { status: 'queued' } | { status: 'processing' | 'paid'; reference: string };
/** How a transfer stands at the provider; 'missing' when it never arrived there. */
export interface TransferState {
  status: 'paid' | 'failed' | 'pending' | 'missing';
  amountKobo: number;
  /** Paid, then sent back by the bank. */
  reversed: boolean;
}

/** Sends money to a vendor's bank. The default queue leaves it to an operator (npm run admin). */
export interface PayoutProvider {
  send(request: PayoutRequest): Promise<PayoutResult>;
  /** Asks the provider how the payout with our `transferReference` ended (absent for the manual queue). */
  verify?(reference: string): Promise<TransferState>;
}

export const manualPayouts: PayoutProvider = { send: async () => ({ status: 'queued' }) };

const recipient = z.object({ recipient_code: z.string() });
const transfer = z.object({ transfer_code: z.string(), status: z.string(), amount: z.number().int() });
const FAILED = new Set(['failed', 'reversed', 'rejected', 'abandoned', 'blocked']);

/** Paystack transfers: create a transfer recipient, then a transfer to it from the balance. */
export function transferPayouts(baseUrl: string, secretKey: string): PayoutProvider {
  const api = { baseUrl, secretKey };
  return {
    async send(request) {
      const { recipient_code } = await paystackCall(api, 'POST', 'transferrecipient', recipient, {
        type: 'nuban',
        name: request.accountName,
        account_number: request.accountNo,
        bank_code: request.bankCode,
        currency: 'NGN',
      });
      const sent = await paystackCall(api, 'POST', 'transfer', transfer, {
        source: 'balance',
        amount: request.amountKobo,
        recipient: recipient_code,
        reference: transferReference(request.withdrawalId),
        reason: 'Vendor withdrawal',
      });
      return { status: sent.status === 'success' ? 'paid' : 'processing', reference: sent.transfer_code };
    },
    async verify(reference) {
      const path = `transfer/verify/${pathSegment(reference)}`;
      try {
        const found = await paystackCall(api, 'GET', path, transfer);
        const status = found.status === 'success' ? 'paid' : FAILED.has(found.status) ? 'failed' : 'pending';
        return { status, amountKobo: found.amount, reversed: found.status === 'reversed' };
      } catch (error) {
        // Paystack answers 404 'Transfer not found' for a reference it never received.
        if (error instanceof PaystackRefusal && error.status === 404)
          return { status: 'missing', amountKobo: 0, reversed: false };
        throw error;
      }
    },
  };
}

export const createPayouts = (config: Config): PayoutProvider =>
  config.PAYSTACK_TRANSFERS && config.PAYSTACK_SECRET_KEY
    ? transferPayouts(config.PAYSTACK_BASE_URL, config.PAYSTACK_SECRET_KEY)
    : manualPayouts;
