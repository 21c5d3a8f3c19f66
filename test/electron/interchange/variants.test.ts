// Foreign formats carry the variant (issue 31 line 2): a MILA saved game names its map (MILA's own
// names: `standard_fleet_rome`), a Judge history names the variant as njudge does (`Variant:
// Fleet_rome`); each reads back on that variant; a map or variant Adjutant lacks is refused, named.
import { afterEach, describe, expect, it } from 'vitest';
import { adjudicatePhase, createGame, submitOrders } from '../../../electron/service/index';
import { exportForeign, importAnyGame } from '../../../electron/service/interchange/index';
import type { Archive } from '../../../electron/archive/db';
import { cleanUp, errorOf, tempArchive, value } from '../service/support';

afterEach(cleanUp);

async function played(archive: Archive, variant: string, orders: string[]): Promise<number> {
  const gameId = value(await createGame(archive, { name: `On ${variant}`, variant })).id;
  for (const text of orders) {
    value(await submitOrders(archive, { gameId, text }));
    value(await adjudicatePhase(archive, { gameId }));
  }
  return gameId;
}

const ROME = ['Italy:\nF rom - tys\nA ven - pie\nF nap - ion\n\nFrance:\nA par - bur\nA mar - spa\nF bre - mao'];

describe('the variant in foreign formats', () => {
  it("MILA: a Fleet Rome game is written on MILA's standard_fleet_rome map and read back on Fleet Rome", async () => {
    const archive = await tempArchive();
    const gameId = await played(archive, 'fleet-rome', ROME);
    const mila = value(await exportForeign(archive, { gameId, format: 'mila' }));
    const data = JSON.parse(mila.text) as { map: string; phases: { state: { units: Record<string, string[]> } }[] };
    expect(data.map).toBe('standard_fleet_rome');
    expect(data.phases[0].state.units.ITALY).toContain('F ROM');
    const back = value(await importAnyGame(await tempArchive(), { text: mila.text, name: 'back' }));
    expect(back.differences).toEqual([]);
    expect(back.stored?.variant).toBe('fleet-rome');
  });

  it('Judge: the history names the variant as njudge does, and reads back on it', async () => {
    const archive = await tempArchive();
    const gameId = await played(archive, 'fleet-rome', ROME);
    const judge = value(await exportForeign(archive, { gameId, format: 'judge' }));
    expect(judge.text).toContain('\n  Variant:  Fleet_rome\nRules: Adjutant preset');
    const back = value(await importAnyGame(await tempArchive(), { text: judge.text, name: 'back' }));
    expect(back.differences).toEqual([]);
    expect(back.stored?.variant).toBe('fleet-rome');
    // The standard game names none, as before.
    const std = await played(archive, 'standard', []);
    expect(value(await exportForeign(archive, { gameId: std, format: 'judge' })).text).not.toMatch(/Variant:/);
  });

  it('a variant MILA has no map for is not written as a MILA game; a MILA map or a judge variant Adjutant lacks is refused, named', async () => {
    const archive = await tempArchive();
    const gameId = await played(archive, '1898', []);
    const e = errorOf(await exportForeign(archive, { gameId, format: 'mila' }));
    expect(e.code).toBe('unknown-variant');
    expect(e.message).toBe("MILA has no map for 1898 ('1898'), so the game cannot be written as a MILA saved game");
    const modern = JSON.stringify({ id: 'x', map: 'modern', rules: [], phases: [] });
    expect(errorOf(await importAnyGame(archive, { text: modern })).message).toMatch(
      /^the MILA saved game: map: the game is played on MILA's 'modern' map, which Adjutant does not have \(it reads MILA's 'standard', 'standard_fleet_rome'\); nothing was imported$/,
    );
    const mach =
      ':: Judge: USIN  Game: medici  Variant: Machiavelli Gunboat\n\nMovement results for Spring of 1901.  (medici.001)\n\nItaly: Army Venice HOLD.\n';
    expect(errorOf(await importAnyGame(archive, { text: mach })).message).toMatch(
      /^the Judge history: line 1: the game is played on njudge's 'machiavelli' variant, which Adjutant does not have/,
    );
  });
});
