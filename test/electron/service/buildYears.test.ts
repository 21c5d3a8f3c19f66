// A unit's build year survives export and import, and a set-up that gives one: under the 4.D.8
// least-recently-built house rule it decides which unit civil disorder removes, so losing it on the
// way through a file would change a result.
import { afterEach, describe, expect, it } from 'vitest';
import { adjudicatePhase, createGame, exportGame, getGame, importGame, submitOrders } from '../../../electron/service/index';
import { cleanUp, tempArchive, value, gameWithOpening } from './support';

afterEach(cleanUp);

describe('build years', () => {
  it('survive export and import', async () => {
    const source = await tempArchive();
    const gameId = await gameWithOpening(source, { name: 'Builds' });
    value(await adjudicatePhase(source, { gameId }));
    value(await adjudicatePhase(source, { gameId }));
    value(await submitOrders(source, { gameId, power: 'Germany', text: 'Build A ber' }));
    value(await adjudicatePhase(source, { gameId }));
    const built = value(await getGame(source, { gameId })).position!.units.find((u) => u.province === 'ber');
    expect(built?.builtAt).toBeGreaterThan(0);
    const file = value(await exportGame(source, { gameId }));
    const target = await tempArchive();
    const imported = value(await importGame(target, { text: JSON.stringify(file) }));
    expect(imported.position!.units.find((u) => u.province === 'ber')).toEqual(built);
  });

  it('given in a set-up are kept', async () => {
    const archive = await tempArchive();
    const position = {
      variant: 'standard',
      phase: { season: 'spring', year: 1905, type: 'movement' },
      units: [{ power: 'France', type: 'A', province: 'par', coast: null, builtAt: 1903 }],
      dislodged: [],
      standoffs: [],
      supplyCenters: { France: ['par'] },
    } as const;
    const g = value(await createGame(archive, { name: 'Set up', position: structuredClone(position) as never }));
    expect(g.position!.units[0]).toEqual(position.units[0]);
  });
});
