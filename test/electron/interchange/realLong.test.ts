// Long real games from a project built on MILA (fixtures/README.md): 283 phases ending in MILA's
// draw, and 150 phases whose every state carries a field MILA does not define. Both import whole and
// without a difference; the draw is stored as a draw; the unknown field gets one note.
import { afterEach, describe, expect, it } from 'vitest';
import { exportGame } from '../../../electron/service/index';
import { exportForeign, importAnyGame } from '../../../electron/service/interchange/index';
import { cleanUp, tempArchive, value } from '../service/support';
import { fixture } from './realFixtures';

afterEach(cleanUp);

describe('long games from a project built on MILA', () => {
  it('283 phases ended by a draw: no difference, stored drawn between the four powers, and the empty W2000A passed over', async () => {
    const archive = await tempArchive();
    const audit = value(await importAnyGame(archive, { text: fixture('ai-diplomacy-game-283') }));
    expect(audit.differences).toEqual([]);
    expect(audit.phases).toBe(281);
    expect(audit.notes).toEqual([
      'the file ends the game in a draw between Austria, France, Germany, Turkey during W2000A (its COMPLETED phase): stored as drawn',
    ]);
    expect(audit.stored).toMatchObject({
      name: 'ON4wD4fcMzjecuLN',
      status: 'drawn',
      outcome: { kind: 'draw', powers: ['Austria', 'France', 'Germany', 'Turkey'] },
    });
    const file = value(await exportGame(archive, { gameId: audit.stored!.id }));
    const open = file.phases.find((p) => p.status === 'open')!;
    expect(open.position.phase).toEqual({ season: 'spring', year: 2001, type: 'movement' });

    // Written out again, the draw is MILA's COMPLETED phase, and reads back as the same draw.
    const again = value(await exportForeign(archive, { gameId: audit.stored!.id, format: 'mila' })).text;
    const last = (JSON.parse(again) as { phases: { name: string; state: { note: string } }[] }).phases.at(-1)!;
    expect(last).toMatchObject({ name: 'COMPLETED', state: { note: 'Victory by: AUS, FRA, GER, TUR' } });
    const back = value(await importAnyGame(await tempArchive(), { text: again }));
    expect(back.differences).toEqual([]);
    expect(back.stored).toMatchObject({ status: 'drawn', outcome: { kind: 'draw', powers: ['Austria', 'France', 'Germany', 'Turkey'] } });
  });

  it('150 phases with an extra state field: one note, no difference, in play at S1951M', async () => {
    const archive = await tempArchive();
    const audit = value(await importAnyGame(archive, { text: fixture('ai-diplomacy-lmvsgame-150') }));
    expect(audit.differences).toEqual([]);
    expect(audit.notes).toEqual(['fields the diplomacy package does not define were ignored: phases[].state.phase (150 times)']);
    const file = value(await exportGame(archive, { gameId: audit.stored!.id }));
    expect(file.phases.find((p) => p.status === 'open')!.position.phase).toEqual({ season: 'spring', year: 1951, type: 'movement' });
  });
});
