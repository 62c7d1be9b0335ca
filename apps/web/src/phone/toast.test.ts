import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastAlerts } from './toast.ts';

const texts = () => [...document.querySelectorAll('#toasts .toast')].map((t) => t.textContent);

afterEach(() => {
  vi.useRealTimers();
  document.getElementById('toasts')?.remove();
});

/** SPEC §8 in the phone app: alerts at the top for 3 s, one per id while it is up. */
describe('the phone app toast', () => {
  it('shows an alert for the time given, then takes it down', () => {
    vi.useFakeTimers();
    toastAlerts.show({ type: 'positive', message: 'Booking Accepted', autoCloseMs: 3000 });
    expect(texts()).toEqual(['Booking Accepted']);
    expect(document.getElementById('toasts')?.getAttribute('role')).toBe('status');
    vi.advanceTimersByTime(2999);
    expect(texts()).toEqual(['Booking Accepted']);
    vi.advanceTimersByTime(1);
    expect(texts()).toEqual([]);
  });

  it('shows the three newest at most', () => {
    for (const message of ['one', 'two', 'three', 'four'])
      toastAlerts.show({ type: 'positive', message, autoCloseMs: 3000 });
    expect(texts()).toEqual(['two', 'three', 'four']);
  });

  it('shows an alert with an id once while it is up, and hides it on request', () => {
    toastAlerts.show({
      type: 'negative',
      message: 'No internet connection',
      id: 'offline',
      autoCloseMs: 3000,
    });
    toastAlerts.show({
      type: 'negative',
      message: 'No internet connection',
      id: 'offline',
      autoCloseMs: 3000,
    });
    expect(texts()).toEqual(['No internet connection']);
    toastAlerts.hide('offline');
    expect(texts()).toEqual([]);
  });
});
