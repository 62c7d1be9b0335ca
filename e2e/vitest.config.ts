import { defineConfig } from 'vitest/config';

// Browser journeys: one Chromium and one real server per file, files one after another (2 cores).
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    env: { TZ: 'UTC' },
  },
});
