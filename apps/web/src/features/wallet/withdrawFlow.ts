import { useSyncExternalStore } from 'react';
import { canWithdraw } from '../../api/walletCalls.ts';
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
