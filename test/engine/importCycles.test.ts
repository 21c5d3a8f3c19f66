// No module of engine/ imports, directly or through others, itself: not at run time, and not through
// `import type` either (a cycle of types is a cycle of ideas, and becomes a run-time one the day a
// constant moves). The test reads each file's import and export-from clauses, resolves the relative
// ones and looks for strongly connected groups (Tarjan); a cycle found is printed as a path.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const engine = fileURLToPath(new URL('../../engine', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The relative modules a source imports or re-exports (static, dynamic and `import type` alike). */
export function importsOf(text: string): string[] {
  const specs: string[] = [];
  const clause = /(?:^|[\s;}])(?:import|export)\s[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]|(?:^|[\s;}])import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const m of text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '').matchAll(clause)) {
    const spec = m[1] ?? m[2] ?? m[3];
    if (spec.startsWith('.')) specs.push(spec);
  }
  return specs;
}

function resolveSpec(from: string, spec: string, known: Set<string>): string | null {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) if (known.has(candidate)) return candidate;
  return null;
}

/** The cycles of a graph: every strongly connected group of more than one module, or of one importing itself. */
export function cyclesOf(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1 || graph.get(v)!.includes(v)) found.push(group.reverse());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('engine imports', () => {
  it('the import reader sees every form of import', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      "export { c } from './c';",
      "export * from './d';",
      "import './e';",
      "const f = await import('./f');",
      "import { g } from 'vitest';",
      "// import { h } from './h';",
      'import {\n  i,\n  type I,\n} from "./i";',
    ].join('\n');
    expect(importsOf(text).sort()).toEqual(['../b', './a', './c', './d', './e', './f', './i']);
  });

  it('the cycle finder finds a cycle, and a module importing itself', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
    ]);
    expect(cyclesOf(graph)).toEqual([['a', 'b', 'c'], ['e']]);
    expect(
      cyclesOf(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('no module of engine/ imports itself through others (type imports included)', () => {
    const files = sources(engine);
    const known = new Set(files);
    expect(files.length).toBeGreaterThan(50);
    const graph = new Map<string, string[]>();
    for (const file of files) {
      const targets = importsOf(readFileSync(file, 'utf8')).map((spec) => resolveSpec(file, spec, known));
      graph.set(
        file,
        targets.filter((t): t is string => t !== null),
      );
    }
    const cycles = cyclesOf(graph).map((group) => group.map((f) => relative(engine, f)).join(' -> '));
    expect(cycles).toEqual([]);
  });
});
