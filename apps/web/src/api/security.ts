import { securityApi } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../lib/api.ts';
import { clearUser } from '../lib/session.ts';

const securityKeys = { sessions: ['security', 'sessions'] as const, events: ['security', 'events'] as const };

/** Issue 37: the devices signed in to the account, the latest seen first. */
export const useSessions = () =>
  useQuery({
    queryKey: securityKeys.sessions,
    queryFn: async ({ signal }) => (await call(securityApi.sessions, {}, { signal })).sessions,
  });

/** The account's security log: sign-ins, password, payout-account, withdrawal and NIN changes. */
export const useSecurityEvents = () =>
  useQuery({
    queryKey: securityKeys.events,
    queryFn: async ({ signal }) => (await call(securityApi.events, {}, { signal })).events,
  });

/** Signs one device out; the list reloads. */
export const useSignOutSession = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(securityApi.signOut, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: securityKeys.sessions }),
  });
};

/**
 * 'Sign out everywhere' (this device too: the session is cleared here, back to sign-in) or
 * 'everywhere else' (`keepCurrent`: the list reloads).
 */
export const useSignOutAll = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (keepCurrent: boolean) =>
      call(securityApi.signOutAll, { body: { keep_current: keepCurrent } }),
    onSuccess: async (_answer, keepCurrent) => {
      if (keepCurrent) await client.invalidateQueries({ queryKey: securityKeys.sessions });
      else clearUser();
    },
  });
};
