// How `adjutant` starts fast (issue 28, item 8): V8's compiled code for the bundles is kept in the
// project's own node_modules/.cache between runs (never a shared temporary folder), zod is
// compiled into the bundle rather than loaded from node_modules file by file, a command loads only
// the Node modules it uses and parses no large JSON it does not read (the boards' outlines, the
// language catalogues), each command loads its own bundle (a family's table, then its subcommand's
// module: `game list` loads the archive and the list's code, not the adjudicator, the reports, the
// interchange or the mail), and an older Node hands the archive commands to Node 24 at once. The
// times themselves are measured by `npm run bench cli`, never by a test.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import module from 'node:module';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { longLived, needsArchive, usage } from '../../../electron/cli/main';
import { bundleFresh } from '../../../electron/runtime/bundles.mjs';
import { ARCHIVE_COMMANDS, supportsArchive, TOO_OLD } from '../../../electron/runtime/node24.mjs';
import { BIN, cli, oldNode, OPENING } from './fixtures';
import { alive, childrenOf, ended, hasProc, launchScope, until } from './processes';

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

/** What the probe saw in one process, written as it exited. */
interface ProbeRecord {
  pid: number;
  execPath: string;
  /** process.versions.node */
  node: string;
  argv: string[];
  /** Node's built-in modules the process loaded. */
  builtins: string[];
  /** The files it loaded from out/cli, and 'i18next' once it loaded that (module.registerHooks only). */
  bundles: string[];
  /** The length of every text JSON.parse read. */
  sizes: number[];
  sourceMaps: boolean;
  /** Whether zod's setting was `jitless` as the process ended (runAsProcess sets it). */
  zodJitless: boolean;
}

/**
 * A module every Node process of a run loads first (--import in NODE_OPTIONS, so that it follows
 * the command through the launcher and a relaunch), writing what it saw to `probed/<pid>.json`.
 */
function probeIn(dir: string) {
  const out = join(dir, 'probed');
  mkdirSync(out);
  const file = join(dir, 'probe.mjs');
  writeFileSync(
    file,
    `import module from 'node:module';
const sizes = []; const parse = JSON.parse; JSON.parse = function (text, ...rest) { sizes.push(String(text).length); return parse.call(this, text, ...rest); };
const bundles = [];
module.registerHooks?.({ load(url, context, next) {
  if (url.includes('/out/cli/')) bundles.push(url.slice(url.lastIndexOf('/') + 1));
  if (url.includes('/node_modules/i18next/') && !bundles.includes('i18next')) bundles.push('i18next');
  return next(url, context);
} });
process.on('exit', () => {
  const builtins = process.moduleLoadList.filter((m) => m.startsWith('NativeModule ')).map((m) => m.slice(13));
  const fs = process.getBuiltinModule?.('node:fs') ?? module.createRequire(import.meta.url)('node:fs');
  const record = { pid: process.pid, execPath: process.execPath, node: process.versions.node, argv: process.argv.slice(1), builtins, bundles, sizes, sourceMaps: process.sourceMapsEnabled, zodJitless: globalThis.__zod_globalConfig?.jitless === true };
  fs.writeFileSync(${JSON.stringify(out)} + '/' + process.pid + '.json', JSON.stringify(record));
});`,
  );
  return {
    hooks: typeof (module as { registerHooks?: unknown }).registerHooks === 'function',
    /** Runs `program args` under the probe: what it answered, the record of the process it started (by pid), and every record. */
    run(program: string, args: string[], { cwd, env = {}, options = '' }: { cwd?: string; env?: NodeJS.ProcessEnv; options?: string } = {}) {
      for (const f of readdirSync(out)) rmSync(join(out, f));
      const r = spawnSync(program, args, {
        cwd,
        env: { ...process.env, ...env, NODE_OPTIONS: `${options} --import=${pathToFileURL(file).href}` },
        encoding: 'utf8',
        timeout: 120_000,
      });
      const records = readdirSync(out).map((f) => JSON.parse(readFileSync(join(out, f), 'utf8')) as ProbeRecord);
      const record =
        records.find((x) => x.pid === r.pid) ??
        ({ pid: -1, execPath: '', node: '', argv: [], builtins: [], bundles: [], sizes: [], sourceMaps: false, zodJitless: false } as ProbeRecord);
      return { run: { status: r.status, stdout: r.stdout, stderr: r.stderr }, record, records };
    },
  };
}

// `adjutant` as a program (npm's node_modules/.bin/adjutant, `npm link`, `sh bin.mjs`): bin.mjs is
// also a shell script, which execs the project's Node 24 on itself: no older Node starts and no
// launcher process stays (issue 28 line 8). Node 24 is where electron/runtime/node24.mjs looks.
const node24 = join(root, 'node_modules', `node-${process.platform}-${process.arch}`, 'bin/node');
const hasNode24 = existsSync(node24);
describe.skipIf(process.platform === 'win32' || !hasNode24)(
  `the adjutant command, a shell script that execs the project's Node 24${hasNode24 ? '' : ' (skipped: no Node 24 in node_modules)'}`,
  () => {
    const { children, temp } = launchScope('startup');
    const old = oldNode();
    // The older Node first on the PATH, as on the machines: the command must not use it.
    const env = { PATH: `${old ? `${dirname(old)}${delimiter}` : ''}${process.env.PATH}` };
    /** npm's links: node_modules/adjutant -> the project, node_modules/.bin/adjutant -> ../adjutant/electron/cli/bin.mjs, in a folder with spaces. */
    const linked = () => {
      const here = join(temp(), 'GM files');
      mkdirSync(join(here, 'node_modules/.bin'), { recursive: true });
      symlinkSync(root, join(here, 'node_modules/adjutant'));
      symlinkSync('../adjutant/electron/cli/bin.mjs', join(here, 'node_modules/.bin/adjutant'));
      return { here, bin: join(here, 'node_modules/.bin/adjutant') };
    };

    it('run through a link, from any folder and paths with spaces: Node 24 is the process started, with its exit codes and streams, and --debug', () => {
      const { here, bin } = linked();
      const probe = probeIn(temp());
      const run = (args: string[]) => probe.run(bin, args, { cwd: here, env });
      const made = run(['game', 'new', 'Club night', '--db', 'club games.sqlite']);
      expect(made.run.stderr).toBe('');
      expect(made.run.status).toBe(0);
      // The process the shell started is Node 24 itself (exec): one process, no launcher, no older Node.
      expect(made.records).toHaveLength(1);
      expect(realpathSync(made.record.execPath)).toBe(realpathSync(node24));
      expect(realpathSync(made.record.argv[0])).toBe(realpathSync(BIN));
      expect(existsSync(join(here, 'club games.sqlite'))).toBe(true);
      const listed = run(['game', 'list', '--db', 'club games.sqlite']);
      expect(listed.run.status).toBe(0);
      expect(listed.run.stdout).toContain('Club night');
      const missing = run(['game', 'show', 'nothing', '--db', 'club games.sqlite']);
      expect(missing.run.status).toBe(2);
      expect(missing.run.stdout).toBe('');
      expect(missing.run.stderr).toContain('adjutant game show:');
      expect(run(['rules']).record.sourceMaps).toBe(false);
      const debug = run(['rules', '--debug']);
      expect(debug.run.status).toBe(0);
      expect(debug.run.stdout).toContain('Rule options');
      expect(debug.record.sourceMaps).toBe(true);
    });

    it('run by sh, from its folder or by path, and by node itself, it is the same command', () => {
      const probe = probeIn(temp());
      for (const [program, args, cwd] of [
        ['sh', ['bin.mjs', '--version'], join(root, 'electron/cli')],
        ['sh', [linked().bin, '--version'], temp()],
        [BIN, ['--version'], temp()],
      ] as const) {
        const { run, record, records } = probe.run(program, [...args], { cwd, env });
        expect(run.status, run.stderr).toBe(0);
        expect(run.stdout).toBe('adjutant 0.1.0\n');
        expect(records).toHaveLength(1);
        expect(realpathSync(record.execPath)).toBe(realpathSync(node24));
      }
      // `node bin.mjs` (Windows, or anyone typing it) reads the shell's lines as a comment.
      expect(cli(['--version']).stdout).toBe('adjutant 0.1.0\n');
    });

    it.skipIf(!hasProc)('stopping the command stops Node 24 itself: no launcher stays between (SIGTERM, SIGKILL)', async () => {
      const bin = linked().bin;
      for (const signal of ['SIGTERM', 'SIGKILL'] as const) {
        const db = join(temp(), 'a.sqlite');
        // `game import -` waits on standard input, which a process of its own keeps open.
        const writer = spawn('sleep', ['60'], { stdio: ['ignore', 'pipe', 'ignore'] });
        children.push(writer);
        const command = spawn(bin, ['game', 'import', '-', '--db', db], { stdio: [writer.stdout!, 'pipe', 'pipe'], env: { ...process.env, ...env } });
        children.push(command);
        const exe = () => {
          try {
            return readlinkSync(`/proc/${command.pid}/exe`);
          } catch {
            return '';
          }
        };
        // The shell becomes Node 24 (its exec), which starts no process of its own.
        await until('the shell to exec Node 24', () => (exe() === realpathSync(node24) ? true : null));
        expect(childrenOf(command.pid!)).toEqual([]);
        const exit = ended(command);
        command.kill(signal);
        expect(await exit).toEqual({ code: null, signal });
        expect(alive(command.pid!)).toBe(false);
        writer.kill('SIGKILL');
      }
    });

    it('without Node 24 in node_modules the node on the PATH runs it: the tables, and what the archive needs; without any node, the shell says so', () => {
      // The project as installed without Node 24: bin.mjs copied, everything else linked (and kept
      // as linked: --preserve-symlinks), so that every path the command takes from its files is here.
      const base = join(temp(), 'no node 24');
      mkdirSync(join(base, 'electron/cli'), { recursive: true });
      mkdirSync(join(base, 'node_modules'));
      for (const name of readdirSync(root))
        if (!name.startsWith('.') && !['electron', 'node_modules'].includes(name)) symlinkSync(join(root, name), join(base, name));
      for (const name of readdirSync(join(root, 'electron'))) if (name !== 'cli') symlinkSync(join(root, 'electron', name), join(base, 'electron', name));
      for (const name of readdirSync(join(root, 'electron/cli')))
        if (name !== 'bin.mjs') symlinkSync(join(root, 'electron/cli', name), join(base, 'electron/cli', name));
      for (const name of readdirSync(join(root, 'node_modules')))
        if (!name.startsWith('.') && name !== `node-${process.platform}-${process.arch}`)
          symlinkSync(join(root, 'node_modules', name), join(base, 'node_modules', name));
      const bin = join(base, 'electron/cli/bin.mjs');
      copyFileSync(BIN, bin);
      chmodSync(bin, 0o755);
      expect(cli(['--version']).status).toBe(0);
      if (old) {
        const probe = probeIn(temp());
        const run = (args: string[]) => probe.run(bin, args, { cwd: temp(), env, options: '--preserve-symlinks' });
        const table = run(['game', '--help']);
        expect(table.run.status, table.run.stderr).toBe(0);
        expect(table.run.stdout).toMatch(/^Usage: adjutant game/);
        expect(table.records).toHaveLength(1);
        expect(realpathSync(table.record.execPath)).toBe(realpathSync(old));
        const list = run(['game', 'list', '--db', 'x.sqlite']);
        expect(list.run.status).toBe(2);
        expect(list.run.stderr).toBe(`adjutant game list: ${TOO_OLD.replace(process.versions.node, list.record.node)}\n`);
        expect(list.records).toHaveLength(1);
      }
      // No node at all: the shell's own message (uname is all it runs).
      const tools = temp();
      symlinkSync(execFileSync('sh', ['-c', 'command -v uname'], { encoding: 'utf8' }).trim(), join(tools, 'uname'));
      const none = spawnSync(bin, ['game', 'list'], { env: { ...process.env, PATH: tools }, encoding: 'utf8' });
      expect(none.status).toBe(127);
      expect(none.stdout).toBe('');
      expect(none.stderr).toBe("adjutant: cannot start: no Node to run on (run `npm install` to get the project's Node 24, or install Node 24)\n");
    });
  },
);
