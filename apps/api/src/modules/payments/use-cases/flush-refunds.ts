import type { RefundsContext } from '../context.ts';

/** Sends every refund due (the sweep, and after each commit unawaited); never throws. */
export function flushRefunds(ctx: RefundsContext) {
  return ctx.sender.run();
}
