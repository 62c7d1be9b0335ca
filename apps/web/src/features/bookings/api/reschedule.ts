import { type RescheduleBody, rescheduleApi } from '@app/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useReloadBookings } from '../../../api/bookings/bookings.ts';
import { alert } from '../../../lib/alert.ts';
import { call, reportError } from '../../../lib/api.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The times one Lagos day offers the booking's move (none asked for until a day is chosen). */
export function useRescheduleTimes(id: number, date: string) {
  return useQuery({
    queryKey: ['reschedule-times', id, date],
    enabled: DAY.test(date),
    queryFn: async ({ signal }) =>
      (await call(rescheduleApi.times, { params: { id }, query: { date } }, { signal })).times,
  });
}

type Change = { kind: 'propose'; id: number; body: RescheduleBody } | { kind: 'withdraw'; id: number };

/**
 * The vendor's proposal of a new time, and its withdrawal: the server's message either way (a
 * refused time is told as the slot rules word it), then the bookings reload.
 */
export function useRescheduleChange() {
  const reload = useReloadBookings();
  return useMutation({
    mutationFn: (change: Change) =>
      change.kind === 'propose'
        ? call(rescheduleApi.propose, { params: { id: change.id }, body: change.body })
        : call(rescheduleApi.withdraw, { params: { id: change.id } }),
    onSuccess: ({ message }) => {
      alert('positive', message);
      void reload();
    },
    onError: (error) => {
      reportError(error);
      void reload();
    },
  });
}
