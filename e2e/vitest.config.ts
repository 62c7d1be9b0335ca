import { defineConfig } from 'vitest/config';

// Browser journeys: one Chromium and one real server per file (support/fixture.ts), each on free
// ports with its own data dir (or PostgreSQL schema), so two files run at a time: on 2 cores a
// journey mostly waits on its browser and server, and two side by side halve the wall time.
// The server is compiled once per run first (global-setup.ts).
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    // Shared 2-core machines swing by half and more from one run to the next: a step that takes
    // 30 s on a quiet day must not fail on a slow one.
    testTimeout: 90_000,
    hookTimeout: 90_000,
    maxWorkers: 2,
    env: { TZ: 'UTC' },
  },
});
