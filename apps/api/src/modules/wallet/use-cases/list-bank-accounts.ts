import { redactAccountNo } from '@app/shared';
import type { WalletContext } from '../context.ts';

/** The vendor's payout accounts, their numbers redacted. */
export async function listBankAccounts(ctx: WalletContext, input: { userId: number }) {
  const rows = await ctx.wallet.bankAccounts(input.userId);
  return {
    success: true as const,
    data: rows.map((r) => ({
      ...r,
      account_no: redactAccountNo(r.account_no),
      name_mismatch: r.name_mismatch === 1,
    })),
  };
}
