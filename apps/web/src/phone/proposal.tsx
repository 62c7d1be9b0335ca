import { checkReschedule, formatDetails } from '@app/shared';
import { useState } from 'react';
import type { Booking } from '../api/bookings/model.ts';

/** Whether the shared rules let the vendor move this booking now (its own bookings move at once). */
export function canPropose(booking: Booking, now: Date) {
  if (booking.proposal) return false;
  return checkReschedule(booking.source != null ? 'vendorMove' : 'vendorPropose', booking, now).allowed;
}

/** A proposal waiting for the client's answer, with Withdraw. */
export function ProposalNotice({ booking }: { booking: Booking }) {
  const [sending, setSending] = useState(false);
  if (!booking.proposal) return null;
  const withdraw = async () => {
    setSending(true);
    // The reschedule calls' schemas load with the call, off the app's first download.
    await (await import('./ProposeTime.tsx')).withdrawProposal(booking.id);
    setSending(false);
  };
  return (
    <div className="notice">
      <p>
        <strong>New time proposed:</strong> {formatDetails(booking.proposal.start)}, waiting for{' '}
        {booking.endUser}'s answer.
      </p>
      <button type="button" className="btn btn-plain" disabled={sending} onClick={() => void withdraw()}>
        Withdraw
      </button>
    </div>
  );
}
