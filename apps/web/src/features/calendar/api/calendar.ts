import {
  type BlockedTimeBody,
  calendarApi,
  type SeriesBody,
  type SeriesPreviewBody,
  seriesApi,
  type WalkInBody,
} from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bookingKeys } from '../../../api/bookings/bookings.ts';
import { call } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';

export const calendarKeys = {
  blocked: (userId: number | null) => ['calendar', 'blocked-times', userId] as const,
};

/** GET vendor/blocked-times: the periods the vendor blocked off, from today on. */
export function useBlockedTimes() {
  const userId = useSession().user.userId;
  return useQuery({
    queryKey: calendarKeys.blocked(userId),
    enabled: userId != null,
    queryFn: async ({ signal }) => (await call(calendarApi.blockedTimes, {}, { signal })).blocked_times,
  });
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
