import { payoutAccountHeldMessage } from '@app/shared';
import type { OutboxMessage } from '../outbox/index.ts';

/**
 * Issue 37: the vendor hears of a new payout account on both channels, so whoever added it, she
 * knows within minutes and has 24 hours to act before it can receive money.
 */
export function payoutAccountNotice(
  user: { email: string; phone_number: string | null },
  account: string,
  usableFrom: Date,
): OutboxMessage[] {
  const text =
    `A payout account (${account}) was added to your account. ${payoutAccountHeldMessage(usableFrom)} ` +
    'If this was not you, change your password and sign out everywhere in Settings › Security.';
  const mail: OutboxMessage = {
    topic: 'mail',
    payload: { to: user.email, subject: 'A new payout account was added', text },
  };
  return user.phone_number ? [mail, { topic: 'sms', payload: { to: user.phone_number, text } }] : [mail];
}
