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
  build: {
    outDir: 'dist',
    // First of the two builds: it starts dist/ afresh.
    emptyOutDir: true,
    // Beside the dashboard's manifest, which scripts/size-budget.mjs reads for sign-in.
    manifest: '.vite/phone-manifest.json',
    rolldownOptions: { input: { app: 'app.html' } },
  },
});
