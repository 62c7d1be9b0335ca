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
  },
});
