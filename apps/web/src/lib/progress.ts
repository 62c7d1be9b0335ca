import { createNprogress, updateNavigationProgressStateAction } from '@mantine/nprogress';
import { useEffect } from 'react';
import { PROGRESS } from './screen.ts';

/**
 * The top progress bar's state: a @mantine/nprogress store, drawn by its NavigationProgress
 * (components/TopProgressBar.tsx). The app's own store, so nothing else moves the bar.
 */
export const [progressStore, progress] = createNprogress();
// NavigationProgress initialises the store as it first renders, which would drop the timers of a
// load begun earlier (the dashboard's guard loads as the app starts): the bar then ticked on for
// good. Marked initialised here, with its own state, the component's initialisation does nothing.
progressStore.initialize(progressStore.getState());

/** Eases toward the maximum: about 95 % of the way there by the ramp target, never beyond it. */
export const percentAt = (elapsedMs: number) =>
  PROGRESS.maxPercent * (1 - Math.exp((-3 * elapsedMs) / PROGRESS.rampTargetMs));

/** A tick of about `tickMs`, randomised by ± half the jitter so the bar does not move mechanically. */
const nextTick = () => PROGRESS.tickMs * (1 + (Math.random() - 0.5) * PROGRESS.jitter);

/** Runs `work` later through the store's timeouts, so its cleanup (and the bar's unmount) cancels it. */
const later = (work: () => void, ms: number) =>
  updateNavigationProgressStateAction(
    (state) => ({ timeouts: [...state.timeouts, window.setTimeout(work, ms)] }),
    progressStore,
  );

/** Loads in flight (route loads, guard work); the bar shows while there is at least one. */
let loads = 0;
let startedAt = 0;

const tick = () => {
  progress.set(Math.round(percentAt(Date.now() - startedAt)));
  later(tick, nextTick());
};

function begin() {
  loads += 1;
  if (loads > 1) return;
  progress.cleanup();
  startedAt = Date.now();
  progress.set(0);
  later(tick, nextTick());
}

function finish() {
  loads = Math.max(0, loads - 1);
  if (loads > 0) return;
  progress.cleanup();
  progress.set(100);
  later(
    () => updateNavigationProgressStateAction(() => ({ mounted: false }), progressStore),
    PROGRESS.hideMs,
  );
}

/**
 * SPEC §2: the bar starts at 0 when loading begins and creeps toward at most 90 percent; when the
 * last load ends it jumps to 100 and hides 200 ms later. Returns the function that ends this load
 * (calling it again does nothing).
 */
export function startProgress(): () => void {
  begin();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    finish();
  };
}

/** Shows the bar while `work` runs (e.g. a guard loading the user details). */
export async function trackBusy<T>(work: Promise<T>): Promise<T> {
  const done = startProgress();
  try {
    return await work;
  } finally {
    done();
  }
}

/** Shows the bar while `active` (e.g. the router is loading a page). */
export function useProgress(active: boolean) {
  useEffect(() => (active ? startProgress() : undefined), [active]);
}
