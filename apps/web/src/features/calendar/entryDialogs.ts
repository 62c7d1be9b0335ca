import { fromLagos, lagos } from '@app/shared';
import { useSyncExternalStore } from 'react';

/** A Lagos wall-clock period on one day: 'YYYY-MM-DD', 'HH:mm', 'HH:mm'. */
export type TimeRange = { date: string; start: string; end: string };
export type EntryKind = 'booking' | 'block';

/** The calendar's own dialogs: adding a booking or blocked time, and one blocked period's details. */
export type CalendarDialogState = {
  entry: { kind: EntryKind; range: TimeRange } | null;
  blocked: number | null;
};

let state: CalendarDialogState = { entry: null, blocked: null };
const listeners = new Set<() => void>();

function set(patch: Partial<CalendarDialogState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export const calendarDialogs = {
  openEntry: (kind: EntryKind, range: TimeRange) => set({ entry: { kind, range } }),
  setEntryKind: (kind: EntryKind) => state.entry && set({ entry: { ...state.entry, kind } }),
  closeEntry: () => set({ entry: null }),
  openBlocked: (id: number) => set({ blocked: id }),
  closeBlocked: () => set({ blocked: null }),
  closeAll: () => set({ entry: null, blocked: null }),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useCalendarDialogs = () => useSyncExternalStore(subscribe, () => state);

/**
 * The hour the Add buttons suggest on `date`: on today the next quarter hour (a walk-in is at the
 * door), on any other day 09:00; 22:45 at the latest, so the hour it suggests stays on its day.
 */
export function suggestedRange(date: string, now: Date): TimeRange {
  const today = lagos(now);
  let start = lagos(fromLagos(date, '09:00'));
  if (today.format('YYYY-MM-DD') === date) {
    const minutes = today.hour() * 60 + today.minute();
    start = today.startOf('day').add(Math.ceil((minutes + 1) / 15) * 15, 'minute');
  }
  const latest = lagos(fromLagos(date, '22:45'));
  if (start.isAfter(latest)) start = latest;
  return { date, start: start.format('HH:mm'), end: start.add(1, 'hour').format('HH:mm') };
}
