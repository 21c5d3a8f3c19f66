// The type check and the lint in one process (electron/tools/checks.mjs): the files it lints are those
// `eslint .` lints, a file is linted again when its content changes, and the type-aware rules read the
// types from the type check's own programs.
import { ESLint, Linter } from 'eslint';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { candidates, stale, typedOverride } from '../electron/tools/checks.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('the files the combined check lints', () => {
  it('include every tracked file ESLint lints, and nothing from node_modules', async () => {
    const eslint = new ESLint({ cwd: root });
    const found = new Set(candidates());
    const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((f) => /\.(ts|tsx|mts|cts|js|mjs|cjs)$/.test(f));
    const linted = [];
    for (const f of tracked) if (!(await eslint.isPathIgnored(join(root, f)))) linted.push(f);
    expect(linted.length).toBeGreaterThan(500);
    expect(linted.filter((f) => !found.has(f))).toEqual([]);
    expect([...found].filter((f) => f.includes('node_modules/'))).toEqual([]);
  });

  it('lints a file again when its content changed, or when it is new', () => {
    const known = { 'a.ts': 'h1', 'b.ts': 'h2', 'gone.ts': 'h3' };
    expect(stale({ 'a.ts': 'h1', 'b.ts': 'h2x', 'c.ts': 'h4' }, known)).toEqual(['b.ts', 'c.ts']);
    expect(stale({ 'a.ts': 'h1' }, known)).toEqual([]);
  });

  it('lints a file again when the type check checked it again (the types it imports changed)', () => {
    expect(stale({ 'a.ts': 'h1', 'b.ts': 'h2' }, { 'a.ts': 'h1', 'b.ts': 'h2' }, new Set(['b.ts', 'elsewhere.ts']))).toEqual(['b.ts']);
  });
});

describe("the type-aware rules with the type check's programs", () => {
  const dir = mkdtempSync(join(tmpdir(), 'adjutant-checks-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const files = {
    'load.ts': 'export async function load(): Promise<number> {\n  return 1;\n}\n',
    // Two misuses the rules must find: a promise left floating, an async callback where a void one is expected.
    'bad.ts': "import { load } from './load';\nload();\n[1, 2].forEach(async () => {\n  await load();\n});\n",
    'good.ts': "import { load } from './load';\nvoid load();\nexport const twice = async () => (await load()) * 2;\n",
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const program = ts.createProgram(
    Object.keys(files).map((f) => join(dir, f)),
    { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, strict: true, types: [], noEmit: true },
  );
  const config: Linter.Config[] = [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser, parserOptions: { projectService: true } },
      plugins: { '@typescript-eslint': tseslint.plugin as never },
      rules: { '@typescript-eslint/no-floating-promises': 'error', '@typescript-eslint/no-misused-promises': 'error' },
    },
    typedOverride([program]),
  ];
  const lint = (name: keyof typeof files) =>
    new Linter({ cwd: dir }).verify(files[name], config, join(dir, name)).map((m) => `${m.line}:${m.ruleId ?? m.message}`);

  it('report a floating promise and a misused one', () => {
    expect(lint('bad.ts')).toEqual(['2:@typescript-eslint/no-floating-promises', '3:@typescript-eslint/no-misused-promises']);
  });
  it('let the same calls pass when the promise is handled', () => {
    expect(lint('good.ts')).toEqual([]);
  });
});
