import { type EndpointData, type UserDetails, walletApi } from '@app/shared';
import { call, request } from '../lib/api.ts';

/*
 * The wallet's calls and the withdrawal gate without the query cache: the dashboard's hooks
 * (wallet.ts, features/wallet) and the phone app's Earnings use them alike.
 */

/**
 * SPEC §3 Wallet in NGN, from getUserWallet's `data[0][0]`: `withdrawn` is what was paid out to
 * the bank, `payingOut` what withdrawals took from the balance and are still on their way.
 */
export const walletOf = ({ data }: EndpointData<typeof walletApi.wallet>) => {
  const row = data[0]?.[0];
  return {
    balance: row?.account_balance ?? 0,
    withdrawn: row?.withdraw ?? 0,
    payingOut: row?.withdraw_pending ?? 0,
    pending: row?.pending ?? 0,
    cancelled: row?.cancelled ?? 0,
  };
};
export type Wallet = ReturnType<typeof walletOf>;

/** GET getUserWallet (SPEC §7). */
export const loadWallet = async (signal?: AbortSignal) =>
  walletOf(await call(walletApi.wallet, {}, { signal }));

/**
 * POST withdrawalrequest (SPEC §7): success only when the status is 200. The caller makes the
 * idempotency key once per submit, so a retried request cannot pay out twice. `amount` (NGN, ours)
 * withdraws part of the balance; without it, SPEC's request takes the whole.
 */
export async function sendWithdrawal({
  accountId,
  key,
  amount,
}: {
  accountId: number;
  key: string;
  amount?: number;
}) {
  const { status } = await request(
    walletApi.withdraw,
    { body: { payment_info_id: accountId, amount } },
    { headers: { 'Idempotency-Key': key } },
  );
  return status === 200;
}

/** SPEC §5/§6: withdrawal needs a verified NIN, e-mail and phone. */
export const canWithdraw = (details: UserDetails | null) =>
  details != null &&
  (details.nationalid_check || details.nin_verified) &&
  details.email_verify_checker &&
  details.phone_verify_checker;
