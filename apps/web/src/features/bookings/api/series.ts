import { type CancelBookingBody, seriesApi } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { useReloadBookings } from '../../../api/bookings/bookings.ts';
import { alert } from '../../../lib/alert.ts';
import { call, reportError } from '../../../lib/api.ts';

/**
 * Cancels a series' visit and every later one (issue 36). Online only: unlike a single cancel it
 * is not queued offline, since which visits follow is the server's to say when it runs.
 */
export function useCancelFollowing() {
  const reload = useReloadBookings();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CancelBookingBody }) =>
      call(seriesApi.cancelFollowing, { params: { id }, body }),
    onSuccess: ({ message }) => {
      if (message) alert('positive', message);
      void reload();
    },
    onError: (error) => {
      reportError(error);
      void reload();
    },
  });
}
