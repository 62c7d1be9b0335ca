import { addDays, formatTime, isTodaysAppointment, lagosDay, MSG } from '@app/shared';
import { useState } from 'react';
import type { Booking } from '../api/bookings/model.ts';
import { useOfflineQueue } from '../lib/offlineQueue.ts';
import { useNow } from '../lib/useNow.ts';
import { isCurrent } from './bookingButtons.ts';
import { useBookingsRange } from './bookingsStore.ts';
import { dayLabel } from './days.ts';
import { StatusTag } from './StatusTag.tsx';
import { useTeam } from './team.ts';

const MINUTE = 60_000;

/** Today: one day's appointments in time order, the one happening now highlighted; days ahead and behind. */
export function TodayTab(props: {
  day: string;
  onDay: (day: string) => void;
  onOpen: (booking: Booking) => void;
}) {
  const now = useNow(true, MINUTE);
  const today = lagosDay(now);
  const { bookings, failed } = useBookingsRange(props.day, props.day);
  const queued = new Set(
    useOfflineQueue()
      .filter((a) => a.state !== 'refused' && 'bookingId' in a)
      .map((a) => ('bookingId' in a ? a.bookingId : 0)),
  );
  const team = useTeam();
  // 'all', or one member's id: the dashboard's staff filter, one thumb wide.
  const [member, setMember] = useState('all');
  const appointments = (bookings ?? []).filter(
    (b) => isTodaysAppointment(b.status) && (member === 'all' || String(b.staff?.id) === member),
  );
  return (
    <section aria-labelledby="day-title">
      <nav className="day-nav" aria-label="Days">
        <button
          type="button"
          className="btn btn-plain"
          aria-label="Previous day"
          onClick={() => props.onDay(addDays(props.day, -1))}
        >
          ‹
        </button>
        <h1 id="day-title">{props.day === today ? `Today · ${dayLabel(props.day)}` : dayLabel(props.day)}</h1>
        <button
          type="button"
          className="btn btn-plain"
          aria-label="Next day"
          onClick={() => props.onDay(addDays(props.day, 1))}
        >
          ›
        </button>
      </nav>
      {props.day !== today && (
        <button type="button" className="link back-today" onClick={() => props.onDay(today)}>
          Back to today
        </button>
      )}
      {team.length > 0 && (
        <fieldset className="chips">
          <legend className="sr-only">Team member</legend>
          {[{ id: 'all', name: 'All' }, ...team].map((m) => (
            <button
              key={m.id}
              type="button"
              className="chip"
              aria-pressed={member === String(m.id)}
              onClick={() => setMember(String(m.id))}
            >
              {m.name}
            </button>
          ))}
        </fieldset>
      )}
      {bookings === null ? (
        <p className="muted">{failed ? 'Could not load the bookings.' : 'Loading…'}</p>
      ) : appointments.length === 0 ? (
        <p className="muted empty">No appointments on this day.</p>
      ) : (
        <ul className="cards">
          {appointments.map((booking) => (
            <li key={booking.id}>
              <button
                type="button"
                className={`card${isCurrent(booking, now) ? ' card-current' : ''}`}
                aria-current={isCurrent(booking, now) ? 'true' : undefined}
                onClick={() => props.onOpen(booking)}
              >
                <span className="card-time">
                  {formatTime(booking.start)} – {formatTime(booking.end)}
                </span>
                <span className="card-title">{booking.service_name}</span>
                <span className="card-sub">
                  {booking.endUser}
                  {booking.staff && ` · with ${booking.staff.name}`}
                </span>
                <StatusTag status={booking.status}>
                  {queued.has(booking.id) ? MSG.actionWaiting : undefined}
                </StatusTag>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
