import { clockTime, lagosDay, rescheduleApi, rescheduleBody } from '@app/shared';
import { useEffect, useState } from 'react';
import type { Booking } from '../api/bookings/model.ts';
import { alert } from '../lib/alert.ts';
import { call, reportError } from '../lib/api.ts';
import { reloadBookings } from './bookingsStore.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The dashboard's reschedule flow (features/bookings/components/RescheduleSection.tsx) with one
 * thumb: a day, that day's free times from the server's slot rules shown as 'hh:mm A', then the
 * proposal (or, for a walk-in or phone booking, the move). The server's message either way.
 */
export default function ProposeTime({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const own = booking.source != null;
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [times, setTimes] = useState<string[] | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    setTimes(null);
    if (!DAY.test(date)) return;
    const controller = new AbortController();
    call(
      rescheduleApi.times,
      { params: { id: booking.id }, query: { date } },
      { signal: controller.signal },
    ).then(
      (answer) => setTimes(answer.times),
      (error) => controller.signal.aborted || reportError(error),
    );
    return () => controller.abort();
  }, [booking.id, date]);

  const body = rescheduleBody.safeParse({ date, time });
  const placeholder = !date
    ? 'Choose a day first'
    : times === null
      ? 'Finding free times…'
      : times.length
        ? 'Choose a time'
        : 'No free time on this day';
  const submit = async () => {
    if (!body.success) return;
    setSending(true);
    try {
      const answer = await call(rescheduleApi.propose, { params: { id: booking.id }, body: body.data });
      alert('positive', answer.message);
      onDone();
    } catch (error) {
      reportError(error);
    } finally {
      setSending(false);
      reloadBookings();
    }
  };
  return (
    <form
      className="ask"
      aria-label={own ? 'Move to a new time' : 'Propose a new time'}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label className="field">
        New date
        <input
          type="date"
          min={lagosDay(new Date())}
          value={date}
          onChange={(event) => {
            setDate(event.currentTarget.value);
            setTime('');
          }}
        />
      </label>
      <label className="field">
        New time
        <select
          value={time}
          disabled={!times?.length}
          onChange={(event) => setTime(event.currentTarget.value)}
        >
          <option value="" disabled>
            {placeholder}
          </option>
          {(times ?? []).map((value) => (
            <option key={value} value={value}>
              {clockTime(value)}
            </option>
          ))}
        </select>
      </label>
      <div className="actions">
        <button type="button" className="btn btn-plain" onClick={onDone}>
          Back
        </button>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={!body.success || sending}
          aria-busy={sending}
        >
          {own ? 'Move booking' : 'Propose new time'}
        </button>
      </div>
    </form>
  );
}

/** Withdraws the vendor's proposal: the server's message, then the lists reload. */
export async function withdrawProposal(id: number) {
  try {
    alert('positive', (await call(rescheduleApi.withdraw, { params: { id } })).message);
  } catch (error) {
    reportError(error);
  } finally {
    reloadBookings();
  }
}
