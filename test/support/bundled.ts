// A TypeScript script that a test runs as a child process, bundled once per test file by esbuild
// (as the CLI's bundles are: electron/runtime/bundles.mjs) instead of compiled module by module at
// every start by `node --import tsx`: a child then starts in about a quarter of the CPU time
// (0.24 s against 0.9 to 1.5 s for the archive and the service, docs/PERFORMANCE.md). Packages stay
// external (better-sqlite3 is native); the bundle is written under node_modules/.cache, where they
// resolve, never in a shared temporary folder; a test process's bundles are removed by the next
// process that bundles once it has ended.
import { build } from 'esbuild';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const made = new Map<string, Promise<string>>();
const cache = join(root, 'node_modules', '.cache', 'adjutant-test-scripts');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the bundles of test processes that have ended (a folder per process id). */
function removeEnded(): void {
  let names: string[] = [];
  try {
    names = readdirSync(cache);
  } catch {
    return;
  }
  for (const name of names) if (/^\d+$/.test(name) && !alive(Number(name))) rmSync(join(cache, name), { recursive: true, force: true });
}

/** The path of `entry` (a .ts file) bundled into one ES module, built on the first call for it. */
export function bundledScript(entry: string): Promise<string> {
  let out = made.get(entry);
  if (!out) {
    if (made.size === 0) removeEnded();
    const dir = join(cache, String(process.pid));
    const file = join(dir, `${basename(entry, '.ts')}-${made.size}.mjs`);
    mkdirSync(dir, { recursive: true });
    out = build({ entryPoints: [entry], outfile: file, bundle: true, platform: 'node', format: 'esm', packages: 'external', logLevel: 'warning' }).then(
      () => file,
    );
    made.set(entry, out);
  }
  return out;
}
