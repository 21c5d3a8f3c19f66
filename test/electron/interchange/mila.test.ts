// A MILA saved game (written for these tests in the `diplomacy` package's saved-game layout: state
// per phase, orders in its notation with a convoy `VIA`, a standoff, builds and a `WAIVE`, results
// per unit) read, played again and compared; faults named by their field.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { exportGame, listGames } from '../../../electron/service/index';
import { importAnyGame } from '../../../electron/service/interchange/index';
import { cleanUp, errorOf, tempArchive, value } from '../service/support';

afterEach(cleanUp);

const sample = readFileSync(join(__dirname, 'samples', 'mila-game.json'), 'utf8');
type Mila = {
  phases: {
    name: string;
    state: { units: Record<string, string[]>; centers: Record<string, string[]> };
    orders: Record<string, string[] | null>;
    results: Record<string, string[]>;
  }[];
};
const edited = (edit: (g: Mila) => void): string => {
  const g = JSON.parse(sample) as Mila;
  edit(g);
  return JSON.stringify(g);
};

describe('MILA saved game import', () => {
  it('plays the sample again without a difference and stores it in play at Spring 1902', async () => {
    const archive = await tempArchive();
    const audit = value(await importAnyGame(archive, { text: sample }));
    expect(audit.format).toBe('mila');
    expect(audit.differences).toEqual([]);
    expect(audit.phases).toBe(3);
    expect(audit.stored?.name).toBe('mila-demo');
    const file = value(await exportGame(archive, { gameId: audit.stored!.id }));
    const open = file.phases.find((p) => p.status === 'open')!;
    expect(open.position.phase).toEqual({ season: 'spring', year: 1902, type: 'movement' });
    expect(
      open.position.units
        .filter((u) => u.power === 'France')
        .map((u) => u.province)
        .sort(),
    ).toEqual(['bel', 'mar', 'par', 'por', 'spa']);
  });

  it('reports a result, a unit and a center that MILA has otherwise, and the phase it says is in play', async () => {
    const archive = await tempArchive();
    const text = edited((g) => {
      g.phases[0].results['A VIE'] = [];
      g.phases[2].state.units.GERMANY = ['F DEN', 'A KIE', 'A MUN'];
      g.phases[2].state.centers.ITALY = ['NAP', 'ROM', 'VEN'];
      g.phases[3].name = 'S1902R';
    });
    const audit = value(await importAnyGame(archive, { text }));
    expect(audit.stored).toBeNull();
    expect(audit.differences).toEqual([
      { phase: 'S1901M', place: 'phases[0].orders.AUSTRIA[1]', subject: 'Austria: A VIE - GAL', file: 'no flag (it stands)', adjutant: '(*bounce*)' },
      { phase: 'F1901M', place: 'phases[1]', subject: 'tun (Italy)', file: 'not owned so', adjutant: 'owned so' },
      { phase: 'F1901M', place: 'phases[1]', subject: 'Germany A mun', file: 'on the board', adjutant: 'not on the board' },
      { phase: 'F1901M', place: 'phases[1]', subject: 'Germany A bur', file: 'not on the board', adjutant: 'on the board' },
      { phase: 'S1902R', place: 'the last phase of the file', subject: null, file: 'S1902R is in play', adjutant: 'S1902M is in play' },
    ]);
    expect(value(await listGames(archive, {})).games).toHaveLength(0);
  });

  it("reads MILA's result words: disrupted as no convoy; success, disband and maybe as no flag", async () => {
    const archive = await tempArchive();
    const text = edited((g) => {
      g.phases[0].results['A BUD'] = [''];
      g.phases[0].results['A VEN'] = ['maybe'];
      g.phases[0].results['A ROM'] = ['disband'];
      g.phases[1].results['A YOR'] = ['disrupted'];
    });
    const audit = value(await importAnyGame(archive, { text }));
    expect(audit.differences).toEqual([
      { phase: 'F1901M', place: 'phases[1].orders.ENGLAND[1]', subject: 'England: A YOR - NWY VIA', file: '(*no convoy*)', adjutant: 'no flag (it stands)' },
    ]);
  });

  it('names the field of an order it cannot read', async () => {
    const archive = await tempArchive();
    const e = errorOf(await importAnyGame(archive, { text: edited((g) => (g.phases[1].orders.FRANCE![1] = 'A MAR - XYZ')) }));
    expect(e.code).toBe('bad-file');
    expect(e.message).toMatch(/^the MILA saved game: phases\[1\]\.orders\.FRANCE\[1\]: 'A MAR - XYZ' cannot be read/);
  });

  it('names the field that breaks the saved-game shape', async () => {
    const archive = await tempArchive();
    const e = errorOf(await importAnyGame(archive, { text: edited((g) => ((g.phases[2] as unknown as { state: unknown }).state = 5)) }));
    expect(e.message).toMatch(/phases\[2\]\.state/);
    const power = errorOf(await importAnyGame(archive, { text: edited((g) => (g.phases[0].state.units.PRUSSIA = ['A BER'])) }));
    expect(power.message).toMatch(/phases\[0\]\.state\.units: 'PRUSSIA' is not a power/);
  });
});
