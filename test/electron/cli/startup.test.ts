// How `adjutant` starts fast (issue 28, item 8): V8's compiled code for the bundles is kept in the
// project's own node_modules/.cache between runs (never a shared temporary folder), zod is
// compiled into the bundle rather than loaded from node_modules file by file, a command loads only
// the Node modules it uses and parses no large JSON it does not read (the boards' outlines, the
// language catalogues), each command loads its own bundle (a family's table, then its subcommand's
// module: `game list` loads the archive and the list's code, not the adjudicator, the reports, the
// interchange or the mail), and an older Node hands the archive commands to Node 24 at once. The
// times themselves are measured by `npm run bench cli`, never by a test.
import { spawnSync } from 'node:child_process';
import module from 'node:module';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { main, needsArchive, usage } from '../../../electron/cli/main';
import { bundleFresh } from '../../../electron/runtime/bundles.mjs';
import { ARCHIVE_COMMANDS, supportsArchive } from '../../../electron/runtime/node24.mjs';
import { BIN, cli, oldNode, OPENING } from './fixtures';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const cache = join(root, 'node_modules/.cache/node-compile');
// Node >= 22.1 (the types here are Node 20's).
const hasCompileCache = typeof (module as { enableCompileCache?: unknown }).enableCompileCache === 'function';

describe('adjutant keeps its compiled code', () => {
  it.skipIf(!hasCompileCache)('a command on this Node writes the compile cache under node_modules/.cache', () => {
    expect(cli(['rules']).status).toBe(0);
    const entries = readdirSync(cache, { recursive: true }).filter((f) => statSync(join(cache, String(f))).isFile());
    expect(entries.length).toBeGreaterThan(0);
  });

  it('the bundle carries zod in itself, and watches its package.json', () => {
    expect(cli(['rules']).status).toBe(0);
    const record = JSON.parse(readFileSync(join(root, 'out/cli/build.json'), 'utf8'));
    const imports = (record.outputs as string[])
      .filter((f) => f.endsWith('.mjs'))
      .flatMap((f) => [...readFileSync(join(root, 'out/cli', f), 'utf8').matchAll(/(?:from|import\()\s*"([^"]+)"/g)].map((m) => m[1]));
    expect(imports).not.toContain('zod');
    expect(imports).toContain('better-sqlite3');
    expect(record.inputs).toContain('node_modules/zod/package.json');
    expect((record.inputs as string[]).filter((f) => f.startsWith('node_modules/') && !f.endsWith('/package.json'))).toEqual([]);
  });

  it('the large JSON files lie compact beside the chunks, and the bundle stays fresh (every input it watches is a file)', () => {
    expect(cli(['rules']).status).toBe(0);
    const record = JSON.parse(readFileSync(join(root, 'out/cli/build.json'), 'utf8')) as { inputs: string[]; outputs: string[] };
    for (const f of record.inputs) expect(statSync(join(root, f), { throwIfNoEntry: false })?.isFile(), f).toBe(true);
    expect(record.inputs).toContain('resources/maps/standard/geometry.json');
    const geometry = record.outputs.filter((f) => /^geometry-\w+\.json$/.test(f));
    expect(geometry.length).toBeGreaterThanOrEqual(3);
    for (const f of geometry) {
      const text = readFileSync(join(root, 'out/cli', f), 'utf8');
      expect(text).toBe(JSON.stringify(JSON.parse(text)));
    }
    expect(bundleFresh('cli')).toBe(true);
  });
});

describe('adjutant loads only what the command needs', () => {
  it('bin.mjs (which relaunches on an older Node before loading anything) and main.ts agree on the commands that open the archive', () => {
    const names = [...usage().matchAll(/^ {2}(\S+)/gm)].map((m) => m[1]).filter((n) => n !== 'help');
    expect(names).toEqual(expect.arrayContaining(['rules', 'parse', 'game', 'tournament']));
    for (const name of names) expect(ARCHIVE_COMMANDS.includes(name), name).toBe(needsArchive([name]));
    expect(needsArchive(['--debug', 'game', 'list'])).toBe(true);
  });

  it.skipIf(!supportsArchive())('reading games loads no crypto, compression or child process module', () => {
    const dir = mkdtempSync(join(tmpdir(), 'adjutant-startup-'));
    try {
      const db = join(dir, 'games.sqlite');
      expect(cli(['game', 'new', 'Probe', '--db', db]).status).toBe(0);
      // Node's own list of the built-in modules this process loaded, written as it exits.
      const listFile = join(dir, 'loaded.json');
      const probe = join(dir, 'probe.cjs');
      writeFileSync(probe, `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(listFile)}, JSON.stringify(process.moduleLoadList)));`);
      for (const args of [['list'], ['show', 'Probe']]) {
        const r = spawnSync(process.execPath, ['-r', probe, BIN, 'game', ...args, '--db', db], { encoding: 'utf8', timeout: 120_000 });
        expect(r.status, r.stderr).toBe(0);
        const loaded = (JSON.parse(readFileSync(listFile, 'utf8')) as string[]).filter((m) => m.startsWith('NativeModule ')).map((m) => m.slice(13));
        expect(loaded).toContain('fs');
        for (const unused of ['crypto', 'zlib', 'child_process']) expect(loaded, `game ${args[0]} loaded node:${unused}`).not.toContain(unused);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.skipIf(!supportsArchive())('the boards and the language catalogues are parsed only by a command that draws or words a report', () => {
    const dir = mkdtempSync(join(tmpdir(), 'adjutant-startup-'));
    try {
      const db = join(dir, 'games.sqlite');
      writeFileSync(join(dir, 'position.json'), JSON.stringify(OPENING));
      expect(cli(['game', 'new', 'Probe', '--db', db]).status).toBe(0);
      // The length of every text JSON.parse read in the process, written as it exits.
      const sizesFile = join(dir, 'parsed.json');
      const probe = join(dir, 'probe.cjs');
      writeFileSync(
        probe,
        `const sizes = []; const parse = JSON.parse; JSON.parse = function (text, ...rest) { sizes.push(String(text).length); return parse.call(this, text, ...rest); };
process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(sizesFile)}, JSON.stringify(sizes)));`,
      );
      const sizes = (args: string[]): number[] => {
        const r = spawnSync(process.execPath, ['-r', probe, BIN, ...args], { cwd: dir, encoding: 'utf8', timeout: 120_000 });
        expect(r.status, r.stderr).toBe(0);
        return JSON.parse(readFileSync(sizesFile, 'utf8')) as number[];
      };
      const largest = (args: string[]): number => Math.max(0, ...sizes(args));
      // The bundles keep each file of 64 KiB or more as text (electron/runtime/bundles.mjs).
      const LARGE = 64 * 1024;
      // A notice in English reads the English catalogue and no other (each is 120-140 KB).
      expect(sizes(['game', 'due', 'Probe', '--db', db]).filter((n) => n >= LARGE)).toHaveLength(1);
      for (const args of [
        ['rules'],
        ['adjudicate', 'position.json'],
        ['game', 'list', '--db', db],
        ['game', 'show', 'Probe', '--db', db],
        ['tournament', '--help'],
      ])
        expect(largest(args), args.join(' ')).toBeLessThan(LARGE);
      // A map is drawn from the standard board's outlines, read when first used, and the report is worded.
      expect(largest(['game', 'report', 'Probe', '--format', 'svg', '--db', db])).toBeGreaterThan(LARGE);
      const svg = cli(['game', 'report', 'Probe', '--format', 'svg', '--db', db]);
      expect(svg.status, svg.stderr).toBe(0);
      expect(svg.stdout.match(/<path /g)?.length).toBeGreaterThan(75);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('each command loads its own bundle, made of what it runs', () => {
  const contents = (): Record<string, string[]> => {
    expect(cli(['--version']).status).toBe(0);
    return JSON.parse(readFileSync(join(root, 'out/cli/contents.json'), 'utf8')) as Record<string, string[]>;
  };
  const holds = (files: string[], prefix: string) => files.some((f) => f.startsWith(prefix));

  it('the bundle of list and show holds the archive and the reading code: no adjudicator, PDF, interchange or mail', () => {
    const read = contents()['game-read.mjs'];
    for (const needed of ['electron/archive/db.ts', 'electron/service/games.ts', 'electron/cli/game/read.ts', 'electron/cli/over.ts'])
      expect(read, needed).toContain(needed);
    for (const unused of [
      'engine/adjudicate/',
      'engine/orders/sheet',
      'electron/service/adjudication.ts',
      'electron/service/interchange/',
      'electron/service/mail/',
      'electron/service/tournament/',
      'electron/reports/pdf.ts',
      'electron/reports/html.ts',
      'electron/cli/game/write.ts',
    ])
      expect(holds(read, unused), `game-read.mjs holds ${unused}`).toBe(false);
  });

  it('every subcommand in the tables of game and tournament is found in its module (its --help answers)', async () => {
    for (const family of ['game', 'tournament']) {
      let text = '';
      const io = { out: (t: string) => void (text += t), err: (t: string) => void (text += t), stdin: async () => '' };
      expect(await main([family, '--help'], io)).toBe(0);
      const names = [...text.matchAll(/^ {2}(\S+) {2}/gm)].map((m) => m[1]);
      expect(names.length, family).toBeGreaterThan(9);
      for (const name of names) {
        text = '';
        expect(await main([family, name, '--help'], io), `${family} ${name}: ${text}`).toBe(0);
        expect(text).toMatch(new RegExp(`^Usage: adjutant ${family} ${name}\\b`));
      }
    }
  });

  it('the command line, the families and the commands that open no archive hold no archive (and `rules` not the orders or the adjudicator)', () => {
    const all = contents();
    for (const bundle of ['main.mjs', 'game.mjs', 'tournament.mjs', 'rules.mjs', 'parse.mjs', 'adjudicate.mjs']) {
      expect(holds(all[bundle], 'electron/archive/'), `${bundle} holds the archive`).toBe(false);
      expect(holds(all[bundle], 'electron/service/games'), `${bundle} holds the service`).toBe(false);
    }
    for (const bundle of ['main.mjs', 'game.mjs', 'tournament.mjs']) expect(holds(all[bundle], 'engine/'), `${bundle} holds the engine`).toBe(false);
    expect(holds(all['rules.mjs'], 'engine/orders/')).toBe(false);
    expect(holds(all['rules.mjs'], 'engine/adjudicate/')).toBe(false);
    expect(holds(all['parse.mjs'], 'engine/adjudicate/')).toBe(false);
    // Every subcommand's module is an entry of its own (a missed one would be inlined into its family).
    expect(Object.keys(all)).toEqual(expect.arrayContaining(['game-read.mjs', 'game-write.mjs', 'game-report.mjs', 'tournament-commands.mjs']));
  });

  const old = oldNode();
  it.skipIf(old === null)('on an older Node, `game` and `tournament` print their tables there, and a subcommand goes to Node 24', () => {
    const dir = mkdtempSync(join(tmpdir(), 'adjutant-startup-'));
    try {
      // Whether the launcher loaded child_process (it relaunches with it), written as it exits.
      const listFile = join(dir, 'loaded.json');
      const probe = join(dir, 'probe.cjs');
      writeFileSync(probe, `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(listFile)}, JSON.stringify(process.moduleLoadList)));`);
      const relaunched = (args: string[], status: number): boolean => {
        const r = spawnSync(old!, ['-r', probe, BIN, ...args], { cwd: dir, encoding: 'utf8', timeout: 120_000 });
        expect(r.status, `${args.join(' ')}: ${r.stderr}`).toBe(status);
        expect(`${r.stdout}${r.stderr}`).toMatch(/Usage: adjutant/);
        return (JSON.parse(readFileSync(listFile, 'utf8')) as string[]).includes('NativeModule child_process');
      };
      expect(relaunched(['game', '--help'], 0)).toBe(false);
      expect(relaunched(['tournament', 'help'], 0)).toBe(false);
      expect(relaunched(['game'], 2)).toBe(false);
      expect(relaunched(['game', 'list', '--help'], 0)).toBe(true);
      expect(relaunched(['variant', '--help'], 0)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // module.registerHooks: Node >= 22.15 (the types here are Node 20's).
  const hooks = typeof (module as { registerHooks?: unknown }).registerHooks === 'function';
  it.skipIf(!supportsArchive() || !hooks)(
    'a command loads the command line, its family and its own bundle, and no other (i18next only to word a report)',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'adjutant-startup-'));
      try {
        const db = join(dir, 'games.sqlite');
        writeFileSync(join(dir, 'sheet.txt'), 'England:\nF lon - nth\n');
        expect(cli(['game', 'new', 'Probe', '--db', db]).status).toBe(0);
        // Every module this process loads from out/cli, and whether it loaded i18next (only a command
        // that words a sentence of a report: electron/reports/language.ts), written as it exits.
        const listFile = join(dir, 'loaded.json');
        const probe = join(dir, 'probe.mjs');
        writeFileSync(
          probe,
          `import module from 'node:module'; import { writeFileSync } from 'node:fs';
const loaded = [];
module.registerHooks({ load(url, context, next) {
  if (url.includes('/out/cli/')) loaded.push(url.slice(url.lastIndexOf('/') + 1));
  if (url.includes('/node_modules/i18next/') && !loaded.includes('i18next')) loaded.push('i18next');
  return next(url, context);
} });
process.on('exit', () => writeFileSync(${JSON.stringify(listFile)}, JSON.stringify(loaded)));`,
        );
        const cases: [string[], string[]][] = [
          [['rules'], ['rules.mjs']],
          [['parse', 'sheet.txt'], ['parse.mjs']],
          [['game', '--help'], ['game.mjs']],
          [
            ['game', 'list', '--db', db],
            ['game.mjs', 'game-read.mjs'],
          ],
          [
            ['game', 'show', 'Probe', '--db', db],
            ['game.mjs', 'game-read.mjs'],
          ],
          [
            ['game', 'due', 'Probe', '--db', db],
            ['game.mjs', 'game-deadline.mjs', 'i18next'],
          ],
          [
            ['game', 'report', 'Probe', '--db', db],
            ['game.mjs', 'game-report.mjs', 'i18next'],
          ],
          [['tournament', '--help'], ['tournament.mjs']],
          [['variant', 'list', '--db', db], ['variant.mjs']],
        ];
        for (const [args, bundles] of cases) {
          const r = spawnSync(process.execPath, ['--import', probe, BIN, ...args], { cwd: dir, encoding: 'utf8', timeout: 120_000 });
          expect(r.status, r.stderr).toBe(0);
          expect((JSON.parse(readFileSync(listFile, 'utf8')) as string[]).sort(), args.join(' ')).toEqual(['main.mjs', ...bundles].sort());
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
