import { useSyncExternalStore } from 'react';
import { getSession } from './session.ts';

/** What the web app queues while offline (issue 16): the booking actions and chat messages. */
export type QueuedCommand =
  | { kind: 'accept' | 'reject' | 'start' | 'complete'; bookingId: number }
  | { kind: 'completeBalance'; bookingId: number; balance: number }
  | { kind: 'chat'; customerId: number; message: string };

/**
 * One queued action. Its id is the Idempotency-Key it is sent with, every time: a replay whose
 * answer was lost (a reload mid-send, a dropped connection) is applied once by the server.
 */
export type QueuedAction = QueuedCommand & {
  id: string;
  /** What the vendor reads in the list, e.g. 'Accept · Gel Manicure with Tolu, Sat 21 Nov, 10:00'. */
  label: string;
  created_at: string;
  /**
   * waiting: not sent yet, and can be withdrawn; sending: on its way; refused: the server said it
   * no longer applies (`message` says why), kept until the vendor dismisses it.
   */
  state: 'waiting' | 'sending' | 'refused';
  message?: string;
};

const PREFIX = 'offline-queue:';
const EMPTY: QueuedAction[] = [];
const listeners = new Set<() => void>();
/** The parsed queue of the signed-in vendor, read from storage once per change. */
let cache: { key: string; raw: string | null; actions: QueuedAction[] } | null = null;

/** Each vendor has a queue of their own: a queue is sent only with its vendor's token. */
const storageKey = () => {
  const userId = getSession().user.userId;
  return userId == null ? null : `${PREFIX}${userId}`;
};

function read(): QueuedAction[] {
  const key = storageKey();
  if (key === null) return EMPTY;
  const raw = localStorage.getItem(key);
  if (cache && cache.key === key && cache.raw === raw) return cache.actions;
  let actions = EMPTY;
  try {
    actions = raw ? (JSON.parse(raw) as QueuedAction[]) : EMPTY;
  } catch {
    actions = EMPTY;
  }
  cache = { key, raw, actions };
  return actions;
}

function write(change: (actions: QueuedAction[]) => QueuedAction[]) {
  const key = storageKey();
  if (key === null) return;
  const next = change(read());
  if (next.length) localStorage.setItem(key, JSON.stringify(next));
  else localStorage.removeItem(key);
  for (const listener of listeners) listener();
}

const patch = (id: string, changes: Partial<QueuedAction>) =>
  write((actions) => actions.map((a) => (a.id === id ? ({ ...a, ...changes } as QueuedAction) : a)));

export const offlineQueue = {
  /** The signed-in vendor's queue, oldest first. */
  list: read,
  /** Adds an action at the end of the queue; it survives a reload. */
  add(command: QueuedCommand, label: string): QueuedAction {
    const action = {
      ...command,
      id: crypto.randomUUID(),
      label,
      created_at: new Date().toISOString(),
      state: 'waiting',
    } as QueuedAction;
    write((actions) => [...actions, action]);
    return action;
  },
  /** Withdraws a waiting action before it is sent, or dismisses a refused one. */
  remove(id: string) {
    write((actions) => actions.filter((a) => a.id !== id || a.state === 'sending'));
  },
  /** Claims a waiting action for sending; false when it was withdrawn or claimed meanwhile. */
  claim(id: string) {
    if (read().find((a) => a.id === id)?.state !== 'waiting') return false;
    patch(id, { state: 'sending' });
    return true;
  },
  /** A sent action that took effect leaves the queue. */
  done: (id: string) => write((actions) => actions.filter((a) => a.id !== id)),
  /** Back to waiting: the connection dropped again before an answer came. */
  retry: (id: string) => patch(id, { state: 'waiting' }),
  refuse: (id: string, message: string) => patch(id, { state: 'refused', message }),
  /**
   * At start-up: an action left 'sending' by a reload or a closed tab may or may not have reached
   * the server; it waits again, and its key makes the resend safe.
   */
  recover() {
    if (read().some((a) => a.state === 'sending'))
      write((actions) => actions.map((a) => (a.state === 'sending' ? { ...a, state: 'waiting' } : a)));
  },
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  // Another tab of the same vendor changed the queue.
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith(PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

/** The signed-in vendor's queued actions, oldest first. */
export const useOfflineQueue = () => useSyncExternalStore(subscribe, read);
