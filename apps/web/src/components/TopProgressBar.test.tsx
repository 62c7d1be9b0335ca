import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { percentAt, trackBusy } from '../lib/progress.ts';
import { PROGRESS } from '../lib/screen.ts';
import { renderUi } from '../test/render.tsx';
import { TopProgressBar } from './TopProgressBar.tsx';

const bar = () => screen.getByRole('progressbar', { name: 'Page loading', hidden: true });
const value = () => Number(bar().getAttribute('aria-valuenow'));
const visible = () => bar().hasAttribute('data-visible');
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('TopProgressBar (SPEC §2 and §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a progressbar named for what it shows (axe aria-progressbar-name)', () => {
    renderUi(<TopProgressBar active />);
    expect(bar().getAttribute('aria-valuemin')).toBe('0');
    expect(bar().getAttribute('aria-valuemax')).toBe('100');
  });

  it('starts at 0 when loading begins and creeps toward 90 percent, never beyond', async () => {
    renderUi(<TopProgressBar active />);
    expect(visible()).toBe(true);
    expect(value()).toBe(0);

    // Ticks come about every second (± 50 %): within 1.5 s the bar has moved.
    await wait(1500);
    expect(value()).toBeGreaterThan(0);
    const early = value();

    await wait(PROGRESS.rampTargetMs);
    expect(value()).toBeGreaterThan(early);
    // About 95 % of the way to the maximum by the ramp target.
    expect(value()).toBeGreaterThanOrEqual(Math.floor(0.95 * PROGRESS.maxPercent) - 1);

    await wait(120_000);
    expect(value()).toBeLessThanOrEqual(PROGRESS.maxPercent);
    expect(visible()).toBe(true);
  });

  it('on completion jumps to 100 and hides after 200 ms', async () => {
    let setActive!: (active: boolean) => void;
    function Loading() {
      const [active, set] = useState(true);
      setActive = set;
      return <TopProgressBar active={active} />;
    }
    renderUi(<Loading />);
    await wait(3000);
    act(() => setActive(false));
    expect(value()).toBe(100);
    expect(visible()).toBe(true);

    await wait(PROGRESS.hideMs - 1);
    expect(visible()).toBe(true);
    await wait(1);
    expect(visible()).toBe(false);
    expect(screen.queryByRole('progressbar', { name: 'Page loading' })).toBeNull();
  });

  it('ends a load begun before the bar was first drawn (a route loader as the app starts)', async () => {
    vi.resetModules();
    const early = await import('../lib/progress.ts');
    const { TopProgressBar: FreshBar } = await import('./TopProgressBar.tsx');
    let finish!: () => void;
    const work = early.trackBusy(new Promise<void>((resolve) => (finish = resolve)));
    renderUi(<FreshBar active={false} />);
    expect(visible()).toBe(true);
    // Done before the bar's next tick (as the user details often are).
    await act(async () => {
      finish();
      await work;
    });
    await wait(PROGRESS.hideMs);
    expect(visible()).toBe(false);
    // No tick left behind to show it again.
    await wait(20_000);
    expect(visible()).toBe(false);
  });

  it('shows while tracked work runs, until the last of it ends', async () => {
    renderUi(<TopProgressBar active={false} />);
    expect(visible()).toBe(false);

    let first!: () => void;
    let second!: () => void;
    const one = trackBusy(new Promise<void>((resolve) => (first = resolve)));
    const two = trackBusy(new Promise<void>((resolve) => (second = resolve)));
    await wait(0);
    expect(visible()).toBe(true);

    await act(async () => {
      first();
      await one;
    });
    await wait(PROGRESS.hideMs * 2);
    expect(visible()).toBe(true);
    expect(value()).toBeLessThan(100);

    await act(async () => {
      second();
      await two;
    });
    expect(value()).toBe(100);
    await wait(PROGRESS.hideMs);
    expect(visible()).toBe(false);
  });
});

describe('percentAt', () => {
  it('eases from 0 toward the maximum and stays below it', () => {
    expect(percentAt(0)).toBe(0);
    expect(percentAt(PROGRESS.rampTargetMs)).toBeCloseTo(PROGRESS.maxPercent * (1 - Math.exp(-3)));
    expect(percentAt(10 * PROGRESS.rampTargetMs)).toBeLessThanOrEqual(PROGRESS.maxPercent);
    expect(percentAt(2000)).toBeLessThan(percentAt(4000));
  });
});
