import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    reporters: ['default', './test/summaryReporter.ts'],
    // fast-check's properties run from a fixed seed (test/support/seed.ts).
    setupFiles: ['./test/support/seed.ts'],
    testTimeout: 60_000,
  },
});
