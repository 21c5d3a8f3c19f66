// A Judge history (written for these tests in the njudge results-mail layout: mail headers, a
// SUMMARY, every phase type, a convoy, standoffs, dislodgements, a retreat, a disband, builds, a
// removal and waived builds) read phase by phase, played again by Adjutant and compared.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { importAnyGame } from '../../../electron/service/interchange/index';
import { readJudge } from '../../../electron/service/interchange/judgeRead';
import { placeText } from '../../../electron/service/interchange/reasons';
import { standardMap } from '../../../engine/map/standard';
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
    expect(g.phases.map((p) => `${p.phase.season[0]}${p.phase.year}${p.phase.type[0]}`)).toEqual([
      's1901m',
      'f1901m',
      'w1901a',
      's1902m',
      's1902r',
      'f1902m',
      'w1902a',
    ]);
    expect(g.phases[0].orders).toHaveLength(22);
    expect(g.phases[0].orders.filter((o) => o.flags?.includes('bounce')).map((o) => o.written)).toHaveLength(6);
    const convoy = g.phases[1].orders.find((o) => o.order.kind === 'move' && o.order.unit.province === 'yor');
    expect(convoy?.order).toMatchObject({ to: 'nwy', path: ['nth'] });
    expect(g.phases[1].centersAfter?.Russia).toEqual(['mos', 'sev', 'stp', 'swe', 'war']);
    expect(g.phases[3].dislodged).toEqual([
      { power: 'Austria', type: 'F', province: 'tri', place: { key: 'place.line', params: { line: 133 } } },
      { power: 'Germany', type: 'A', province: 'bur', place: { key: 'place.line', params: { line: 134 } } },
    ]);
    // A place as data, its English as before (the differences, the audit, the CLI).
    expect(g.phases[3].dislodged?.map((u) => placeText(u.place!))).toEqual(['line 133', 'line 134']);
    expect(g.phases[4].orders.map((o) => o.order.kind)).toEqual(['retreat', 'disband']);
    expect(g.phases[6].orders.map((o) => o.order.kind)).toEqual(['remove', 'build', 'waive', 'build']);
    expect(g.centerCounts.map((c) => c.counts.Italy)).toEqual([4, 5]);
  });

  it("reads njudge's SUMMARY counts: blocks of ten years, marks for unused builds, a row carried on after a new player, an eliminated power", () => {
    const summary = [
      "Summary of game 'long' through Winter of 1912.",
      '',
      'History of Supply Center Counts',
      '-------------------------------',
      "Power    1901 '02 '03 '04 '05 '06 '07 '08 '09 '10    Player",
      'Austria     4    3    2    1                           Ann',
      'England     4    5*   6    7    8    9   10   11   12   13    Bob',
      'France      5    5    5 \\                               Cid',
      // njudge carries the row on at column 10 + 4 x 3 (1904), each count right-aligned in 3 columns.
      `${' '.repeat(22)}  5    5    5    5    5    5    5    Dan`,
      'Index:     8    8    8    8    8    8    8    8    8    8',
      '',
      "Power    1911 '12    Player",
      'England    14   15      Bob',
      'France      5    5      Dan',
      'Index:    28   32',
      '',
      'Historical Supply Center Summary',
      '1901 A A A . E E E F F F',
      '',
    ].join('\n');
    // Read ahead of the sample's phases (a summary alone is no history).
    const phases = history.slice(history.indexOf('Subject: diplomacy:demo S1901M results'));
    const read = readJudge(`${summary}\n${phases}`, standardMap());
    if (!read.ok) expect.fail(read.error);
    const counts = new Map(read.value.centerCounts.map((c) => [c.year, c.counts]));
    expect([...counts.keys()]).toEqual([1901, 1902, 1903, 1904, 1905, 1906, 1907, 1908, 1909, 1910, 1911, 1912]);
    expect([1901, 1904, 1905].map((y) => counts.get(y)!.Austria)).toEqual([4, 1, undefined]);
    expect([1902, 1910, 1912].map((y) => counts.get(y)!.England)).toEqual([5, 13, 15]);
    // France's row goes on under Dan from 1904, on the continuation line after the change of player.
    expect([1903, 1904, 1910, 1911].map((y) => counts.get(y)!.France)).toEqual([5, 5, 5, 5]);
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

describe('the njudge forms of a dislodged unit', () => {
  it('reads the adjective, the article before a sea, a coast, a wrapped list and a unit destroyed', () => {
    const text = [
      'Movement results for Fall of 1905.  (x.010)',
      '',
      'The following units were dislodged:',
      '',
      'The Austrian Army in Apulia with no valid retreats was destroyed.',
      'The French Fleet in the Ionian Sea can retreat to Tyrrhenian Sea or Albania',
      'or Greece or Eastern Mediterranean.',
      'The Italian Fleet in Spain (south coast) can retreat to Gulf of Lyon.',
      'The Turkish Fleet in the Gulf of Bothnia can retreat to Sweden.',
    ].join('\n');
    const read = readJudge(text, standardMap());
    if (!read.ok) expect.fail(read.error);
    expect(read.value.phases[0].dislodged?.map((u) => `${u.power} ${u.type} ${u.province}`)).toEqual([
      'Austria A apu',
      'France F ion',
      'Italy F spa',
      'Turkey F bot',
    ]);
  });

  it("names the line of an adjective that is no power's", () => {
    const read = readJudge(
      'Movement results for Fall of 1905.\n\nThe following units were dislodged:\n\nThe Prussian Army in Berlin with no valid retreats was destroyed.\n',
      standardMap(),
    );
    // The English for the CLI and the log, and the same as data for the window (reasons.ts).
    expect(read).toEqual({
      ok: false,
      error: "line 5: 'Prussian' names no power of the Standard map",
      said: { key: 'judge.no-power', params: { line: 5, value: 'Prussian', mapName: 'Standard' } },
    });
  });
});

describe('order lines as the judges print them', () => {
  it('reads flags grouped in one pair of marks, tabs and double spaces, a wrapped order, articles, and the unusable builds', () => {
    const text = [
      'Movement results for Spring of 1901.  (ferret.001)',
      '',
      'Austria: Army Vienna -> Galicia. (*bounce,  dislodged*)',
      'Russia:    \tFleet St. Petersburg (south coast) -> Gulf of Bothnia.',
      'England: Fleet the North Sea CONVOY Army London -> Belgium.',
      'England: Army London -> the North Sea ->',
      '         Belgium.  (*bounce*)',
      '',
      'Adjustment orders for Winter of 1901.  (ferret.003)',
      'Russia:                   Removes the fleet in the Gulf of Bothnia.',
      'Germany:                  Removes the fleet in the Helgoland Bight.',
      'Turkey:                   1 unusable build waived.',
      'Russia:    \t1 unusable build pending.',
      'England:                  2 builds waived.',
    ].join('\n');
    const read = readJudge(text, standardMap());
    if (!read.ok) expect.fail(read.error);
    const [move, adjust] = read.value.phases;
    expect(move.orders.map((o) => [o.power, o.order.kind, o.flags])).toEqual([
      ['Austria', 'move', ['bounce', 'dislodged']],
      ['Russia', 'move', []],
      ['England', 'convoy', []],
      ['England', 'move', ['bounce']],
    ]);
    expect(move.orders[3].order).toMatchObject({ to: 'bel', path: ['nth'] });
    expect(move.orders[3].place).toEqual({ key: 'place.line', params: { line: 6 } });
    expect(placeText(move.orders[3].place)).toBe('line 6');
    expect(adjust.orders.map((o) => [o.power, o.order.kind])).toEqual([
      ['Russia', 'remove'],
      ['Germany', 'remove'],
      ['England', 'waive'],
      ['England', 'waive'],
    ]);
  });
});

describe('the ownership of supply centers as njudge wraps it', () => {
  it('joins indented lines, even where a name is cut after its full stop (St. / Petersburg)', () => {
    const text = [
      'Movement results for Fall of 1905.  (x.010)',
      '',
      'Ownership of supply centers:',
      '',
      'Italy:     Naples, Rome, Trieste, Tunis, Venice, St.',
      '           Petersburg.',
      'Russia:    Moscow, Norway, Rumania, Sevastopol,',
      '\t    Vienna, Warsaw.',
      '',
      'Austria:   2 Supply centers,  3 Units:  Removes  1 unit.',
    ].join('\n');
    const read = readJudge(text, standardMap());
    if (!read.ok) expect.fail(read.error);
    expect(read.value.phases[0].centersAfter).toEqual({
      Italy: ['nap', 'rom', 'stp', 'tri', 'tun', 'ven'],
      Russia: ['mos', 'nwy', 'rum', 'sev', 'vie', 'war'],
    });
  });
});

describe('the audit of the Judge rulings', () => {
  /** The sample with the Judge's printed results changed where a judge might have erred. */
  const wrong = history
    .replace('Austria: Army Vienna -> Galicia.  (*bounce*)', 'Austria: Army Vienna -> Galicia.')
    .replace('Italy:   Naples, Rome, Tunis, Venice.', 'Italy:   Naples, Rome, Venice.')
    .replace('Italy       4    5', 'Italy       4    6')
    .replace('The German Army in Burgundy can retreat', 'The German Army in Ruhr can retreat');

  it('reports every difference by phase and order, and stores nothing without the GM accepting', async () => {
    const archive = await tempArchive();
    const audit = value(await importAnyGame(archive, { text: wrong }));
    expect(audit.stored).toBeNull();
    expect(audit.differences).toEqual([
      { phase: 'S1901M', place: 'line 32', subject: 'Austria: Army Vienna -> Galicia.', file: 'no flag (it stands)', adjutant: '(*bounce*)' },
      { phase: 'F1901M', place: 'line 64', subject: 'tun (Italy)', file: 'not owned so', adjutant: 'owned so' },
      { phase: 'S1902M', place: 'line 134', subject: 'Germany A ruh', file: 'dislodged', adjutant: 'not dislodged' },
      { phase: 'S1902M', place: 'line 119', subject: 'Germany A bur', file: 'not dislodged', adjutant: 'dislodged' },
      { phase: '1902', place: 'line 18', subject: 'Italy', file: '6 centers', adjutant: '5 centers' },
    ]);
    expect(value(await listGames(archive, {})).games).toHaveLength(0);
  });

  it("stores Adjutant's rulings when the GM accepts the differences, the audit kept in the log", async () => {
    const archive = await tempArchive();
    const audit = value(await importAnyGame(archive, { text: wrong, acceptDifferences: true }));
    expect(audit.stored).not.toBeNull();
    const file = value(await exportGame(archive, { gameId: audit.stored!.id }));
    expect(file.events.at(-1)?.details).toMatchObject({
      from: 'judge',
      differences: 5,
      audit: expect.arrayContaining([expect.objectContaining({ subject: 'Italy' })]),
    });
    expect(file.phases.find((p) => p.seq === 2)!.position.supplyCenters.Italy).toContain('tun');
  });

  it('names the line of an order it cannot read, and stores nothing', async () => {
    const archive = await tempArchive();
    const broken = history.replace('Italy:   Army Trieste HOLD.', 'Italy:   Army Atlantis HOLD.');
    const e = errorOf(await importAnyGame(archive, { text: broken }));
    expect(e.code).toBe('bad-file');
    expect(e.message).toMatch(/^the Judge history: line 151: Italy's order 'Army Atlantis HOLD\.' cannot be read/);
    expect(value(await listGames(archive, {})).games).toHaveLength(0);
  });

  it('refuses a history that does not begin at the start of the game, saying why', async () => {
    const archive = await tempArchive();
    const late = history.slice(history.indexOf('Movement results for Spring of 1902.'));
    const e = errorOf(await importAnyGame(archive, { text: late }));
    expect(e.message).toMatch(/^the Judge history: line 1: the file begins at S1902M; a Judge history is read from the start of the game \(S1901M\)/);
  });

  it('refuses a history whose phases do not follow from one another, naming the place', async () => {
    const archive = await tempArchive();
    const gap = history.replace(/Subject: diplomacy:demo W1901A results[\s\S]*?(?=Subject: diplomacy:demo S1902M)/, '');
    const e = errorOf(await importAnyGame(archive, { text: gap }));
    expect(e.message).toMatch(/line \d+: the file has S1902M here, but Adjutant's adjudication of the phase before leads to W1901A/);
  });
});
