// Issue 26 item 1: every CLI write is bound to the phase it read at its start. Two `adjutant game
// adjudicate G` started together: one adjudicates, the other is refused with exit code 4 and a
// message naming what changed (never the next phase adjudicated with no orders), 20 rounds with
// --phase and 20 without, each round a real race (race.ts: both have read before either takes the
// write lock). A phase in which a power with units gave no orders is adjudicated only
// with --confirm-missing (exit 5 without), unless the game lets missing powers hold.
import { afterEach, describe, expect, it } from 'vitest';
import { closeArchive, openArchive } from '../../../electron/archive/db';
import { writeBound } from '../../../electron/cli/game/bind';
import { EXIT } from '../../../electron/cli/command';
import { adjudicatePhase, getGame, submitOrders } from '../../../electron/service/index';
import { cleanUp, springMails, value } from '../service/support';
import { newGame, phases, racesInThisFile, together } from './race';

afterEach(cleanUp);
racesInThisFile();

/** Every unit of the open phase holds: a full set of orders, so nothing is missing. */
async function everyoneHolds(db: string): Promise<void> {
  const opened = await openArchive(db);
  if (!opened.ok) throw new Error(opened.error.message);
  try {
    const g = value(await getGame(opened.value, { gameId: 1 }));
    const orders = g.position!.units.map((u) => ({
      power: u.power,
      order: { kind: 'hold' as const, unit: { power: u.power, type: u.type, province: u.province, coast: u.coast } },
    }));
    value(await submitOrders(opened.value, { gameId: 1, orders }));
  } finally {
    closeArchive(opened.value);
  }
}

describe('two adjudications started together', () => {
  it('with --phase: one adjudicates, the other is refused with exit 4 naming what changed (20 rounds)', async () => {
    const { db, game } = await newGame();
    // Each round's reading after the race is the next round's before it (nothing writes between).
    let before = await phases(game);
    for (let round = 0; round < 20; round++) {
      const args = ['game', 'adjudicate', 'Race', '--phase', before.code, '--confirm-missing'];
      const runs = await together(db, round, args, args);
      const codes = runs.map((r) => r.code).sort();
      expect(codes, `round ${round}: ${runs.map((r) => r.err).join(' | ')}`).toEqual([EXIT.ok, EXIT.changed]);
      const loser = runs.find((r) => r.code === EXIT.changed)!;
      expect(loser.out).toBe('');
      // Refused either inside the write (the game moved between its read and its lock) or at its read (--phase).
      expect(loser.err).toMatch(
        new RegExp(`adjutant game adjudicate: (the game changed since this command read it.*${before.code}|--phase ${before.code}: the game is at )`),
      );
      const after = await phases(game);
      expect(after.count).toBe(before.count + 1);
      before = after;
    }
    // A safety net for a hung run, not a speed check: dozens of processes on a loaded machine.
  }, 900_000);

  it('without --phase: one adjudicates, the other is refused (4: changed, or 5: the next phase has no orders) (20 rounds)', async () => {
    const { db, game } = await newGame();
    const seen = { [EXIT.changed]: 0, [EXIT.unconfirmed]: 0 };
    for (let round = 0; round < 20; round++) {
      await everyoneHolds(db);
      const before = await phases(game);
      const args = ['game', 'adjudicate', 'Race'];
      const runs = await together(db, round, args, args);
      const winner = runs.filter((r) => r.code === EXIT.ok);
      const loser = runs.filter((r) => r.code !== EXIT.ok);
      expect(winner, `round ${round}: ${runs.map((r) => `${r.code} ${r.err}`).join(' | ')}`).toHaveLength(1);
      expect([EXIT.changed, EXIT.unconfirmed], `round ${round}: exit ${loser[0].code}: ${loser[0].err}`).toContain(loser[0].code);
      seen[loser[0].code as 4 | 5]++;
      expect(loser[0].err).toMatch(
        /the game changed since this command read it|no orders at all from Austria, England, France, Germany, Italy, Russia, Turkey/,
      );
      expect((await phases(game)).count).toBe(before.count + 1);
    }
    console.log(`refusals over 20 rounds: ${seen[EXIT.changed]} changed (exit 4), ${seen[EXIT.unconfirmed]} unconfirmed (exit 5)`);
    // A safety net for a hung run, not a speed check: dozens of processes on a loaded machine.
  }, 900_000);
});

describe('a write bound to what it read', () => {
  it('is refused when another writer committed between its read and its write, and nothing is written', async () => {
    const { db, game } = await newGame();
    const opened = await openArchive(db);
    if (!opened.ok) throw new Error(opened.error.message);
    const other = await openArchive(db);
    if (!other.ok) throw new Error(other.error.message);
    try {
      const read = value(await getGame(opened.value, { gameId: 1 }));
      // Another process adjudicates S1901M after this command read the game.
      value(await adjudicatePhase(other.value, { gameId: 1 }));
      let err = '';
      let wrote = false;
      const io = { out: () => {}, err: (t: string) => void (err += t), stdin: async () => '' };
      const code = await writeBound({ archive: opened.value, io, actor: 'GM', name: 'adjudicate' }, read, undefined, async () => {
        wrote = true;
        return EXIT.ok;
      });
      expect(code).toBe(EXIT.changed);
      expect(wrote).toBe(false);
      expect(err).toBe(
        'adjutant game adjudicate: the game changed since this command read it, by another command or window: it was at Spring 1901 Movement (S1901M) and now is at Fall 1901 Movement (F1901M) (S1901M was adjudicated meanwhile); nothing was changed. Look again, and repeat the command if it still applies\n',
      );
    } finally {
      closeArchive(opened.value);
      closeArchive(other.value);
    }
    expect((await phases(game)).count).toBe(2);
  });

  it('rolls back what it wrote when the write answers an error', async () => {
    const { db, game } = await newGame();
    const opened = await openArchive(db);
    if (!opened.ok) throw new Error(opened.error.message);
    try {
      const read = value(await getGame(opened.value, { gameId: 1 }));
      const io = { out: () => {}, err: () => {}, stdin: async () => '' };
      const code = await writeBound({ archive: opened.value, io, actor: 'GM', name: 'adjudicate' }, read, undefined, async () => {
        value(await adjudicatePhase(opened.value, { gameId: 1 }));
        return EXIT.badInput;
      });
      expect(code).toBe(EXIT.badInput);
    } finally {
      closeArchive(opened.value);
    }
    expect((await phases(game)).count).toBe(1);
  });

  it.each([
    [['orders', 'Race', '--power', 'England', '--phase', 'F1901M'], 'orders'],
    [['adjudicate', 'Race', '--phase', 'F1901M'], 'adjudicate'],
    [['rollback', 'Race', '--to', '0', '--reason', 'x', '--phase', 'F1901M'], 'rollback'],
    [['draw', 'Race', '--power', 'England', '--phase', 'F1901M'], 'draw'],
  ])('%j names a phase the game is not at: exit 4, nothing written', async (args, name) => {
    const { game } = await newGame();
    const r = await game(...args);
    expect(r.code).toBe(EXIT.changed);
    expect(r.err).toContain(`adjutant game ${name}: --phase F1901M:`);
    expect(r.err).toContain('the game is at Spring 1901 Movement (S1901M)');
    const events = JSON.parse((await game('show', 'Race', '--events', '--json')).out) as unknown[];
    expect(events).toHaveLength(1);
  });

  it('--phase naming the current phase lets the write through', async () => {
    const { game } = await newGame();
    const r = await game('draw', 'Race', '--power', 'England', '--phase', 's1901m');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
  });
});

describe('adjudicating a phase in which a power with units sent no orders', () => {
  it('asks for --confirm-missing (exit 5), names the powers, and writes nothing', async () => {
    const { game } = await newGame();
    for (const power of Object.keys(springMails()).filter((p) => p !== 'Italy' && p !== 'Turkey')) {
      expect((await game('orders', 'Race', '--power', power, '--file', '-')).code).toBe(0);
    }
    const r = await game('adjudicate', 'Race');
    expect(r.code).toBe(EXIT.unconfirmed);
    expect(r.err).toContain('Spring 1901 Movement: no orders at all from Italy, Turkey (their units would all hold); nothing was adjudicated');
    expect(r.err).toContain('--confirm-missing');
    expect((await phases(game)).count).toBe(1);
    const again = await game('adjudicate', 'Race', '--confirm-missing');
    expect(again.code).toBe(0);
    expect((await phases(game)).count).toBe(2);
  });

  it('a repeated command never adjudicates the next, empty phase', async () => {
    const { db, game } = await newGame();
    await everyoneHolds(db);
    expect((await game('adjudicate', 'Race')).code).toBe(0);
    const repeated = await game('adjudicate', 'Race');
    expect(repeated.code).toBe(EXIT.unconfirmed);
    expect(repeated.err).toContain(
      'Fall 1901 Movement: no orders at all from Austria, England, France, Germany, Italy, Russia, Turkey (their units would all hold)',
    );
    expect((await phases(game)).count).toBe(2);
  });

  it('goes ahead without asking in a game set to let missing powers hold', async () => {
    const { game } = await newGame();
    expect((await game('set', 'Race')).out).toContain('adjudicating asks before powers that sent no orders hold');
    const set = await game('set', 'Race', '--missing-orders', 'hold');
    expect(set).toEqual(expect.objectContaining({ code: 0, err: '' }));
    expect(set.out).toContain('powers that send no orders hold without asking');
    expect((await game('adjudicate', 'Race')).code).toBe(0);
    expect((await game('set', 'Race', '--missing-orders', 'sometimes')).err).toContain("--missing-orders 'sometimes': ask or hold");
    expect((await game('set', 'Race', '--missing-orders', 'ask')).code).toBe(0);
    expect((await game('adjudicate', 'Race')).code).toBe(EXIT.unconfirmed);
  });
});
