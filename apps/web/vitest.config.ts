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
    // The files of a worker share one DOM and one import of React, Mantine and the app: importing
    // them afresh for each of 50-odd files was most of this project's time (439 s of 2 cores).
    // src/test/setup.ts puts back what a test leaves behind (the page, storage, stubs, the app's
    // configuration), as it did between the tests of a file; all pass in one worker, shuffled.
    isolate: false,
  },
});
