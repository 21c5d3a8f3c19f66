// The seal of a write reads the changed phases' stored texts and takes their canonical JSON by the
// text (electron/archive/historySeal.ts, `storedChainPhase`), and a commit after a preview stores
// the texts the preview made and checked (electron/service/adjudication.ts): the parts, the chain's
// hashes and the stored rows must be exactly what reading the values back gives, on real games'
// phases (the benchmark workload: movement, retreat and adjustment phases), on rows written in
// another key order (an older writer) and through a correction and a rollback.
import { afterEach, describe, expect, it } from 'vitest';
import type { Archive } from '../../../electron/archive/db';
import { repositories } from '../../../electron/archive/repositories/index';
import { chainPhase, chainEvents, partsOf, storedChain, storedChainPhase } from '../../../electron/archive/historySeal';
import { chainOf } from '../../../electron/service/historyChain';
import {
  adjudicatePhase,
  commitCorrection,
  createGame,
  exportGame,
  historyCheck,
  previewAdjudication,
  previewCorrection,
  rollbackTo,
  submitOrders,
} from '../../../electron/service/index';
import { loadWorkload } from '../../bench/workload';
import { rng } from '../../support/randomBoard';
import { cleanUp, SPRING_1901, tempArchive, value } from './support';

afterEach(cleanUp);

/** Every phase's parts by its stored texts equal its parts by its values; the stored chain is the recomputed one. */
async function expectSameParts(archive: Archive, gameId: number): Promise<void> {
  const repos = repositories(archive.db);
  const events = chainEvents(repos, gameId);
  for (const p of repos.phases.all(gameId)) expect(partsOf(storedChainPhase(archive.db, p.id), events)).toEqual(partsOf(chainPhase(repos, p), events));
  const file = value(await exportGame(archive, { gameId }));
  expect(storedChain(archive.db, gameId).map((l) => l.hash)).toEqual(chainOf(file).links.map((l) => l.hash));
  expect(value(await historyCheck(archive, { gameId })).verified).toBe(true);
}

/** The rows a game's phases stored, as text, without the times. */
function storedRows(archive: Archive, gameId: number): unknown[] {
  return archive.db
    .prepare(
      `SELECT p.seq, p.status, p.position, a.orders, a.results, a.next_position FROM phases p LEFT JOIN adjudications a ON a.phase_id = p.id
       WHERE p.game_id = ? ORDER BY p.id, a.id`,
    )
    .all(gameId);
}

const SEED = 0x5ea1;

describe('the seal by stored texts', () => {
  it(`gives the parts the values give, and a previewed commit stores the same texts (workload phases, seed ${SEED})`, async () => {
    console.log(`seed ${SEED}`);
    const random = rng(SEED);
    const { phases } = loadWorkload();
    const byType = (t: string) => phases.filter((p) => p.position.phase.type === t);
    const picked = ['movement', 'movement', 'retreat', 'adjustment'].map((t) => {
      const of = byType(t);
      return of[Math.floor(random() * of.length)];
    });
    const previewed = await tempArchive();
    const plain = await tempArchive();
    for (const [i, w] of picked.entries()) {
      const ids: number[] = [];
      for (const archive of [previewed, plain]) {
        const gameId = value(await createGame(archive, { name: `Workload ${i}`, position: w.position })).id;
        if (w.orders.length) value(await submitOrders(archive, { gameId, orders: w.orders }));
        if (archive === previewed) value(await previewAdjudication(archive, { gameId }));
        value(await adjudicatePhase(archive, { gameId, confirmMissing: true }));
        await expectSameParts(archive, gameId);
        ids.push(gameId);
      }
      expect(storedRows(previewed, ids[0])).toEqual(storedRows(plain, ids[1]));
      expect(storedChain(previewed.db, ids[0]).map((l) => l.parts)).toEqual(storedChain(plain.db, ids[1]).map((l) => l.parts));
    }
  });

  it('gives the same parts for rows written in another key order, and after a correction and a rollback', async () => {
    const archive = await tempArchive();
    const gameId = value(await createGame(archive, { name: 'Order' })).id;
    value(await submitOrders(archive, { gameId, text: SPRING_1901 }));
    value(await previewAdjudication(archive, { gameId }));
    value(await adjudicatePhase(archive, { gameId }));
    await expectSameParts(archive, gameId);
    // An older writer's key order: the same values, another text (read through the shape, never trusted).
    const reversed = (text: string): string =>
      JSON.stringify(JSON.parse(text), (_key, v: unknown) =>
        v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).reverse()) : v,
      );
    const rows = archive.db
      .prepare('SELECT a.id, a.results, a.orders FROM adjudications a JOIN phases p ON p.id = a.phase_id WHERE p.game_id = ?')
      .all(gameId) as {
      id: number;
      results: string;
      orders: string;
    }[];
    for (const r of rows) {
      expect(reversed(r.results)).not.toBe(r.results);
      archive.db.prepare('UPDATE adjudications SET results = ?, orders = ? WHERE id = ?').run(reversed(r.results), reversed(r.orders), r.id);
    }
    const repos = repositories(archive.db);
    const events = chainEvents(repos, gameId);
    for (const p of repos.phases.all(gameId)) expect(partsOf(storedChainPhase(archive.db, p.id), events)).toEqual(partsOf(chainPhase(repos, p), events));
    const text = 'A war - gal\nA mos - sev\nF sev - rum\nF stp/sc - bot';
    const preview = value(await previewCorrection(archive, { gameId, seq: 0, power: 'Russia', text, reason: 'misread' }));
    value(await commitCorrection(archive, { gameId, seq: 0, power: 'Russia', text, reason: 'misread', token: preview.token }));
    await expectSameParts(archive, gameId);
    value(await rollbackTo(archive, { gameId, seq: 0, reason: 'redo' } as Parameters<typeof rollbackTo>[1]));
    await expectSameParts(archive, gameId);
  });
});
