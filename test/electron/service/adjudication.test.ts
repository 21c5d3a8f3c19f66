// Adjudicating through the service: a preview writes nothing; a commit stores the results with
// their reasons, closes the phase and opens the next from the engine's `next`; missed orders
// (units hold, retreats disband, removals by civil disorder); a whole game to a solo victory.
import { afterEach, describe, expect, it } from 'vitest';
import type { Position } from '../../../engine/types';
import { adjudicatePhase, createGame, gameEvents, getGame, getPhase, previewAdjudication, submitOrders } from '../../../electron/service/index';
import { standardMap } from '../../../engine/map/standard';
import { botOrders } from '../../support/bot';
import { cleanUp, errorOf, springMails, tempArchive, value, gameWithOpening, gameAt } from './support';

afterEach(cleanUp);

describe('adjudicating a phase', () => {
  it('previews without writing anything', async () => {
    const archive = await tempArchive();
    const gameId = await gameWithOpening(archive, { name: 'Preview' });
    const changes = archive.db.prepare('SELECT total_changes()').pluck();
    const before = changes.get();
    const preview = value(await previewAdjudication(archive, { gameId }));
    expect(changes.get()).toBe(before);
    expect(preview.committed).toBe(false);
    expect(preview.next).toEqual(expect.objectContaining({ id: null, name: 'Fall 1901 Movement' }));
    expect(value(await getGame(archive, { gameId })).phases).toHaveLength(1);
  });

  it("commits the results with reasons and opens the next phase from the engine's position", async () => {
    const archive = await tempArchive();
    const gameId = await gameWithOpening(archive, { name: 'Commit' });
    const preview = value(await previewAdjudication(archive, { gameId }));
    const done = value(await adjudicatePhase(archive, { gameId }));
    expect(done.committed).toBe(true);
    expect(done.result).toEqual(preview.result);
    const bounce = done.result.results.find((r) => r.text === 'A vie - gal');
    expect(bounce).toEqual(expect.objectContaining({ outcome: 'fails', reason: 'bounce' }));
    const game = value(await getGame(archive, { gameId }));
    expect(game.phases.map((p) => [p.name, p.status])).toEqual([
      ['Spring 1901 Movement', 'adjudicated'],
      ['Fall 1901 Movement', 'open'],
    ]);
    expect(game.position?.units).toEqual(done.result.units);
    const past = value(await getPhase(archive, { gameId, seq: 0 }));
    expect(past.adjudication?.result.results).toEqual(done.result.results);
    expect(past.adjudication?.nextPosition).toEqual(game.position);
    expect(value(await gameEvents(archive, { gameId })).map((e) => e.action)).toEqual(['game-created', 'orders-submitted', 'phase-adjudicated']);
  });

  it('holds the units of a power that sent nothing, and names it', async () => {
    const archive = await tempArchive();
    const gameId = value(await createGame(archive, { name: 'Silent' })).id;
    const mails = springMails();
    for (const power of ['England', 'France', 'Germany', 'Italy', 'Austria', 'Russia']) {
      value(await submitOrders(archive, { gameId, power, text: mails[power] }));
    }
    const done = value(await adjudicatePhase(archive, { gameId }));
    expect(done.missing).toEqual(['Turkey']);
    const turkish = done.result.units
      .filter((u) => u.power === 'Turkey')
      .map((u) => u.province)
      .sort();
    expect(turkish).toEqual(['ank', 'con', 'smy']);
  });

  it('disbands a dislodged unit without a retreat order', async () => {
    const archive = await tempArchive();
    const position: Position = {
      variant: 'standard',
      phase: { season: 'spring', year: 1902, type: 'retreat' },
      units: [{ power: 'Germany', type: 'A', province: 'bur', coast: null }],
      dislodged: [{ power: 'France', type: 'A', province: 'bur', coast: null, attackerFrom: 'mun', viaConvoy: false }],
      standoffs: [],
      supplyCenters: { France: ['par'], Germany: ['mun'] },
    };
    const gameId = value(await createGame(archive, { name: 'Retreat', position })).id;
    const done = value(await adjudicatePhase(archive, { gameId }));
    expect(done.missing).toEqual(['France']);
    expect(done.result.removed).toEqual([expect.objectContaining({ power: 'France', province: 'bur' })]);
    expect(done.next?.name).toBe('Fall 1902 Movement');
  });

  it('removes units by civil disorder when removals are not ordered', async () => {
    const archive = await tempArchive();
    const gameId = await gameAt(archive, 'Disorder', 'England F lon, England F nth, England F nao, France A par', {
      phase: { season: 'winter', year: 1902, type: 'adjustment' },
      supplyCenters: { England: ['lon'], France: ['par'] },
    });
    const done = value(await adjudicatePhase(archive, { gameId }));
    expect(done.missing).toEqual(['England']);
    expect(done.result.removed).toHaveLength(2);
    expect(done.result.units.filter((u) => u.power === 'England')).toHaveLength(1);
  });

  it('plays a whole game to a solo victory, which ends it', async () => {
    const archive = await tempArchive();
    const map = standardMap();
    const gameId = value(await createGame(archive, { name: 'To the end' })).id;
    let last;
    for (let k = 0; k < 200; k++) {
      const game = value(await getGame(archive, { gameId }));
      if (game.status !== 'active') break;
      const orders = botOrders(map, game.position!, 'France', 1000 + k);
      if (orders.length > 0) value(await submitOrders(archive, { gameId, orders }));
      last = value(await adjudicatePhase(archive, { gameId }));
    }
    expect(last?.winner).toBe('France');
    expect(last?.next).toBeNull();
    const game = value(await getGame(archive, { gameId }));
    expect(game.status).toBe('finished');
    expect(game.outcome).toEqual({ kind: 'solo', winner: 'France' });
    expect(game.phases.every((p) => p.status === 'adjudicated')).toBe(true);
    expect(errorOf(await adjudicatePhase(archive, { gameId })).code).toBe('game-not-active');
  });
});
