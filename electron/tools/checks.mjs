#!/usr/bin/env node
// The type check and the lint (`npm run check`; `npm test` runs it beside Prettier), three tools side
// by side (docs/decisions.md, "The checks on TypeScript 7"; docs/PERFORMANCE.md, "Sixth pass"):
//   - the type check: TypeScript 7's native compiler, `tsc -b` (package typescript-7), the same four
//     layers, options and build info (node_modules/.cache/tsc/) as `npm run typecheck`;
//   - the type-aware lint rules (no-floating-promises, no-misused-promises): oxlint with
//     oxlint-tsgolint (.oxlintrc.json), which builds each layer's program from its tsconfig with
//     TypeScript 7 as well;
//   - every other lint rule, the layers of STYLE.md among them: ESLint (eslint.config.js), which no
//     longer builds a TypeScript program at all, with its own cache (node_modules/.cache/checks/),
//     emptied whenever the configuration, the layer rule, this script, the lock file (the tools'
//     versions) or Node's version changes.
// The type-aware rules keep a cache of their own (node_modules/.cache/checks/oxlint-*.json): a file is
// linted again when it changed, and so is every file that imports it, directly or not (a file whose
// text did not change may fail them when the types it imports change); every file when one that
// changed may declare global types, or when the configuration, a tsconfig, the tools or Node changed.
//
// Usage: node electron/tools/checks.mjs [--no-lint] [--no-typecheck]
// Exit status: 0 clean; bit 1 type errors; bit 2 lint errors (3: both); 4 a tool failed to run.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const CACHE_DIR = join(root, 'node_modules/.cache/checks');
/** What decides a file's lint besides its own content: the configuration, the layer rule, the tools. */
const CONFIG_FILES = ['eslint.config.js', 'electron/tools/lint/layers.mjs', 'electron/tools/checks.mjs', 'package-lock.json'];

/** TypeScript 7's compiler (the Go binary behind its bin/tsc), the command that type-checks every layer. */
export const TSC = join(root, 'node_modules/typescript-7/bin/tsc');
export const typecheckArgs = ['-b', '--singleThreaded'];
/** oxlint with the two type-aware rules of .oxlintrc.json, over the whole tree. */
export const OXLINT = join(root, 'node_modules/oxlint/bin/oxlint');
// `--format=unix`: one plain line a finding (`path:line:col: message [Error/typescript(rule)]`), read
// below; oxlint's default report turns to colours and box drawing where CI=true is set, which no
// pattern should have to follow.
export const oxlintArgs = ['--type-aware', '--threads', '1', '--config', join(root, '.oxlintrc.json'), '--deny-warnings', '--format=unix'];
/** The files and lines an oxlint report (`--format=unix`) names, with their rule. */
export const oxlintFindings = (out) =>
  [...out.matchAll(/^(\S+?):(\d+):\d+: .*\[\w+\/typescript\(([\w-]+)\)\]$/gm)].map((m) => ({ file: m[1], line: Number(m[2]), rule: m[3] }));

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
const keyOf = (files) => hash([process.version, ...files.map((f) => `${f}\0${readFileSync(join(root, f), 'utf8')}`)].join('\0')).slice(0, 16);
/** What decides the type-aware lint besides the files: its configuration, the programs' options, the tools. */
const TYPED_CONFIG = [
  '.oxlintrc.json',
  'electron/tools/checks.mjs',
  'package-lock.json',
  'tsconfig.json',
  ...['engine', 'electron', 'renderer', 'test'].map((l) => `${l}/tsconfig.json`),
];
const TYPED = /\.(ts|tsx|mts)$/;

/** The TypeScript files of the tree (root-relative, POSIX paths), less node_modules, .git and what .oxlintrc.json ignores' folders. */
function typedFiles(dir = '') {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return ['node_modules', '.git', 'out', 'dist', '.vite'].includes(entry.name) || path === 'test/artifacts' ? [] : typedFiles(path);
    return entry.isFile() && TYPED.test(entry.name) ? [path] : [];
  });
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;
/** The file a relative import names, among `known` files: as written, with a TypeScript extension for a .js one, or an index. */
function resolveImport(from, spec, known) {
  const base = posix.normalize(posix.join(posix.dirname(from), spec));
  const stem = base.replace(/\.(m?js|jsx)$/, '');
  return [base, ...['.ts', '.tsx', '.mts', '/index.ts', '/index.tsx'].map((e) => stem + e)].find((c) => known.has(c)) ?? null;
}

/**
 * The files to lint again with the type-aware rules: those not known clean (`known`: path -> digest of
 * the last clean lint), and, for each of them whose declarations changed (`decls`, path -> digest of
 * the declaration file the type check wrote, against `knownDecls` from the last lint; null without a
 * type check: any change counts), every file that imports it, and so on through the importers whose
 * own declarations changed or name it (`declDeps`: path -> the files its declaration file imports). All of them when a changed file may declare global types (a .d.ts, `declare
 * global` or `declare module`, or a script without imports and exports).
 */
export function typedStale(texts, digests, known, decls = null, knownDecls = {}, declDeps = {}) {
  const files = Object.keys(texts);
  const changed = files.filter((f) => known[f] !== digests[f]);
  if (changed.some((f) => /\.d\.m?ts$/.test(f) || /\bdeclare\s+(global|module)\b/.test(texts[f]) || !/^\s*(import|export)\b/m.test(texts[f]))) return files;
  const importers = new Map();
  const set = new Set(files);
  for (const f of files)
    for (const m of texts[f].matchAll(IMPORT)) {
      const target = resolveImport(f, m[1], set);
      if (target) importers.set(target, [...(importers.get(target) ?? []), f]);
    }
  const stale = new Set(changed);
  const queue = changed.filter((f) => decls === null || decls[f] === undefined || decls[f] !== knownDecls[f]);
  // Without a type check, every importer's types may have changed; with one, an importer's own
  // importers only when its declarations changed or name the file whose declarations did (a re-export,
  // a type taken from it), as TypeScript's builder decides what to check again.
  const queued = new Set(queue);
  while (queue.length) {
    const from = queue.pop();
    for (const f of importers.get(from) ?? []) {
      stale.add(f);
      if (queued.has(f) || (decls !== null && decls[f] !== undefined && decls[f] === knownDecls[f] && !(declDeps[f] ?? []).includes(from))) continue;
      queued.add(f);
      queue.push(f);
    }
  }
  return files.filter((f) => stale.has(f));
}

/** The declaration file `tsc -b` writes for a TypeScript file (each layer's outDir is node_modules/.cache/tsc/<layer>, its rootDir the root). */
export const declarationOf = (file) =>
  `node_modules/.cache/tsc/${file === 'renderer/vite.config.ts' ? 'test' : file.split('/')[0]}/${file.replace(/\.mts$/, '.d.mts').replace(/\.tsx?$/, '.d.ts')}`;

/** The type-aware rules through oxlint on the files `typedStale` names, with their cache; `typechecked`: the type check has just run (its declarations are up to date). Answers the status bits and the report. */
async function typedLint(typechecked) {
  const file = join(CACHE_DIR, `oxlint-${keyOf(TYPED_CONFIG)}.json`);
  let cache = { files: {}, decls: {} };
  try {
    cache = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // No cache yet: lint every file.
  }
  const texts = {};
  const digests = {};
  const decls = {};
  const declTexts = {};
  for (const f of typedFiles()) {
    texts[f] = readFileSync(join(root, f), 'utf8');
    digests[f] = hash(texts[f]);
    if (typechecked)
      try {
        declTexts[f] = readFileSync(join(root, declarationOf(f)), 'utf8');
        decls[f] = hash(declTexts[f]);
      } catch {
        // No declaration (not in a layer, or the type check failed before writing it): its importers are linted again.
      }
  }
  const known = new Set(Object.keys(texts));
  const declDeps = Object.fromEntries(
    Object.entries(declTexts).map(([f, text]) => [f, [...text.matchAll(IMPORT)].map((m) => resolveImport(f, m[1], known)).filter(Boolean)]),
  );
  const stale = typedStale(texts, digests, cache.files ?? {}, typechecked ? decls : null, cache.decls ?? {}, declDeps);
  const { code, out } = stale.length ? await run(OXLINT, [...oxlintArgs, ...stale]) : { code: 0, out: '' };
  const status = oxlintStatus(code);
  if (status === 4) return { status, out };
  // Clean: every file not named in the report.
  const named = new Set(oxlintFindings(out).map((f) => f.file));
  const linted = new Set(stale);
  const clean = Object.fromEntries(Object.entries(digests).filter(([f]) => !named.has(f) && (cache.files?.[f] === digests[f] || linted.has(f))));
  mkdirSync(CACHE_DIR, { recursive: true });
  for (const old of readdirSync(CACHE_DIR)) if (old.startsWith('oxlint-')) rmSync(join(CACHE_DIR, old), { force: true });
  writeFileSync(`${file}.${process.pid}`, JSON.stringify({ files: clean, decls: typechecked ? decls : (cache.decls ?? {}) }));
  renameSync(`${file}.${process.pid}`, file);
  return { status, out: code ? out : '' };
}

/** ESLint over the tree with its cache, kept under a name made of what decides the lint; answers the status bits and the report. */
async function eslintTree() {
  const { ESLint } = await import('eslint');
  const key = keyOf(CONFIG_FILES);
  mkdirSync(CACHE_DIR, { recursive: true });
  for (const old of readdirSync(CACHE_DIR))
    if (old.startsWith('eslint-') && old !== `eslint-${key}`) rmSync(join(CACHE_DIR, old), { recursive: true, force: true });
  const eslint = new ESLint({ cwd: root, cache: true, cacheStrategy: 'content', cacheLocation: join(CACHE_DIR, `eslint-${key}`) });
  const results = await eslint.lintFiles(['.']);
  const problems = results.filter((r) => r.messages.length);
  const out = problems.length ? await (await eslint.loadFormatter('stylish')).format(problems) : '';
  return { status: results.some((r) => r.errorCount > 0 || r.fatalErrorCount > 0) ? 2 : 0, out };
}

/** Runs the type check and the lint side by side; prints their reports in that order; answers the exit status. */
async function main() {
  const args = new Set(process.argv.slice(2));
  const jobs = [];
  const lint = !args.has('--no-lint');
  const fail = (e) => ({ status: 4, out: `${e instanceof Error ? (e.stack ?? e.message) : e}\n` });
  if (lint) jobs.push(eslintTree().catch(fail));
  if (!args.has('--no-typecheck')) {
    // The type-aware lint follows the type check: the declarations it has written tell which files' types changed.
    const typed = run(TSC, typecheckArgs).then(({ code, out }) => ({
      status: typecheckStatus(code),
      out: out + (code ? `\ntsc -b (TypeScript 7) exit ${code}\n` : ''),
    }));
    jobs.unshift(typed);
    if (lint) jobs.push(typed.then(() => typedLint(true)).catch(fail));
  } else if (lint) jobs.push(typedLint(false).catch(fail));
  let status = 0;
  for (const { status: s, out } of await Promise.all(jobs)) {
    status |= s;
    if (out) process.stdout.write(out);
  }
  return status;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exit(await main());
