import { defineProject } from 'vitest/config';

// Component tests: React in happy-dom with the app's Mantine theme (src/test/render.tsx).
export default defineProject({
  root: import.meta.dirname,
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['src/test/setup.ts'],
    env: { TZ: 'UTC' },
    // Typing-heavy dialog tests take a few seconds alone; CI runs them beside the API suite.
    testTimeout: 20_000,
  },
});
