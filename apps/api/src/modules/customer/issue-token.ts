import { randomToken, sha256 } from '../../lib/crypto.ts';
import type { CustomerContext } from './context.ts';

/** A new bearer token for the customer, the answer of registering and signing in. */
export async function issueToken(ctx: CustomerContext, customerId: number) {
  const token = randomToken();
  await ctx.customers.insertToken(customerId, sha256(token), ctx.clock.now().toISOString());
  return { success: true as const, token, userId: customerId };
}
