import { bookingsApi } from '@app/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { call } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';
import { notificationKeys } from '../../notifications/api/notifications.ts';
import { type Booking, byStart, toBooking } from '../model.ts';

export const bookingKeys = {
  all: ['bookings'] as const,
  list: (scope: 'all' | 'today' | 'seven', userId: number | null) => ['bookings', scope, userId] as const,
};

const load = {
  all: (userId: number, signal: AbortSignal) => call(bookingsApi.all, { params: { userId } }, { signal }),
  today: (_: number, signal: AbortSignal) => call(bookingsApi.today, {}, { signal }),
  seven: (_: number, signal: AbortSignal) => call(bookingsApi.sevenDays, {}, { signal }),
} as const;

/** One bookings loader; failures are silent (SPEC §7): the list just stays as it was. */
function useBookingsQuery(scope: 'all' | 'today' | 'seven') {
  const userId = useSession().user.userId;
  return useQuery({
    queryKey: bookingKeys.list(scope, userId),
    enabled: userId != null,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const answer = await load[scope](userId ?? 0, signal);
      return answer.bookings.map(toBooking).sort(byStart);
    },
  });
}

export const useAllBookings = () => useBookingsQuery('all');
export const useTodayBookings = () => useBookingsQuery('today');
export const useSevenDayBookings = () => useBookingsQuery('seven');

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

/** One booking by id from the freshest all-bookings list. */
export function useBooking(id: number | null): Booking | undefined {
  const { everything } = useVendorBookings();
  return id == null ? undefined : everything.find((b) => b.id === id);
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
