// The checks (electron/tools/checks.mjs) on TypeScript 7: in a copy of the four layers' tsconfigs, a
// type error planted in each layer fails `tsc -b` as TypeScript 5.9 fails it (the same errors at the
// same places), a floating and a misused promise planted in each layer fail oxlint's type-aware rules,
// the same files without them pass both, and the type check writes only under node_modules/.cache.
// The layers and the other rules, planted in each layer, fail the same oxlint run. The type-aware
// rules after a change to a core file are checksChange.test.ts's (one file with both until session
// 17: 22 s on a fresh clone beside the other tests, against the goal of 20 s a file).
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  declarationModel,
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
import { CONFIG, copyTree, LAYERS, root } from './support/treeCopy';

const TSC5 = join(root, 'node_modules/typescript/bin/tsc');

// Each layer's clean file: promises awaited, voided or returned; the layer's own globals only.
const good = {
  engine: 'export async function load(): Promise<number> {\n  return 1;\n}\nvoid load();\nexport const twice = async () => (await load()) * 2;\n',
  electron: "import { load } from '../engine/index';\nexport const size = async () => (await load()) + process.argv.length;\n",
  renderer: "import { load } from '../engine/index';\nexport const title = async () => `${await load()} ${document.title}`;\n",
  test: "import { load } from '../engine/index';\nexport const both = async () => [await load(), process.pid, document.title];\n",
};
// Each layer's bad file: a floating promise (line 2), an async callback where a void one is expected
// (line 3), a parameter of implicit any type (line 6: strict), and a global the layer does not have
// (line 7: the engine has neither Node nor the DOM, electron/ no DOM, the renderer no Node).
const bad = (layer: string, global: string) =>
  `import { load } from '${layer === 'engine' ? '.' : '../engine'}/index';\nload();\n[1, 2].forEach(async () => {\n  await load();\n});\nexport const same = (x) => x;\nexport const g = ${global};\n`;
const globals: Record<string, string> = { engine: 'process.pid', electron: 'document.title', renderer: 'process.pid', test: 'undefined' };

describe('the checks on a copy of the four layers', () => {
  const dir = mkdtempSync(join(tmpdir(), 'adjutant-checks-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  beforeAll(() =>
    copyTree(dir, {
      'engine/index.ts': good.engine,
      ...Object.fromEntries(LAYERS.filter((l) => l !== 'engine').map((l) => [`${l}/ok.ts`, good[l as keyof typeof good]])),
    }),
  );
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
        'tsconfig.json',
        ...LAYERS,
        'electron/tools',
        'electron/tools/lint',
        ...CONFIG,
        'engine/index.ts',
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
    // The renderer's file also names a Node global (line 7), which the lint reports there.
    expect(lintFindings(linted.out)).toEqual(
      [...LAYERS.flatMap((l) => [`${l}/bad.ts:2 no-floating-promises`, `${l}/bad.ts:3 no-misused-promises`]), 'renderer/bad.ts:7 no-restricted-globals'].sort(),
    );
  });

  it('fail the layers and the other rules planted in each layer', async () => {
    const crossing: Record<string, string> = {
      engine: "import { readFileSync } from 'node:fs';",
      electron: "import { title } from '../renderer/ok';",
      renderer: "import { readFileSync } from 'node:fs';",
      test: "import { load } from '../engine/index';",
    };
    for (const layer of LAYERS)
      writeFileSync(
        join(dir, layer, 'rules.ts'),
        `${crossing[layer]}\nexport let y = 1;\nconst unused = 2;\nexport const z = [${crossing[layer].split(' ')[2]}];\n`,
      );
    try {
      const linted = await run(OXLINT, [...oxlintArgs, ...LAYERS.map((l) => `${l}/rules.ts`)], dir, { OXLINT_TSGOLINT_PATH: tsgolint });
      expect(oxlintStatus(linted.code), linted.out).toBe(2);
      expect(lintFindings(linted.out)).toEqual(
        LAYERS.flatMap((l) => [...(l === 'test' ? [] : [`${l}/rules.ts:1 imports`]), `${l}/rules.ts:2 prefer-const`, `${l}/rules.ts:3 no-unused-vars`]).sort(),
      );
    } finally {
      for (const layer of LAYERS) rmSync(join(dir, layer, 'rules.ts'));
    }
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
  it('lint nothing when nothing changed, and every file that imports a changed one, directly or not, without a type check', () => {
    expect(typedStale(texts, digests, digests)).toEqual([]);
    expect(typedStale(texts, digests, { ...digests, 'engine/a.ts': 'old' })).toEqual(['engine/a.ts', 'engine/b.ts', 'electron/c.ts']);
    expect(typedStale(texts, digests, {})).toEqual(files);
  });
  it('lint every file when a changed one may declare global types', () => {
    expect(
      typedStale({ ...texts, 'engine/g.ts': 'declare global {\n  var x: number;\n}\nexport {};\n' }, { ...digests, 'engine/g.ts': '#g' }, digests),
    ).toEqual([...files, 'engine/g.ts']);
  });

  // With the type check: a core file, the engine's index re-exporting it whole, and files taking one name each, or all of it.
  const tree = {
    'engine/types.ts': 'export interface Unit {\n  id: number;\n}\n',
    'engine/core.ts':
      "import type { Unit } from './types';\nexport interface Order {\n  unit: Unit;\n}\nexport function load(): number {\n  return 1;\n}\nexport const order = (): Order => ({ unit: { id: load() } });\n",
    'engine/index.ts': "export * from './core';\nexport { type Unit } from './types';\n",
    'electron/useLoad.ts': "import { load } from '../engine/index';\nexport const twice = () => load() * 2;\n",
    'electron/useOrder.ts': "import { order, type Order } from '../engine/index.js';\nexport const first: Order = order();\n",
    'renderer/whole.ts': "import * as engine from '../engine/index';\nexport const size = engine.load;\n",
    'test/lazy.ts': "export const later = () => import('../engine/index');\n",
    'test/other.ts': "import { b } from './b';\nexport const c = b;\n",
    'test/b.ts': 'export const b = 1;\n',
  };
  // Their declarations as `tsc -b` writes them, before a change.
  const declared = {
    'engine/types.ts': 'export interface Unit {\n    id: number;\n}\n',
    'engine/core.ts':
      "import type { Unit } from './types';\n/** An order. */\nexport interface Order {\n    unit: Unit;\n}\nexport declare function load(): number;\nexport declare const order: () => Order;\n",
    'engine/index.ts': "export * from './core';\nexport { type Unit } from './types';\n",
    'electron/useLoad.ts': 'export declare const twice: () => number;\n',
    'electron/useOrder.ts': "import { type Order } from '../engine/index.js';\nexport declare const first: Order;\n",
    'renderer/whole.ts': "export declare const size: typeof import('../engine/index').load;\n",
    'test/lazy.ts': "export declare const later: () => Promise<typeof import('../engine/index')>;\n",
    'test/other.ts': 'export declare const c = 1;\n',
    'test/b.ts': 'export declare const b = 1;\n',
  };
  const sums = Object.fromEntries(Object.keys(tree).map((f) => [f, `#${f}`]));
  const typesOf = (decls: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(decls).map(([f, text]) => {
        const model = declarationModel(text);
        return [f, { digest: text, model, ...(model ? { bindings: model.bindings, exports: model.exports, stars: model.stars } : {}) }];
      }),
    );
  /** The files linted again when `file` changed to `text` and its declarations to `decls` (the rest as `changes` says). */
  const after = (changes: Record<string, string>, decls: Record<string, string>) =>
    typedStale({ ...tree, ...changes }, { ...sums, ...Object.fromEntries(Object.keys(changes).map((f) => [f, 'new'])) }, sums, {
      now: typesOf({ ...declared, ...decls }),
      before: typesOf(declared),
    });
  const core = 'engine/core.ts';
  const always = ['engine/index.ts', 'renderer/whole.ts', 'test/lazy.ts'];

  it('read the names each declaration file defines, imports and exports', () => {
    const model = declarationModel(declared[core])!;
    expect(Object.keys(model.bindings).sort()).toEqual(['Order', 'Unit', 'load', 'order']);
    expect(model.imports).toEqual({ Unit: ['./types', 'Unit'] });
    expect(model.exports).toEqual({ Order: 'local:Order', load: 'local:load', order: 'local:order' });
    expect(model.refs.order).toContain('Order');
    expect(declarationModel(declared['engine/index.ts'])).toMatchObject({ stars: ['./core'], exports: { Unit: 'from:./types:Unit' } });
    expect(declarationModel('declare global {\n    var x: number;\n}\nexport {};\n')).toBe(null);
  });
  it('lint a changed file alone when its declarations did not change', () => {
    expect(after({ [core]: `${tree[core]}// a comment\n` }, {})).toEqual([core]);
  });
  it('lint no file that imports none of the names a new export changed', () => {
    const added = { [core]: `${tree[core]}export const probe = 1;\n` };
    expect(after(added, { [core]: `${declared[core]}export declare const probe = 1;\n` })).toEqual([core, ...always]);
  });
  it("lint the files that take a name whose declaration changed, through the index's `export *`", () => {
    const async = tree[core].replace('export function load(): number', 'export async function load(): Promise<number>');
    expect(after({ [core]: async }, { [core]: declared[core].replace('load(): number', 'load(): Promise<number>') })).toEqual([
      core,
      'engine/index.ts',
      'electron/useLoad.ts',
      'renderer/whole.ts',
      'test/lazy.ts',
    ]);
  });
  it('lint the files that take a name whose declaration mentions a changed one, in the same file or another', () => {
    const order = declared[core].replace('unit: Unit;', 'unit: Unit;\n    late: boolean;');
    expect(after({ [core]: `${tree[core]}// late\n` }, { [core]: order })).toEqual([
      core,
      'engine/index.ts',
      'electron/useOrder.ts',
      'renderer/whole.ts',
      'test/lazy.ts',
    ]);
    // Unit is defined in engine/types.ts; Order, and so order, mention it.
    const unit = { 'engine/types.ts': 'export interface Unit {\n    id: string;\n}\n' };
    expect(after({ 'engine/types.ts': 'export interface Unit {\n  id: string;\n}\n' }, unit)).toEqual([
      'engine/types.ts',
      core,
      'engine/index.ts',
      'electron/useOrder.ts',
      'renderer/whole.ts',
      'test/lazy.ts',
    ]);
  });
  it('lint every importer of a file whose declarations it cannot read', () => {
    const global = `${declared[core]}declare global {\n    var x: number;\n}\n`;
    expect(after({ [core]: `${tree[core]}// global\n` }, { [core]: global })).toEqual([
      core,
      'engine/index.ts',
      'electron/useLoad.ts',
      'electron/useOrder.ts',
      'renderer/whole.ts',
      'test/lazy.ts',
    ]);
  });
  it("find the type check's declaration of each layer's files", () => {
    expect(declarationOf('engine/game/phase.ts')).toBe('node_modules/.cache/tsc/engine/engine/game/phase.d.ts');
    expect(declarationOf('renderer/App.tsx')).toBe('node_modules/.cache/tsc/renderer/renderer/App.d.ts');
    expect(declarationOf('renderer/vite.config.ts')).toBe('node_modules/.cache/tsc/test/renderer/vite.config.d.ts');
    expect(declarationOf('electron/cli/bin.mts')).toBe('node_modules/.cache/tsc/electron/electron/cli/bin.d.mts');
  });
});

describe('the lint in one tool', () => {
  it("turns on the layer rule and the recommended sets' rules, and leaves ESLint out", () => {
    const config = JSON.parse(readFileSync(join(root, '.oxlintrc.json'), 'utf8'));
    expect(config.jsPlugins).toEqual([{ name: 'layers', specifier: './electron/tools/lint/layers.mjs' }]);
    for (const rule of ['layers/imports', 'no-unused-vars', 'typescript/no-explicit-any', 'typescript/no-floating-promises', 'typescript/no-misused-promises'])
      expect([config.rules[rule]].flat()[0], rule).toBe('error');
    expect(readdirSync(root)).not.toContain('eslint.config.js');
  });
});
