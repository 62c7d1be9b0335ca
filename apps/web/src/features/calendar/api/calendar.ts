import {
  type BlockedTimeBody,
  calendarApi,
  type SeriesBody,
  type SeriesPreviewBody,
  seriesApi,
  type WalkInBody,
} from '@app/shared';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bookingKeys } from '../../../api/bookings/bookings.ts';
import { call } from '../../../lib/api.ts';
import { getSession, useSession } from '../../../lib/session.ts';

export const calendarKeys = {
  blocked: (userId: number | null) => ['calendar', 'blocked-times', userId] as const,
};

/** GET vendor/blocked-times: the periods the vendor blocked off, from today on. */
const blockedQuery = (userId: number | null) => ({
  queryKey: calendarKeys.blocked(userId),
  // Fresh for as long as a page mounting right after its prefetch needs, so it is not asked twice:
  // adding or removing one here reloads it; one changed on another device shows on the next visit
  // or focus after that.
  staleTime: 10_000,
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await call(calendarApi.blockedTimes, {}, { signal })).blocked_times,
});

export function useBlockedTimes() {
  const userId = useSession().user.userId;
  return useQuery({ ...blockedQuery(userId), enabled: userId != null });
}

/** Asks for the blocked periods ahead of the calendar page (its loader), beside its bookings. */
export function prefetchBlockedTimes(client: QueryClient) {
  const { userId } = getSession().user;
  if (userId != null) void client.prefetchQuery(blockedQuery(userId));
}

/** POST vendor/bookings/walk-in; the schedule reloads its bookings once it is added. */
export function useAddWalkIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WalkInBody) => call(calendarApi.walkIn, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

/** POST vendor/bookings/series/preview: each visit of a series, free or why not; nothing is saved. */
export const usePreviewSeries = () =>
  useMutation({ mutationFn: (body: SeriesPreviewBody) => call(seriesApi.preview, { body }) });

/** POST vendor/bookings/series; `key` (one per checked plan) makes a retry book it once. */
export function useBookSeries() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: SeriesBody; key: string }) =>
      call(seriesApi.book, { body }, { headers: { 'Idempotency-Key': key } }),
    onSuccess: () => client.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

function useBlockedChange<T, R>(change: (input: T) => Promise<R>) {
  const client = useQueryClient();
  const userId = useSession().user.userId;
  return useMutation({
    mutationFn: change,
    onSuccess: () => client.invalidateQueries({ queryKey: calendarKeys.blocked(userId) }),
  });
}

export const useAddBlockedTime = () =>
  useBlockedChange((body: BlockedTimeBody) => call(calendarApi.addBlockedTime, { body }));
export const useDeleteBlockedTime = () =>
  useBlockedChange((id: number) => call(calendarApi.deleteBlockedTime, { params: { id } }));
