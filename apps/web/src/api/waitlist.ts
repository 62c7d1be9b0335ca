import { type WaitlistJoinBody, waitlistApi } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../lib/api.ts';

const waitlistKeys = { all: ['waitlist'] as const };

/** GET vendor/waitlist: everyone waiting, first joined first, with the offers made to each. */
export const useWaitlist = () =>
  useQuery({
    queryKey: waitlistKeys.all,
    queryFn: ({ signal }) => call(waitlistApi.list, {}, { signal }),
    // Offers expire and move on by the minute: keep the panel current while it is open.
    refetchInterval: 30_000,
  });

const useWaitlistChange = <V>(change: (value: V) => Promise<{ message: string }>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => client.invalidateQueries({ queryKey: waitlistKeys.all }),
  });
};

export const useAddToWaitlist = () =>
  useWaitlistChange((body: WaitlistJoinBody) => call(waitlistApi.add, { body }));
export const useRemoveFromWaitlist = () =>
  useWaitlistChange((id: number) => call(waitlistApi.remove, { params: { id } }));
export const useSaveHoldMinutes = () =>
  useWaitlistChange((hold_minutes: number) => call(waitlistApi.settings, { body: { hold_minutes } }));
