// The command line and the browser host run as JavaScript that esbuild bundled into the project's
// own out/ folder: nothing is compiled when they start, so nothing is read from a compiler cache in
// a shared temporary folder (tsx keeps one in $TMPDIR/tsx-<uid> without checking who owns it, and
// another local user could plant code there). `npm install` builds the bundles (the `prepare`
// script, electron/tools/build.mjs --bundles); a launcher rebuilds its bundle in place when it is
// missing or older than a source it was built from (a checkout that changed). docs/decisions.md.
import { createRequire, isBuiltin } from 'node:module';
import { basename, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// node:fs by process.getBuiltinModule, not `import`: every command starts here, and an ESM import
// of node:fs costs some 7 ms (builtinsByGetter below).
const builtin = (id) => process.getBuiltinModule?.(id) ?? createRequire(import.meta.url)(id);
const { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } = builtin('node:fs');
const readFile = (...args) => builtin('node:fs/promises').readFile(...args);

const root = fileURLToPath(new URL('../..', import.meta.url));
const NO_THROW = { throwIfNoEntry: false };

// Each bundle lies as deep under out/ as its source under electron/, chunks beside the entry, so a
// path the code takes from import.meta.url (../../package.json, ../../out/renderer) means the same.
// The command line is a bundle per command and per module of subcommands (`entries`, each file
// whole in itself, tree-shaken for what it runs): esbuild's code splitting puts a module in a chunk
// by the imports that reach it, not by what is used, and every command reached the whole engine and
// service through their index files, so `adjutant rules` loaded the adjudicator and `game list` the
// reports, the interchange and the mail. An import() of another entry's file stays an import() of
// its bundle (`./game.mjs`); main.ts, game.ts and tournament.ts load the commands so.
export const BUNDLES = {
  cli: {
    entry: 'electron/cli/main.ts',
    dir: 'out/cli',
    entries: {
      rules: 'electron/cli/rules.ts',
      parse: 'electron/cli/parse.ts',
      adjudicate: 'electron/cli/adjudicate.ts',
      game: 'electron/cli/game.ts',
      variant: 'electron/cli/variant.ts',
      serve: 'electron/cli/serve.ts',
      tournament: 'electron/cli/tournament.ts',
      'game-read': 'electron/cli/game/read.ts',
      'game-write': 'electron/cli/game/write.ts',
      'game-deadline': 'electron/cli/game/deadline.ts',
      'game-interchange': 'electron/cli/game/interchange.ts',
      'game-report': 'electron/cli/game/report.ts',
      'game-mail': 'electron/cli/game/mailboxes.ts',
      'tournament-commands': 'electron/cli/tournament/commands.ts',
      'tournament-director': 'electron/cli/tournament/director.ts',
    },
  },
  host: { entry: 'electron/host/main.ts', dir: 'out/host' },
};
const ENTRY = 'main.mjs';
/** What a bundle was built from and into, and when: the launcher's freshness check. */
const RECORD = 'build.json';
/** Which project files each bundle holds (written by the build, read by no command). */
const CONTENTS = 'contents.json';
/** Not in esbuild's inputs, yet they change the output. */
const ALSO = ['electron/runtime/bundles.mjs', 'tsconfig.json'];

/** Packages compiled into the bundles rather than loaded from node_modules at run time. */
const BUNDLED_PACKAGES = ['zod'];

/** An esbuild plugin: every package is external (loaded from node_modules) except those named. */
function packagesExternalBut(bundled) {
  return {
    name: 'packages-external-but',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => {
        const name = args.path.startsWith('@') ? args.path.split('/').slice(0, 2).join('/') : args.path.split('/')[0];
        return bundled.includes(name) ? undefined : { path: args.path, external: true };
      });
    },
  };
}

/**
 * An esbuild plugin for a bundle per entry: an import() of another entry's file is left an import()
 * of that entry's bundle beside it, and the project's own modules are declared free of side effects
 * at their top level (none is imported for them: the engine is pure, and the rest builds values),
 * so that a module none of whose exports an entry uses is left out of that entry's bundle even when
 * an index file re-exports it.
 */
function entryBundles(entries) {
  const byFile = new Map(Object.entries(entries).map(([name, file]) => [join(root, file), name]));
  return {
    name: 'entry-bundles',
    setup(b) {
      b.onResolve({ filter: /^\.\.?\// }, async (args) => {
        if (args.pluginData === 'entry-bundles' || args.path.includes('?')) return undefined;
        const found = await b.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: 'entry-bundles' });
        if (found.errors.length > 0 || found.external) return undefined;
        const entry = args.kind === 'dynamic-import' ? byFile.get(found.path) : undefined;
        if (entry !== undefined) return { path: `./${entry}.mjs`, external: true };
        return { ...found, sideEffects: found.path.startsWith(join(root, 'node_modules')) ? found.sideEffects : false };
      });
    },
  };
}

/**
 * An esbuild plugin: the bundles take Node's built-in modules from process.getBuiltinModule (Node
 * >= 20.16) rather than by `import`: an ESM import of node:fs or node:util builds their whole ESM
 * facade, reading every export, and fs's lazy ones load the streams (some 7 ms each, every command).
 * Each export is read by a call marked pure, so that what a bundle does not import is never read
 * (fs.ReadStream is a getter that loads the streams).
 */
function builtinsByGetter() {
  return {
    name: 'builtins-by-getter',
    setup(b) {
      b.onResolve({ filter: /^[a-z_:/]+$/ }, (args) => {
        if (!isBuiltin(args.path)) return undefined;
        return { path: args.path.startsWith('node:') ? args.path : `node:${args.path}`, namespace: 'builtin' };
      });
      b.onLoad({ filter: /.*/, namespace: 'builtin' }, (args) => {
        const real = builtin(args.path);
        const names = Object.keys(Object.getOwnPropertyDescriptors(real)).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default');
        const contents = [
          `const m = process.getBuiltinModule(${JSON.stringify(args.path)});`,
          'const $$read = (name) => m[name];',
          'export default m;',
          ...names.map((n) => `export const ${n} = /* @__PURE__ */ $$read(${JSON.stringify(n)});`),
        ].join('\n');
        return { contents, loader: 'js' };
      });
    },
  };
}

/** JSON files from this size on are read and parsed when first used (lazy.mjs), not when their chunk loads. */
export const LAZY_JSON_BYTES = 16 * 1024;
const LAZY_JSON_HELPER = fileURLToPath(new URL('./lazy.mjs', import.meta.url));

/**
 * Where each top-level value of `parsed` lies in JSON.stringify(parsed): [key, start, end), or null
 * when the pieces do not make up the same text (they always should: both go in the object's order).
 */
export function jsonParts(parsed, compact) {
  const parts = [];
  let text = '{';
  for (const [key, value] of Object.entries(parsed)) {
    if (parts.length > 0) text += ',';
    text += `${JSON.stringify(key)}:`;
    const piece = JSON.stringify(value);
    if (piece === undefined) return null;
    parts.push([key, text.length, text.length + piece.length]);
    text += piece;
  }
  return `${text}}` === compact ? parts : null;
}

/**
 * An esbuild plugin: a JSON file of LAZY_JSON_BYTES or more (the boards' geometry and maps, the i18n
 * catalogues) is written compact beside the chunks, and its module's default export is an object
 * whose top-level properties are each parsed from their slice of that file when first read
 * (lazyJsonFileParts): a command reads the file only when it reads a property, and parses only the
 * properties it reads (a catalogue's `report` namespace, a map's `id`). Only the default export: a
 * named import of such a file fails the build.
 */
function lazyLargeJson() {
  return {
    name: 'lazy-large-json',
    setup(b) {
      b.onLoad({ filter: /\.json$/ }, async (args) => {
        if (args.suffix === '?compact') return { contents: JSON.stringify(JSON.parse(await readFile(args.path, 'utf8'))), loader: 'file' };
        const text = await readFile(args.path, 'utf8');
        if (Buffer.byteLength(text) < LAZY_JSON_BYTES) return undefined;
        const parsed = JSON.parse(text);
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
        const parts = jsonParts(parsed, JSON.stringify(parsed));
        if (parts === null) return undefined;
        const contents = [
          `import { lazyJsonFileParts } from ${JSON.stringify(LAZY_JSON_HELPER)};`,
          `import file from ${JSON.stringify(`${args.path}?compact`)};`,
          `export default lazyJsonFileParts(new URL(file, import.meta.url), ${JSON.stringify(parts)});`,
        ].join('\n');
        return { contents, loader: 'js' };
      });
    },
  };
}

/** Writes a file whole or not at all, so that a process starting meanwhile never reads half of one. */
function put(file, contents) {
  const tmp = join(file, '..', `.${basename(file)}.${process.pid}.tmp`);
  writeFileSync(tmp, contents);
  try {
    renameSync(tmp, file);
  } catch (e) {
    // Another launcher built the same file at the same moment (Windows refuses to replace it).
    unlinkSync(tmp);
    if (!existsSync(file)) throw e;
  }
}

/** Builds one bundle (`cli` or `host`) into its folder and removes what an older build left. */
export async function buildBundle(name, { quiet = true } = {}) {
  const { build } = await import('esbuild');
  const outdir = join(root, BUNDLES[name].dir);
  const builtAt = Date.now();
  const { entries } = BUNDLES[name];
  const result = await build({
    absWorkingDir: root,
    entryPoints: { main: BUNDLES[name].entry, ...entries },
    outdir,
    bundle: true,
    // The command line: a bundle per command (above). The host: one entry, split as it imports.
    splitting: entries === undefined,
    format: 'esm',
    platform: 'node',
    // The launchers start on Node 20 for the commands that need no archive.
    target: 'node20',
    // zod is bundled (tree-shaken, compiled with the rest: loaded from node_modules it was a hundred
    // files and most of a command's start); better-sqlite3 is native, and the other packages load
    // from node_modules as they are.
    plugins: [...(entries ? [builtinsByGetter(), entryBundles(entries)] : []), packagesExternalBut(BUNDLED_PACKAGES), lazyLargeJson()],
    chunkNames: '[name]-[hash]',
    assetNames: '[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    sourcemap: 'linked',
    metafile: true,
    write: false,
    logLevel: quiet ? 'warning' : 'info',
  });
  mkdirSync(outdir, { recursive: true });
  const entry = join(outdir, ENTRY);
  const outputs = result.outputFiles.map((f) => basename(f.path));
  // The chunks first and the entry last: whoever reads the new entry finds every chunk it names.
  for (const f of result.outputFiles) if (f.path !== entry) put(f.path, f.contents);
  // A bundled package's own files are not watched one by one: its package.json changes with it.
  // A file imported with a suffix (the large JSON's `?compact`, above) is watched as the file itself.
  // Node's built-in modules (builtinsByGetter's `builtin:node:fs`) are no files.
  const sources = [...new Set(Object.keys(result.metafile.inputs).map((f) => f.replace(/\?.*$/, '')))].filter(
    (f) => !f.startsWith('node_modules/') && !f.startsWith('builtin:'),
  );
  const inputs = [...sources, ...BUNDLED_PACKAGES.map((p) => `node_modules/${p}/package.json`), ...ALSO];
  // What each bundle is made of (the project's files whose code it holds): what a command loads,
  // which test/electron/cli/startup.test.ts checks. A file apart: every start reads the record.
  const made = Object.entries(result.metafile.outputs)
    .filter(([out]) => out.endsWith('.mjs'))
    .map(([out, o]) => [
      basename(out),
      Object.keys(o.inputs).filter((f) => o.inputs[f].bytesInOutput > 0 && !f.startsWith('builtin:') && !f.startsWith('node_modules/')),
    ]);
  put(join(outdir, CONTENTS), JSON.stringify(Object.fromEntries(made), null, 1));
  put(join(outdir, RECORD), JSON.stringify({ builtAt, inputs, outputs }, null, 1));
  put(entry, result.outputFiles.find((f) => f.path === entry).contents);
  const keep = new Set([...outputs, RECORD, CONTENTS]);
  for (const file of readdirSync(outdir)) {
    if (!keep.has(file) && !file.startsWith('.')) unlinkSync(join(outdir, file));
  }
  if (!quiet) console.log(`built ${relative(root, entry)} (${outputs.length} files)`);
}

/** Whether the bundle in `outdir` is complete and newer than every source it was built from. */
function fresh(outdir) {
  let record;
  try {
    record = JSON.parse(readFileSync(join(outdir, RECORD), 'utf8'));
  } catch {
    return false;
  }
  // Every command starts with this check (some 300 files): plain concatenation (root ends with a
  // separator; the recorded paths are relative, with forward slashes, which every platform takes)
  // and no exception per missing file keep it to a few milliseconds.
  const dir = outdir + sep;
  for (const f of record.outputs) if (!statSync(dir + f, NO_THROW)) return false;
  for (const f of record.inputs) if (!(statSync(root + f, NO_THROW)?.mtimeMs <= record.builtAt)) return false;
  return true;
}

/** Whether the bundle `name` is complete and newer than its sources. */
export function bundleFresh(name) {
  return fresh(join(root, BUNDLES[name].dir));
}

/** The bundle's entry as a file: URL to import, built first when it is missing or stale. */
export async function bundleEntry(name) {
  const outdir = join(root, BUNDLES[name].dir);
  if (!fresh(outdir)) {
    try {
      await buildBundle(name);
    } catch (e) {
      const entry = join(outdir, ENTRY);
      // esbuild is a development package, and an installed copy may be read-only: then the bundle
      // there runs as it is. A build error (a fault in a source) stops here.
      const cannot = e?.code === 'ERR_MODULE_NOT_FOUND' || ['EACCES', 'EPERM', 'EROFS'].includes(e?.code);
      if (!cannot) throw e;
      if (!existsSync(entry)) throw new Error(`the ${name} bundle is not built and cannot be (${e.code}): run \`npm install\``);
      if (e.code !== 'ERR_MODULE_NOT_FOUND')
        console.error(`adjutant: ${BUNDLES[name].dir} is older than its sources and cannot be rebuilt here (${e.code}); running it as it is`);
    }
  }
  return pathToFileURL(join(outdir, ENTRY)).href;
}

// What the renderer, the main process and the preload are built from: a change to any file under
// these makes the app's build stale (the bundles keep their own list, from esbuild's inputs).
const APP_SOURCES = ['renderer', 'engine', 'electron', 'resources/maps', 'resources/i18n', 'package.json', 'package-lock.json'];
const APP_OUTPUTS = ['out/renderer/index.html', 'out/main/main.mjs', 'out/preload/preload.cjs'];

function newestSource(base, path) {
  const full = join(base, path);
  if (!existsSync(full)) return 0;
  const st = statSync(full);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(
    st.mtimeMs,
    ...readdirSync(full)
      .filter((n) => n !== 'node_modules')
      .map((n) => newestSource(base, join(path, n))),
  );
}

/**
 * Whether the app's build under `base` (renderer, main process, preload) is complete and newer than
 * every source it is built from; `record` holds `{ builtAt }`, written when the build started.
 */
export function appFresh(base, record) {
  try {
    const { builtAt } = JSON.parse(readFileSync(record, 'utf8'));
    return APP_OUTPUTS.every((f) => existsSync(join(base, f))) && APP_SOURCES.every((p) => newestSource(base, p) <= builtAt);
  } catch {
    return false;
  }
}
