import type { UserDetails } from '@app/shared';
import { useSyncExternalStore } from 'react';
import { getSession } from '../../lib/session.ts';
import { loadUserDetails } from '../../lib/userDetails.ts';

/** Which of the withdrawal dialogs is open: the Verification Required prompt or the request itself. */
export type WithdrawStep = 'verify' | 'request' | null;

let step: WithdrawStep = null;
const listeners = new Set<() => void>();

function set(next: WithdrawStep) {
  step = next;
  for (const listener of listeners) listener();
}

/** SPEC §5/§6: withdrawal needs a verified NIN, e-mail and phone. */
export const canWithdraw = (details: UserDetails | null) =>
  details != null &&
  (details.nationalid_check || details.nin_verified) &&
  details.email_verify_checker &&
  details.phone_verify_checker;

export const withdrawFlow = {
  /** Header 'Withdraw Funds': refresh the user first so a verification done elsewhere counts. */
  async start() {
    const details = (await loadUserDetails()) ?? getSession().details;
    set(canWithdraw(details) ? 'request' : 'verify');
  },
  close: () => set(null),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useWithdrawStep = () => useSyncExternalStore(subscribe, () => step);
