import { bookingsApi } from '@app/shared';
import { useEffect, useSyncExternalStore } from 'react';
import { type Booking, byStart, toBooking } from '../api/bookings/model.ts';
import { isApiError, request } from '../lib/api.ts';

/**
 * The phone app's bookings: the lists of Lagos day ranges it shows (a day of Today, the weeks of
 * Requests), each asked for with the entity tag of the copy held, so an unchanged list costs a
 * 304 and nothing is redrawn. Kept in memory without the dashboard's query library (issue 34).
 */
type Entry = { bookings: Booking[] | null; etag: string | null; failed: boolean; loading: boolean };

const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();
const EMPTY: Entry = { bookings: null, etag: null, failed: false, loading: false };
const keyOf = (from: string, to: string) => `${from}..${to}`;

function set(key: string, entry: Entry) {
  entries.set(key, entry);
  for (const listener of listeners) listener();
}

/** Loads (or revalidates) the bookings starting on the days `from` to `to`, both included. */
export async function loadRange(from: string, to: string): Promise<Booking[] | null> {
  const key = keyOf(from, to);
  const held = entries.get(key) ?? EMPTY;
  if (held.loading) return held.bookings;
  set(key, { ...held, loading: true });
  const headers: Record<string, string> | undefined =
    held.bookings && held.etag ? { 'If-None-Match': held.etag } : undefined;
  try {
    const answer = await request(bookingsApi.range, { query: { from, to } }, { headers });
    const bookings = answer.data.bookings.map(toBooking).sort(byStart);
    set(key, { bookings, etag: answer.etag, failed: false, loading: false });
    return bookings;
  } catch (error) {
    // 304: the copy held is current.
    const current = held.bookings !== null && isApiError(error) && error.status === 304;
    set(key, { ...held, failed: !current, loading: false });
    return held.bookings;
  }
}

/** Every list shown again from the server: after an action, a queued action sent, the connection back. */
export function reloadBookings() {
  for (const key of entries.keys()) {
    const [from, to] = key.split('..') as [string, string];
    void loadRange(from, to);
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The bookings of the days `from` to `to` (null until the first answer), loaded on first use. */
export function useBookingsRange(from: string, to: string) {
  const key = keyOf(from, to);
  useEffect(() => {
    void loadRange(from, to);
  }, [from, to]);
  return useSyncExternalStore(subscribe, () => entries.get(key) ?? EMPTY);
}

/** Forgets every list (a test starts afresh, as a page load does). */
export const forgetBookings = () => entries.clear();
