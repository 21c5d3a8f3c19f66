// The window's first bundle (renderer/vite.config.ts, docs/PERFORMANCE.md "The first bundle"): what
// index.html loads at start is the game list's code and English, not the boards' drawings, the other
// languages, the board's Konva or the screens past the list, which are chunks fetched when first
// needed. Read from the built renderer (out/renderer), as Electron (app://) and the browser host load
// it: every chunk named by a relative path inside assets/, so both find it under the strict CSP.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RENDERER_DIR } from '../../../electron/host/main';
import { CATALOGUES } from '../../../renderer/i18n/catalogues';
import { boardGeometry, SHIPPED_BOARDS } from '../../../engine/index';

const ASSETS = join(RENDERER_DIR, 'assets');
const read = (name: string): string => readFileSync(join(ASSETS, name), 'utf8');
const html = readFileSync(join(RENDERER_DIR, 'index.html'), 'utf8');

/** The chunks a chunk imports at once (`import ... from "./x.js"`), and those it fetches later (`import("./x.js")`). */
function imports(code: string): { now: string[]; later: string[] } {
  const now = [...code.matchAll(/(?:^|[;\s])(?:import|export)\s*(?:[\w*{},\s$]+from\s*)?["']\.\/([^"']+\.js)["']/g)].map((m) => m[1]);
  const later = [...code.matchAll(/import\(\s*["']\.\/([^"']+\.js)["']\s*\)/g)].map((m) => m[1]);
  const mapped = [...code.matchAll(/__vite__mapDeps\s*=[^[]*\[([^\]]*)\]/g)].flatMap((m) => [...m[1].matchAll(/"\.\/([^"]+\.js)"/g)].map((d) => d[1]));
  return { now, later: [...later, ...mapped] };
}

/** Every chunk the window evaluates at start: index.html's module script and what it imports at once. */
function startChunks(): string[] {
  const entry = [...html.matchAll(/<script type="module"[^>]*src="\.\/assets\/([^"]+)"/g)].map((m) => m[1]);
  const seen = new Set<string>();
  const visit = (name: string): void => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const next of imports(read(name)).now) visit(next);
  };
  entry.forEach(visit);
  return [...seen];
}

/** A string each file holds that nothing else does: a French sentence, a stretch of a board's outline. */
const FRENCH = (CATALOGUES.fr.common as { language: { os: string } }).language.os;

describe.skipIf(!existsSync(join(RENDERER_DIR, 'index.html')))('the first bundle', () => {
  it('loads its script and preloads by relative paths inside assets/, no inline script', () => {
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    for (const s of sources) expect(s, s).toMatch(/^\.\/(assets\/[\w.-]+|favicon\.svg)$/);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(startChunks().length).toBeGreaterThan(0);
  });

  it('holds English and the game list, not the other languages, the boards, Konva or the later screens', () => {
    const start = startChunks();
    const code = start.map(read).join('\n');
    expect(code, 'English is there at once').toContain(JSON.stringify((CATALOGUES.en.common as { language: { os: string } }).language.os).slice(1, -1));
    expect(code.includes(FRENCH), 'French comes when chosen').toBe(false);
    for (const id of SHIPPED_BOARDS) {
      const outline = Object.values(boardGeometry(id)!.provinces)[0].path.slice(0, 60);
      expect(code.includes(outline), `${id}: its drawing comes when a game on it is shown`).toBe(false);
    }
    expect(code.includes('Konva'), "the board's Konva comes with the game screen").toBe(false);
    for (const screen of ['GameScreen', 'TournamentScreen', 'NetworkScreen', 'MailPanel', 'MendPanel']) {
      expect(
        start.some((name) => name.startsWith(`${screen}-`)),
        `${screen} at start`,
      ).toBe(false);
    }
    const bytes = start.reduce((sum, name) => sum + readFileSync(join(ASSETS, name)).length, 0);
    // 2.69 MB in one file before session 15; about 0.76 MB now (docs/PERFORMANCE.md).
    expect(bytes, `${start.join(', ')}: ${bytes} bytes`).toBeLessThan(1_000_000);
  });

  it('finds every chunk it names, and each language and board in a chunk of its own', () => {
    const all = readdirSync(ASSETS).filter((name) => name.endsWith('.js'));
    const named = new Set(all.flatMap((name) => [...imports(read(name)).now, ...imports(read(name)).later]));
    for (const name of named) expect(all, name).toContain(name);
    const holding = (text: string) => all.filter((name) => read(name).includes(text));
    expect(holding(FRENCH), 'the French file').toHaveLength(1);
    for (const id of SHIPPED_BOARDS) {
      const outline = Object.values(boardGeometry(id)!.provinces)[0].path.slice(0, 60);
      expect(holding(outline), id).toHaveLength(1);
    }
  });
});
