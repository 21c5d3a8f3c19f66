// A Judge history (written for these tests in the njudge results-mail layout: mail headers, a
// SUMMARY, every phase type, a convoy, standoffs, dislodgements, a retreat, a disband, builds, a
// removal and waived builds) read phase by phase, played again by Adjutant and compared.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { importAnyGame } from '../../../electron/service/interchange/index';
import { readJudge } from '../../../electron/service/interchange/judgeRead';
import { standardMap } from '../../../electron/maps/standard';
import { exportGame, listGames } from '../../../electron/service/index';
import { cleanUp, errorOf, tempArchive, value } from '../service/support';

afterEach(cleanUp);

export const SAMPLES = join(__dirname, 'samples');
const history = readFileSync(join(SAMPLES, 'judge-history.txt'), 'utf8');

describe('Judge history import', () => {
  it('reads every phase of the sample, with its orders, flags, dislodged units and ownership', () => {
    const read = readJudge(history, standardMap());
    if (!read.ok) expect.fail(read.error);
    const g = read.value;
    expect(g.name).toBe('demo');
    expect(g.phases.map((p) => `${p.phase.season[0]}${p.phase.year}${p.phase.type[0]}`)).toEqual(['s1901m', 'f1901m', 'w1901a', 's1902m', 's1902r', 'f1902m', 'w1902a']);
    expect(g.phases[0].orders).toHaveLength(22);
    expect(g.phases[0].orders.filter((o) => o.flags?.includes('bounce')).map((o) => o.written)).toHaveLength(6);
    const convoy = g.phases[1].orders.find((o) => o.order.kind === 'move' && o.order.unit.province === 'yor');
    expect(convoy?.order).toMatchObject({ to: 'nwy', path: ['nth'] });
    expect(g.phases[1].centersAfter?.Russia).toEqual(['mos', 'sev', 'stp', 'swe', 'war']);
    expect(g.phases[3].dislodged).toEqual([
      { power: 'Austria', type: 'F', province: 'tri' },
      { power: 'Germany', type: 'A', province: 'bur' },
    ]);
    expect(g.phases[4].orders.map((o) => o.order.kind)).toEqual(['retreat', 'disband']);
    expect(g.phases[6].orders.map((o) => o.order.kind)).toEqual(['remove', 'build', 'waive', 'build']);
    expect(g.centerCounts.map((c) => c.counts.Italy)).toEqual([4, 5]);
  });

  it('finds no difference with the Judge on the sample and stores it as a game in play at Spring 1903', async () => {
    const archive = await tempArchive();
    const audit = value(await importAnyGame(archive, { text: history }));
    expect(audit.differences).toEqual([]);
    expect(audit.format).toBe('judge');
    expect(audit.phases).toBe(7);
    expect(audit.stored?.name).toBe('demo');
    const file = value(await exportGame(archive, { gameId: audit.stored!.id }));
    const open = file.phases.find((p) => p.status === 'open')!;
    expect(open.position.phase).toEqual({ season: 'spring', year: 1903, type: 'movement' });
    expect(open.position.supplyCenters.Italy).toContain('tri');
    expect(file.events.at(-1)).toMatchObject({ action: 'game-imported', details: { from: 'judge', differences: 0 } });
  });
});
