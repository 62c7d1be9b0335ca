import { useSyncExternalStore } from 'react';

/**
 * The Dispute Form dialog (SPEC §2): opened from Appointment Details with the booking's reference
 * (hidden), or from the Disputes settings page with a reference field to fill in.
 */
export type DisputeDialogState = { opened: boolean; reference: string | null };

let state: DisputeDialogState = { opened: false, reference: null };
const listeners = new Set<() => void>();

function set(next: DisputeDialogState) {
  state = next;
  for (const listener of listeners) listener();
}

export const disputeDialog = {
  open: (reference: string | null = null) => set({ opened: true, reference }),
  close: () => set({ ...state, opened: false }),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useDisputeDialog = () => useSyncExternalStore(subscribe, () => state);
