import type { RefundsContext } from './context.ts';

/** A refund the provider keeps refusing is left for an operator after this many tries. */
export const REFUND_MAX_ATTEMPTS = 8;
/**
 * How long a sender holds a claimed refund: a claim older than this belongs to a process that
 * died mid-call, and the sweep takes the refund again (like client_messages' claims).
 */
export const REFUND_LEASE_MS = 2 * 60_000;

/** Claims made before this instant are past their lease. */
export const staleBefore = (ctx: Pick<RefundsContext, 'clock'>) =>
  new Date(ctx.clock.now().getTime() - REFUND_LEASE_MS).toISOString();
