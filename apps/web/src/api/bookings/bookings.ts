import { type BookingResponse, bookingResponse, bookingsApi, lagosDay } from '@app/shared';
import {
  keepPreviousData,
  type Query,
  type QueryClient,
  type QueryFunctionContext,
  type QueryKey,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { dequal } from 'dequal';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { isApiError, request } from '../../lib/api.ts';
import { useSettled } from '../../lib/idle.ts';
import { reloadQuery, whenLoaded } from '../../lib/queryReload.ts';
import { getSession, useSession } from '../../lib/session.ts';
import { notificationKeys } from '../notifications.ts';
import { busyDaysScope, patchBusyDays, patchCachedList, scopeOfKey } from './cachePatch.ts';
import { type Booking, byStart, toBooking } from './model.ts';

export const bookingKeys = {
  all: ['bookings'] as const,
  list: (scope: 'all' | 'today' | 'seven', userId: number | null) => ['bookings', scope, userId] as const,
  /** The bookings starting on the Lagos days `from` to `to`, both included (cachePatch reads this shape). */
  range: (userId: number | null, from: string, to: string) =>
    ['bookings', 'range', userId, from, to] as const,
  /** The days from `from` to `to` with a booking (cachePatch reads this shape too). */
  busyDays: (userId: number | null, from: string, to: string) =>
    ['bookings', 'busy-days', userId, from, to] as const,
};

/** A tagged answer: its data and its entity tag. */
type Tagged<D> = { data: D; etag: string | null };
/** Asks for a tagged answer, with the headers given (the tag of the copy held). */
type AskTagged<D> = (headers?: Record<string, string>) => Promise<Tagged<D>>;
type Ask = AskTagged<{ bookings: BookingResponse[] }>;

const load: Record<'all' | 'today' | 'seven', (userId: number, signal: AbortSignal) => Ask> = {
  all: (userId, signal) => (headers) => request(bookingsApi.all, { params: { userId } }, { signal, headers }),
  today: (_, signal) => (headers) => request(bookingsApi.today, {}, { signal, headers }),
  seven: (_, signal) => (headers) => request(bookingsApi.sevenDays, {}, { signal, headers }),
};

/** The entity tag of the answer each cached list was last loaded from. */
const tags = new Map<string, string>();

/**
 * Loads a tagged answer (a bookings list, busy days) read into what the cache keeps. Every such
 * answer comes with an entity tag, and is asked for again with the tag of the copy in the cache:
 * unchanged, it costs a 304 and the cached copy is kept as it is, with no body sent, parsed or
 * compared. Each realtime (re)subscription reloads every list, and they mostly find nothing new
 * (issue 14).
 */
async function loadTagged<D, T>(
  client: QueryClient,
  queryKey: QueryKey,
  ask: AskTagged<D>,
  read: (data: D) => T,
): Promise<T> {
  const key = JSON.stringify(queryKey);
  const cached = client.getQueryData<T>(queryKey);
  const held = cached !== undefined && tags.get(key);
  let answer: Tagged<D>;
  try {
    answer = await ask(held ? { 'If-None-Match': held } : undefined);
  } catch (error) {
    // A 304 only ever answers a tag, which is sent only with a cached copy.
    if (held && cached !== undefined && isApiError(error) && error.status === 304) return cached;
    throw error;
  }
  if (answer.etag) tags.set(key, answer.etag);
  else tags.delete(key);
  return read(answer.data);
}

const loadList = (client: QueryClient, queryKey: QueryKey, ask: Ask) =>
  loadTagged(client, queryKey, ask, (data) => data.bookings.map(toBooking).sort(byStart));

/**
 * A reloaded list equal to the cached one keeps the cached array, so nothing redraws: reloads (on
 * each realtime (re)subscription, after a change elsewhere) mostly find nothing new, and redrawing
 * a schedule of bookings costs a cheap phone a long pause (issue 14). The query library's own
 * sharing would see new Date objects, hence new bookings, every time; dequal compares them by value
 * (two JSON strings of a week of bookings cost ~50 ms on each reload).
 */
const keepIfUnchanged = (old: unknown, next: unknown) =>
  old !== undefined && dequal(old, next) ? old : next;

/**
 * How long a list's answer counts as fresh: a page or dialog that reads it, mounting right after it
 * was asked for (a route's loader, the dialogs mounting once the first screen settled), must not ask
 * again. Realtime events patch the cached lists, a (re)subscription and every change made here
 * reload them anyway; a copy restored from the offline store is asked for again unless it is
 * younger than this.
 */
const LIST_FRESH_MS = 10_000;

/**
 * One bookings loader; failures are silent (SPEC §7): the list just stays as it was. The lists of
 * all and of seven days' bookings (thousands, for the header's pending dot and the dialogs) load
 * once the first screen has settled, off the calendar's way to its first events (issue 14).
 */
function useBookingsQuery(scope: 'all' | 'today' | 'seven') {
  const userId = useSession().user.userId;
  const settled = useSettled();
  return useQuery({
    queryKey: bookingKeys.list(scope, userId),
    enabled: userId != null && (scope === 'today' || settled),
    staleTime: LIST_FRESH_MS,
    structuralSharing: keepIfUnchanged,
    placeholderData: keepPreviousData,
    queryFn: ({ signal, client, queryKey }) => loadList(client, queryKey, load[scope](userId ?? 0, signal)),
  });
}

export const useAllBookings = () => useBookingsQuery('all');
export const useTodayBookings = () => useBookingsQuery('today');
export const useSevenDayBookings = () => useBookingsQuery('seven');

/** Lagos days 'YYYY-MM-DD', both included. */
export type DayRange = { from: string; to: string };

const rangeQuery = (userId: number | null, { from, to }: DayRange) => ({
  queryKey: bookingKeys.range(userId, from, to),
  staleTime: LIST_FRESH_MS,
  structuralSharing: keepIfUnchanged,
  queryFn: ({ signal, client, queryKey }: QueryFunctionContext) =>
    loadList(client, queryKey, (headers) =>
      request(bookingsApi.range, { query: { from, to } }, { signal, headers }),
    ),
});

/** Asks for the bookings of `range` ahead of the page that shows them (a route's loader). */
export function prefetchBookingsInRange(client: QueryClient, range: DayRange) {
  const { userId } = getSession().user;
  if (userId != null) void client.prefetchQuery(rangeQuery(userId, range));
}

/**
 * GET vendor/bookings/range (our own): the bookings starting in the visible days, for the
 * calendar, which then waits for neither the list of all bookings nor its size. The previous
 * range's bookings stay on screen while the next loads; failures are silent like every list's.
 */
export function useBookingsInRange(range: DayRange | null, { enabled = true }: { enabled?: boolean } = {}) {
  const client = useQueryClient();
  const userId = useSession().user.userId;
  const query = rangeQuery(userId, range ?? { from: '', to: '' });
  const on = enabled && userId != null && range != null;
  // Asked for during the first render that needs it, ahead of the page's other calls: the query's
  // observer would start it only once the whole page (two FullCalendars) is mounted.
  useState(() => (on ? void client.prefetchQuery(query) : undefined));
  return useQuery({ ...query, enabled: on, placeholderData: keepPreviousData });
}

/**
 * Loads the ranges the calendar shows next (the previous and next day, week or month) once
 * `enabled`, so moving there draws at once; a range already cached is not asked again.
 */
export function usePrefetchBookingsInRanges(ranges: readonly DayRange[], enabled: boolean) {
  const client = useQueryClient();
  const userId = useSession().user.userId;
  const key = ranges.map((r) => `${r.from}/${r.to}`).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the ranges' contents.
  useEffect(() => {
    if (!enabled || userId == null) return;
    for (const range of ranges) {
      const query = rangeQuery(userId, range);
      if (client.getQueryData(query.queryKey) === undefined) void client.prefetchQuery(query);
    }
  }, [client, userId, key, enabled]);
}

/**
 * GET vendor/bookings/busy-days (our own): the days of `range` with a booking, for the month
 * calendar's dots, a few dozen dates where the range's list is a busy month's thousands of
 * bookings. Realtime events patch it (patchBookingLists); failures are silent like the lists'.
 */
export function useBusyDays(range: DayRange, { enabled = true }: { enabled?: boolean } = {}) {
  const userId = useSession().user.userId;
  const { from, to } = range;
  return useQuery({
    queryKey: bookingKeys.busyDays(userId, from, to),
    enabled: enabled && userId != null,
    staleTime: LIST_FRESH_MS,
    placeholderData: keepPreviousData,
    queryFn: ({ signal, client, queryKey }) =>
      loadTagged(
        client,
        queryKey,
        (headers) => request(bookingsApi.busyDays, { query: { from, to } }, { signal, headers }),
        (data) => data.days,
      ),
  });
}

const EMPTY: Booking[] = [];

/**
 * SPEC §3 vendor store: today's, seven-day, all and pending bookings. The all-bookings list
 * excludes pending bookings, which go to the pending list.
 */
export function useVendorBookings() {
  const all = useAllBookings();
  const today = useTodayBookings();
  const seven = useSevenDayBookings();
  return useMemo(() => {
    const everything = all.data ?? EMPTY;
    return {
      everything,
      all: everything.filter((b) => b.status !== 'pending'),
      pending: everything.filter((b) => b.status === 'pending'),
      today: today.data ?? EMPTY,
      sevenDays: seven.data ?? EMPTY,
      loading: all.isLoading,
      todayLoading: today.isLoading,
      fetching: all.isFetching || today.isFetching || seven.isFetching,
    };
  }, [
    all.data,
    all.isLoading,
    all.isFetching,
    today.data,
    today.isLoading,
    today.isFetching,
    seven.data,
    seven.isFetching,
  ]);
}

/**
 * One booking by id from the freshest all-bookings list; until that list has it (it is large and
 * may still be loading), from any other cached list (the calendar's range, today's).
 */
export function useBooking(id: number | null): Booking | undefined {
  const { everything } = useVendorBookings();
  const client = useQueryClient();
  if (id == null) return undefined;
  const found = everything.find((b) => b.id === id);
  if (found) return found;
  return cachedBooking(client, id);
}

/** The booking as a cached list holds it (busy days hold no bookings). */
function cachedBooking(client: QueryClient, id: number): Booking | undefined {
  for (const [key, list] of client.getQueriesData<Booking[]>({ queryKey: bookingKeys.all })) {
    const cached = scopeOfKey(key) && list?.find((b) => b.id === id);
    if (cached) return cached;
  }
  return undefined;
}

/** SPEC §4: after any booking change, reload the bookings and the notifications. */
export function useReloadBookings() {
  const client = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        client.invalidateQueries({ queryKey: bookingKeys.all }),
        client.invalidateQueries({ queryKey: notificationKeys.all }),
      ]).then(() => undefined),
    [client],
  );
}

/**
 * A cached list (or busy days) with the event's booking applied, or reloaded when its kind is
 * unknown here or a patch cannot tell (a day the booking left may have no other). `before`: the
 * booking as the cache held it before the event.
 */
function applyToList(
  client: QueryClient,
  query: Query,
  booking: Booking,
  before: Booking | undefined,
  today: string,
) {
  const data = query.state.data as Booking[] | string[] | undefined;
  if (!data) return;
  const busy = busyDaysScope(query.queryKey);
  const patched = busy
    ? patchBusyDays(data as string[], busy, booking, before)
    : patchCachedList(query.queryKey, data as Booking[], booking, today);
  if (patched === undefined) reloadQuery(client, query);
  else if (patched !== data) client.setQueryData(query.queryKey, patched);
}

/**
 * A realtime booking event's payload (the booking as the server presents it in its lists) put into
 * every cached bookings list whose scope holds it, and out of those that no longer do, instead of
 * reloading them; a list still loading gets it once loaded. A payload that is not a booking, or a
 * list of a kind unknown here, is reloaded instead. Gives the booking, or null for such a payload.
 */
export function patchBookingLists(client: QueryClient, payload: unknown, now = new Date()): Booking | null {
  const parsed = bookingResponse.safeParse(payload);
  if (!parsed.success) {
    void client.invalidateQueries({ queryKey: bookingKeys.all });
    return null;
  }
  const booking = toBooking(parsed.data);
  const today = lagosDay(now);
  const before = cachedBooking(client, booking.id);
  for (const query of client.getQueryCache().findAll({ queryKey: bookingKeys.all })) {
    const apply = () => applyToList(client, query, booking, before, today);
    // A list still loading gets the booking once its answer is in: that answer may predate the
    // change, and reloading it instead would start it over at every event of a burst (a customer's
    // two-service booking is two events), never settling while they come. A patch is idempotent,
    // so an answer that already holds the change stays as it is.
    if (query.state.fetchStatus === 'idle') apply();
    else whenLoaded(client, query, apply);
  }
  return booking;
}
