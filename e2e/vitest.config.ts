import { defineConfig } from 'vitest/config';

// Browser journeys: one Chromium and one real server per file (support/fixture.ts), files one after
// another (2 cores). The server is compiled once per run first (global-setup.ts).
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    env: { TZ: 'UTC' },
  },
});
