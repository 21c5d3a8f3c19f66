#!/usr/bin/env node
// The type check and the lint in one process, so that TypeScript checks the code once for both
// (docs/PERFORMANCE.md, "The checks' share"). `tsc -b` runs through TypeScript's solution builder
// (the same projects, options, build info and declarations in node_modules/.cache/tsc/); the programs
// it has just checked are then handed to ESLint (typescript-eslint's `parserOptions.programs`), so the
// type-aware rules (no-floating-promises, no-misused-promises) ask a checker whose types are already
// computed instead of building every layer's program again through the project service.
//
// ESLint's own --cache cannot hash a configuration holding a Program, so the lint keeps a cache of its
// own (node_modules/.cache/checks/lint.json): the files that linted clean, by the hash of their
// content, under a key made of the lint's configuration, the tsconfigs, the lock file (the tools'
// versions) and Node's version. A file is linted again when its content or that key changes, as
// with ESLint's --cache, and also when the type check checked it again because the types it imports
// changed (an imported function now returns a promise: ESLint's --cache misses that). Files of a layer the type check did not build in this run (it was up to
// date) get a program made from the layer's tsconfig; with --no-typecheck, the lint falls back to
// the configuration's project service, as `npx eslint .` does.
//
// Usage: node electron/tools/checks.mjs [--no-lint] [--no-typecheck]
// Exit status: 0 clean; bit 1 type errors; bit 2 lint errors (3: both); 4 the tools failed.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const LAYERS = ['engine', 'electron', 'renderer', 'test'];
const CACHE = join(root, 'node_modules/.cache/checks/lint.json');
/** What decides a file's lint besides its own content: the configuration, the layer rule, the programs' options, the tools. */
const CONFIG_FILES = [
  'eslint.config.js',
  'electron/tools/lint/layers.mjs',
  'electron/tools/checks.mjs',
  'package-lock.json',
  'tsconfig.json',
  ...LAYERS.map((l) => `${l}/tsconfig.json`),
];
/** The extensions ESLint lints here: those eslint.config.js names and ESLint's own defaults. */
const LINTED = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const TYPED = /\.(ts|tsx|mts)$/;

const hash = (text) => createHash('sha256').update(text).digest('hex');
const posix = (p) => p.split(sep).join('/');

/** The files under `dir` (from the root, POSIX paths) ESLint might lint, less node_modules and .git (ESLint's ignores decide the rest). */
export function candidates(dir = '') {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === '.git' ? [] : candidates(path);
    return entry.isFile() && LINTED.test(entry.name) ? [path] : [];
  });
}

/**
 * Type-checks every layer as `tsc -b` does; answers whether it was clean, the programs it checked (by
 * tsconfig path) and the files it checked again (root-relative): those changed and those whose
 * imports' types changed, whose typed lint may have changed with them.
 */
async function typecheck(ts) {
  const programs = new Map();
  const affected = new Set();
  const report = ts.createDiagnosticReporter(ts.sys, false);
  let errors = 0;
  // The builder asks its program to check a file only when it has no diagnostics for it from the last
  // build: the file changed, or the types it imports did. Those are the files checked again.
  const createProgram = (...args) => {
    const builderProgram = ts.createEmitAndSemanticDiagnosticsBuilderProgram(...args);
    const program = builderProgram.getProgram();
    const check = program.getBindAndCheckDiagnostics;
    program.getBindAndCheckDiagnostics = (file, token) => {
      affected.add(posix(relative(root, file.fileName)));
      return check.call(program, file, token);
    };
    return builderProgram;
  };
  const host = ts.createSolutionBuilderHost(ts.sys, createProgram, (d) => {
    if (d.category === ts.DiagnosticCategory.Error) errors++;
    report(d);
  });
  // Called with each project's program once it is checked and emitted, before the builder lets it go.
  host.afterProgramEmitAndDiagnostics = (builderProgram) => {
    const program = builderProgram.getProgram();
    programs.set(resolve(program.getCompilerOptions().configFilePath), program);
  };
  const status = ts.createSolutionBuilder(host, [join(root, 'tsconfig.json')], {}).build();
  if (errors) console.log(`\nFound ${errors} error${errors === 1 ? '' : 's'} (tsc -b).`);
  return { clean: status === ts.ExitStatus.Success && errors === 0, programs, affected };
}

/** A layer's program from its tsconfig, reading the layers below it from their declarations (which the type check has just brought up to date). */
function layerProgram(ts, config) {
  const parsed = ts.getParsedCommandLineOfConfigFile(config, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!parsed) return null;
  return ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options, projectReferences: parsed.projectReferences });
}

/** The configuration that has the typed files linted with `programs` instead of the project service. */
export const typedOverride = (programs) => ({ files: ['**/*.{ts,tsx,mts}'], languageOptions: { parserOptions: { projectService: false, programs } } });

/** The files to lint: those whose content (`digests`, by path) is not the one that last linted clean (`known`), and those the type check checked again (`affected`). */
export const stale = (digests, known, affected = new Set()) => Object.keys(digests).filter((file) => known[file] !== digests[file] || affected.has(file));

function readCache(key) {
  try {
    const cache = JSON.parse(readFileSync(CACHE, 'utf8'));
    if (cache.key === key && cache.clean && typeof cache.clean === 'object') return cache.clean;
  } catch {
    // No cache yet, or an unreadable one: lint everything.
  }
  return {};
}

function writeCache(key, clean) {
  mkdirSync(dirname(CACHE), { recursive: true });
  const temp = `${CACHE}.${process.pid}`;
  writeFileSync(temp, JSON.stringify({ key, clean }));
  renameSync(temp, CACHE);
}

/** Lints the files not known clean; with `programs`, the typed files they hold are linted with them. Answers whether the lint was clean. */
async function lint(programs, affected, ts) {
  const { ESLint } = await import('eslint');
  const eslint = new ESLint({ cwd: root });
  const key = hash([process.version, ...CONFIG_FILES.map((f) => `${f}\0${readFileSync(join(root, f), 'utf8')}`)].join('\0'));
  const known = readCache(key);
  const digests = {};
  for (const file of candidates().sort()) if (!(await eslint.isPathIgnored(join(root, file)))) digests[file] = hash(readFileSync(join(root, file)));
  const files = stale(digests, known, affected);
  let withPrograms = [];
  let rest = files;
  if (programs) {
    // Every typed file to lint must lie in a program: the builder's, or one made for its layer.
    const typed = files.filter((f) => TYPED.test(f));
    const inProgram = (f) => [...programs.values()].some((p) => p.getSourceFile(join(root, f)));
    for (const layer of LAYERS) {
      const config = join(root, layer, 'tsconfig.json');
      if (programs.has(config)) continue;
      const parsed = ts.getParsedCommandLineOfConfigFile(config, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
      const mine = new Set((parsed?.fileNames ?? []).map((f) => posix(relative(root, f))));
      if (!typed.some((f) => mine.has(f))) continue;
      const program = layerProgram(ts, config);
      if (program) programs.set(config, program);
    }
    withPrograms = typed.filter(inProgram);
    const covered = new Set(withPrograms);
    rest = files.filter((f) => !covered.has(f));
  }
  const results = [];
  if (withPrograms.length) {
    const typedLint = new ESLint({ cwd: root, overrideConfig: typedOverride([...programs.values()]) });
    results.push(...(await typedLint.lintFiles(withPrograms.map((f) => join(root, f)))));
  }
  if (rest.length) results.push(...(await eslint.lintFiles(rest.map((f) => join(root, f)))));
  const clean = {};
  for (const file of Object.keys(digests)) if (known[file] === digests[file]) clean[file] = digests[file];
  for (const r of results) {
    const file = posix(relative(root, r.filePath));
    if (r.messages.length === 0 && digests[file]) clean[file] = digests[file];
  }
  writeCache(key, clean);
  const problems = results.filter((r) => r.messages.length);
  if (problems.length) process.stdout.write(await (await eslint.loadFormatter('stylish')).format(problems));
  return !results.some((r) => r.errorCount > 0 || r.fatalErrorCount > 0);
}

/** Runs the type check, then the lint; answers the exit status. */
async function main() {
  let code = 0;
  try {
    const args = new Set(process.argv.slice(2));
    const ts = (await import('typescript')).default;
    let programs = null;
    let affected;
    if (!args.has('--no-typecheck')) {
      const checked = await typecheck(ts);
      if (!checked.clean) code |= 1;
      ({ programs, affected } = checked);
    }
    if (!args.has('--no-lint') && !(await lint(programs, affected, ts))) code |= 2;
  } catch (e) {
    console.error(e instanceof Error ? (e.stack ?? e.message) : e);
    code = 4;
  }
  return code;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exit(await main());
