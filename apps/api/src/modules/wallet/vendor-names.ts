import type { WalletContext } from './context.ts';

/** The vendor's own names, which a payout account's holder name should be one of (issue 35). */
export async function vendorNames(ctx: WalletContext, userId: number) {
  const user = await ctx.users.findUserById(userId);
  return { user, names: [user?.full_name, user?.business_name] };
}
