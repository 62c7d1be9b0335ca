import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerenderPages } from './build/prerender.ts';

const api = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), prerenderPages()],
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
  },
});
