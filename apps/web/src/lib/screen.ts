/**
 * Screen constants of SPEC §9: how the web app looks and moves. The API never needs them, so they
 * live here and not in `@app/shared` (ARCHITECTURE: screen-only constants belong in apps/web).
 */
export const TIMINGS = {
  /** SPEC §8/§9: alerts close after 3 s; the offline notice never does. */
  alertMs: 3000,
  clockRefreshMs: 1000,
} as const;

/** SPEC §2/§9 top progress bar: creeps toward 90 % (about there by 8 s), ticks about every second ± 50 %, hides 200 ms after the load. */
export const PROGRESS = {
  maxPercent: 90,
  rampTargetMs: 8000,
  tickMs: 1000,
  jitter: 0.5,
  hideMs: 200,
} as const;

export const SCREEN = {
  /** The dashboard is a desktop layout from this width; narrower screens get the 'use the app' page. */
  desktopMinWidth: 1100,
  disputeDialogWidth: 450,
  alertsDialogWidth: 400,
  onboardingSlides: 3,
  todaySkeletonRows: 3,
} as const;
