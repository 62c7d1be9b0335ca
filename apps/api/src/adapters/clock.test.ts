import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { movableClock } from './clock.ts';

const HOUR = 3_600_000;

describe('the movable clock (TEST_CLOCK_FILE)', () => {
  it('runs ahead of the system clock by the milliseconds in its file, read again on every look', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'clock-')), 'ahead');
    const clock = movableClock(file);
    // No file yet: the system's time.
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1_000);
    writeFileSync(file, String(2 * HOUR));
    expect(clock.now().getTime() - Date.now()).toBeGreaterThan(2 * HOUR - 1_000);
    writeFileSync(file, 'not a number');
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1_000);
  });

  it('is refused with NODE_ENV=production, so it cannot be left on anywhere real', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_CLOCK_FILE: '/tmp/ahead' })).toThrow(
      /TEST_CLOCK_FILE: moves the clock for tests and is refused with NODE_ENV=production/,
    );
    expect(loadConfig({ TEST_CLOCK_FILE: '/tmp/ahead' }).TEST_CLOCK_FILE).toBe('/tmp/ahead');
    expect(loadConfig({}).TEST_CLOCK_FILE).toBeUndefined();
  });
});
