// Issue 28, item 3: no React key in the renderer is an array index (an index key mixes items up
// when a list changes; every `key=` is read, and the index parameter of the `.map` around it must
// not be in it); the Board carries no test hooks; GameScreen comes in parts under 100 lines.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../renderer/', import.meta.url));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.tsx') ? [p] : [];
  });
}

/** The keys made from the index of the `.map((item, index) =>` they sit in. */
export function indexKeys(source: string): string[] {
  const out: string[] = [];
  const maps = /\.map\(\s*\(\s*[\w{}\s,]*?,\s*(\w+)\s*\)\s*=>/g;
  for (let m = maps.exec(source); m; m = maps.exec(source)) {
    const index = m[1];
    const body = source.slice(m.index, m.index + 400);
    const key = /key=\{([^}]*)\}/.exec(body);
    if (key && new RegExp(`\\b${index}\\b`).test(key[1])) out.push(`key={${key[1]}}`);
  }
  return out;
}

describe('React keys in the renderer', () => {
  it('finds an index key when there is one', () => {
    expect(indexKeys('xs.map((x, i) => <li key={i}>{x}</li>)')).toEqual(['key={i}']);
    expect(indexKeys('xs.map((x, n) => <li key={`a${n}`}>{x}</li>)')).toHaveLength(1);
    expect(indexKeys('xs.map((x) => <li key={x.id}>{x}</li>)')).toEqual([]);
  });
  it('has none', () => {
    const found = files(ROOT).flatMap((f) => indexKeys(readFileSync(f, 'utf8')).map((k) => `${f.slice(ROOT.length)}: ${k}`));
    expect(found).toEqual([]);
  });
});

describe('the Board component', () => {
  it('carries no test hooks: it reports its view and drawings through props; the screens install the handle', () => {
    const board = readFileSync(join(ROOT, 'board/Board.tsx'), 'utf8');
    expect(board).not.toMatch(/\bwindow\.[\w$]|__adjutant/);
  });
  it('GameScreen is split into parts of under 100 lines', () => {
    const parts = ['panels/GameScreen.tsx', ...readdirSync(join(ROOT, 'panels/game')).map((f) => `panels/game/${f}`)];
    for (const p of parts) expect(readFileSync(join(ROOT, p), 'utf8').trimEnd().split('\n').length, p).toBeLessThan(100);
    expect(readFileSync(join(ROOT, 'panels/GameScreen.tsx'), 'utf8')).not.toMatch(/eslint-disable/);
  });
});
