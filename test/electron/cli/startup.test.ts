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
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { longLived, needsArchive, usage } from '../../../electron/cli/main';
import { bundleFresh } from '../../../electron/runtime/bundles.mjs';
import { ARCHIVE_COMMANDS, supportsArchive } from '../../../electron/runtime/node24.mjs';
import { BIN, cli, oldNode, OPENING } from './fixtures';
import { probeIn } from './probe';

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

  // `import { z } from 'zod'` takes zod's namespace as a value, which holds every export (forty
  // languages' messages, the JSON-schema reader and writer: 750 KB of each bundle); `import * as z`
  // lets esbuild keep what `z.x` names (docs/PERFORMANCE.md, "The CLI's start, session 15").
  it("the bundles hold zod's schemas and its English messages, not its whole namespace", () => {
    expect(cli(['rules']).status).toBe(0);
    const record = JSON.parse(readFileSync(join(root, 'out/cli/build.json'), 'utf8')) as { outputs: string[] };
    const withZod = record.outputs
      .filter((f) => f.endsWith('.mjs'))
      .map((f) => ({ f, zod: [...readFileSync(join(root, 'out/cli', f), 'utf8').matchAll(/^\/\/ node_modules\/zod\/(\S+)$/gm)].map((m) => m[1]) }))
      .filter(({ zod }) => zod.length > 0);
    expect(withZod.map(({ f }) => f)).toEqual(expect.arrayContaining(['game-read.mjs', 'game-deadline.mjs', 'adjudicate.mjs']));
    // main.mjs holds zod's setting alone (runAsProcess sets jitless), no schema.
    expect(withZod.find(({ f }) => f === 'main.mjs')?.zod).toEqual(['v4/core/core.js']);
    for (const { f, zod } of withZod.filter((b) => b.f !== 'main.mjs')) {
      expect(zod, f).toContain('v4/classic/schemas.js');
      expect(
        zod.filter((m) => m.includes('/locales/')),
        f,
      ).toEqual(['v4/locales/en.js']);
      expect(zod, f).not.toContain('v4/classic/from-json-schema.js');
    }
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

  // runAsProcess sets zod to interpret its shapes (jitless) in a command that answers and ends; the
  // server keeps zod's compiled parsers, and so does every process that only imports the code.
  it('only `serve` runs until stopped: every other command checks its values with zod jitless', () => {
    const names = [...usage().matchAll(/^ {2}(\S+)/gm)].map((m) => m[1]).filter((n) => n !== 'help');
    expect(names.filter((n) => longLived([n]))).toEqual(['serve']);
    expect(longLived(['--debug', 'serve', '--lan'])).toBe(true);
  });

  // Each command runs once under the probe, which sees the three things at once: the built-in
  // modules it loaded, the bundles it loaded (module.registerHooks: Node >= 22.15), and the length
  // of every text JSON.parse read.
  it.skipIf(!supportsArchive())(
    'a command loads its own bundle and no other, no crypto, compression or child process module to read games, and parses the boards and catalogues only to draw or word a report',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'adjutant-startup-'));
      try {
        const db = join(dir, 'games.sqlite');
        writeFileSync(join(dir, 'position.json'), JSON.stringify(OPENING));
        writeFileSync(join(dir, 'sheet.txt'), 'England:\nF lon - nth\n');
        expect(cli(['game', 'new', 'Probe', '--db', db]).status).toBe(0);
        const probe = probeIn(dir);
        // A whole catalogue or board's outlines (the bundles keep each JSON file of 16 KiB or more as
        // text and parse it by top-level property when first read: electron/runtime/bundles.mjs).
        const LARGE = 64 * 1024;
        // [args, the bundles it loads besides main.mjs (and 'i18next' if it loaded that: none does, the
        // reports word their sentences without it, electron/reports/sentences.ts), the large texts it
        // parses (null: not checked)]
        const cases: [string[], string[], number | null][] = [
          [['rules'], ['rules.mjs'], 0],
          [['parse', 'sheet.txt'], ['parse.mjs'], null],
          [['adjudicate', 'position.json'], ['adjudicate.mjs'], 0],
          [['game', '--help'], ['game.mjs'], null],
          [['game', 'list', '--db', db], ['game.mjs', 'game-read.mjs'], 0],
          [['game', 'show', 'Probe', '--db', db], ['game.mjs', 'game-read.mjs'], 0],
          // A notice in English parses the English catalogue's namespaces that word it (report, board,
          // explain: 15 KB), no whole catalogue (each is 120-140 KB) and no other language's.
          [['game', 'due', 'Probe', '--db', db], ['game.mjs', 'game-deadline.mjs'], 0],
          [['game', 'report', 'Probe', '--db', db], ['game.mjs', 'game-report.mjs'], null],
          [['tournament', '--help'], ['tournament.mjs'], 0],
          [['variant', 'list', '--db', db], ['variant.mjs'], null],
        ];
        for (const [args, bundles, large] of cases) {
          const { run, record } = probe.run(process.execPath, [BIN, ...args], { cwd: dir });
          expect(run.status, `${args.join(' ')}: ${run.stderr}`).toBe(0);
          if (probe.hooks) expect([...record.bundles].sort(), args.join(' ')).toEqual(['main.mjs', ...bundles].sort());
          if (large !== null) expect(record.sizes.filter((n) => n >= LARGE).length, args.join(' ')).toBe(large);
          expect(record.zodJitless, args.join(' ')).toBe(true);
          if (args[0] === 'game' && ['list', 'show'].includes(args[1])) {
            expect(record.builtins).toContain('fs');
            for (const unused of ['crypto', 'zlib', 'child_process']) expect(record.builtins, `game ${args[1]} loaded node:${unused}`).not.toContain(unused);
          }
        }
        // A map is drawn from the standard board's outlines, read when first used, and the report is worded.
        const { run: svg, record } = probe.run(process.execPath, [BIN, 'game', 'report', 'Probe', '--format', 'svg', '--db', db], { cwd: dir });
        expect(svg.status, svg.stderr).toBe(0);
        expect(Math.max(...record.sizes)).toBeGreaterThan(LARGE);
        expect(svg.stdout.match(/<path /g)?.length).toBeGreaterThan(75);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
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

  // Through the bundles a command runs (one process on this Node, importing no TypeScript).
  it('every subcommand in the tables of game and tournament is found in its module (its --help answers)', () => {
    const script = `const { bundleEntry } = await import(${JSON.stringify(pathToFileURL(join(root, 'electron/runtime/bundles.mjs')).href)});
const { main } = await import(await bundleEntry('cli'));
const answers = {};
let text = '';
const io = { out: (t) => void (text += t), err: (t) => void (text += t), stdin: async () => '' };
for (const family of ['game', 'tournament']) {
  text = '';
  const code = await main([family, '--help'], io);
  answers[family] = { code, table: text, subcommands: {} };
  for (const [, name] of text.matchAll(/^ {2}(\\S+) {2}/gm)) {
    text = '';
    answers[family].subcommands[name] = { code: await main([family, name, '--help'], io), text };
  }
}
process.stdout.write(JSON.stringify(answers));`;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 120_000 });
    expect(r.status, r.stderr).toBe(0);
    const answers = JSON.parse(r.stdout) as Record<string, { code: number; table: string; subcommands: Record<string, { code: number; text: string }> }>;
    for (const family of ['game', 'tournament']) {
      expect(answers[family].code).toBe(0);
      const names = [...answers[family].table.matchAll(/^ {2}(\S+) {2}/gm)].map((m) => m[1]);
      expect(names.length, family).toBeGreaterThan(9);
      expect(Object.keys(answers[family].subcommands)).toEqual(names);
      for (const name of names) {
        const { code, text } = answers[family].subcommands[name];
        expect(code, `${family} ${name}: ${text}`).toBe(0);
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

  it('no bundle of the command line loads i18next: the reports word their sentences themselves (electron/reports/sentences.ts)', () => {
    const dir = join(root, 'out/cli');
    const bundles = Object.keys(contents());
    expect(bundles.length).toBeGreaterThan(10);
    for (const bundle of bundles) expect(readFileSync(join(dir, bundle), 'utf8'), bundle).not.toMatch(/["'`]i18next["'`]/);
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
});
