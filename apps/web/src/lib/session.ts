import type { UserDetails } from '@app/shared';
import { useSyncExternalStore } from 'react';
import { navigateTo } from './navigation.ts';

/** SPEC §3 session record, kept in local storage under 'user'. */
export type StoredUser = {
  userId: number | null;
  userToken: string | null;
  token: string | null;
  regStatus: boolean;
  registerStatus: boolean;
  settingData: { account_active: boolean };
};

export type Session = {
  user: StoredUser;
  /** The latest getuserdetails answer; memory only, reloaded by the guards. */
  details: UserDetails | null;
};

const KEY = 'user';

const emptyUser = (): StoredUser => ({
  userId: null,
  userToken: null,
  token: null,
  regStatus: false,
  registerStatus: false,
  settingData: { account_active: false },
});

function readStoredUser(): StoredUser {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return emptyUser();
    const parsed = JSON.parse(raw) as Partial<StoredUser>;
    const user = { ...emptyUser(), ...parsed };
    return { ...user, settingData: { ...emptyUser().settingData, ...parsed.settingData } };
  } catch {
    return emptyUser();
  }
}

let state: Session = { user: readStoredUser(), details: null };
const listeners = new Set<() => void>();

function commit(next: Session) {
  state = next;
  localStorage.setItem(KEY, JSON.stringify(next.user));
  for (const listener of listeners) listener();
}

export const getSession = () => state;
export const getToken = () => state.user.token ?? state.user.userToken;

/** Stores what sign-up, sign-in or the social callback returned. Both status names stay in step. */
export function setUser(patch: { userId?: number; token?: string; regStatus?: boolean }) {
  const user = { ...state.user };
  if (patch.userId !== undefined) user.userId = patch.userId;
  if (patch.token !== undefined) {
    user.token = patch.token;
    user.userToken = patch.token;
  }
  if (patch.regStatus !== undefined) {
    user.regStatus = patch.regStatus;
    user.registerStatus = patch.regStatus;
  }
  commit({ ...state, user });
}

/** getuserdetails refreshes the registration status and the account flag (SPEC §3). */
export function applyDetails(details: UserDetails) {
  commit({
    details,
    user: {
      ...state.user,
      regStatus: details.register_status,
      registerStatus: details.register_status,
      settingData: { ...state.user.settingData, account_active: details.account_active },
    },
  });
}

/** Resets every session field and removes the stored user, with the offline copy of its data. */
export function resetSession() {
  state = { user: emptyUser(), details: null };
  localStorage.removeItem(KEY);
  // The offline copy goes too; its store loads only now, never with the sign-in page.
  void import('./offlineCopyStore.ts').then((store) => store.clearOfflineCopies());
  for (const listener of listeners) listener();
}

/** SPEC §4 sign-out: reset, then go to the sign-in page. */
export function clearUser() {
  resetSession();
  navigateTo('/sign-in');
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

// The same reading when the build prerenders a page (app/prerender.tsx): signed out there.
export const useSession = () => useSyncExternalStore(subscribe, getSession, getSession);
