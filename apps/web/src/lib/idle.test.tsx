import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The module keeps whether this page load has settled: each test starts a page load of its own. */
async function freshUseSettled() {
  vi.resetModules();
  return (await import('./idle.ts')).useSettled;
}

describe('useSettled: what waits for the first screen to settle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is false on the first screen and true for every component, mounted before or after, once the browser was idle', async () => {
    const useSettled = await freshUseSettled();
    const Shows = ({ name }: { name: string }) => <p>{`${name} ${useSettled() ? 'settled' : 'waiting'}`}</p>;
    const first = render(<Shows name="first" />);
    expect(screen.getByText('first waiting')).toBeTruthy();
    // jsdom has no requestIdleCallback: the fallback timer stands in for the browser's idle time.
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(screen.getByText('first settled')).toBeTruthy();
    first.unmount();
    render(<Shows name="later" />);
    expect(screen.getByText('later settled')).toBeTruthy();
  });

  it('settles a component that mounts while the first screen is still settling', async () => {
    const useSettled = await freshUseSettled();
    const Shows = ({ name }: { name: string }) => <p>{`${name} ${useSettled() ? 'settled' : 'waiting'}`}</p>;
    render(<Shows name="first" />);
    await act(() => vi.advanceTimersByTimeAsync(100));
    render(<Shows name="second" />);
    expect(screen.getByText('second waiting')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(screen.getByText('first settled')).toBeTruthy();
    expect(screen.getByText('second settled')).toBeTruthy();
  });
});
