import { BANKS } from '@app/shared';

/** The banks a payout account may be at (a fixed list: it needs nothing of the wallet). */
export function listBanks() {
  return { success: true as const, data: BANKS };
}
