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
// The type-aware rules run on every TypeScript file every time: a file whose text did not change may
// still fail them when the types it imports change.
//
// Usage: node electron/tools/checks.mjs [--no-lint] [--no-typecheck]
// Exit status: 0 clean; bit 1 type errors; bit 2 lint errors (3: both); 4 a tool failed to run.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
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
export const oxlintArgs = ['--type-aware', '--threads', '1', '--config', join(root, '.oxlintrc.json'), '--deny-warnings'];

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

/** ESLint over the tree with its cache, kept under a name made of what decides the lint; answers the status bits and the report. */
async function eslintTree() {
  const { ESLint } = await import('eslint');
  const key = createHash('sha256')
    .update([process.version, ...CONFIG_FILES.map((f) => `${f}\0${readFileSync(join(root, f), 'utf8')}`)].join('\0'))
    .digest('hex')
    .slice(0, 16);
  mkdirSync(CACHE_DIR, { recursive: true });
  for (const old of readdirSync(CACHE_DIR)) if (old !== `eslint-${key}`) rmSync(join(CACHE_DIR, old), { recursive: true, force: true });
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
  if (!args.has('--no-typecheck'))
    jobs.push(
      run(TSC, typecheckArgs).then(({ code, out }) => ({ status: typecheckStatus(code), out: out + (code ? `\ntsc -b (TypeScript 7) exit ${code}\n` : '') })),
    );
  if (!args.has('--no-lint')) {
    jobs.push(run(OXLINT, oxlintArgs).then(({ code, out }) => ({ status: oxlintStatus(code), out: code ? out : '' })));
    jobs.push(eslintTree().catch((e) => ({ status: 4, out: `${e instanceof Error ? (e.stack ?? e.message) : e}\n` })));
  }
  let status = 0;
  for (const { status: s, out } of await Promise.all(jobs)) {
    status |= s;
    if (out) process.stdout.write(out);
  }
  return status;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exit(await main());
