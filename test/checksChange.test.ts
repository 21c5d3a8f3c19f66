// The type-aware rules after a change to a core file, with the type check (electron/tools/checks.mjs
// on TypeScript 7, in a copy of the four layers' tsconfigs): every file is linted first, then only
// the files that take a changed name; a core export that turns async fails its importer's floating
// promise, and the importer is linted again until it is fixed. Until session 17 a block of
// checks.test.ts.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lintTree, oxlintFindings, run, TSC, typecheckArgs, typecheckStatus } from '../electron/tools/checks.mjs';
import { copyTree, root } from './support/treeCopy';

describe('the type-aware rules after a change to a core file, with the type check', () => {
  // A core file every layer reaches through the engine's index (`export *`), as engine/game/phase.ts is.
  const dir = mkdtempSync(join(tmpdir(), 'adjutant-typed-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const tsgolint = { OXLINT_TSGOLINT_PATH: join(root, 'node_modules/.bin/tsgolint') };
  const core = 'export function load(): number {\n  return 1;\n}\n';
  const files = {
    'engine/core.ts': core,
    'engine/index.ts': "export * from './core';\n",
    'electron/useLoad.ts': "import { load } from '../engine/index';\nexport function twice(): number {\n  load();\n  return 2;\n}\n",
    'renderer/other.ts': "import type { load } from '../engine/index';\nexport type Load = typeof load;\n",
    'test/other.ts': 'export const other = 1;\n',
  };
  /** The type check, then the type-aware rules with their cache, as electron/tools/checks.mjs runs them. */
  const check = async () => {
    const typed = await run(TSC, typecheckArgs, dir);
    expect(typecheckStatus(typed.code), typed.out).toBe(0);
    return lintTree(true, dir, tsgolint);
  };
  beforeAll(() => copyTree(dir, files));

  it('lint every file first, then only what takes a changed name: a new export changes no importer', async () => {
    const first = await check();
    expect(first.status, first.out).toBe(0);
    expect(first.linted.sort()).toEqual([...Object.keys(files), 'electron/tools/lint/layers.mjs'].sort());
    expect((await check()).linted).toEqual([]);
    writeFileSync(join(dir, 'engine/core.ts'), `${core}export const probe = 2;\n`);
    const added = await check();
    expect(added.status, added.out).toBe(0);
    expect(added.linted.sort()).toEqual(['engine/core.ts', 'engine/index.ts']);
  });

  it("fail an importer's floating promise when the core file's export turns async", async () => {
    writeFileSync(join(dir, 'engine/core.ts'), 'export async function load(): Promise<number> {\n  return 1;\n}\nexport const probe = 2;\n');
    const changed = await check();
    expect(changed.linted.sort()).toEqual(['electron/useLoad.ts', 'engine/core.ts', 'engine/index.ts', 'renderer/other.ts']);
    expect(changed.status).toBe(2);
    expect(oxlintFindings(changed.out).map((f) => `${f.file}:${f.line} ${f.rule}`)).toEqual(['electron/useLoad.ts:3 no-floating-promises']);
    // Not known clean: linted again, and failing again, until it is fixed.
    const again = await check();
    expect(again.linted).toEqual(['electron/useLoad.ts']);
    expect(again.status).toBe(2);
  });
});
