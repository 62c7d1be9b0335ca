import { sha256 } from '../../../lib/crypto.ts';
import type { CustomerContext } from '../context.ts';

/** The customer a bearer token signs in, or undefined. */
export async function authenticate(ctx: CustomerContext, input: { token: string }) {
  return ctx.customers.findTokenOwner(sha256(input.token));
}
