import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    reporters: ['default', './test/summaryReporter.ts'],
    // fast-check's properties run from a fixed seed (test/support/seed.ts).
    setupFiles: ['./test/support/seed.ts'],
    // A safety net for a hung test, not a speed check: tests wait for conditions, and a machine
    // running two copies of the suite side by side may take minutes where an idle one takes seconds.
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
