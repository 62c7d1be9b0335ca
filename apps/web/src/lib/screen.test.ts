/**
 * SPEC §9's screen constants written out literally (they moved here from packages/shared's
 * spec-constants test with the constants themselves): the web app must say the same.
 */
import { describe, expect, it } from 'vitest';
import { PROGRESS, SCREEN, TIMINGS } from './screen.ts';

describe('SPEC §9 screen constants', () => {
  it('Clock refresh: every 1 second', () => {
    expect(TIMINGS.clockRefreshMs).toBe(1000);
  });

  it('Progress bar: max 90 percent while loading, ramp target 8000 ms, tick about 1000 ms with 50 percent jitter, hides 200 ms after completion', () => {
    expect(PROGRESS).toEqual({ maxPercent: 90, rampTargetMs: 8000, tickMs: 1000, jitter: 0.5, hideMs: 200 });
  });

  it('Alert timeout 3000 ms', () => {
    expect(TIMINGS.alertMs).toBe(3000);
  });

  it('Dispute dialog width 450 px; alerts dialog width 400 px; dashboard desktop threshold 1100 px', () => {
    expect(SCREEN.disputeDialogWidth).toBe(450);
    expect(SCREEN.alertsDialogWidth).toBe(400);
    expect(SCREEN.desktopMinWidth).toBe(1100);
  });

  it('Three onboarding slides; three skeleton rows in today’s panel', () => {
    expect(SCREEN.onboardingSlides).toBe(3);
    expect(SCREEN.todaySkeletonRows).toBe(3);
  });
});
