import { defineConfig } from 'vitest/config';

/**
 * The shared package's tests on their own, as the root config's `shared` project runs them: what
 * Stryker's vitest runner loads (it has no option to pick one project of the root config).
 */
export default defineConfig({
  test: {
    name: 'shared',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    env: { TZ: 'UTC' },
  },
});
