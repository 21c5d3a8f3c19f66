// Whole games out and back in: a seeded game played by the realistic bot (every phase type,
// convoys, retreats, disbands, builds, waives and removals) exported in the Judge's and MILA's
// formats, imported into another archive, and exported again: the same text, the same positions
// and results, and no difference in the audit.
import { afterEach, describe, expect, it } from 'vitest';
import type { Archive } from '../../../electron/archive/db';
import { standardMap } from '../../../engine/map/standard';
import { readGameFile, storeGameFile } from '../../../electron/service/exchange';
import { exportGame, type GameFile } from '../../../electron/service/index';
import { exportForeign, importAnyGame } from '../../../electron/service/interchange/index';
import type { ForeignGame } from '../../../electron/service/interchange/foreign';
import { adjutantFlags, replayForeign } from '../../../electron/service/interchange/replay';
import { readJudge } from '../../../electron/service/interchange/judgeRead';
import { DEFAULT_OPTIONS } from '../../../engine/rules/options';
import { adjudicate } from '../../../engine/adjudicate/index';
import type { GivenOrder, Position } from '../../../engine/types';
import { botOrders } from '../../support/bot';
import { playGame, type GamePhase } from '../../support/realisticGame';
import { cleanUp, tempArchive, value } from '../service/support';
import { startPosition } from '../../../electron/service/engine';

afterEach(cleanUp);

/** A bot's game stored in the archive as if played there. */
export function storeBotGame(archive: Archive, seed: number, years: number, name = 'Bot game', played?: GamePhase[]): number {
  const map = standardMap();
  const phases = played ?? playGame(map, seed, years);
  const game: ForeignGame = {
    format: 'judge',
    name,
    start: null,
    over: false,
    centerCounts: [],
    inPlay: null,
    drawn: null,
    notes: [],
    phases: phases.map((p, i) => ({
      phase: p.position.phase,
      place: `phase ${i}`,
      orders: p.orders.map((o) => ({ ...o, place: '', written: '', flags: null })),
      dislodged: null,
      centersAfter: null,
      unitsAfter: null,
    })),
  };
  const replayed = replayForeign({ game, map, options: DEFAULT_OPTIONS, storedOptions: { ...DEFAULT_OPTIONS }, name, actor: 'GM', now: archive.now() });
  if (!replayed.ok) throw new Error(replayed.error);
  // Read as a file on disk is: JSON drops the fields the engine leaves undefined.
  const file = value(readGameFile({ data: JSON.parse(JSON.stringify(replayed.value.file)) }));
  return value(storeGameFile(archive, file, name, 'GM', {})).id;
}

/**
 * The line of play of a game file: each live phase's position and current result. `noRetreatOrders`:
 * a retreat phase in which no unit may retreat is left out of a MILA file (MILA disbands such units at
 * once), so its orders do not come back: only what it left on the board is compared.
 */
function line(file: GameFile, noRetreatOrders = false) {
  return file.phases
    .filter((p) => p.status !== 'superseded')
    .sort((a, b) => a.seq - b.seq)
    .map((p) => {
      const result = p.adjudications.find((a) => a.supersededAt === null)?.result ?? null;
      const skipped = noRetreatOrders && p.position.phase.type === 'retreat' && p.position.dislodged.every((u) => (u.retreats ?? []).length === 0);
      if (skipped) return { position: p.position, status: p.status, units: result?.units, supplyCenters: result?.supplyCenters };
      // The formats list orders power by power: the results come back in that order. The Judge's layout
      // writes a convoyed army with its route (`Army Spain -> Gulf of Lyon -> Marseilles.`): the route
      // comes back written in the order; the ruling is compared without it.
      const unrouted = (r: GameFile['phases'][number]['adjudications'][number]['result']['results'][number]) =>
        r.order.kind === 'move' ? { ...r, order: { ...r.order, path: null } } : r;
      const results = result ? result.results.map((r) => JSON.stringify(unrouted(r))).sort() : null;
      return { position: p.position, status: p.status, result: result && { ...result, results } };
    });
}

const SEEDS = [3, 11];

describe.each(['judge', 'mila'] as const)('%s round trip over a whole game', (format) => {
  it.each(SEEDS)('seed %i: the export reads back to the same game and the same text', async (seed) => {
    const source = await tempArchive();
    const gameId = storeBotGame(source, seed, 8);
    const original = value(await exportGame(source, { gameId }));
    expect(original.phases.length).toBeGreaterThan(20);
    const kinds = new Set(line(original).flatMap((p) => p.result?.results?.map((r) => (JSON.parse(r) as { order: { kind: string } }).order.kind) ?? []));
    expect([...kinds].sort()).toEqual(expect.arrayContaining(['build', 'convoy', 'disband', 'hold', 'move', 'remove', 'retreat', 'support', 'waive']));
    const text = value(await exportForeign(source, { gameId, format })).text;

    // Read back with the default options: the Judge history names its rules (`Rules: Adjutant preset datc.`).
    if (format === 'judge') expect(text).toContain('\nRules: Adjutant preset datc.\n');
    const target = await tempArchive();
    const audit = value(await importAnyGame(target, { text }));
    expect(audit.format).toBe(format);
    expect(audit.differences).toEqual([]);
    expect(audit.stored?.name).toBe('Bot game');
    const copy = value(await exportGame(target, { gameId: audit.stored!.id }));
    expect(line(copy, format === 'mila')).toEqual(line(original, format === 'mila'));
    expect(value(await exportForeign(target, { gameId: audit.stored!.id, format })).text).toBe(text);
  });
});

describe('one phase in the Judge layout', () => {
  it("writes one phase's results, which read back as that phase", async () => {
    const archive = await tempArchive();
    const gameId = storeBotGame(archive, 5, 2);
    const text = value(await exportForeign(archive, { gameId, format: 'judge', seq: 1 })).text;
    expect(text.split('\n')[0]).toBe(`Movement results for Fall of 1901.  (Bot game, #${gameId})`);
    expect(text).toContain('Ownership of supply centers:');
    expect(text).toMatch(/The next phase of 'Bot game' will be (Fall|Winter) 1901 (Retreat|Adjustment)\./);
    // Read back, the phase has the game's orders and the flags of its results.
    const read = readJudge(text, standardMap());
    if (!read.ok) expect.fail(read.error);
    const stored = value(await exportGame(archive, { gameId })).phases.find((p) => p.seq === 1)!.adjudications[0].result.results;
    const byPower = standardMap().powers.flatMap((p) => stored.filter((r) => r.power === p.name));
    expect(read.value.phases).toHaveLength(1);
    expect(read.value.phases[0].orders.map((o) => [o.power, o.order, o.flags])).toEqual(byPower.map((r) => [r.power, r.order, adjutantFlags(r)]));
  });
});

/** France, the bot's strong power, plays until it wins. */
function soloGame(): GamePhase[] {
  const map = standardMap();
  const phases: GamePhase[] = [];
  let position: Position | null = startPosition(map, 'standard');
  for (let k = 0; position && k < 200; k++) {
    const orders: GivenOrder[] = botOrders(map, position, 'France', 1000 + k);
    phases.push({ position, orders });
    position = adjudicate(map, position, orders).next;
  }
  if (position) throw new Error('the bot did not win in 200 phases');
  return phases;
}

describe.each(['judge', 'mila'] as const)('%s round trip of a game won outright', (format) => {
  it('ends the file as the format ends a finished game, and reads back finished', async () => {
    const source = await tempArchive();
    const gameId = storeBotGame(source, 0, 0, 'Solo', soloGame());
    const text = value(await exportForeign(source, { gameId, format })).text;
    expect(text).toMatch(format === 'judge' ? /The game 'Solo' is over\.\n$/ : /"name": "COMPLETED"/);
    const target = await tempArchive();
    const audit = value(await importAnyGame(target, { text, rules: { preset: 'datc' } }));
    expect(audit.differences).toEqual([]);
    expect(audit.stored).toMatchObject({ status: 'finished', outcome: { kind: 'solo', winner: 'France' } });
    expect(value(await exportForeign(target, { gameId: audit.stored!.id, format })).text).toBe(text);
  });
});
