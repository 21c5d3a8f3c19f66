// Judge files as GMs have them at hand: a mail pasted from a web archive (HTML), a history cut short,
// a SUMMARY alone; and, as before, a refusal stores nothing and names its place.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { listGames } from '../../../electron/service/index';
import { importAnyGame } from '../../../electron/service/interchange/index';
import { cleanUp, errorOf, tempArchive, value } from '../service/support';
import { fixture } from './realFixtures';

afterEach(cleanUp);

const history = readFileSync(join(__dirname, 'samples', 'judge-history.txt'), 'utf8');
const lines = history.split('\n');

/** The sample as a web archive's page shows it: in <pre>, lines ended by <br>, > and & as entities. */
const asPage = (text: string): string =>
  `<html><body><pre>\n${text.replace(/&/g, '&amp;').replace(/>/g, '&gt;').replace(/</g, '&lt;').split('\n').join('<br>\n')}</pre></body></html>\n`;

describe('a Judge mail pasted from a web archive', () => {
  it('is read after its markup is removed, with a note, and gives what the plain file gives', async () => {
    const plain = value(await importAnyGame(await tempArchive(), { text: history }));
    const page = asPage(history);
    expect(page).toContain('Army Vienna -&gt; Galicia.');
    const read = value(await importAnyGame(await tempArchive(), { text: page }));
    expect(read.format).toBe('judge');
    expect(read.differences).toEqual([]);
    expect(read.phases).toBe(plain.phases);
    expect(read.notes).toEqual([
      'the file is HTML (a page of a web archive): its markup (<pre>, <br>, &gt; ...) was removed before reading; line numbers are those of the page',
    ]);
    expect(read.stored?.phases.length).toBe(plain.stored?.phases.length);
  });

  it('names a line of the page when an order there cannot be read', async () => {
    const at = lines.findIndex((l) => l.includes('Army Vienna -> Galicia.'));
    const broken = [...lines];
    broken[at] = broken[at].replace('Galicia', 'Atlantis');
    const archive = await tempArchive();
    const e = errorOf(await importAnyGame(archive, { text: asPage(broken.join('\n')) }));
    // The page has one line before the history (<html><body><pre>): the history's line n is the page's n + 1.
    expect(e.message).toContain(`line ${at + 2}: `);
    expect(e.message).toContain("'Army Vienna -> Atlantis.' cannot be read");
    expect(value(await listGames(archive, {})).games).toEqual([]);
  });
});

describe('a history cut short', () => {
  it('in the middle of an order: refused, naming the line, nothing stored', async () => {
    const at = lines.findIndex((l) => l.includes('Army Vienna -> Galicia.'));
    const cut = [...lines.slice(0, at), lines[at].slice(0, lines[at].indexOf('Galicia') + 3)].join('\n');
    const archive = await tempArchive();
    const e = errorOf(await importAnyGame(archive, { text: cut }));
    expect(e.message).toMatch(new RegExp(`line ${at + 1}: the file ends in the middle of Austria's order 'Army Vienna -> Gal'`));
    expect(value(await listGames(archive, {})).games).toEqual([]);
  });

  it('in the middle of the ownership list: said so with the line, and that list is not taken for differences', async () => {
    const heading = lines.findLastIndex((l) => l.startsWith('Ownership of supply centers'));
    const first = lines.findIndex((l, i) => i > heading && /^\s*\w+:/.test(l));
    const cut = lines.slice(0, first + 1).join('\n');
    const audit = value(await importAnyGame(await tempArchive(), { text: cut }));
    expect(audit.differences).toEqual([]);
    expect(audit.notes).toEqual([
      expect.stringMatching(
        new RegExp(`^the file ends at line ${first + 1}, in the middle of the list of supply centers .*: it looks cut short; that list was not compared$`),
      ),
    ]);
  });
});

describe('a SUMMARY alone', () => {
  it('is refused, saying it has counts but no orders and what to ask the judge for; nothing stored', async () => {
    const start = lines.findIndex((l) => l.startsWith('Summary of game'));
    const end = lines.findIndex((l, i) => i > start && /results for/.test(l));
    const archive = await tempArchive();
    const e = errorOf(await importAnyGame(archive, { text: lines.slice(start, end).join('\n') }));
    expect(e.code).toBe('bad-file');
    expect(e.message).toMatch(/the file is a SUMMARY alone \(supply-center counts per year, line \d+\) with no phase results: .*ask the judge for HISTORY/);
    expect(value(await listGames(archive, {})).games).toEqual([]);
  });
});

describe('as before: a refusal stores nothing and names its place', () => {
  it('a real MILA game with a broken order: refused, naming the field, nothing stored', async () => {
    const game = JSON.parse(fixture('mila-network-3')) as { phases: { orders: Record<string, string[]> }[] };
    game.phases[7].orders.FRANCE = ['A PAR - ATL'];
    const archive = await tempArchive();
    const e = errorOf(await importAnyGame(archive, { text: JSON.stringify(game) }));
    expect(e.message).toMatch(/^the MILA saved game: phases\[7\]\.orders\.FRANCE\[0\]: 'A PAR - ATL' cannot be read/);
    expect(value(await listGames(archive, {})).games).toEqual([]);
  });

  it('a real MILA game with a planted difference: every difference named by phase and field, nothing stored until accepted', async () => {
    const game = JSON.parse(fixture('mila-network-2')) as { phases: { name: string; state: { centers: Record<string, string[]> } }[] };
    expect(game.phases[5].state.centers.ITALY).toContain('TUN');
    game.phases[5].state.centers.ITALY = game.phases[5].state.centers.ITALY.filter((c) => c !== 'TUN');
    const archive = await tempArchive();
    const audit = value(await importAnyGame(archive, { text: JSON.stringify(game) }));
    expect(audit.stored).toBeNull();
    expect(audit.differences).toEqual([{ phase: game.phases[4].name, place: 'phases[4]', subject: 'tun (Italy)', file: 'not owned so', adjutant: 'owned so' }]);
    expect(value(await listGames(archive, {})).games).toEqual([]);
  });
});

describe('a jDip saved game (.jdip) that is not whole (jdip.test.ts reads whole ones)', () => {
  it('is refused naming the fault, compressed (sent as text, which damages it) or not, nothing stored', async () => {
    const archive = await tempArchive();
    const gz = gzipSync('<jsx><dip.world.World/></jsx>').toString('latin1');
    expect(errorOf(await importAnyGame(archive, { text: gz })).message).toMatch(
      /^the file is gzip-compressed, as jDip's saved games \(\.jdip\) are, but it came as text, which damages it: give its bytes/,
    );
    const xml = '<?xml version="1.0"?>\n<jsx><dip.world.World/></jsx>\n';
    expect(errorOf(await importAnyGame(archive, { text: xml })).message).toBe(
      'the jDip saved game: line 2, column 6: <dip.world.World>, an element JSX does not write; nothing was imported',
    );
    expect(value(await listGames(archive, {})).games).toEqual([]);
  });
});
