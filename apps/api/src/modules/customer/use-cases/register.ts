import { MSG } from '@app/shared';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { unprocessable } from '../../../lib/errors.ts';
import type { CustomerContext } from '../context.ts';
import { issueToken } from '../issue-token.ts';

/** A new customer account, signed in at once. */
export async function register(
  ctx: CustomerContext,
  input: {
    body: { email: string; first_name: string; last_name: string; password: string; phone_number?: string };
  },
) {
  try {
    const { password, phone_number, ...names } = input.body;
    const { id } = await ctx.customers.insert({
      ...names,
      phone_number: phone_number ?? null,
      password_hash: await ctx.passwords.hash(password),
      created_at: ctx.clock.now().toISOString(),
    });
    return issueToken(ctx, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw unprocessable(MSG.accountExists, { email: MSG.accountExists });
    throw error;
  }
}
