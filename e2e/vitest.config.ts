import { defineConfig } from 'vitest/config';

// Browser journeys: one Chromium and one real server per file (support/fixture.ts), each on free
// ports with its own data dir (or PostgreSQL schema), so two files run at a time: on 2 cores a
// journey mostly waits on its browser and server, and two side by side halve the wall time.
// The server is compiled once per run first (global-setup.ts).
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    env: { TZ: 'UTC' },
  },
});
