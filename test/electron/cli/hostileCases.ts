// The seeded generator of hostile inputs for issue 26 item 3 (hostile.test.ts, hostileSecondHalf.test.ts):
// position files for `adjutant adjudicate`, game files for `game import` and `game new --position`,
// and command lines for every command (prototype keys, objects where text is expected, huge numbers,
// deep nesting, control characters, unknown flags), each run through the CLI's main function
// in-process, and the check that each is answered with a message and an exit code other than 1.
// FUZZ_SEED=n runs another seed, FUZZ_RUNS=n another count (10,000 by default, the issue's).
import { join } from 'node:path';
import { beforeAll, expect } from 'vitest';
import { main } from '../../../electron/cli/main';
import { EXIT } from '../../../electron/cli/command';
import { rng } from '../../support/randomBoard';
import { memoryTempDir } from '../service/support';
import { OPENING, RETREAT, WINTER } from './fixtures';

export const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
export const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
type Rand = () => number;

const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];

/** Values that have broken parsers elsewhere: prototype keys, objects for text, numbers past safe, controls. */
function hostileValue(r: Rand, depth = 0): unknown {
  const k = Math.floor(r() * 24);
  switch (k) {
    case 0:
      return JSON.parse('{"__proto__":{"polluted":1}}');
    case 1:
      return { toString: 1, valueOf: 1 };
    case 2:
      return { constructor: { prototype: { x: 1 } } };
    case 3:
      return 1e308;
    case 4:
      return -1;
    case 5:
      return 2 ** 53 + 1;
    case 6:
      return '';
    case 7:
      return 'A\u0000\u001b[31m\u202e';
    case 8:
      return 'x'.repeat(5000);
    case 9:
      return [];
    case 10:
      return {};
    case 11:
      return null;
    case 12:
      return true;
    case 13:
      return 0.5;
    case 14:
      return '__proto__';
    case 15:
      return 'constructor';
    case 16:
      return ['A', 'B', 'C'];
    case 17:
      return { kind: 'constructor' };
    case 18:
      return depth < 3 ? [hostileValue(r, depth + 1), hostileValue(r, depth + 1)] : 'deep';
    case 19:
      return depth < 3 ? { a: hostileValue(r, depth + 1) } : 7;
    case 20:
      return 'stp/xx';
    case 21:
      return -0;
    case 22:
      return '1901';
    default:
      return 'hasOwnProperty';
  }
}

/** A copy of `doc` with `n` nodes replaced by hostile values, or hostile keys added to objects. */
function mutate(r: Rand, doc: unknown, n: number): unknown {
  let out = structuredClone(doc);
  for (let i = 0; i < n; i++) {
    const paths: (string | number)[][] = [];
    const walk = (v: unknown, p: (string | number)[]) => {
      paths.push(p);
      if (p.length > 6) return;
      if (Array.isArray(v)) v.forEach((x, j) => walk(x, [...p, j]));
      else if (v && typeof v === 'object') for (const key of Object.keys(v)) walk((v as Record<string, unknown>)[key], [...p, key]);
    };
    walk(out, []);
    const path = pick(r, paths);
    if (path.length === 0) {
      out = hostileValue(r);
      continue;
    }
    let parent = out as Record<string | number, unknown>;
    for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
    const last = path[path.length - 1];
    if (r() < 0.25 && parent && typeof parent === 'object' && !Array.isArray(parent)) {
      // An own key named like Object.prototype's members.
      Object.defineProperty(parent, pick(r, ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']), {
        value: hostileValue(r),
        enumerable: true,
        configurable: true,
        writable: true,
      });
    } else if (r() < 0.15 && Array.isArray(parent)) parent.splice(Number(last), 1);
    else parent[last] = hostileValue(r);
  }
  return out;
}

/** Text a file could hold: JSON of a mutated document, cut, deeply nested, or not JSON at all. */
function hostileText(r: Rand, base: unknown): string {
  const k = r();
  if (k < 0.7) return JSON.stringify(mutate(r, base, 1 + Math.floor(r() * 4)));
  if (k < 0.76) return pick(r, ['[', '{"a":', '"']).repeat(1000 + Math.floor(r() * 60_000));
  if (k < 0.82) {
    const text = JSON.stringify(base);
    return text.slice(0, Math.floor(r() * text.length));
  }
  if (k < 0.86) return `\uFEFF${JSON.stringify(base)}`;
  if (k < 0.9) return pick(r, ['', ' ', 'null', '0', '"x"', '[]', 'NaN', '1e999', '{"a":1}{"b":2}', '\u0000\u0001']);
  if (k < 0.95) return JSON.stringify(base).replace(/"/g, pick(r, ["'", '', '\\"']));
  return `${JSON.stringify(mutate(r, base, 1))}\n${JSON.stringify(mutate(r, base, 2))}`;
}

const WORDS = [
  '__proto__',
  'constructor',
  'toString',
  '',
  ' ',
  '-',
  '--',
  '--debug',
  '\u0000',
  '1e308',
  '-1',
  '0',
  '99999999999999999999',
  'S1901M',
  'x'.repeat(3000),
  '=',
  '==',
  '__proto__=Ann',
  'England=__proto__',
  'constructor=x',
  'toString=1',
  '4.A.2=__proto__',
];
const FLAGS = [
  '--phase',
  '--power',
  '--player',
  '--option',
  '--preset',
  '--limit',
  '--to',
  '--reason',
  '--list',
  '--set',
  '--votes',
  '--phase-id',
  '--copy-from',
  '--status',
  '--text',
  '--jsonl',
  '--json',
  '--format',
  '--what',
  '--round',
  '--board',
  '--centers',
  '--eliminated',
  '--draw',
  '--solo',
  '--year',
  '--system',
  '--combine',
  '--seed',
  '--last-year',
  '--add',
  '--missing-orders',
  '--__proto__',
  '--constructor',
  '--toString',
];
const COMMANDS: string[][] = [
  ['adjudicate'],
  ['parse'],
  ['rules'],
  ['help'],
  ['game', 'list'],
  ['game', 'show', 'G'],
  ['game', 'new'],
  ['game', 'orders', 'G'],
  ['game', 'adjudicate', 'G'],
  ['game', 'rollback', 'G'],
  ['game', 'draw', 'G'],
  ['game', 'set', 'G'],
  ['game', 'correct', 'G'],
  ['game', 'export', 'G'],
  ['game', 'deadline', 'G'],
  ['tournament', 'new'],
  ['tournament', 'score', 'T'],
  ['tournament', 'players', 'T'],
  ['tournament', 'standings', 'T'],
  ['__proto__'],
  ['game', '__proto__'],
  ['tournament', 'constructor'],
];

function hostileArgs(r: Rand): string[] {
  const args = [...pick(r, COMMANDS)];
  const n = Math.floor(r() * 5);
  for (let i = 0; i < n; i++) {
    const f = pick(r, FLAGS);
    if (r() < 0.2) args.push(f);
    else if (r() < 0.5) args.push(f, pick(r, WORDS));
    else args.push(`${f}=${pick(r, WORDS)}`);
  }
  if (r() < 0.3) args.push(pick(r, WORDS));
  return args;
}

export interface Case {
  what: string;
  argv: string[];
  stdin: string;
}

/**
 * The run's cases in order, the same for a seed: 60% position files, 15% game files, 25% command
 * lines. Made one at a time (each from the generator's state after the ones before it), so that a
 * caller needing the first few, or the first half, does not make all RUNS of them: making the 10,000
 * costs about a second of CPU (50 MB of text).
 */
export function* cases(seed: number, db: string, gameFile: unknown): Generator<Case> {
  const r = rng(seed);
  const positions = [OPENING, RETREAT, WINTER];
  for (let i = 0; i < RUNS; i++) {
    const k = r();
    if (k < 0.6) {
      const mode = pick(r, [[], ['--text'], ['--jsonl']]);
      yield { what: 'position', argv: ['adjudicate', ...mode, '-'], stdin: hostileText(r, pick(r, positions)) };
    } else if (k < 0.75) {
      const how = r() < 0.7 ? ['game', 'import', '-', '--name', `I${i}`] : ['game', 'new', `N${i}`, '--position', '-'];
      yield { what: 'game file', argv: [...how, '--db', db], stdin: hostileText(r, how[1] === 'import' ? gameFile : OPENING) };
    } else {
      const argv = hostileArgs(r);
      if (argv[0] === 'game' || argv[0] === 'tournament') argv.push('--db', db);
      yield { what: 'command line', argv, stdin: r() < 0.5 ? hostileText(r, OPENING) : '' };
    }
  }
}

export async function run(c: Case): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(c.argv, { out: (t) => void (out += t), err: (t) => void (err += t), stdin: async () => c.stdin });
  return { code, out, err };
}

/** An archive holding game G and tournament T (in memory where the machine has some), and G exported as a game file. */
export function hostileArchive(): { db: string; gameFile: unknown } {
  const made = { db: '', gameFile: null as unknown };
  beforeAll(async () => {
    made.db = join(memoryTempDir(), 'fuzz.sqlite');
    const io = { out: () => {}, err: () => {}, stdin: async () => '' };
    await main(['game', 'new', 'G', '--db', made.db], io);
    await main(['tournament', 'new', 'T', '--scoring', 'carnage', '--db', made.db], io);
    let text = '';
    await main(['game', 'export', 'G', '--db', made.db], { ...io, out: (t) => void (text += t) });
    made.gameFile = JSON.parse(text);
  });
  return made;
}

/**
 * Runs the run's cases from `from` to `to` (of RUNS, the same for a seed) on `made`'s archive: none
 * may reach an internal error or be refused without a message; most are refused, some get through.
 */
export async function answeredEach(made: { db: string; gameFile: unknown }, from: number, to: number): Promise<void> {
  console.log(`hostile inputs: seed ${SEED}, inputs ${from} to ${to - 1} of ${RUNS} (FUZZ_SEED, FUZZ_RUNS)`);
  const failures: string[] = [];
  const byCode = new Map<number, number>();
  let i = -1;
  for (const c of cases(SEED, made.db, made.gameFile)) {
    if (++i >= to) break;
    if (i < from) continue;
    const r = await run(c);
    byCode.set(r.code, (byCode.get(r.code) ?? 0) + 1);
    // --jsonl answers a bad line with an error line on standard output, by design.
    const said = r.err.trim() !== '' || (c.argv.includes('--jsonl') && /"error"/.test(r.out));
    const bad = r.code === EXIT.internal || /internal error:/.test(r.err) ? 'internal error' : r.code !== EXIT.ok && !said ? 'refused without a message' : null;
    if (bad && failures.length < 10)
      failures.push(`#${i} ${c.what} ${JSON.stringify(c.argv).slice(0, 200)} stdin ${JSON.stringify(c.stdin.slice(0, 200))}: ${bad}: ${r.err.slice(0, 300)}`);
  }
  console.log(
    `exit codes: ${[...byCode]
      .sort((a, b) => a[0] - b[0])
      .map(([k, n]) => `${k}: ${n}`)
      .join(', ')}`,
  );
  expect(failures).toEqual([]);
  // The generator makes mostly bad input: most are refused, and some good ones still get through.
  expect(byCode.get(EXIT.badInput) ?? 0).toBeGreaterThan((to - from) / 2);
  expect(byCode.get(EXIT.ok) ?? 0).toBeGreaterThan(0);
}
