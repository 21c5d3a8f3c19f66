#!/usr/bin/env node
// The type check and the lint (`npm run check`; `npm test` runs it beside Prettier), two tools
// (docs/decisions.md, "The checks on TypeScript 7" and "The lint in one tool"; docs/PERFORMANCE.md):
//   - the type check: TypeScript 7's native compiler, `tsc -b` (package typescript-7), the same four
//     layers, options and build info (node_modules/.cache/tsc/) as `npm run typecheck`;
//   - the lint, every rule: oxlint (.oxlintrc.json), its own rules for ESLint's, typescript-eslint's
//     and React's hooks' recommended sets, the layers of STYLE.md through a JS plugin
//     (electron/tools/lint/layers.mjs), and the two type-aware rules (no-floating-promises,
//     no-misused-promises) through oxlint-tsgolint, which builds each layer's program from its
//     tsconfig with TypeScript 7 as well. It runs after the type check, on the files its cache names.
// The lint keeps a cache (node_modules/.cache/checks/oxlint-*.json): a file is linted again when it
// changed, and so is every file that takes from another a name whose type may have changed (a file
// whose text did not change may fail the type-aware rules when the types it imports change): after a
// type check, the names whose declarations changed in the .d.ts files it wrote, followed through
// re-exports and the declarations that mention them (an added export changes no importer); without
// one, every file that imports a changed one, directly or not; every file when one that changed may
// declare global types, or when the configuration, the layer rule, a tsconfig, the tools or Node
// changed.
//
// Usage: node electron/tools/checks.mjs [--no-lint] [--no-typecheck] [--beside-tests]
// Exit status: 0 clean; bit 1 type errors; bit 2 lint errors (3: both); 4 a tool failed to run.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { constants, setPriority } from 'node:os';
import { join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** TypeScript 7's compiler (the Go binary behind its bin/tsc), the command that type-checks every layer. */
export const TSC = join(root, 'node_modules/typescript-7/bin/tsc');
export const typecheckArgs = ['-b', '--singleThreaded'];
/** oxlint with every rule of .oxlintrc.json (the one in the working directory), the two type-aware ones among them. */
export const OXLINT = join(root, 'node_modules/oxlint/bin/oxlint');
// `--format=unix`: one plain line a finding (`path:line:col: message [Error/typescript(rule)]`), read
// below; oxlint's default report turns to colours and box drawing where CI=true is set, which no
// pattern should have to follow.
// `--report-unused-disable-directives-severity=error`: a disable comment that silences nothing fails.
export const oxlintArgs = [
  '--type-aware',
  '--threads',
  '1',
  '--config',
  '.oxlintrc.json',
  '--deny-warnings',
  '--report-unused-disable-directives-severity=error',
  '--format=unix',
];
/** The files and lines an oxlint report (`--format=unix`) names, with their rule (`unused-directive` for a disable comment that silences nothing). */
export const oxlintFindings = (out) =>
  [...out.matchAll(/^(\S+?):(\d+):\d+: .*\[\w+(?:\/[\w-]+\(([\w-]+)\))?\]$/gm)].map((m) => ({
    file: m[1],
    line: Number(m[2]),
    rule: m[3] ?? 'unused-directive',
  }));

/** Runs a Node script to its end in `cwd` (with `env` added); answers its exit code (null when killed) and its output, stdout and stderr together. */
export const run = (script, args, cwd = root, env = {}) =>
  new Promise((done) => {
    const child = spawn(process.execPath, [script, ...args], { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    child.on('error', (e) => done({ code: null, out: String(e) }));
    child.on('close', (code) => done({ code, out: Buffer.concat(out).toString() }));
  });

/** The type check's status bits from `tsc -b`'s exit code: 1 to 4 are its diagnostics (TypeScript's ExitStatus); anything else, the compiler did not run. */
export const typecheckStatus = (code) => (code === 0 ? 0 : code !== null && code >= 1 && code <= 4 ? 1 : 4);
/** oxlint's status bits: 1 is what it found; anything else, it did not run. */
export const oxlintStatus = (code) => (code === 0 ? 0 : code === 1 ? 2 : 4);

const hash = (text) => createHash('sha256').update(text).digest('hex');
/** A cache's name: what decides its answers besides the files' own content. */
const keyOf = (files, dir = root) =>
  hash([process.version, ...files.map((f) => `${f}\0${existsSync(join(dir, f)) ? readFileSync(join(dir, f), 'utf8') : ''}`)].join('\0')).slice(0, 16);
/** What decides the lint besides the files: its configuration, the layer rule, the programs' options, the tools. */
const TYPED_CONFIG = [
  '.oxlintrc.json',
  'electron/tools/lint/layers.mjs',
  'electron/tools/checks.mjs',
  'package-lock.json',
  'tsconfig.json',
  ...['engine', 'electron', 'renderer', 'test'].map((l) => `${l}/tsconfig.json`),
];
const TYPED = /\.(ts|tsx|mts|js|mjs|cjs)$/;

/** The TypeScript and JavaScript files of the tree (root-relative, POSIX paths), less node_modules, .git and what .oxlintrc.json ignores' folders. */
function typedFiles(base, dir = '') {
  return readdirSync(join(base, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory())
      return ['node_modules', '.git', 'out', 'dist', '.vite'].includes(entry.name) || path === 'test/artifacts' ? [] : typedFiles(base, path);
    return entry.isFile() && TYPED.test(entry.name) ? [path] : [];
  });
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;
/** The file a relative import names, among `known` files: as written, with a TypeScript extension for a .js one, or an index. */
function resolveImport(from, spec, known) {
  if (!spec.startsWith('.')) return null;
  const base = posix.normalize(posix.join(posix.dirname(from), spec));
  const stem = base.replace(/\.(m?js|jsx)$/, '');
  return [base, ...['.ts', '.tsx', '.mts', '/index.ts', '/index.tsx'].map((e) => stem + e)].find((c) => known.has(c)) ?? null;
}

/** The names of an import or export list (`a, type b as c`) as pairs [name in the module, name here]; null for a piece of another shape. */
const listNames = (list) =>
  list
    .split(',')
    .map((s) => s.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((s) => {
      const m = /^([\w$]+)(?:\s+as\s+([\w$]+))?$/.exec(s);
      return m ? [m[1], m[2] ?? m[1]] : null;
    });

/** What an import clause (`a, { b, type c as d }`, `* as ns`) takes from its module: the names there, or '*' for all of it. */
function clauseNames(clause) {
  const named = /^(?:([\w$]+)\s*,?\s*)?(?:\{([^}]*)\})?$/.exec(clause.trim());
  if (!named || clause.includes('*')) return '*';
  const pairs = named[2] ? listNames(named[2]) : [];
  if (pairs.some((p) => p === null)) return '*';
  return [...(named[1] ? ['default'] : []), ...pairs.map((p) => p[0])];
}

const SOURCE_IMPORT = /\b(?:import|export)\s+(?:type\s+)?([\w$\s{},*]*?)\s*\bfrom\s*['"]([^'"]+)['"]/g;
/**
 * What a source file takes from each module it names (spec -> names, or '*': all of it): its import
 * and export-from statements; all of a module it imports whole (`* as`, `import()`, `export *`), or
 * through a statement these patterns do not read (then every mention the import pattern finds counts).
 */
export function sourceImports(text) {
  const uses = new Map();
  const add = (spec, names) => {
    const had = uses.get(spec) ?? [];
    uses.set(spec, had === '*' || names === '*' ? '*' : [...had, ...names]);
  };
  const read = new Map();
  for (const m of text.matchAll(SOURCE_IMPORT)) {
    add(m[2], clauseNames(m[1]));
    read.set(m[2], (read.get(m[2]) ?? 0) + 1);
  }
  const seen = new Map();
  for (const m of text.matchAll(IMPORT)) seen.set(m[1], (seen.get(m[1]) ?? 0) + 1);
  for (const [spec, n] of seen) if (n > (read.get(spec) ?? 0)) add(spec, '*');
  return uses;
}

const IDENT = /[A-Za-z_$][\w$]*/g;
const STATEMENT = /^(?:export|import|declare|interface|type|function|const|let|var|class|enum|namespace|abstract)\b/;
/** `text`'s pieces between commas outside brackets, braces, parentheses and type arguments (the `>` of `=>` closes nothing). */
function topLevelSplit(text) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if ('([{<'.includes(c)) depth++;
    else if (')]}'.includes(c) || (c === '>' && text[i - 1] !== '=')) depth--;
    else if (c === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  return [...parts, text.slice(start)];
}

/**
 * A declaration file's model, read from the text `tsc -b` writes (each top-level statement starts a
 * line; the lines of a block after its first are indented, or close it): `bindings`, each local name,
 * declared or imported -> a digest of what defines it (its statements with their comments, or the
 * module and name it comes from); `imports`, each imported name -> [module, name there or '*'];
 * `refs`, each declared name -> the identifiers and the modules (`\0` + the module of an
 * `import("...")`) its statements mention; `exports`, each exported name -> `local:<name>` or
 * `from:<module>:<name>`; `stars`, the modules re-exported whole. Null for a statement of another
 * shape: its importers then take every name of the file as changed.
 */
export function declarationModel(text) {
  const chunks = [];
  let comment = '';
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const open = comment.lastIndexOf('/*') > comment.lastIndexOf('*/');
    if (open || /^(\/\/|\/\*)/.test(line)) comment += `${line}\n`;
    else if (STATEMENT.test(line) || !chunks.length) {
      chunks.push({ comment, text: `${line}\n` });
      comment = '';
    } else {
      chunks[chunks.length - 1].text += `${comment}${line}\n`;
      comment = '';
    }
  }
  const defs = {};
  const refs = {};
  const imports = {};
  const exports = {};
  const stars = [];
  const define = (name, how) => (defs[name] = `${defs[name] ?? ''}${how}\0`);
  for (const { comment: before, text: chunk } of chunks) {
    const s = chunk.trim();
    let m;
    if ((m = /^import\s+(?:type\s+)?([\s\S]*?)\s+from\s+['"]([^'"]+)['"];$/.exec(s))) {
      const ns = /^(?:([\w$]+)\s*,\s*)?\*\s+as\s+([\w$]+)$/.exec(m[1]);
      const named = /^(?:([\w$]+)\s*,?\s*)?(?:\{([^}]*)\})?$/.exec(m[1]);
      const pairs = ns
        ? [...(ns[1] ? [['default', ns[1]]] : []), ['*', ns[2]]]
        : named
          ? [...(named[1] ? [['default', named[1]]] : []), ...(named[2] ? listNames(named[2]) : [])]
          : [null];
      if (pairs.some((p) => p === null)) return null;
      for (const [there, here] of pairs) {
        define(here, `import:${m[2]}:${there}`);
        imports[here] = [m[2], there];
      }
    } else if (/^import\s+['"][^'"]+['"];$/.test(s)) continue;
    else if ((m = /^export\s+(?:type\s+)?\*\s+from\s+['"]([^'"]+)['"];$/.exec(s))) stars.push(m[1]);
    else if ((m = /^export\s+(?:type\s+)?\*\s+as\s+([\w$]+)\s+from\s+['"]([^'"]+)['"];$/.exec(s))) exports[m[1]] = `from:${m[2]}:*`;
    else if ((m = /^export\s+(?:type\s+)?\{([^}]*)\}(?:\s*from\s+['"]([^'"]+)['"])?;$/.exec(s))) {
      const pairs = listNames(m[1]);
      if (pairs.some((p) => p === null)) return null;
      for (const [here, out] of pairs) exports[out] = m[2] === undefined ? `local:${here}` : `from:${m[2]}:${here}`;
    } else if ((m = /^export\s+default\s+([\w$]+);$/.exec(s))) exports.default = `local:${m[1]}`;
    else if (
      (m =
        /^(export\s+)?(default\s+)?(?:declare\s+)?(?:abstract\s+)?(const\s+enum|function|class|interface|type|enum|namespace|const|let|var)\s+([\s\S]*)$/.exec(
          s,
        ))
    ) {
      const [, exported, isDefault, kind, rest] = m;
      const names = ['const', 'let', 'var'].includes(kind)
        ? topLevelSplit(rest.replace(/;$/, '')).map((d) => /^\s*([\w$]+)\s*[:;=]?/.exec(d)?.[1] ?? null)
        : [/^([\w$]+)/.exec(rest)?.[1] ?? (isDefault ? '\0default' : null)];
      if (names.some((n) => n === null)) return null;
      const whole = before + chunk;
      const mentioned = [...(whole.match(IDENT) ?? []), ...[...whole.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((i) => `\0${i[1]}`)];
      for (const name of names) {
        define(name, hash(whole));
        refs[name] = [...(refs[name] ?? []), ...mentioned];
        if (exported) exports[isDefault ? 'default' : name] = `local:${name}`;
      }
    } else return null;
  }
  const bindings = Object.fromEntries(Object.entries(defs).map(([name, how]) => [name, hash(how).slice(0, 16)]));
  return { bindings, imports, refs, exports, stars: stars.sort() };
}

/**
 * The exported names whose types may have changed, by file (a Set, or '*': any of them), from the
 * declaration files' models now (`now`: path -> { digest, model }) and at the last lint (`before`:
 * path -> { digest, bindings, exports, stars }); `changedSources`: files whose text changed and that
 * have no declaration file. A file's declarations changed: the local names whose definition changed,
 * were added or went, and those whose statements mention such a name or a module with a changed
 * name (`import("...")`), or import a changed name; its exports that name one of them, that re-export
 * a changed name of another file, or that were added, went or now name something else.
 */
export function changedExports(now, before, changedSources, known) {
  const changed = new Map();
  const dependents = new Map();
  const target = (f, spec) => resolveImport(f, spec, known);
  for (const [f, { model }] of Object.entries(now)) {
    if (!model) continue;
    const specs = [
      ...Object.values(model.imports).map(([spec]) => spec),
      ...Object.values(model.exports).flatMap((e) => (e.startsWith('from:') ? [e.split(':')[1]] : [])),
      ...model.stars,
      ...Object.values(model.refs).flatMap((r) => r.filter((t) => t.startsWith('\0')).map((t) => t.slice(1))),
    ];
    for (const t of new Set(specs.map((spec) => target(f, spec)).filter(Boolean))) dependents.set(t, [...(dependents.get(t) ?? []), f]);
  }
  const isChanged = (file, name) => {
    const c = file === null ? undefined : changed.get(file);
    return c !== undefined && (c === '*' ? true : name === '*' ? c.size > 0 : c.has(name));
  };
  /** The exported names of `f` whose types may have changed, as things stand. */
  const exportsOf = (f) => {
    const model = now[f]?.model;
    const old = before[f];
    if (!model || !old?.bindings) return now[f] === undefined || old === undefined || now[f].digest !== old.digest ? '*' : new Set();
    const names = Object.keys(model.bindings);
    const locals = new Set([...names, ...Object.keys(old.bindings)].filter((n) => model.bindings[n] !== old.bindings[n]));
    for (const [here, [spec, there]] of Object.entries(model.imports)) if (isChanged(target(f, spec), there)) locals.add(here);
    for (let grew = true; grew;) {
      grew = false;
      for (const [name, mentioned] of Object.entries(model.refs))
        if (!locals.has(name) && mentioned.some((t) => locals.has(t) || (t.startsWith('\0') && isChanged(target(f, t.slice(1)), '*')))) {
          locals.add(name);
          grew = true;
        }
    }
    if (model.stars.join('\0') !== (old.stars ?? []).join('\0')) return '*';
    const out = new Set();
    for (const name of new Set([...Object.keys(model.exports), ...Object.keys(old.exports ?? {})])) {
      const e = model.exports[name];
      if (e !== old.exports?.[name]) out.add(name);
      else if (e.startsWith('local:') ? locals.has(e.slice(6)) : isChanged(target(f, e.split(':')[1]), e.split(':')[2])) out.add(name);
    }
    for (const spec of model.stars) {
      const c = changed.get(target(f, spec));
      if (c === '*') return '*';
      for (const name of c ?? []) out.add(name);
    }
    return out;
  };
  const queue = [...new Set([...Object.keys(now), ...Object.keys(before)].filter((f) => now[f]?.digest !== before[f]?.digest)), ...changedSources];
  while (queue.length) {
    const f = queue.pop();
    const had = changed.get(f);
    if (had === '*') continue;
    const found = exportsOf(f);
    if (found !== '*' && had && [...found].every((n) => had.has(n))) continue;
    if (found !== '*' && !had && found.size === 0) continue;
    changed.set(f, found === '*' ? '*' : new Set([...(had ?? []), ...found]));
    queue.push(...(dependents.get(f) ?? []));
  }
  return changed;
}

/**
 * The files to lint again: those not known clean (`known`: path -> digest of
 * the last clean lint), and the files that import a name whose type may have changed. With the type
 * check's declarations (`types`: { now, before } for `changedExports`), the files that take from a
 * module one of its changed exported names (or all of it); without them (no type check ran, or it
 * failed), every file that imports a changed one, directly or not. All of them when a changed file may
 * declare global types (a .d.ts, `declare global` or `declare module`, or a script without imports
 * and exports).
 */
export function typedStale(texts, digests, known, types = null) {
  const files = Object.keys(texts);
  const changed = files.filter((f) => known[f] !== digests[f]);
  if (changed.some((f) => /\.d\.m?ts$/.test(f) || /\bdeclare\s+(global|module)\b/.test(texts[f]) || !/^\s*(import|export)\b/m.test(texts[f]))) return files;
  const set = new Set(files);
  const uses = Object.fromEntries(
    files.map((f) => [f, [...sourceImports(texts[f])].map(([spec, names]) => [resolveImport(f, spec, set), names]).filter(([t]) => t !== null)]),
  );
  const stale = new Set(changed);
  if (types) {
    const exported = changedExports(
      types.now,
      types.before,
      changed.filter((f) => types.now[f] === undefined),
      set,
    );
    const takes = ([t, names]) => {
      const c = exported.get(t);
      return c !== undefined && (c === '*' || (names === '*' ? c.size > 0 : names.some((n) => c.has(n))));
    };
    for (const f of files) if (uses[f].some(takes)) stale.add(f);
    return files.filter((f) => stale.has(f));
  }
  const importers = new Map();
  for (const f of files) for (const [t] of uses[f]) importers.set(t, [...(importers.get(t) ?? []), f]);
  const queue = [...changed];
  while (queue.length)
    for (const f of importers.get(queue.pop()) ?? [])
      if (!stale.has(f)) {
        stale.add(f);
        queue.push(f);
      }
  return files.filter((f) => stale.has(f));
}

/** The declaration file `tsc -b` writes for a TypeScript file (each layer's outDir is node_modules/.cache/tsc/<layer>, its rootDir the root). */
export const declarationOf = (file) =>
  `node_modules/.cache/tsc/${file === 'renderer/vite.config.ts' ? 'test' : file.split('/')[0]}/${file.replace(/\.mts$/, '.d.mts').replace(/\.tsx?$/, '.d.ts')}`;

/**
 * The lint: oxlint on the files `typedStale` names, with their cache, in the tree at
 * `dir`; `typechecked`: the type check has just passed (its declarations are up to date); `env`: added
 * to oxlint's. Answers the status bits, the report and the files linted.
 */
export async function lintTree(typechecked, dir = root, env = {}) {
  const cacheDir = join(dir, 'node_modules/.cache/checks');
  const file = join(cacheDir, `oxlint-${keyOf(TYPED_CONFIG, dir)}.json`);
  let cache = { files: {}, decls: {} };
  try {
    cache = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // No cache yet: lint every file.
  }
  const texts = {};
  const digests = {};
  const now = {};
  for (const f of typedFiles(dir)) {
    texts[f] = readFileSync(join(dir, f), 'utf8');
    digests[f] = hash(texts[f]);
    if (typechecked)
      try {
        const text = readFileSync(join(dir, declarationOf(f)), 'utf8');
        now[f] = { digest: hash(text), model: declarationModel(text) };
      } catch {
        // No declaration (not in a layer): its importers take all of it as changed when it changes.
      }
  }
  const before = cache.decls ?? {};
  const stale = typedStale(texts, digests, cache.files ?? {}, typechecked ? { now, before } : null);
  const { code, out } = stale.length ? await run(OXLINT, [...oxlintArgs, ...stale], dir, env) : { code: 0, out: '' };
  const status = oxlintStatus(code);
  if (status === 4) return { status, out, linted: stale };
  // Clean: every file not named in the report.
  const named = new Set(oxlintFindings(out).map((f) => f.file));
  const linted = new Set(stale);
  const clean = Object.fromEntries(Object.entries(digests).filter(([f]) => !named.has(f) && (cache.files?.[f] === digests[f] || linted.has(f))));
  const decls = typechecked
    ? Object.fromEntries(
        Object.entries(now).map(([f, { digest, model }]) => [
          f,
          model ? { digest, bindings: model.bindings, exports: model.exports, stars: model.stars } : { digest },
        ]),
      )
    : before;
  mkdirSync(cacheDir, { recursive: true });
  for (const old of readdirSync(cacheDir)) if (old.startsWith('oxlint-')) rmSync(join(cacheDir, old), { force: true });
  writeFileSync(`${file}.${process.pid}`, JSON.stringify({ files: clean, decls }));
  renameSync(`${file}.${process.pid}`, file);
  return { status, out: code ? out : '', linted: stale };
}

/** Runs the type check, then the lint; prints their reports in that order; answers the exit status. */
async function main() {
  const args = new Set(process.argv.slice(2));
  // `--beside-tests` (npm test): the type check and the lint take what the tests leave of the
  // processor (a lower priority, which tsc and oxlint inherit), so that a test waiting on a chain of
  // short processes is not kept waiting behind them.
  if (args.has('--beside-tests')) setPriority(constants.priority.PRIORITY_BELOW_NORMAL);
  const jobs = [];
  const lint = !args.has('--no-lint');
  const fail = (e) => ({ status: 4, out: `${e instanceof Error ? (e.stack ?? e.message) : e}\n` });
  if (!args.has('--no-typecheck')) {
    // The lint follows the type check: the declarations it has written tell which files' types changed.
    const typed = run(TSC, typecheckArgs).then(({ code, out }) => ({
      status: typecheckStatus(code),
      out: out + (code ? `\ntsc -b (TypeScript 7) exit ${code}\n` : ''),
    }));
    jobs.unshift(typed);
    if (lint) jobs.push(typed.then(({ status }) => lintTree(status === 0)).catch(fail));
  } else if (lint) jobs.push(lintTree(false).catch(fail));
  let status = 0;
  for (const { status: s, out } of await Promise.all(jobs)) {
    status |= s;
    if (out) process.stdout.write(out);
  }
  return status;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exit(await main());
