// The checks (electron/tools/checks.mjs) on TypeScript 7: in a copy of the four layers' tsconfigs, a
// type error planted in each layer fails `tsc -b` as TypeScript 5.9 fails it (the same errors at the
// same places), a floating and a misused promise planted in each layer fail oxlint's type-aware rules,
// the same files without them pass both, and the type check writes only under node_modules/.cache.
// ESLint keeps the other rules and builds no TypeScript program.
import { ESLint } from 'eslint';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  declarationOf,
  OXLINT,
  oxlintArgs,
  oxlintFindings,
  oxlintStatus,
  run,
  TSC,
  typecheckArgs,
  typecheckStatus,
  typedStale,
} from '../electron/tools/checks.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const LAYERS = ['engine', 'electron', 'renderer', 'test'];
const TSC5 = join(root, 'node_modules/typescript/bin/tsc');

// Each layer's clean file: promises awaited, voided or returned; the layer's own globals only.
const good = {
  engine: 'export async function load(): Promise<number> {\n  return 1;\n}\nvoid load();\nexport const twice = async () => (await load()) * 2;\n',
  electron: "import { load } from '../engine/load';\nexport const size = async () => (await load()) + process.argv.length;\n",
  renderer: "import { load } from '../engine/load';\nexport const title = async () => `${await load()} ${document.title}`;\n",
  test: "import { load } from '../engine/load';\nexport const both = async () => [await load(), process.pid, document.title];\n",
};
// Each layer's bad file: a floating promise (line 2), an async callback where a void one is expected
// (line 3), a parameter of implicit any type (line 6: strict), and a global the layer does not have
// (line 7: the engine has neither Node nor the DOM, electron/ no DOM, the renderer no Node).
const bad = (layer: string, global: string) =>
  `import { load } from '${layer === 'engine' ? '.' : '../engine'}/load';\nload();\n[1, 2].forEach(async () => {\n  await load();\n});\nexport const same = (x) => x;\nexport const g = ${global};\n`;
const globals: Record<string, string> = { engine: 'process.pid', electron: 'document.title', renderer: 'process.pid', test: 'undefined' };

describe('the checks on a copy of the four layers', () => {
  const dir = mkdtempSync(join(tmpdir(), 'adjutant-checks-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  beforeAll(() => {
    for (const f of ['tsconfig.json', '.oxlintrc.json', ...LAYERS.map((l) => `${l}/tsconfig.json`)]) {
      mkdirSync(join(dir, f, '..'), { recursive: true });
      writeFileSync(join(dir, f), readFileSync(join(root, f)));
    }
    // The layers' type packages (@types/node), and nothing else of node_modules: the build info goes to the copy's own.
    mkdirSync(join(dir, 'node_modules'));
    symlinkSync(join(root, 'node_modules/@types'), join(dir, 'node_modules/@types'));
    writeFileSync(join(dir, 'engine/load.ts'), good.engine);
    for (const layer of LAYERS) if (layer !== 'engine') writeFileSync(join(dir, layer, 'ok.ts'), good[layer as keyof typeof good]);
  });
  const errors = (out: string) =>
    out
      .split('\n')
      .map((l) => /^(\S+)\((\d+),\d+\): error (TS\d+)/.exec(l.trim()))
      .filter((m) => m !== null)
      .map((m) => `${m[1]}:${m[2]} ${m[3]}`)
      .sort();
  const lintFindings = (out: string) =>
    oxlintFindings(out)
      .map((f) => `${f.file}:${f.line} ${f.rule}`)
      .sort();
  const tsgolint = join(root, 'node_modules/.bin/tsgolint');
  // oxlint is given the layers' folders: the copy's node_modules holds the type packages, which are not ours to lint.

  it('pass the clean files of every layer, and the type check writes only under node_modules/.cache', async () => {
    const typed = await run(TSC, typecheckArgs, dir);
    expect(typed.out).toBe('');
    expect(typecheckStatus(typed.code)).toBe(0);
    const linted = await run(OXLINT, [...oxlintArgs, ...LAYERS], dir, { OXLINT_TSGOLINT_PATH: tsgolint });
    expect(oxlintStatus(linted.code), linted.out).toBe(0);
    // Nothing reported (`--format=unix` prints findings only); the next test shows the same run finds a planted problem in each layer.
    expect(linted.out).toBe('');
    const written = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => !f.startsWith('node_modules'));
    expect(written.sort()).toEqual(
      [
        '.oxlintrc.json',
        'tsconfig.json',
        ...LAYERS,
        ...LAYERS.map((l) => `${l}/tsconfig.json`),
        'engine/load.ts',
        'electron/ok.ts',
        'renderer/ok.ts',
        'test/ok.ts',
      ].sort(),
    );
    expect(readdirSync(join(dir, 'node_modules/.cache/tsc')).sort()).toEqual(LAYERS.flatMap((l) => [l, `${l}.tsbuildinfo`]).sort());
  });

  it('fail a type error planted in each layer, with the errors TypeScript 5.9 finds', async () => {
    for (const layer of LAYERS) writeFileSync(join(dir, layer, 'bad.ts'), bad(layer, globals[layer]));
    const typed = await run(TSC, typecheckArgs, dir);
    expect(typecheckStatus(typed.code), typed.out).toBe(1);
    const found = errors(typed.out);
    expect(found).toEqual([
      'electron/bad.ts:6 TS7006',
      'electron/bad.ts:7 TS2584',
      'engine/bad.ts:6 TS7006',
      'engine/bad.ts:7 TS2591',
      'renderer/bad.ts:6 TS7006',
      'renderer/bad.ts:7 TS2591',
      'test/bad.ts:6 TS7006',
    ]);
    rmSync(join(dir, 'node_modules/.cache'), { recursive: true, force: true });
    // TypeScript 5.9 finds the same errors at the same places (its code for a missing Node global is TS2580).
    const before = await run(TSC5, ['-b'], dir);
    const place = (e: string) => e.split(' ')[0];
    expect(errors(before.out).map(place)).toEqual(found.map(place));
  });

  it('fail a floating and a misused promise planted in each layer', async () => {
    for (const layer of LAYERS) writeFileSync(join(dir, layer, 'bad.ts'), bad(layer, globals[layer]));
    const linted = await run(OXLINT, [...oxlintArgs, ...LAYERS], dir, { OXLINT_TSGOLINT_PATH: tsgolint });
    expect(oxlintStatus(linted.code), linted.out).toBe(2);
    expect(lintFindings(linted.out)).toEqual(LAYERS.flatMap((l) => [`${l}/bad.ts:2 no-floating-promises`, `${l}/bad.ts:3 no-misused-promises`]).sort());
  });
});

describe('the files the type-aware rules lint again', () => {
  const texts = {
    'engine/a.ts': 'export const a = 1;\n',
    'engine/b.ts': "import { a } from './a';\nexport const b = a;\n",
    'electron/c.ts': "import { b } from '../engine/b.js';\nexport { b };\n",
    'electron/d.ts': 'export const d = 2;\n',
  };
  const digests = Object.fromEntries(Object.keys(texts).map((f) => [f, `#${f}`]));
  const files = Object.keys(texts);
  it('lint nothing when nothing changed, and a changed file whose declarations did not change alone', () => {
    expect(typedStale(texts, digests, digests)).toEqual([]);
    expect(typedStale(texts, digests, { ...digests, 'engine/a.ts': 'old' }, { 'engine/a.ts': 'd1' }, { 'engine/a.ts': 'd1' })).toEqual(['engine/a.ts']);
  });
  it('lint what imports it, directly or not, when its declarations changed or no type check ran', () => {
    const importers = ['engine/a.ts', 'engine/b.ts', 'electron/c.ts'];
    expect(typedStale(texts, digests, { ...digests, 'engine/a.ts': 'old' }, { 'engine/a.ts': 'd2' }, { 'engine/a.ts': 'd1' })).toEqual(importers);
    expect(typedStale(texts, digests, { ...digests, 'engine/a.ts': 'old' })).toEqual(importers);
    expect(typedStale(texts, digests, {})).toEqual(files);
  });
  it("stop at an importer whose declarations neither changed nor name the changed file, as TypeScript's builder does", () => {
    const changedA = [texts, digests, { ...digests, 'engine/a.ts': 'old' }] as const;
    const same = { 'engine/a.ts': 'd2', 'engine/b.ts': 'b1', 'electron/c.ts': 'c1' };
    const before = { ...same, 'engine/a.ts': 'd1' };
    expect(typedStale(...changedA, same, before)).toEqual(['engine/a.ts', 'engine/b.ts']);
    expect(typedStale(...changedA, { ...same, 'engine/b.ts': 'b2' }, before)).toEqual(['engine/a.ts', 'engine/b.ts', 'electron/c.ts']);
    expect(typedStale(...changedA, same, before, { 'engine/b.ts': ['engine/a.ts'] })).toEqual(['engine/a.ts', 'engine/b.ts', 'electron/c.ts']);
  });
  it('lint every file when a changed one may declare global types', () => {
    expect(
      typedStale({ ...texts, 'engine/g.ts': 'declare global {\n  var x: number;\n}\nexport {};\n' }, { ...digests, 'engine/g.ts': '#g' }, digests),
    ).toEqual([...files, 'engine/g.ts']);
  });
  it("find the type check's declaration of each layer's files", () => {
    expect(declarationOf('engine/game/phase.ts')).toBe('node_modules/.cache/tsc/engine/engine/game/phase.d.ts');
    expect(declarationOf('renderer/App.tsx')).toBe('node_modules/.cache/tsc/renderer/renderer/App.d.ts');
    expect(declarationOf('renderer/vite.config.ts')).toBe('node_modules/.cache/tsc/test/renderer/vite.config.d.ts');
    expect(declarationOf('electron/cli/bin.mts')).toBe('node_modules/.cache/tsc/electron/electron/cli/bin.d.mts');
  });
});

describe('ESLint without types', () => {
  it('builds no TypeScript program for any layer, and keeps the layer rule', async () => {
    const eslint = new ESLint({ cwd: root });
    for (const file of ['engine/index.ts', 'electron/cli/main.ts', 'renderer/main.tsx', 'test/checks.test.ts']) {
      const config = await eslint.calculateConfigForFile(join(root, file));
      const options = config.languageOptions?.parserOptions ?? {};
      expect(options.project ?? false, file).toBe(false);
      expect(options.projectService ?? false, file).toBe(false);
      expect(options.programs ?? null, file).toBe(null);
      expect(config.rules['layers/imports']?.[0], file).toBe(2);
    }
  });
});
