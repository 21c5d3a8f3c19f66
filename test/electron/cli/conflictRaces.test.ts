// Issue 26 item 1: two conflicting CLI writes started together, 20 rounds each (`game rollback
// --phase`, `game correct --version`, `tournament score --version`): of two that read the same state,
// one writes and the other is refused with exit 4 and a message naming what changed. As in
// boundRaces.test.ts (which has the writes racing an adjudication; one file until session 17), both
// commands have read before either takes the write lock in every round (race.ts), the first round
// between two fresh `adjutant` processes and the others between the file's two lasting ones. Every
// check reads the archive after both ended: no timing.
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EXIT } from '../../../electron/cli/command';
import { runCli } from '../tournament/cliRun';
import { cleanUp, memoryTempDir } from '../service/support';
import { newGame, racesInThisFile, together } from './race';
import { CHANGED, current, oneWinsOneRefused, ROUNDS } from './raceChecks';

afterEach(cleanUp);
racesInThisFile();

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
