// The reference a withdrawal's transfer carries, and back: apart from the payout providers (payouts.ts), so
// the wallet reads one without loading them.

const PREFIX = 'withdrawal-';

/**
 * The transfer reference of a withdrawal. One per withdrawal, so a retried send cannot pay twice;
 * zero-padded because Paystack wants 16 to 50 lowercase letters, digits, '-' or '_'.
 */
export function transferReference(withdrawalId: number) {
  if (!Number.isSafeInteger(withdrawalId) || withdrawalId < 1) {
    throw new RangeError(`Invalid withdrawal id ${withdrawalId}`);
  }
  return `${PREFIX}${String(withdrawalId).padStart(8, '0')}`;
}

/** The withdrawal a transfer reference names, or null when the reference is not one of ours. */
export function withdrawalIdOf(reference: string): number | null {
  const digits = /^withdrawal-(\d{8,16})$/.exec(reference)?.[1];
  const id = Number(digits);
  // Only the canonical spelling counts, so two references never name one withdrawal.
  return Number.isSafeInteger(id) && id > 0 && transferReference(id) === reference ? id : null;
}
