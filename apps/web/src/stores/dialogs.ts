import { useSyncExternalStore } from 'react';

/** Which dashboard dialogs are open; the header, the calendar and the lists open them from anywhere. */
export type DialogState = {
  appointments: boolean;
  appointmentsTab: 'approved' | 'pending';
  details: number | null;
  cancel: number | null;
  alerts: boolean;
};

let state: DialogState = {
  appointments: false,
  appointmentsTab: 'approved',
  details: null,
  cancel: null,
  alerts: false,
};
const listeners = new Set<() => void>();

function set(patch: Partial<DialogState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export const dialogs = {
  openAppointments: (tab: DialogState['appointmentsTab'] = 'approved') =>
    set({ appointments: true, appointmentsTab: tab }),
  closeAppointments: () => set({ appointments: false }),
  setAppointmentsTab: (tab: DialogState['appointmentsTab']) => set({ appointmentsTab: tab }),
  openDetails: (id: number) => set({ details: id }),
  closeDetails: () => set({ details: null }),
  openCancel: (id: number) => set({ cancel: id }),
  closeCancel: () => set({ cancel: null }),
  openAlerts: () => set({ alerts: true }),
  closeAlerts: () => set({ alerts: false }),
  closeAll: () => set({ appointments: false, details: null, cancel: null, alerts: false }),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useDialogs = () => useSyncExternalStore(subscribe, () => state);
