import type { AlertSink } from '../lib/alert.ts';

/**
 * The phone app's alerts (lib/alert.ts): a line of text at the top, green or red, gone after the
 * given time (SPEC §8's 3 s). Plain DOM, not a component library: the app's first download stays
 * small (issue 34). One live region announces each alert to a screen reader.
 */
const shown = new Map<string, HTMLElement>();
/** At most this many at once, the newest last: a burst of answers must not cover the screen. */
const MAX_SHOWN = 3;

/** The toasts' box at the top, made at the first. */
function region(): HTMLElement {
  let box = document.getElementById('toasts');
  if (!box) {
    box = document.createElement('div');
    box.id = 'toasts';
    box.className = 'toasts';
    box.setAttribute('role', 'status');
    box.setAttribute('aria-live', 'polite');
    document.body.append(box);
  }
  return box;
}

/** Shows a toast in the box at the top, the oldest gone past MAX_SHOWN; arrivals.ts's toasts too. */
export function place(toast: HTMLElement) {
  const box = region();
  box.append(toast);
  while (box.childElementCount > MAX_SHOWN) box.firstElementChild?.remove();
}

export const toastAlerts: AlertSink = {
  show: ({ type, message, id, autoCloseMs }) => {
    // An alert with an id is shown once while it is up.
    if (id && shown.get(id)?.isConnected) return;
    const toast = document.createElement('div');
    toast.className = `toast toast-${type}`;
    toast.textContent = message;
    toast.addEventListener('click', () => toast.remove());
    place(toast);
    if (id) shown.set(id, toast);
    setTimeout(() => toast.remove(), autoCloseMs);
  },
  hide: (id) => {
    shown.get(id)?.remove();
    shown.delete(id);
  },
};
