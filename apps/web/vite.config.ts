import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.js';

/** The console. In development `/api` goes to the server on 8080 (docs/contracts.md); the build lands in dist/. */
export default defineConfig({
  plugins: [react(), precompress()],
  // `@/` is the console's src/, so a file names what it imports across features without `../../..` chains.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // antd and the zxcvbn dictionary are large by nature; they load in their own chunks.
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Zod and the switch that turns its eval compiler off share one chunk, which every chunk that
          // builds a schema imports: the switch has run before any schema is built (zod-without-eval.ts).
          groups: [{ name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]zod-without-eval\.ts$/ }],
        },
      },
    },
  },
});
