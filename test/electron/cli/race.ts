// Two `adjutant` commands started together, each its own process (issue 26 item 1): the harness
// the bound-write tests share. Nothing here waits for time: each run ends when its process does.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { expect } from 'vitest';
import { runGame } from '../../../electron/cli/game';
import { springMails, tempDir } from '../service/support';
import { BIN } from './fixtures';

export interface Run {
  code: number;
  out: string;
  err: string;
}

/** `adjutant ...args --db db` as its own process, with `input` on standard input. */
export function spawned(db: string, args: string[], input = ''): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args, '--db', db], { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, out, err }));
    child.stdin.end(input);
  });
}

/** Both commands started at once; their runs in the order given. */
export function together(db: string, a: string[], b: string[], input: [string, string] = ['', '']): Promise<[Run, Run]> {
  return Promise.all([spawned(db, a, input[0]), spawned(db, b, input[1])]);
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
  const db = join(tempDir(), 'race.sqlite');
  const game = inProcess(db);
  expect((await game('new', 'Race')).code).toBe(0);
  return { db, game };
}

/** The game's phases as `show --json` lists them, and its current one's code. */
export async function phases(game: ReturnType<typeof inProcess>): Promise<{ count: number; code: string }> {
  const shown = JSON.parse((await game('show', 'Race', '--json')).out) as { phases: { phase: { season: string; year: number; type: string } }[] };
  const p = shown.phases.at(-1)!.phase;
  return { count: shown.phases.length, code: `${p.season[0]}${p.year}${p.type[0]}`.toUpperCase() };
}
