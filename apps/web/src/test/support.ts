import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { setAlertSink } from '../lib/alert.ts';
import { resetSession, setUser } from '../lib/session.ts';
import { forgetBookings } from '../phone/bookingsStore.ts';
import { forgetNoShowGrace } from '../phone/noShowGrace.ts';
import { forgetTeam } from '../phone/team.ts';
import { toastAlerts } from '../phone/toast.ts';

/** The chimes started in the current test: one WebAudio context per chime (lib/arrivalSound.ts). */
export const chimes = { count: 0 };

/** A stand-in for the browser's WebAudio that counts the chimes. */
class FakeAudioContext {
  currentTime = 0;
  destination = {};
  constructor() {
    chimes.count += 1;
  }
  createGain() {
    return { gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect() {} };
  }
  createOscillator() {
    return { frequency: { value: 0 }, connect() {}, start() {}, stop() {} };
  }
  close() {
    return Promise.resolve();
  }
}

/** Each test of the calling file gets a fake WebAudio and counts its chimes from 0 (setup.ts unstubs it after). */
export function countChimes() {
  beforeEach(() => {
    chimes.count = 0;
    vi.stubGlobal('AudioContext', FakeAudioContext);
  });
}

/**
 * The phone app's tests: each test signed in as vendor 1 with the phone app's alerts (toasts, as
 * phone/main.tsx sets them); after it, what the app keeps for a page's life is forgotten (the
 * bookings, the team, the no-show grace, the toasts' box), as a page load would.
 */
export function phoneTestSession() {
  beforeEach(() => {
    setAlertSink(toastAlerts);
    setUser({ userId: 1, token: 'tok', regStatus: true });
  });
  afterEach(() => {
    resetSession();
    forgetBookings();
    forgetTeam();
    forgetNoShowGrace();
    document.getElementById('toasts')?.remove();
  });
}

/** Waits for the phone app's toasts to say `message`. */
export const toastSays = (message: string) =>
  waitFor(() => expect(document.getElementById('toasts')?.textContent).toContain(message));
