import { defineProject } from 'vitest/config';
import { pwa } from './vite.config.ts';

// Component tests: React in happy-dom with the app's Mantine theme (src/test/render.tsx).
export default defineProject({
  root: import.meta.dirname,
  // The data layout registers the service worker through the plugin's virtual module.
  plugins: [pwa()],
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
