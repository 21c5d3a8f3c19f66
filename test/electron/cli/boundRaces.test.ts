// Issue 26 item 1, for every CLI write besides adjudicate (boundWrites.test.ts has that one): two
// processes started together, 20 rounds each, for `game orders`, `game correct`, `game rollback`,
// `game draw` and `tournament score`. Each names what it read (`--phase`, `--at` for correct,
// `--version` for a board's result); of two that read the same state and conflict, one writes and
// the other is refused with exit 4 and a message naming what changed. A write that does not conflict
// (orders or a draw vote racing an adjudication that commits after it) lands in the phase it named,
// never in the next one. In every round both commands have read before either takes the write lock
// (race.ts: they meet there), so each round is a real race: the first race's round 0 between two
// fresh `adjutant` processes, every other round between the file's two lasting ones (race.ts says
// why that is the same race). Every check reads the archive after both ended: no timing.
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EXIT } from '../../../electron/cli/command';
import { runCli } from '../tournament/cliRun';
import { cleanUp, memoryTempDir } from '../service/support';
import { inProcess, newGame, phases, racesInThisFile, type Run, together } from './race';

afterEach(cleanUp);
racesInThisFile();

const ROUNDS = 20;
const ENGLAND = 'F lon H\nF edi H\nA lvp H\n';
const CHANGED = /the game changed since this command read it, by another command or window: it was at .*; nothing was changed/;

type Game = ReturnType<typeof inProcess>;

/** The submissions and draw votes stored in phase `seq`, by power. */
async function storedIn(game: Game, seq: number): Promise<string[]> {
  const detail = JSON.parse((await game('show', 'Race', '--phase', String(seq), '--json')).out) as { submissions: { power: string }[] };
  return detail.submissions.map((s) => s.power);
}

async function drawVotes(game: Game): Promise<{ seq: number; power: string }[]> {
  const events = JSON.parse((await game('show', 'Race', '--events', '--json')).out) as { action: string; details: { phase: { seq: number }; power: string } }[];
  return events.filter((e) => e.action === 'draw-vote').map((e) => ({ seq: e.details.phase.seq, power: e.details.power }));
}

/** The open phase's seq and code, from one `show --json`. */
const current = (game: Game): Promise<{ seq: number; code: string }> => phases(game);

const say = (round: number, runs: Run[]) => `round ${round}: ${runs.map((r) => `exit ${r.code}: ${r.err.trim()}`).join(' | ')}`;

/** One exit 0 and one exit 4 naming what changed: the loser's output is empty. */
function oneWinsOneRefused(round: number, runs: Run[], refusal: RegExp): void {
  expect(runs.map((r) => r.code).sort(), say(round, runs)).toEqual([EXIT.ok, EXIT.changed]);
  const loser = runs.find((r) => r.code === EXIT.changed)!;
  expect(loser.out).toBe('');
  expect(loser.err, say(round, runs)).toMatch(refusal);
}

describe('a write racing an adjudication of the phase it names (20 rounds each)', () => {
  it('game orders --phase: stored in that phase before it is adjudicated, or refused with exit 4; never in the next phase', async () => {
    const { db, game } = await newGame();
    const seen = { stored: 0, refused: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const at = await current(game);
      const runs = await together(
        db,
        round,
        ['game', 'orders', 'Race', '--power', 'England', '--phase', at.code],
        ['game', 'adjudicate', 'Race', '--phase', at.code, '--confirm-missing'],
        [ENGLAND, ''],
      );
      const [orders, adjudicated] = runs;
      expect(adjudicated.code, say(round, runs)).toBe(EXIT.ok);
      expect([EXIT.ok, EXIT.changed], say(round, runs)).toContain(orders.code);
      // The set is in the phase it named exactly when the command said it was stored; the next phase has none.
      expect(await storedIn(game, at.seq)).toEqual(orders.code === EXIT.ok ? ['England'] : []);
      expect(await storedIn(game, at.seq + 1)).toEqual([]);
      if (orders.code === EXIT.changed) {
        expect(orders.err).toMatch(
          new RegExp(
            `(it was at [^;]* \\(${at.code}\\) and now is at [^;]* \\(${at.code} was adjudicated meanwhile\\); nothing was changed|--phase ${at.code}: the game is at )`,
          ),
        );
        seen.refused++;
      } else seen.stored++;
    }
    console.log(`orders over ${ROUNDS} rounds: ${seen.stored} stored before the adjudication, ${seen.refused} refused (exit 4)`);
  }, 240_000);

  it('game draw --phase: the vote is cast in that phase, or refused with exit 4; never in the next phase', async () => {
    const { db, game } = await newGame();
    for (let round = 0; round < ROUNDS; round++) {
      const at = await current(game);
      const before = (await drawVotes(game)).length;
      const runs = await together(
        db,
        round,
        ['game', 'draw', 'Race', '--power', 'England', '--phase', at.code],
        ['game', 'adjudicate', 'Race', '--phase', at.code, '--confirm-missing'],
      );
      const [vote, adjudicated] = runs;
      expect(adjudicated.code, say(round, runs)).toBe(EXIT.ok);
      expect([EXIT.ok, EXIT.changed], say(round, runs)).toContain(vote.code);
      const votes = (await drawVotes(game)).slice(before);
      expect(votes).toEqual(vote.code === EXIT.ok ? [{ seq: at.seq, power: 'England' }] : []);
      if (vote.code === EXIT.changed) expect(vote.err).toMatch(new RegExp(`(${CHANGED.source}|--phase ${at.code}: the game is at )`));
    }
  }, 240_000);
});

describe('two conflicting writes started together: one wins, the other is refused with exit 4 (20 rounds each)', () => {
  it('game rollback --phase', async () => {
    const { db, game } = await newGame();
    for (let round = 0; round < ROUNDS; round++) {
      expect((await game('adjudicate', 'Race', '--confirm-missing')).code).toBe(0);
      const at = await current(game);
      const args = ['game', 'rollback', 'Race', '--to', '0', '--reason', `round ${round}`, '--phase', at.code];
      const runs = await together(db, round, args, args);
      oneWinsOneRefused(
        round,
        runs,
        new RegExp(`adjutant game rollback: (${CHANGED.source}|--phase ${at.code}: (the game has no phase ${at.code}; )?the game is at Spring 1901 Movement)`),
      );
      expect((await current(game)).seq).toBe(0);
    }
  }, 240_000);

  it('game correct --version: one correction commits, the other is refused', async () => {
    const { db, game } = await newGame();
    expect((await game('adjudicate', 'Race', '--confirm-missing')).code).toBe(0);
    const spring = 'the game changed since this command read it|0 S1901M Spring 1901 Movement';
    for (let round = 0; round < ROUNDS; round++) {
      // A different correction each round, so that there is always something to commit; the version
      // is how many times S1901M has been adjudicated (once, then once more per correction).
      const text = round % 2 === 0 ? 'F lon - nth\n' : 'F lon H\n';
      const args = ['game', 'correct', 'Race', '--phase', '0', '--power', 'England', '--yes', '--reason', `round ${round}`, '--version', String(round + 1)];
      const runs = await together(db, round, args, args, [text, text]);
      oneWinsOneRefused(
        round,
        runs,
        new RegExp(
          `adjutant game correct: ((${spring}).* (it was at version ${round + 1} and is now at version ${round + 2}|now is at).*; nothing was changed|--version ${round + 1}: 0 S1901M Spring 1901 Movement is at version ${round + 2}; nothing was changed)`,
        ),
      );
      const shown = await game('show', 'Race', '--phase', '0');
      expect(shown.out).toContain(`Version ${round + 2} (what game correct --version names)`);
      const orders = JSON.parse((await game('show', 'Race', '--phase', '0', '--json')).out) as { orders: { power: string; order: { kind: string } }[] };
      expect(orders.orders.find((o) => o.power === 'England')?.order.kind).toBe(round % 2 === 0 ? 'move' : 'hold');
    }
  }, 240_000);

  it('tournament score --version', async () => {
    const db = join(memoryTempDir(), 'cup.sqlite');
    const tournament = (...args: string[]) => runCli([...args, '--db', db]);
    expect((await tournament('new', 'Cup', '--scoring', 'carnage')).code).toBe(0);
    const names = ['Ann', 'Bob', 'Cy', 'Di', 'Ed', 'Flo', 'Gus'];
    expect((await tournament('players', 'Cup', ...names.flatMap((n) => ['--add', n]))).code).toBe(0);
    expect((await tournament('round', 'Cup', '--last-year', '1905')).code).toBe(0);
    const centers = ['A=4,E=5,F=5,G=5,I=4,R=6,T=5', 'A=5,E=4,F=5,G=5,I=5,R=5,T=5'];
    for (let round = 0; round < ROUNDS; round++) {
      const args = ['tournament', 'score', 'Cup', '--round', '1', '--board', '1', '--time', '--centers', centers[round % 2], '--version', String(round)];
      const runs = await together(db, round, args, args);
      oneWinsOneRefused(
        round,
        runs,
        new RegExp(
          `adjutant tournament score: (round 1 board 1's result changed since this command read it, by another command or window: it was at version ${round} \\(.*\\) and is now at version ${round + 1} \\(ended by time, by .*\\)|--version ${round}: round 1 board 1's result is at version ${round + 1} )`,
        ),
      );
      expect((await tournament('score', 'Cup')).out).toContain(`Round 1 board 1 (Cup R1 B1): ended by time (version ${round + 1})`);
    }
    // A version that is not the board's: refused at once, nothing recorded.
    const stale = await tournament('score', 'Cup', '--round', '1', '--board', '1', '--time', '--centers', centers[0], '--version', '3');
    expect(stale.code).toBe(EXIT.changed);
    expect(stale.err).toContain(`--version 3: round 1 board 1's result is at version ${ROUNDS} (ended by time, by `);
  }, 240_000);
});
