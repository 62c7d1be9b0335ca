import type { Config } from '../config.ts';

export interface PayoutRequest {
  withdrawalId: number;
  amountKobo: number;
  bankCode: string;
  accountNo: string;
  accountName: string;
}
export type PayoutResult = { status: 'queued' } | { status: 'processing' | 'paid'; reference: string };

/** Sends money to a vendor's bank. The default queue leaves it to an operator (npm run admin). */
export interface PayoutProvider {
  send(request: PayoutRequest): Promise<PayoutResult>;
}

export const manualPayouts: PayoutProvider = { send: async () => ({ status: 'queued' }) };

/** A Paystack-style transfer API: create a transfer recipient, then a transfer to it. */
export function transferPayouts(baseUrl: string, secretKey: string): PayoutProvider {
  const call = async (path: string, body: object) => {
    const response = await fetch(new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`), {
      method: 'POST',
      headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const json = (await response.json().catch(() => ({}))) as {
      status?: boolean;
      message?: string;
      data?: Record<string, unknown>;
    };
    if (!response.ok || !json.status)
      throw new Error(json.message ?? `Transfer API answered ${response.status}`);
    return json.data ?? {};
  };
  return {
    async send(request) {
      const recipient = await call('transferrecipient', {
        type: 'nuban',
        name: request.accountName,
        account_number: request.accountNo,
        bank_code: request.bankCode,
        currency: 'NGN',
      });
      const transfer = await call('transfer', {
        source: 'balance',
        amount: request.amountKobo,
        recipient: recipient.recipient_code,
        reference: `wd-${request.withdrawalId}`,
        reason: 'Vendor withdrawal',
      });
      return {
        status: transfer.status === 'success' ? 'paid' : 'processing',
        reference: String(transfer.transfer_code ?? ''),
      };
    },
  };
}

export const createPayouts = (config: Config): PayoutProvider =>
  config.PAYOUT_API_URL && config.PAYOUT_SECRET_KEY
    ? transferPayouts(config.PAYOUT_API_URL, config.PAYOUT_SECRET_KEY)
    : manualPayouts;
