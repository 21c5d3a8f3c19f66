// A probe for the command line's own processes (startup.test.ts, commandScript.test.ts): a module
// every Node process of a run loads first, noting what it loaded and parsed.
import { spawnSync } from 'node:child_process';
import module from 'node:module';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** What the probe saw in one process, written as it exited. */
export interface ProbeRecord {
  pid: number;
  execPath: string;
  /** process.versions.node */
  node: string;
  argv: string[];
  /** Node's built-in modules the process loaded. */
  builtins: string[];
  /** The files it loaded from out/cli, and 'i18next' once it loaded that (module.registerHooks only). */
  bundles: string[];
  /** The length of every text JSON.parse read. */
  sizes: number[];
  sourceMaps: boolean;
  /** Whether zod's setting was `jitless` as the process ended (runAsProcess sets it). */
  zodJitless: boolean;
}

/**
 * A module every Node process of a run loads first (--import in NODE_OPTIONS, so that it follows
 * the command through the launcher and a relaunch), writing what it saw to `probed/<pid>.json`.
 */
export function probeIn(dir: string) {
  const out = join(dir, 'probed');
  mkdirSync(out);
  const file = join(dir, 'probe.mjs');
  writeFileSync(
    file,
    `import module from 'node:module';
const sizes = []; const parse = JSON.parse; JSON.parse = function (text, ...rest) { sizes.push(String(text).length); return parse.call(this, text, ...rest); };
const bundles = [];
module.registerHooks?.({ load(url, context, next) {
  if (url.includes('/out/cli/')) bundles.push(url.slice(url.lastIndexOf('/') + 1));
  if (url.includes('/node_modules/i18next/') && !bundles.includes('i18next')) bundles.push('i18next');
  return next(url, context);
} });
process.on('exit', () => {
  const builtins = process.moduleLoadList.filter((m) => m.startsWith('NativeModule ')).map((m) => m.slice(13));
  const fs = process.getBuiltinModule?.('node:fs') ?? module.createRequire(import.meta.url)('node:fs');
  const record = { pid: process.pid, execPath: process.execPath, node: process.versions.node, argv: process.argv.slice(1), builtins, bundles, sizes, sourceMaps: process.sourceMapsEnabled, zodJitless: globalThis.__zod_globalConfig?.jitless === true };
  fs.writeFileSync(${JSON.stringify(out)} + '/' + process.pid + '.json', JSON.stringify(record));
});`,
  );
  return {
    hooks: typeof (module as { registerHooks?: unknown }).registerHooks === 'function',
    /** Runs `program args` under the probe: what it answered, the record of the process it started (by pid), and every record. */
    run(program: string, args: string[], { cwd, env = {}, options = '' }: { cwd?: string; env?: NodeJS.ProcessEnv; options?: string } = {}) {
      for (const f of readdirSync(out)) rmSync(join(out, f));
      const r = spawnSync(program, args, {
        cwd,
        env: { ...process.env, ...env, NODE_OPTIONS: `${options} --import=${pathToFileURL(file).href}` },
        encoding: 'utf8',
        timeout: 120_000,
      });
      const records = readdirSync(out).map((f) => JSON.parse(readFileSync(join(out, f), 'utf8')) as ProbeRecord);
      const record =
        records.find((x) => x.pid === r.pid) ??
        ({ pid: -1, execPath: '', node: '', argv: [], builtins: [], bundles: [], sizes: [], sourceMaps: false, zodJitless: false } as ProbeRecord);
      return { run: { status: r.status, stdout: r.stdout, stderr: r.stderr }, record, records };
    },
  };
}
