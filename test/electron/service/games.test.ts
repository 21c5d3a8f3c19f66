// Creating, finding and listing games: the standard start, a position the GM sets up (checked,
// every problem named), rule options, unique names, search by name, status and variant.
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../../../engine/rules/index';
import type { Position } from '../../../engine/types';
import { abandonGame, adjudicatePhase, createGame, findGame, gameEvents, listGames, setPlayer } from '../../../electron/service/index';
import { cleanUp, errorOf, tempArchive, value } from './support';
import { positionAt, unitsOf } from '../../support/positions';

afterEach(cleanUp);

const retreatSetUp = positionAt('Germany A bur, France A par', {
  phase: { season: 'spring', year: 1901, type: 'retreat' },
  dislodged: [{ power: 'France', type: 'A', province: 'bur', coast: null, attackerFrom: 'mun', viaConvoy: false }],
  supplyCenters: { France: ['par', 'mar'], Germany: ['mun', 'ber'] },
});

describe('creating a game', () => {
  it('starts from the standard position with the DATC options, DIAS, and logs it', async () => {
    const archive = await tempArchive();
    const game = value(await createGame(archive, { name: 'Postal 1901', players: { eng: { name: 'Ann', contact: 'ann@example.org' } } }));
    expect(game.current?.name).toBe('Spring 1901 Movement');
    expect(game.current?.status).toBe('open');
    expect(game.status).toBe('active');
    expect(game.drawType).toBe('dias');
    expect(game.ruleOptions).toEqual({ ...DEFAULT_OPTIONS });
    expect(game.position?.units).toHaveLength(22);
    expect(game.powers.map((p) => p.power)).toEqual(['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey']);
    expect(game.powers.find((p) => p.power === 'England')?.players).toEqual([{ name: 'Ann', contact: 'ann@example.org', sinceSeq: 0 }]);
    expect(game.powers.find((p) => p.power === 'Russia')?.centers).toBe(4);
    const events = value(await gameEvents(archive, { gameId: game.id }));
    expect(events.map((e) => e.action)).toEqual(['game-created']);
  });

  it('stores the rule options chosen by preset and override', async () => {
    const archive = await tempArchive();
    const game = value(await createGame(archive, { name: 'Old school', rules: { preset: '1971', options: { '4.D.3': 'first' } } }));
    expect(game.ruleOptions['4.A.1']).toBe('any-route-disrupted');
    expect(game.ruleOptions['4.D.3']).toBe('first');
    expect(errorOf(await createGame(archive, { name: 'Bad', rules: { options: { '4.Z.9': 'x' } } })).code).toBe('bad-rule-options');
  });

  it('starts from a position the GM sets up', async () => {
    const archive = await tempArchive();
    const game = value(await createGame(archive, { name: 'Mid-game', position: retreatSetUp }));
    expect(game.current?.name).toBe('Spring 1901 Retreat');
    expect(game.position?.dislodged).toHaveLength(1);
  });

  it('refuses a set-up that makes no sense, naming every problem, and writes nothing', async () => {
    const archive = await tempArchive();
    const bad: Position = {
      ...retreatSetUp,
      phase: { season: 'spring', year: 1901, type: 'movement' },
      units: unitsOf('England A nth, England F par, France F spa, Germany A mun, Italy A mun'),
      supplyCenters: { France: ['par', 'bur'], Germany: ['par'] },
    };
    const result = await createGame(archive, { name: 'Broken', position: bad });
    const error = errorOf(result);
    expect(error.code).toBe('bad-position');
    // The engine's validatePosition: each fault with its code and place, its message naming the unit.
    const faults = (result.ok ? [] : result.error.details) as { code: string; path: string; message: string }[];
    expect(faults.map((f) => `${f.code} ${f.path}`)).toEqual([
      'army-at-sea units[0].province',
      'fleet-inland units[1].province',
      'coast-needed units[2].coast',
      'two-units units[4]',
      'dislodged-outside-retreat dislodged',
      'dislodged-unattacked dislodged[0]',
      'not-a-center supplyCenters.France[1]',
      'center-owned-twice supplyCenters.Germany[0]',
    ]);
    for (const words of [
      'A nth: an army cannot stand in North Sea, which is a sea',
      'F par: a fleet cannot stand in Paris, which is inland',
      'F spa: a fleet in Spain stands on one of its coasts (nc, sc), and none is given',
      "A mun: Germany's A mun already stands in Munich",
      'dislodged units belong to a retreat phase, not a movement phase',
      'supply center bur of France: Burgundy is not a supply center',
      'supply center par of Germany: Paris is owned by both France and Germany',
    ]) {
      expect(error.message).toContain(words);
    }
    expect(value(await listGames(archive)).total).toBe(0);
  });

  it('refuses a set-up with a unit on no province of the map, naming the unit', async () => {
    const archive = await tempArchive();
    const bad: Position = { ...retreatSetUp, units: [...retreatSetUp.units, { power: 'Italy', type: 'F', province: 'atlantis', coast: null }] };
    const error = errorOf(await createGame(archive, { name: 'Atlantis', position: bad }));
    expect([error.code, error.message]).toEqual([
      'bad-position',
      "the position cannot start a game: F atlantis: 'atlantis' is not a province of the Standard map",
    ]);
    expect(value(await listGames(archive)).total).toBe(0);
  });

  it('refuses a name already taken, in any case, and input of the wrong shape', async () => {
    const archive = await tempArchive();
    value(await createGame(archive, { name: 'Tuesday Game' }));
    expect(errorOf(await createGame(archive, { name: 'tuesday game' })).code).toBe('name-taken');
    expect(errorOf(await createGame(archive, { name: 42 } as never)).code).toBe('invalid-input');
    expect(errorOf(await createGame(archive, { name: 'X', variant: 'hundred' })).code).toBe('unknown-variant');
  });
});

describe('players', () => {
  it('records a replacement from the current phase on, keeping the earlier player', async () => {
    const archive = await tempArchive();
    const gameId = value(await createGame(archive, { name: 'Replaced', players: { Italy: { name: 'Carlo' } } })).id;
    value(await adjudicatePhase(archive, { gameId }));
    const game = value(await setPlayer(archive, { gameId, power: 'ita', name: 'Dora', contact: 'dora@example.org' }));
    expect(game.powers.find((p) => p.power === 'Italy')?.players).toEqual([
      { name: 'Carlo', contact: null, sinceSeq: 0 },
      { name: 'Dora', contact: 'dora@example.org', sinceSeq: 1 },
    ]);
    expect(value(await gameEvents(archive, { gameId })).at(-1)?.action).toBe('player-set');
  });
});

describe('finding and listing games', () => {
  it('lists by status, searches names in any case, pages, and counts the whole match', async () => {
    const archive = await tempArchive();
    for (const name of ['Alpha 100%', 'Beta', 'Gamma', 'alphabet', 'Delta']) value(await createGame(archive, { name }));
    const delta = value(await findGame(archive, 'Delta'));
    value(await abandonGame(archive, { gameId: delta.id, reason: 'players left' }));
    expect(
      value(await listGames(archive, { search: 'ALPHA' }))
        .games.map((g) => g.name)
        .sort(),
    ).toEqual(['Alpha 100%', 'alphabet']);
    expect(value(await listGames(archive, { search: '100%' })).games.map((g) => g.name)).toEqual(['Alpha 100%']);
    expect(value(await listGames(archive, { search: '_' })).total).toBe(0);
    expect(value(await listGames(archive, { status: 'abandoned' })).games.map((g) => g.name)).toEqual(['Delta']);
    expect(value(await listGames(archive, { status: 'active', variant: 'standard' })).total).toBe(4);
    const page = value(await listGames(archive, { limit: 2 }));
    expect(page.games).toHaveLength(2);
    expect(page.total).toBe(5);
    // Most recently touched first: Delta was abandoned last.
    expect(page.games[0].name).toBe('Delta');
    expect(page.games[0].current?.name).toBe('Spring 1901 Movement');
  });

  it('finds a game by name or by number', async () => {
    const archive = await tempArchive();
    const game = value(await createGame(archive, { name: 'Findable' }));
    expect(value(await findGame(archive, 'FINDABLE')).id).toBe(game.id);
    expect(value(await findGame(archive, `#${game.id}`)).name).toBe('Findable');
    expect(value(await findGame(archive, game.id)).name).toBe('Findable');
    expect(errorOf(await findGame(archive, 'Nope')).code).toBe('not-found');
    expect(errorOf(await listGames(archive, { status: 'won' as never })).code).toBe('invalid-input');
  });
});
