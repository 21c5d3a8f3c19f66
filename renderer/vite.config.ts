// Builds the renderer (React + Konva) into out/renderer, loaded by Electron from file:// and served
// by the browser host. Relative asset paths so both work; no inline scripts (the CSP forbids them).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  base: './',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../out/renderer', import.meta.url)),
    emptyOutDir: true,
    target: 'chrome130',
    sourcemap: true,
    minify: process.env.ADJUTANT_NO_MINIFY ? false : 'esbuild',
    chunkSizeWarningLimit: 2000,
  },
  server: { host: '127.0.0.1', strictPort: false },
});
