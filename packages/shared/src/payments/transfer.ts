/**
 * Deposits paid by bank transfer (issue 35): the provider opens a one-time account number for one
 * checkout, and only its own signed, verified `charge.success` credits anything. The words the
 * customer reads on the transfer page, shown word for word.
 */
export const TRANSFER_MESSAGES = {
  choose: 'Pay by bank transfer',
  chooseCard: 'Pay by card',
  title: 'Pay by bank transfer',
  /** Before the account: what the customer must do, with the exact amount and the account's end. */
  instructions: (amount: string, until: string) =>
    `Transfer exactly ${amount} to this account from your bank app before ${until}. It is for this payment only.`,
  /** Why a screenshot or a bank SMS is not enough: only the provider's own confirmation counts. */
  confirmedBy:
    'Your booking is confirmed when the payment provider tells us the money arrived. A transfer of another amount is refunded.',
  check: 'I have sent it: check payment',
  simulate: 'Simulate transfer',
  simulateNote: 'Test mode: no real money moves. This sends the same signed webhook the provider would.',
  amountSent: 'Amount sent (₦)',
  unavailable: 'A transfer account could not be opened. Please try again in a moment or pay by card.',
  /** A transfer of less than the deposit: nothing is confirmed and the money goes back. */
  underpaid:
    'The amount you sent was less than the deposit, so the booking was not made. It has been refunded in full.',
} as const;

/** The transfer page's labels for the account's details. */
export const TRANSFER_FIELDS = {
  bank: 'Bank',
  accountNumber: 'Account number',
  accountName: 'Account name',
  amount: 'Amount',
  expires: 'Expires',
} as const;
