import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The provider's phone app (issue 34): app.html, served at /app, built before the dashboard
 * (vite.config.ts, run with --emptyOutDir false) into the same dist/ as a build of its own, so the
 * dashboard's service worker finds its files: the worker answers /app with app.html (clean URLs)
 * instead of the dashboard's page, offline too. Its chunks are its own: it shares the
 * dashboard's modules in the source (session, API client, booking actions, offline queue), not the
 * dashboard's first download, whose single entry file holds Mantine and the router (issue 32). No
 * service worker plugin here: the dashboard's config owns the worker.
 */
export default defineConfig({
  plugins: [react()],
  // React's API on Preact (preact/compat): the same components, hooks, lazy and Suspense in about
  // 5 KB instead of react-dom's ~60 KB gzipped, on the phones with the least to spare. The
  // dashboard keeps React (Mantine needs it).
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  build: {
    outDir: 'dist',
    // First of the two builds: it starts dist/ afresh.
    emptyOutDir: true,
    // Beside the dashboard's manifest, which scripts/size-budget.mjs reads for sign-in.
    manifest: '.vite/phone-manifest.json',
    rolldownOptions: { input: { app: 'app.html' } },
  },
});
