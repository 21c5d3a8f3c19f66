// Two `adjutant` commands started together, each in its own process (issue 26 item 1): the harness
// the bound-write tests share. Every round is a real race at the point that matters: each command
// stops just before it takes the archive's write lock, having read the state it binds to, until the
// other has got there too (raceBarrier.mjs), and the round fails unless both did. The first round
// of a file's first race runs two fresh `adjutant` processes (bin.mjs, the bundle, the process's exit
// code); every other round runs on two processes started once per test file (raceWorker.mjs: the
// same bundle's `main`, each on its own connection to the archive), which race each other round
// after round without a process start per command. What decides a race (the read, the bound write,
// the lock, the refusal) is the command's code, the same in both; what a fresh process adds (the
// launcher, the process's streams and exit code) is the same for every command, so one fresh round
// per file shows it (a fresh pair costs about 0.4 s of CPU: five of them were a quarter of
// boundRaces.test.ts's CPU). Nothing here waits for time.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect } from 'vitest';
import { runGame } from '../../../electron/cli/game';
import { memoryTempDir, springMails } from '../service/support';
import { BIN } from './fixtures';

export interface Run {
  code: number;
  out: string;
  err: string;
}

const BARRIER = fileURLToPath(new URL('./raceBarrier.mjs', import.meta.url));
const WORKER = fileURLToPath(new URL('./raceWorker.mjs', import.meta.url));

/** `adjutant ...args --db db` as its own process, with `input` on standard input (`env` added to this process's). */
export function spawned(db: string, args: string[], input = '', node: string[] = [], env: NodeJS.ProcessEnv = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...node, BIN, ...args, '--db', db], { stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, out, err }));
    child.stdin.end(input);
  });
}

interface Met extends Run {
  met: boolean;
}

/** `adjutant` as a fresh process, meeting the other side at `tag` before its write lock. */
async function freshSide(db: string, args: string[], input: string, tag: string, side: number): Promise<Met> {
  const run = await spawned(db, args, input, ['--import', BARRIER], { ADJUTANT_RACE_BARRIER: tag, ADJUTANT_RACE_SIDE: String(side) });
  return { ...run, met: existsSync(`${tag}.${side}.met`) };
}

/** A raceWorker.mjs process: one command line per call. */
interface Worker {
  run(args: string[], input: string, tag: string, side: number): Promise<Met>;
  child: ChildProcess;
}

function worker(): Worker {
  const child: ChildProcess = spawn(process.execPath, [WORKER], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const waiting = new Map<number, (m: Met) => void>();
  let ready: () => void;
  const started = new Promise<void>((r) => (ready = r));
  let next = 0;
  child.on('message', (m: Met & { id?: number; ready?: boolean }) => {
    if (m.ready) ready();
    else waiting.get(m.id!)?.(m);
  });
  child.on('exit', (code) => {
    for (const done of waiting.values()) done({ code: -1, out: '', err: `raceWorker exited (${code})`, met: false });
  });
  return {
    child,
    run: async (args, input, tag, side) => {
      await started;
      const id = next++;
      return new Promise<Met>((resolve) => {
        waiting.set(id, resolve);
        child.send({ id, args, input, tag, side });
      });
    },
  };
}

/** The file's two lasting sides, started at its first round after the fresh one. */
let workers: Worker[] | undefined;
/** Whether this file's fresh round has run (its first race's round 0). */
let freshRan = false;

/**
 * Called once at the top of a test file that races: its two lasting sides are stopped, and its
 * fresh round forgotten, after its last test (in the file's own hooks).
 */
export function racesInThisFile(): void {
  afterAll(() => {
    for (const w of workers?.splice(0) ?? []) w.child.kill();
    workers = undefined;
    freshRan = false;
  });
}

/**
 * Round `round` of a race: both commands started at once, meeting before their write locks; their
 * runs in the order given. Round 0 of the file's first race starts two fresh `adjutant` processes,
 * every other round runs on the file's two lasting ones.
 */
export async function together(db: string, round: number, a: string[], b: string[], input: [string, string] = ['', '']): Promise<[Run, Run]> {
  const tag = join(memoryTempDir(), 'meet');
  const sides = [a, b].map((args) => [...args, '--db', db]);
  let runs: Met[];
  if (round === 0 && !freshRan) {
    freshRan = true;
    runs = await Promise.all([a, b].map((args, side) => freshSide(db, args, input[side], tag, side)));
  } else {
    workers ??= [worker(), worker()];
    runs = await Promise.all(workers.map((w, side) => w.run(sides[side], input[side], tag, side)));
  }
  expect(
    runs.map((r) => r.met),
    `round ${round}: both commands reached the write lock, having read, before either took it: ${runs.map((r) => `exit ${r.code} ${r.err}`).join(' | ')}`,
  ).toEqual([true, true]);
  return [runs[0], runs[1]];
}

/** `adjutant game ...` in this process; `orders ... -` reads the power's spring 1901 mail. */
export function inProcess(db: string) {
  return async (...args: string[]): Promise<Run> => {
    let out = '';
    let err = '';
    const stdin = args[0] === 'orders' && args.includes('-') ? (springMails()[args[args.indexOf('--power') + 1]] ?? '') : '';
    const code = await runGame([...args, '--db', db], { out: (t) => void (out += t), err: (t) => void (err += t), stdin: async () => stdin });
    return { code, out, err };
  };
}

export async function newGame(): Promise<{ db: string; game: ReturnType<typeof inProcess> }> {
  const db = join(memoryTempDir(), 'race.sqlite');
  const game = inProcess(db);
  expect((await game('new', 'Race')).code).toBe(0);
  return { db, game };
}

export interface Shown {
  phases: { seq: number; phase: { season: string; year: number; type: string } }[];
}

/** The game as `show --json` gives it. */
export async function shown(game: ReturnType<typeof inProcess>): Promise<Shown> {
  return JSON.parse((await game('show', 'Race', '--json')).out) as Shown;
}

/** The game's phases as `show --json` lists them (read again, or `from` one reading), and its current one's code and seq. */
export async function phases(game: ReturnType<typeof inProcess>, from?: Shown): Promise<{ count: number; code: string; seq: number }> {
  const read = from ?? (await shown(game));
  const last = read.phases.at(-1)!;
  const p = last.phase;
  return { count: read.phases.length, code: `${p.season[0]}${p.year}${p.type[0]}`.toUpperCase(), seq: last.seq };
}
