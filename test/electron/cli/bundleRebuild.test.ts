// How `adjutant` starts (issue 20, item 6): from the JavaScript bundle in out/cli, rebuilt when a
// source is newer than it, never compiling TypeScript at run time. Until session 17 a test of
// launch.test.ts (20.1 s in a clean clone's run, against the goal of 20 s a file).
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, statSync, symlinkSync, utimesSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BIN } from './fixtures';
import { launchScope } from './processes';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const { temp } = launchScope('rebuild');

describe('adjutant runs its bundle', () => {
  // In a copy of what the bundle is built from (its recorded inputs, the launcher, package.json, the
  // built out/cli; node_modules linked): a source touched in the tree itself made the tree's bundle
  // stale for every other file of the run until a command rebuilt it, and a command of another file
  // started meanwhile rebuilt it too (startup.test.ts's, which must find it fresh, failed so when two
  // copies of the suite ran side by side).
  it('runs JavaScript from out/cli, rebuilt when a source is newer than the bundle', () => {
    const copy = temp();
    const built = JSON.parse(readFileSync(join(root, 'out/cli/build.json'), 'utf8')) as { inputs: string[] };
    const files = [
      ...built.inputs.filter((f) => !f.startsWith('node_modules/')),
      'package.json',
      'electron/cli/bin.mjs',
      'electron/runtime/bundles.mjs',
      'electron/runtime/node24.mjs',
    ];
    for (const f of files) {
      mkdirSync(dirname(join(copy, f)), { recursive: true });
      copyFileSync(join(root, f), join(copy, f));
    }
    cpSync(join(root, 'out/cli'), join(copy, 'out/cli'), { recursive: true });
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
    const source = join(copy, 'electron/cli/rules.ts');
    const touched = Date.now();
    utimesSync(source, statSync(source).atime, new Date(touched));
    expect(spawnSync(process.execPath, [join(copy, 'electron/cli/bin.mjs'), 'rules'], { encoding: 'utf8', timeout: 120_000 }).status).toBe(0);
    const record = JSON.parse(readFileSync(join(copy, 'out/cli/build.json'), 'utf8'));
    expect(record.builtAt).toBeGreaterThanOrEqual(touched - 1000);
    expect(record.inputs).toContain('electron/cli/rules.ts');
    for (const f of record.outputs) expect(existsSync(join(copy, 'out/cli', f))).toBe(true);
    expect(readFileSync(BIN, 'utf8')).not.toMatch(/tsx/);
  });
});
