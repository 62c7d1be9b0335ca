import { defineProject } from 'vitest/config';
import { pwa } from './vite.config.ts';

// Component tests: React in happy-dom with the app's Mantine theme (src/test/render.tsx).
export default defineProject({
  root: import.meta.dirname,
  // The data layout registers the service worker through the PWA plugin's virtual module: its
  // main part serves it (a no-op outside the build); the build and dev-server parts stay out.
  plugins: [pwa().filter((plugin) => plugin.name === 'vite-plugin-pwa')],
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
