// The page shows game text (names, players, orders from imported files) as text: React escapes
// what it renders, and no renderer source writes HTML from a string, which would let a game file
// put markup, and with it script, into the page. This scans the sources for those sinks.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const renderer = fileURLToPath(new URL('../../renderer', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    if (statSync(p).isDirectory()) return sources(p);
    return /\.(ts|tsx)$/.test(name) ? [p] : [];
  });
}

const SINKS = /dangerouslySetInnerHTML|\.(innerHTML|outerHTML)\s*=|insertAdjacentHTML|document\.write|createContextualFragment|\bnew Function\(|\beval\(/;

describe('renderer HTML sinks', () => {
  it('no renderer source writes HTML or code from a string', () => {
    const files = sources(renderer);
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .flatMap((line, i) => (SINKS.test(line) ? [`${relative(renderer, f)}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
