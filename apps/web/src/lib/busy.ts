import { useSyncExternalStore } from 'react';

/** Counts guard work in flight (e.g. loading user details) so the top progress bar can show it. */
let count = 0;
const listeners = new Set<() => void>();

const emit = () => {
  for (const listener of listeners) listener();
};

export async function trackBusy<T>(work: Promise<T>): Promise<T> {
  count += 1;
  emit();
  try {
    return await work;
  } finally {
    count -= 1;
    emit();
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useBusy = () => useSyncExternalStore(subscribe, () => count > 0);
