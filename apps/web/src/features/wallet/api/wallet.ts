import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';

type WalletAnswer = { data?: [[{ account_balance?: number | string }?]?] };

/**
 * GET getUserWallet → data[0][0].account_balance (SPEC §7). Until the endpoint exists, or on any
 * failure, the balance reads as 0 (silent, as the wallet loader is).
 */
export function useWalletBalance(enabled = true): number {
  const userId = useSession().user.userId;
  const query = useQuery({
    queryKey: ['wallet', userId],
    enabled: enabled && userId != null,
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const answer = await api<WalletAnswer>('getUserWallet', { signal });
      const balance = Number(answer.data?.[0]?.[0]?.account_balance ?? 0);
      return Number.isFinite(balance) ? balance : 0;
    },
  });
  return query.data ?? 0;
}
