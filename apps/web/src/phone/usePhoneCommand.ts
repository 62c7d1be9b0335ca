import { useState } from 'react';
import type { Booking } from '../api/bookings/model.ts';
import {
  type BookingCommand,
  type CommandResult,
  queueWhenOffline,
  reportBookingError,
  runBookingCommand,
} from '../features/bookings/api/commands.ts';
import { alert } from '../lib/alert.ts';
import { reloadBookings } from './bookingsStore.ts';

/**
 * The dashboard's booking actions (features/bookings/api/commands.ts: the same calls, messages and
 * offline queue), with the phone app's reload instead of the query cache's: SPEC §8's alert, then
 * every list shown again. Resolves to the result, or null when the action failed.
 */
export function usePhoneCommand() {
  const [running, setRunning] = useState<BookingCommand['kind'] | null>(null);
  const execute = async (command: BookingCommand, booking?: Booking): Promise<CommandResult | null> => {
    if (queueWhenOffline(command, booking)) return 'queued';
    setRunning(command.kind);
    try {
      const { result, message } = await runBookingCommand(command);
      alert('positive', message);
      if (result === 'done') reloadBookings();
      return result;
    } catch (error) {
      reportBookingError(error);
      // A refused action often means the booking moved on elsewhere: show the current state.
      reloadBookings();
      return null;
    } finally {
      setRunning(null);
    }
  };
  return { execute, running, busy: running !== null };
}
