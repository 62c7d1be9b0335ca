import {
  type BusinessHourResponse,
  type CancellationPolicyBody,
  identityApi,
  scheduleApi,
  settingsApi,
} from '@app/shared';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../lib/api.ts';
import { getSession, useSession } from '../lib/session.ts';
import { loadUserDetails } from '../lib/userDetails.ts';

/**
 * A settings save (`save` sends the body through its shared endpoint); on success the user
 * details (and the given queries) reload.
 */
export function useSettingsSave<B, R>(
  save: (body: B) => Promise<R>,
  { invalidate = [] }: { invalidate?: readonly (readonly unknown[])[] } = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: async () => {
      await Promise.all([
        loadUserDetails(),
        ...invalidate.map((queryKey) => client.invalidateQueries({ queryKey })),
      ]);
    },
  });
}

type Body<E extends { body: z.ZodType }> = z.input<E['body']>;

/** The saves of the settings pages, each through its shared endpoint. */
export const useSaveBusinessInfo = () =>
  useSettingsSave((body: Body<typeof settingsApi.businessInfo>) => call(settingsApi.businessInfo, { body }));
export const useSaveLocation = () =>
  useSettingsSave((body: Body<typeof settingsApi.location>) => call(settingsApi.location, { body }));
export const useSaveBookingRules = () =>
  useSettingsSave((body: Body<typeof settingsApi.bookingRules>) => call(settingsApi.bookingRules, { body }));
export const useSaveNotifications = () =>
  useSettingsSave((body: Body<typeof settingsApi.notifications>) =>
    call(settingsApi.notifications, { body }),
  );
export const useSavePersonal = () =>
  useSettingsSave((body: Body<typeof settingsApi.personal>) => call(settingsApi.personal, { body }));
export const useSaveNin = () =>
  useSettingsSave((body: Body<typeof identityApi.saveNin>) => call(identityApi.saveNin, { body }));
export const useChangePassword = () =>
  useSettingsSave((body: Body<typeof settingsApi.password>) => call(settingsApi.password, { body }));
export const useSaveBusinessHours = () =>
  useSettingsSave((body: Body<typeof settingsApi.hours>) => call(settingsApi.hours, { body }), {
    invalidate: [settingsKeys.schedule],
  });
export const useRequestBoost = () =>
  useSettingsSave((body: Body<typeof settingsApi.requestBoost>) => call(settingsApi.requestBoost, { body }), {
    invalidate: [settingsKeys.boost],
  });

/**
 * Asks for the user details again (the under-review page's 'check again'); a failed load is silent
 * (SPEC §7) and answers null.
 */
export const useReloadDetails = () => useMutation({ mutationFn: loadUserDetails });

export type BusinessHour = BusinessHourResponse;

export const settingsKeys = {
  boost: ['settings', 'boost'] as const,
  referrals: ['settings', 'referrals'] as const,
  schedule: ['schedule'] as const,
  hours: (userId: number | null) => ['schedule', 'hours', userId] as const,
  daysOff: (userId: number | null) => ['schedule', 'day-off', userId] as const,
  cancellationPolicy: ['settings', 'cancellation-policy'] as const,
};

/** How long the hours and days off count as fresh: a vendor changes them from Settings, which reloads them. */
const SCHEDULE_FRESH_MS = 5 * 60_000;

/** GET getBusinessHourwithBreak/{userId}: the open days with their breaks (SPEC §7 reads `data[0]`). */
const hoursQuery = (userId: number | null) => ({
  queryKey: settingsKeys.hours(userId),
  staleTime: SCHEDULE_FRESH_MS,
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await call(scheduleApi.hours, { params: { userId: userId ?? 0 } }, { signal })).data[0] ?? [],
});

/** GET getDayOff/{userId}: the days off from today on (SPEC §7 reads `data[0]`). */
const daysOffQuery = (userId: number | null) => ({
  queryKey: settingsKeys.daysOff(userId),
  staleTime: SCHEDULE_FRESH_MS,
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await call(scheduleApi.daysOff, { params: { userId: userId ?? 0 } }, { signal })).data[0] ?? [],
});

export function useBusinessHours() {
  const userId = useSession().user.userId;
  return useQuery({ ...hoursQuery(userId), enabled: userId != null });
}

export function useDaysOff() {
  const userId = useSession().user.userId;
  return useQuery({ ...daysOffQuery(userId), enabled: userId != null });
}

/**
 * Asks for the hours and days off ahead of the page that draws them (the calendar's loader): the
 * schedule then draws once with them, not once without and again when they arrive.
 */
export function prefetchSchedule(client: QueryClient) {
  const { userId } = getSession().user;
  if (userId == null) return;
  void client.prefetchQuery(hoursQuery(userId));
  void client.prefetchQuery(daysOffQuery(userId));
}

/**
 * GET settings/cancellation-policy: what the vendor keeps of a deposit on a late cancel or a
 * no-show, and the grace after the start before a no-show; `enabled` false: not asked (yet).
 */
export const useCancellationPolicy = (enabled = true) =>
  useQuery({
    queryKey: settingsKeys.cancellationPolicy,
    enabled,
    queryFn: async ({ signal }) => (await call(settingsApi.cancellationPolicy, {}, { signal })).data,
  });

export function useSaveCancellationPolicy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CancellationPolicyBody) => call(settingsApi.saveCancellationPolicy, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.cancellationPolicy }),
  });
}

export const useBoost = () =>
  useQuery({
    queryKey: settingsKeys.boost,
    queryFn: ({ signal }) => call(settingsApi.boost, {}, { signal }),
  });

export const useReferrals = () =>
  useQuery({
    queryKey: settingsKeys.referrals,
    queryFn: ({ signal }) => call(settingsApi.referrals, {}, { signal }),
  });

export function useAddDayOff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body<typeof settingsApi.addDayOff>) => call(settingsApi.addDayOff, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.schedule }),
  });
}

export function useDeleteDayOff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(settingsApi.deleteDayOff, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.schedule }),
  });
}
