// Each layer's type check sees only its own runtime: the engine neither Node nor the DOM, the renderer
// the DOM but no Node. The renderer sees the main process through the IPC contract's types; should
// they reach a module that reaches the archive (better-sqlite3's types pull in all of Node's),
// `process` and `Buffer` would type-check in the renderer again. Checked on the files each program
// loads (`tsc --listFilesOnly`), with the projects' own tsconfigs.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
// TypeScript 7's compiler, the one the checks' type check runs (`tsc -b`, electron/tools/checks.mjs): the files it
// loads are the ones that type-check (4.7 s of CPU a project with TypeScript 5.9's, 0.8 s with it).
const tsc = fileURLToPath(new URL('../node_modules/typescript-7/bin/tsc', import.meta.url));

function filesOf(project: string): string[] {
  const r = spawnSync(process.execPath, [tsc, '-p', project, '--noEmit', '--listFilesOnly'], { cwd: root, encoding: 'utf8' });
  expect(r.status, r.stderr + r.stdout).toBe(0);
  return r.stdout.split('\n').filter(Boolean);
}

describe('each layer type-checks against its own runtime only', () => {
  it('the renderer loads no Node types, and no better-sqlite3', () => {
    const files = filesOf('renderer/tsconfig.json');
    expect(files.some((f) => f.includes('/renderer/'))).toBe(true);
    expect(files.filter((f) => f.includes('@types/node/') || f.includes('@types/better-sqlite3/'))).toEqual([]);
  });

  it('the engine loads neither Node types nor the DOM library', () => {
    const files = filesOf('engine/tsconfig.json');
    expect(files.filter((f) => f.includes('@types/node/') || /lib\.dom\./.test(f))).toEqual([]);
  });
});
