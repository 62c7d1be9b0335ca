import {
  addDays,
  BOOKINGS_RANGE_MAX_DAYS,
  formatDetails,
  formatNaira,
  groupActions,
  lagosDay,
} from '@app/shared';
import { useState } from 'react';
import type { Booking } from '../api/bookings/model.ts';
import { useBookingsRange } from './bookingsStore.ts';
import { Confirm } from './Confirm.tsx';
import { usePhoneCommand } from './usePhoneCommand.ts';

/** The days Requests looks at: today and the weeks ahead, as many as one range call allows. */
export const requestDays = (now: Date) => {
  const from = lagosDay(now);
  return { from, to: addDays(from, BOOKINGS_RANGE_MAX_DAYS - 1) };
};

/** Pending bookings grouped as multiple_id groups them (one customer's booking of several services). */
export function groupRequests(bookings: readonly Booking[]): Booking[][] {
  const groups = new Map<string, Booking[]>();
  for (const booking of bookings) {
    if (booking.status !== 'pending') continue;
    const key = booking.multiple_id || `single-${booking.id}`;
    groups.set(key, [...(groups.get(key) ?? []), booking]);
  }
  return [...groups.values()];
}

/** Requests: what waits for an answer, a group at a time, with Accept All / Reject All (SPEC §4). */
export function RequestsTab({ onOpen }: { onOpen: (booking: Booking) => void }) {
  const { from, to } = requestDays(new Date());
  const { bookings, failed } = useBookingsRange(from, to);
  if (bookings === null)
    return <p className="muted">{failed ? 'Could not load the requests.' : 'Loading…'}</p>;
  const groups = groupRequests(bookings);
  return (
    <section aria-labelledby="requests-title">
      <h1 id="requests-title">Requests</h1>
      {groups.length === 0 ? (
        <p className="muted empty">No requests waiting.</p>
      ) : (
        <ul className="cards">
          {groups.map((group) => (
            <RequestGroup key={group[0]!.id} group={group} onOpen={onOpen} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RequestGroup({ group, onOpen }: { group: Booking[]; onOpen: (booking: Booking) => void }) {
  const { execute, running, busy } = usePhoneCommand();
  const allowed = groupActions(group.map((b) => b.status));
  const ids = group.map((b) => b.id);
  const total = group.reduce((sum, b) => sum + b.booking_amount, 0);
  const single = group.length === 1 ? group[0] : undefined;
  const [askReject, setAskReject] = useState(false);
  const reject = () =>
    void (single ? execute({ kind: 'reject', id: single.id }, single) : execute({ kind: 'rejectAll', ids }));
  return (
    <li className="card request">
      <p className="card-title">{group[0]!.endUser}</p>
      <ul className="request-items">
        {group.map((booking) => (
          <li key={booking.id}>
            <button type="button" className="link" onClick={() => onOpen(booking)}>
              {booking.service_name} · {formatDetails(booking.start)}
            </button>
          </li>
        ))}
      </ul>
      <p className="card-sub">{formatNaira(total)}</p>
      {askReject ? (
        <Confirm
          question={single ? 'Reject this request?' : `Reject all ${group.length} bookings of this request?`}
          yes={single ? 'Reject' : 'Reject All'}
          loading={running === 'reject' || running === 'rejectAll'}
          onNo={() => setAskReject(false)}
          onYes={reject}
        />
      ) : (
        <div className="actions">
          <button
            type="button"
            className="btn btn-danger"
            disabled={busy || !allowed.rejectAll}
            onClick={() => setAskReject(true)}
          >
            {single ? 'Reject' : 'Reject All'}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy || !allowed.acceptAll}
            aria-busy={running === 'accept' || running === 'acceptAll'}
            onClick={() =>
              void (single
                ? execute({ kind: 'accept', id: single.id }, single)
                : execute({ kind: 'acceptAll', ids }))
            }
          >
            {single ? 'Accept' : 'Accept All'}
          </button>
        </div>
      )}
    </li>
  );
}
