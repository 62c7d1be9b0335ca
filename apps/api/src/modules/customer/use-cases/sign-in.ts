import { MSG } from '@app/shared';
import { AppError } from '../../../lib/errors.ts';
import type { CustomerContext } from '../context.ts';
import { issueToken } from '../issue-token.ts';

/** Within the same sign-in limits as vendors (sign-in-guard.ts). */
export async function signIn(
  ctx: CustomerContext,
  input: { body: { email: string; password: string }; ip: string },
) {
  const { body, ip } = input;
  const customer = await ctx.customers.findByEmail(body.email);
  const right = await ctx.guard.attempt('customer', body.email, Boolean(customer), ip, async () =>
    ctx.passwords.matches(customer?.password_hash, body.password),
  );
  if (!customer || !right) {
    throw new AppError('unauthenticated', MSG.loginIncorrect, { success: false });
  }
  return issueToken(ctx, customer.id);
}
