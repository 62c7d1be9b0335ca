import type { WalletContext } from './context.ts';

/**
 * A payout unsettled this long is asked about at the provider: its sender died before or after
 * the transfer, or the provider's webhook was lost.
 */
export const PAYOUT_LEASE_MS = 2 * 60_000;

/** Payouts last touched before this instant are past their lease. */
export const leaseEndedBefore = (ctx: WalletContext) =>
  new Date(ctx.clock.now().getTime() - PAYOUT_LEASE_MS).toISOString();
