// Where the suite's CPU goes (issue 28): a setup file of every project (test/vitest.config.ts) that
// notes, for each test file, the CPU its worker process spent on it and the CPU of the processes the
// worker started and waited for while it ran (a CLI spawned, tsc, electron-builder, a Chromium closed),
// in the file's meta, where test/summaryReporter.ts reads it and prints it beside the wall times.
//
// A file's share runs from the end of the previous file in the same worker (the files of a shared
// project run one after the other in it) to the end of its own last hook; the first file of a worker
// also carries the worker's start (in a project of a process per file, that is what the file costs).
// So the files' figures add up to the workers' CPU, less each worker's closing. The children's CPU is
// the kernel's count of waited-for children (/proc/self/stat): a Chromium the worker keeps open for
// the next file is counted when it is closed, and a helper that outlives its parent not at all
// (test/support/cputree.py counts those).
import { readFileSync } from 'node:fs';
import { afterAll } from 'vitest';

/** What the meta of a test file carries (read by test/summaryReporter.ts). */
export interface FileCpu {
  /** The worker's own CPU (user + system), in seconds. */
  worker: number;
  /** The CPU of the processes it waited for meanwhile, in seconds. */
  children: number;
}

declare module 'vitest' {
  interface TaskMeta {
    cpu?: FileCpu;
  }
}

/** Clock ticks per second of /proc's counts (USER_HZ: 100 on every Linux Node runs on). */
const TICKS = 100;

/** The CPU of the waited-for children so far, in seconds, from /proc/self/stat's text (null elsewhere). */
export function childrenSeconds(stat: string | null): number | null {
  if (stat === null) return null;
  // The command's name (field 2) may hold spaces and parentheses: count the fields after its last ')'.
  const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 16 and 17 (cutime, cstime) are the 14th and 15th after the name.
  const cutime = Number(rest[13]);
  const cstime = Number(rest[14]);
  return Number.isFinite(cutime) && Number.isFinite(cstime) ? (cutime + cstime) / TICKS : null;
}

const readStat = (): string | null => {
  try {
    return readFileSync('/proc/self/stat', 'utf8');
  } catch {
    return null;
  }
};

interface Mark {
  cpu: NodeJS.CpuUsage;
  children: number | null;
}
// Kept on the global object: with `isolate: false` this module is evaluated again for each file.
const KEY = Symbol.for('adjutant.test.cpuMark');
const store = globalThis as typeof globalThis & { [KEY]?: Mark };
const now = (): Mark => ({ cpu: process.cpuUsage(), children: childrenSeconds(readStat()) });
// The first file of a worker counts from the worker's start (zero).
const start: Mark = store[KEY] ?? { cpu: { user: 0, system: 0 }, children: 0 };

// Registered first, so it runs after the file's own afterAll hooks (they run in reverse order).
// The first argument is the hook's fixtures: vitest asks for a destructuring pattern, and none is used.
// eslint-disable-next-line no-empty-pattern -- vitest rejects a plain parameter there
afterAll(({}, file) => {
  const end = now();
  const used = process.cpuUsage(start.cpu);
  file.meta.cpu = {
    worker: (used.user + used.system) / 1e6,
    children: end.children === null || start.children === null ? 0 : end.children - start.children,
  };
  store[KEY] = end;
});
