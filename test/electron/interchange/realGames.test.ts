// Real MILA saved games, written by other programs (fixtures/README.md names each source and licence):
// MILA's own test games import whole and without a difference, skipped retreat phases and the units
// MILA disbands at once understood, and each exported back in MILA's format names the same phases.
import { afterEach, describe, expect, it } from 'vitest';
import { parseOrder, standardMap } from '../../../engine/index';
import { exportGame } from '../../../electron/service/index';
import { exportForeign, importAnyGame } from '../../../electron/service/interchange/index';
import { milaOrder, readMila } from '../../../electron/service/interchange/milaRead';
import { cleanUp, tempArchive, value } from '../service/support';
import { fixture } from './realFixtures';

afterEach(cleanUp);

const names = (text: string): string[] => (JSON.parse(text) as { phases: { name: string }[] }).phases.map((p) => p.name);

const NETWORK = [
  {
    file: 'mila-network-1',
    id: '00128f1d',
    phases: 56,
    inPlay: { season: 'spring', year: 1913, type: 'retreat' },
    route: 'England: Army Yorkshire -> North Sea -> Belgium.',
  },
  {
    file: 'mila-network-2',
    id: '001ce02c',
    phases: 52,
    inPlay: { season: 'spring', year: 1912, type: 'retreat' },
    route: 'England: Army Yorkshire -> North Sea -> Norway.',
  },
  {
    file: 'mila-network-3',
    id: '0021f2cf',
    phases: 51,
    inPlay: { season: 'fall', year: 1913, type: 'movement' },
    route: 'England: Army Edinburgh -> Norwegian Sea -> Norway.',
  },
] as const;

describe("MILA's own test games (diplomacy/tests/network)", () => {
  it.each(NETWORK)('$file imports whole without a difference, and writes back the same phases', async ({ file, id, phases, inPlay, route }) => {
    const text = fixture(file);
    const archive = await tempArchive();
    const audit = value(await importAnyGame(archive, { text }));
    expect(audit.format).toBe('mila');
    expect(audit.differences).toEqual([]);
    expect(audit.notes).toEqual([]);
    expect(audit.phases).toBe(phases);
    expect(audit.stored?.name).toBe(id);
    const stored = value(await exportGame(archive, { gameId: audit.stored!.id }));
    expect(stored.phases.find((p) => p.status === 'open')!.position.phase).toEqual(inPlay);

    // MILA's format again: a retreat phase in which nobody could retreat is left out, as MILA leaves it out.
    const again = value(await exportForeign(archive, { gameId: audit.stored!.id, format: 'mila' })).text;
    expect(names(again)).toEqual(names(text));
    const back = value(await importAnyGame(await tempArchive(), { text: again }));
    expect(back.differences).toEqual([]);

    // The Judge's format, read back with the default options: the history names its rules.
    const judge = value(await exportForeign(archive, { gameId: audit.stored!.id, format: 'judge' })).text;
    expect(judge).toContain('\nRules: Adjutant preset datc.\n');
    // A convoyed army with its route through the fleets ordered, as njudge prints it (`A YOR - NWY VIA` in MILA).
    if (route) expect(judge).toContain(`\n${route}`);
    // Several flags in one mark, as njudge prints them (`(*cut, dislodged*)`), never one mark after another.
    expect(judge).toMatch(/ \(\*(bounce|cut|void|no convoy), dislodged\*\)\n/);
    expect(judge).not.toMatch(/\*\)\s+\(\*/);
    const read = value(await importAnyGame(await tempArchive(), { text: judge }));
    expect(read.format).toBe('judge');
    expect(read.differences).toEqual([]);
  });

  it('reads dislodgement from the results, where the retreat phase was skipped (F1903M: A NWY, no retreat)', () => {
    const read = readMila(JSON.parse(fixture('mila-network-1')), standardMap());
    if (!read.ok) expect.fail(read.error);
    const f1903m = read.value.phases.find((p) => p.place === 'phases[11]')!;
    expect(f1903m.phase).toEqual({ season: 'fall', year: 1903, type: 'movement' });
    expect(f1903m.dislodged).toEqual([{ power: 'England', type: 'A', province: 'nwy', place: 'phases[11].results["A NWY"]' }]);
    expect(read.value.phases[12].phase).toEqual({ season: 'winter', year: 1903, type: 'adjustment' });
  });

  it('plays the skipped retreat phase itself: the unit with no retreat is disbanded, and a planted retreat option is a difference', async () => {
    const archive = await tempArchive();
    const audit = value(await importAnyGame(archive, { text: fixture('mila-network-3') }));
    const stored = value(await exportGame(archive, { gameId: audit.stored!.id }));
    const f1903r = stored.phases.find((p) => p.position.phase.season === 'fall' && p.position.phase.year === 1903 && p.position.phase.type === 'retreat')!;
    expect(f1903r.position.dislodged.map((u) => [u.power, u.province, u.retreats])).toEqual([['Russia', 'nwy', []]]);
    expect(f1903r.adjudications[0].result.removed.map((u) => u.province)).toEqual(['nwy']);

    // The same file without a retreat phase in which a unit could retreat: a ruling the two do not share.
    const game = JSON.parse(fixture('mila-network-3')) as { phases: { name: string; state: { retreats: Record<string, Record<string, string[]>> } }[] };
    const at = game.phases.findIndex((p) => p.name.endsWith('R') && Object.values(p.state.retreats).some((r) => Object.values(r).some((l) => l.length > 0)));
    const [cut] = game.phases.splice(at, 1);
    const planted = value(await importAnyGame(await tempArchive(), { text: JSON.stringify(game) }));
    expect(planted.stored).toBeNull();
    expect(planted.differences[0]).toMatchObject({
      phase: cut.name,
      subject: expect.any(String),
      file: 'no retreat phase: the unit has no retreat and is disbanded at once',
    });
    expect(planted.differences[0].adjutant).toMatch(/^may retreat to /);
  });
});

describe('MILA result words that carry the same ruling', () => {
  it('a support of an army whose convoy failed is void in MILA though also cut (S1902M F ENG S A YOR - BEL): no difference', async () => {
    const text = fixture('ai-diplomacy-lmvsgame-7');
    const s1902m = (JSON.parse(text) as { phases: { name: string; results: Record<string, string[]> }[] }).phases[3];
    expect([s1902m.name, s1902m.results['F ENG'], s1902m.results['A YOR']]).toEqual(['S1902M', ['void'], ['no convoy']]);
    const audit = value(await importAnyGame(await tempArchive(), { text }));
    expect(audit.differences).toEqual([]);
    expect(audit.stored).not.toBeNull();
  });
});

describe("MILA's notation read quickly", () => {
  it('gives the same order as the general reader for every order of the six real games', () => {
    const map = standardMap();
    let fast = 0;
    for (const name of [
      'mila-network-1',
      'mila-network-2',
      'mila-network-3',
      'ai-diplomacy-game-283',
      'ai-diplomacy-lmvsgame-150',
      'ai-diplomacy-lmvsgame-7',
    ]) {
      const game = JSON.parse(fixture(name)) as { phases: { name: string; orders: Record<string, string[] | null> }[] };
      for (const p of game.phases) {
        const type = ({ M: 'movement', R: 'retreat', A: 'adjustment' } as const)[p.name.at(-1) as 'M' | 'R' | 'A'];
        if (!type) continue;
        for (const text of Object.values(p.orders ?? {}).flatMap((l) => l ?? [])) {
          const quick = milaOrder(text, map, type);
          if (!quick) continue;
          fast++;
          const general = parseOrder(text, map, { phase: type });
          expect(general.ok ? general.value : general.error.message, `${name} ${p.name} '${text}'`).toEqual(quick);
        }
      }
    }
    expect(fast).toBeGreaterThan(10_000);
  });
});
