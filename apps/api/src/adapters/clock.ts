import { readFileSync } from 'node:fs';

/** Time source, injected so tests can move it. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/**
 * Test-only (TEST_CLOCK_FILE): the system clock plus the milliseconds written in `file`, read on
 * every call, so a browser journey moves a running server's time forward (a reminder falls due, an
 * appointment starts) instead of sleeping through real minutes. No file, or no number in it, is 0.
 */
export function movableClock(file: string): Clock {
  const offset = () => {
    try {
      return Number.parseInt(readFileSync(file, 'utf8'), 10) || 0;
    } catch {
      return 0;
    }
  };
  return { now: () => new Date(Date.now() + offset()) };
}
