import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    env: { TZ: 'UTC' },
    // The API tests mostly wait (on the database, timers, argon2's thread pool), so one file more
    // than there are cores keeps every core busy: on CI's 2 cores the run takes 5 minutes, not 12
    // (vitest's default is one file fewer than the cores, a single file at a time there).
    maxWorkers: availableParallelism() + 1,
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      'apps/web/vitest.config.ts',
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          setupFiles: ['apps/api/src/test/setup.ts'],
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
          // A worker's files share one import of the app: importing it afresh for each of 80-odd
          // files was about 40 % of this project's CPU time (measured: 371 → 224 CPU s on SQLite).
          // Every test makes its own app, database and clock (test/harness.ts), and setup.ts
          // starts each file's conformance count afresh.
          isolate: false,
        },
      },
    ],
  },
});
