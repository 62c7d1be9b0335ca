import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';

const api = 'http://127.0.0.1:8080';

export default defineConfig({
  // plugin-react resolves the root `vite` (v8, pulled in by vitest) for its types; at run time it
  // works with this workspace's vite 7, so only the type needs bridging.
  plugins: [react() as unknown as PluginOption],
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
    rollupOptions: {
      output: {
        // Long-lived vendor chunks: app releases do not invalidate the framework download.
        manualChunks: (id) => {
          if (!id.includes('node_modules')) return undefined;
          if (id.includes('@mantine') || id.includes('@floating-ui')) return 'mantine';
          if (id.includes('@tabler')) return 'icons';
          if (/@fullcalendar|@full-ui|temporal-polyfill/.test(id)) return 'calendar';
          if (/node_modules\/(react|react-dom|react-router|scheduler)\//.test(id)) return 'react';
          return 'vendor';
        },
      },
    },
  },
});
