import { type DeleteAccountBody, privacyApi } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../lib/api.ts';
import { clearUser } from '../lib/session.ts';

const requestsKey = ['privacy', 'requests'] as const;

/** Issue 37: deletes the vendor's account; on success this device's session ends (back to sign-in). */
export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (body: DeleteAccountBody) => call(privacyApi.deleteAccount, { body }),
    onSuccess: () => clearUser(),
  });

/** Her clients' requests (erasures, corrections, objections), newest first. */
export const usePrivacyRequests = () =>
  useQuery({
    queryKey: requestsKey,
    queryFn: async ({ signal }) => (await call(privacyApi.requests, {}, { signal })).requests,
  });

/** Carries one out now; the list reloads. */
export const useCarryRequest = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(privacyApi.carry, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: requestsKey }),
  });
};
