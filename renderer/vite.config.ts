// Builds the renderer (React + Konva) into out/renderer, loaded by Electron from file:// and served
// by the browser host. Relative asset paths so both work; no inline scripts (the CSP forbids them).
// A window loads at start only what the game list needs (the entry, React, i18next and English);
// the rest are chunks fetched by dynamic import() when first needed: the screens past the list
// (panels/Late.tsx `later`), each board's drawing (engine/draw/boardFiles.ts), each other language
// (i18n/index.ts). test/renderer/e2e/firstBundle.test.ts holds the start to that.
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
    // The largest chunk is a board's drawing (Youngstown Redux, 0.55 MB); the start is about 0.76 MB.
    chunkSizeWarningLimit: 600,
  },
  server: { host: '127.0.0.1', strictPort: false },
});
