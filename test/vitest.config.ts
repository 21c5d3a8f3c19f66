import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
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
    // vitest's default is one worker fewer than the cores: one worker on a 2-core machine, which
    // leaves a core idle while a test waits on a child process or Chromium. The tests hold their
    // own temporary folders and ports, so two or more files run side by side.
    maxWorkers: Math.max(2, availableParallelism()),
    hookTimeout: 300_000,
    // expect.poll waits for a condition; its default deadline (1 s) is a speed check under load.
    // This one is a safety net, like the timeouts above.
    expect: { poll: { timeout: 120_000 } },
  },
});
