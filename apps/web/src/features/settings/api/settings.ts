import { type CancellationPolicyBody, cancellationPolicyResponse } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { loadUserDetails } from '../../../lib/userDetails.ts';

type Message = { success?: boolean; message?: string };

/** A settings PUT/POST; on success the user details (and the given queries) reload. */
export function useSettingsSave<B>(
  path: string,
  {
    method = 'PUT',
    invalidate = [],
  }: { method?: 'PUT' | 'POST'; invalidate?: readonly (readonly unknown[])[] } = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => api<Message>(path, { method, body }),
    onSuccess: async () => {
      await Promise.all([
        loadUserDetails(),
        ...invalidate.map((queryKey) => client.invalidateQueries({ queryKey })),
      ]);
    },
  });
}

export type DayOff = { id: number; date: string; reason: string | null };
export type BoostPlan = { id: string; name: string; days: number; price: number; perks: string[] };
export type BoostRequest = { id: number; plan: string; status: string; created_at: string };
export type Referral = { business_name: string; joined_at: string; completed: boolean };

export const settingsKeys = {
  boost: ['settings', 'boost'] as const,
  referrals: ['settings', 'referrals'] as const,
  schedule: ['schedule'] as const,
  cancellationPolicy: ['settings', 'cancellation-policy'] as const,
};

/** GET settings/cancellation-policy: what the vendor keeps of a deposit on a late cancel or a no-show. */
export const useCancellationPolicy = () =>
  useQuery({
    queryKey: settingsKeys.cancellationPolicy,
    queryFn: async ({ signal }) =>
      cancellationPolicyResponse.parse(await api<unknown>('settings/cancellation-policy', { signal })).data,
  });

export function useSaveCancellationPolicy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CancellationPolicyBody) =>
      api<Message>('settings/cancellation-policy', { method: 'PUT', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.cancellationPolicy }),
  });
}

export const useBoost = () =>
  useQuery({
    queryKey: settingsKeys.boost,
    queryFn: ({ signal }) =>
      api<{ plans: BoostPlan[]; requests: BoostRequest[] }>('settings/boost', { signal }),
  });

export const useReferrals = () =>
  useQuery({
    queryKey: settingsKeys.referrals,
    queryFn: ({ signal }) =>
      api<{ code: string; link: string; referred: Referral[] }>('settings/referrals', { signal }),
  });

export function useDeleteDayOff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<Message>(`settings/days-off/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.schedule }),
  });
}
