import type { ClientMessageKind, ClientMessageStatus } from './rules.ts';

type Brief = { kind: ClientMessageKind; status: ClientMessageStatus };

/** One news's line by where its latest message stands: sent, planned, failed, or none (or cancelled). */
function said(
  messages: readonly Brief[],
  kinds: readonly ClientMessageKind[],
  lines: { sent: string; planned: string; failed: string; none: string },
) {
  const latest = messages.filter((m) => kinds.includes(m.kind)).at(-1);
  if (!latest || latest.status === 'cancelled') return lines.none;
  if (latest.status === 'sent') return lines.sent;
  return latest.status === 'failed' ? lines.failed : lines.planned;
}

/**
 * What the client was and will be told about a booking in its status, in one line for the vendor
 * (Appointment Details, issue 36), read from its messages in the order they go out. The messages
 * themselves, with their times and channels, are listed beside it.
 */
export function messagesOutlook(status: string, messages: readonly Brief[]): string {
  switch (status) {
    case 'pending':
      return 'The confirmation goes once you accept.';
    case 'awaiting payment':
      return 'Nothing goes until the client has paid the deposit.';
    case 'expired':
      return 'Nothing was sent: the deposit was not paid in time.';
    case 'approved': {
      const reminders = messages.some((m) => m.kind === 'reminder' && m.status === 'scheduled');
      return said(messages, ['confirmation', 'rescheduled'], {
        sent: `The client has been told of this booking. ${reminders ? 'Reminders go at the times below.' : 'No reminder is left to send.'}`,
        planned: 'The confirmation goes at the time below.',
        failed: 'The confirmation could not be delivered: contact the client yourself.',
        none: 'No messages go for this booking: your reminder settings send none, or the client stopped them.',
      });
    }
    case 'rejected':
      return said(messages, ['rejected'], {
        sent: 'The client was told you declined her request.',
        planned: 'The client will be told you declined her request, at the time below.',
        failed: 'The client could not be told you declined her request: contact her yourself.',
        none: 'The client was not told: your reminder settings send no messages.',
      });
    case 'cancelled':
      return said(messages, ['cancelled'], {
        sent: 'The client was told the booking is cancelled.',
        planned: 'The client will be told of the cancellation at the time below.',
        failed: 'The client could not be told of the cancellation: contact her yourself.',
        none: 'No cancellation was sent: the client had not been sent a confirmation.',
      });
    case 'cancellation requested user':
    case 'cancellation requested vendor':
      return 'Reminders are stopped while the cancellation waits for an answer.';
    default:
      return 'Nothing more goes to the client about this booking.';
  }
}
