import { type ClientMessage, type ReminderSettingsBody, remindersApi } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../lib/api.ts';

export const reminderKeys = {
  settings: ['reminders', 'settings'] as const,
  /** A booking's messages, per status and start: a change of either plans them again. */
  messages: (bookingId: number, status: string, start: string) =>
    ['reminders', 'messages', bookingId, status, start] as const,
};

/** While a message waits to go out, the dialog looks again this often. */
const WAITING_REFRESH_MS = 15_000;
const waiting = (messages: ClientMessage[] | undefined) =>
  messages?.some((m) => m.status === 'scheduled' || m.status === 'sending') ?? false;

/** GET settings/reminders: the vendor's reminder hours, quiet hours and channels. */
export const useReminderSettings = () =>
  useQuery({
    queryKey: reminderKeys.settings,
    queryFn: async ({ signal }) => (await call(remindersApi.settings, {}, { signal })).data,
  });

export function useSaveReminderSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReminderSettingsBody) => call(remindersApi.saveSettings, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['reminders'] }),
  });
}

/** GET vendor/bookings/{id}/messages: what the client was (or will be) told, how it went, and her consent. */
export const useBookingMessages = (booking: { id: number; status: string; start: string }) =>
  useQuery({
    queryKey: reminderKeys.messages(booking.id, booking.status, booking.start),
    queryFn: async ({ signal }) => {
      const answer = await call(remindersApi.bookingMessages, { params: { id: booking.id } }, { signal });
      return { messages: answer.data, consent: answer.consent };
    },
    refetchInterval: (query) => (waiting(query.state.data?.messages) ? WAITING_REFRESH_MS : false),
  });
