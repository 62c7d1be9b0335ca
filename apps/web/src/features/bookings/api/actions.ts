import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useReloadBookings } from '../../../api/bookings/bookings.ts';
import type { Booking } from '../../../api/bookings/model.ts';
import { walletKeys } from '../../../api/wallet.ts';
import { alert } from '../../../lib/alert.ts';
import {
  type BookingCommand,
  type CommandResult,
  queueWhenOffline,
  reportBookingError,
  runBookingCommand,
} from './commands.ts';

/**
 * Every booking action: shows the SPEC §8 alert and, after any change, reloads the bookings and
 * the notifications (SPEC §4). Resolves to the result, or null when the action failed.
 */
export function useBookingCommand() {
  const reload = useReloadBookings();
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: runBookingCommand,
    onSuccess: ({ result, message }) => {
      alert('positive', message);
      if (result !== 'done') return;
      void reload();
      // Completing, cancelling or a no-show moves paid money between the wallet's figures.
      void client.invalidateQueries({ queryKey: walletKeys.all });
    },
    onError: (error) => {
      reportBookingError(error);
      // A refused action often means the booking moved on elsewhere: show the current state.
      void reload();
    },
  });
  return {
    pending: mutation.isPending,
    /** Which command is running, so only its button spins. */
    running: mutation.isPending ? mutation.variables : undefined,
    /**
     * Runs the command. While the browser is offline, an action on `booking` that may wait is
     * queued instead, and sent with its Idempotency-Key when the connection returns.
     */
    execute: (command: BookingCommand, booking?: Booking): Promise<CommandResult | null> => {
      if (queueWhenOffline(command, booking)) return Promise.resolve('queued');
      return mutation.mutateAsync(command).then(
        ({ result }) => result,
        () => null,
      );
    },
  };
}
