import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    env: { TZ: 'UTC' },
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      'apps/web/vitest.config.ts',
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          setupFiles: ['apps/api/src/test/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
