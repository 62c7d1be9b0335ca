import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { prerenderPages } from './build/prerender.ts';
import { APP_FILES_CACHE } from './src/lib/appFiles.ts';

const api = 'http://127.0.0.1:8080';

/**
 * Issue 16: an installable app whose shell works offline. The service worker precaches the built
 * app; a new version waits for the vendor's 'Reload' (registerType 'prompt') instead of replacing
 * the page mid-task. It is registered from the data layout (lib/appUpdate.ts), after the page has
 * loaded, never on sign-in's critical path. The component tests use it too, for its
 * 'virtual:pwa-register' module (a no-op outside the build).
 */
export const pwa = () =>
  VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    includeAssets: ['favicon.svg', 'default-avatar.svg'],
    // The install icons (52 KB) are the browser's to fetch when the app is installed; offline
    // pages never show them (issue 34's data cost).
    includeManifestIcons: false,
    manifest: {
      name: 'Provider Dashboard',
      short_name: 'Dashboard',
      description: 'Bookings, earnings and your shop, for service businesses.',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      // Laptops and tablets in landscape: narrower screens get SPEC §2's 'Use the app on' page.
      orientation: 'landscape',
      theme_color: '#5b2ecc',
      background_color: '#ffffff',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // What a first sign-in pays for in data (issue 34). Chromium's worker does not find in the
      // HTTP cache the files the page loaded (measured: a worker's precache, install or message,
      // downloads them all again; the page asking again gets them from the cache). So the install
      // takes only the pages' small HTML shells and images, and the app's content-named files
      // (scripts, styles, fonts) are kept as they are used: a page the worker does not control (the
      // first visit) puts what it loads into the worker's cache itself (lib/appUpdate.ts), and the
      // worker keeps what the pages it controls load. A page never opened online is not there
      // offline: the price of not downloading every page on a first sign-in.
      globPatterns: ['**/*.{html,svg}'],
      runtimeCaching: [
        {
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: { cacheName: APP_FILES_CACHE },
        },
      ],
      // Web Push (issue 34): the push and notificationclick handlers; and emptying the app's files
      // of an old version: small scripts of public/.
      importScripts: ['/push-sw.js', '/sw-app-files.js'],
      navigateFallback: '/index.html',
      // The API (and its docs), uploads, the payment pages and the opt-out page are the server's, never the app's.
      // The realtime port is another origin: navigations there never reach this worker.
      navigateFallbackDenylist: [/^\/api\//, /^\/uploads\//, /^\/pay\//, /^\/sandbox\//, /^\/stop\//],
      cleanupOutdatedCaches: true,
    },
  });

/**
 * React Router's package sends every import to its development build (remix-run/react-router#14102),
 * whose warnings no minifier can drop. The app's build takes the production build beside it instead:
 * the same code with those warnings off.
 */
const routerBuild = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
);
const routerProduction = [
  { find: /^react-router$/, replacement: join(routerBuild, 'production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(routerBuild, 'production/dom-export.mjs') },
];

export default defineConfig(({ command }) => ({
  plugins: [react(), prerenderPages([pwa()]), pwa()],
  resolve: { alias: command === 'build' ? routerProduction : [] },
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/uploads': { target: api, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/uploads': { target: api, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest lets scripts/size-budget.mjs follow the chunk graph (the server ignores dot folders).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the entry imports statically comes in the entry's own file, not in a dozen small
          // shared ones: each file is compressed alone, and sign-in (part of the entry, routes.tsx)
          // loads them all at once anyway (issue 32).
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
}));
