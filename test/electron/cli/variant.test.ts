// A GM's own variant from a file (issue 31 item 6): `adjutant variant import` validates it, naming
// every fault, keeps it in the archive, and `adjutant game new --variant` plays on it with no rebuild.
// Also the shipped variants chosen at creation, and a game on one played through a year.
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { runGame } from '../../../electron/cli/game';
import { command as variantCommand } from '../../../electron/cli/variant';
import { cleanUp, tempDir } from '../service/support';
import { mapOf } from '../../../engine/index';

afterEach(cleanUp);

function tools() {
  const dir = tempDir();
  const db = join(dir, 'archive.sqlite');
  const run =
    (fn: typeof runGame) =>
    async (args: string[], stdin = '') => {
      let out = '';
      let err = '';
      const io = { out: (t: string) => void (out += t), err: (t: string) => void (err += t), stdin: async () => stdin };
      const code = await fn([...args, '--db', db], io);
      return { code, out, err };
    };
  const file = (name: string, body: unknown): string => {
    const path = join(dir, name);
    writeFileSync(path, typeof body === 'string' ? body : JSON.stringify(body));
    return path;
  };
  return { game: run(runGame), variant: run(variantCommand.run), file };
}

// A GM's own variant on the standard board: France and Germany swap nothing, but 20 centers win and
// Russia starts with a fleet in Sevastopol and an army in Moscow only.
const own = {
  format: 1,
  id: 'club-night',
  name: 'Club Night',
  base: 'standard',
  description: 'Twenty centers to win.',
  victoryCenters: 20,
};

describe('adjutant variant', () => {
  it('imports a variant, lists it, and a game is created and played on it', async () => {
    const { game, variant, file } = tools();
    const imported = await variant(['import', file('club.json', own)]);
    expect(imported).toMatchObject({ code: 0, err: '' });
    expect(imported.out).toContain("Imported variant 'club-night' (Club Night)");
    const listed = await variant(['list']);
    expect(listed.out).toMatch(/club-night\s+Club Night\s+7 powers, 34 centers, 20 to win \(imported/);
    expect(listed.out).toMatch(/chaos\s+Chaos\s+34 powers, 34 centers, 18 to win \(shipped\)/);
    const created = await game(['new', 'Friday', '--variant', 'club-night']);
    expect(created).toMatchObject({ code: 0, err: '' });
    expect(created.out).toContain('club-night');
    expect((await game(['orders', 'Friday', '--power', 'France'], 'A Par - Bur\nF Bre - Mao\nA Mar H\n')).code).toBe(0);
    const done = await game(['adjudicate', 'Friday', '--confirm-missing']);
    expect(done.code).toBe(0);
    expect(done.out).toContain('A Par - Bur moved.');
  });

  it('names every fault of a bad file, one to a line, and stores nothing', async () => {
    const { variant, file } = tools();
    const bad = { ...own, homes: { France: ['par', 'gas', 'atl'] }, victoryCenters: 0 };
    const refused = await variant(['import', file('bad.json', bad)]);
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('home-not-center: gas is a home center of France but not a supply center');
    expect(refused.err).toContain('center-in-no-province: home center atl of France is in no province');
    expect(refused.err).toContain('bad-victory-centers');
    expect((await variant(['list'])).out).not.toContain('club-night');
  });

  it('refuses a file that is not JSON, an id Adjutant ships, and a second import of one id', async () => {
    const { variant, file } = tools();
    expect((await variant(['import', file('x.json', '{ not json')])).err).toContain('not JSON');
    expect((await variant(['import', file('s.json', { ...own, id: 'chaos' })])).err).toContain("'chaos' is a variant Adjutant ships");
    expect((await variant(['import', file('a.json', own)])).code).toBe(0);
    const again = await variant(['import', file('b.json', { ...own, name: 'Other' })]);
    expect(again.code).toBe(2);
    expect(again.err).toContain("a variant with id 'club-night' is already in this archive");
  });

  it('refuses a board it cannot draw, and names the faults of a drawn board it is given', async () => {
    const { variant, file } = tools();
    const nowhere = await variant(['import', file('n.json', { ...own, board: 'atlantis' })]);
    expect(nowhere.err).toContain("board 'atlantis', which Adjutant does not ship");
    const drawn = await variant([
      'import',
      file('d.json', { ...own, geometry: { format: 1, viewBox: [0, 0, 10, 10], impassable: [], provinces: { adr: { path: 'M0 0L1 1Z"/><script>' } } } }),
    ]);
    expect(drawn.code).toBe(2);
    expect(drawn.err).toContain('geometry.provinces.adr.path should be a path');
    expect(drawn.err).toContain('geometry.provinces.aeg is missing');
  });

  it('an unknown variant at creation names the variants there are, the archive’s own among them', async () => {
    const { game, variant, file } = tools();
    expect((await variant(['import', file('club.json', own)])).code).toBe(0);
    const refused = await game(['new', 'X', '--variant', 'atlantis']);
    expect(refused.code).toBe(2);
    expect(refused.err).toContain("unknown variant 'atlantis'; Adjutant has: standard, fleet-rome, 1898, chaos");
    expect(refused.err).toContain('club-night');
  });
});

describe('shipped variants from the command line', () => {
  it('Chaos: 34 powers build in winter 1900, then move in spring 1901', async () => {
    const { game } = tools();
    expect((await game(['new', 'Chaos', '--variant', 'chaos'])).code).toBe(0);
    const shown = await game(['show', 'Chaos']);
    expect(shown.out).toContain('W1900A');
    expect((await game(['orders', 'Chaos', '--power', 'Paris'], 'Build A Par\n')).code).toBe(0);
    expect((await game(['orders', 'Chaos', '--power', 'Brest'], 'Build F Bre\n')).code).toBe(0);
    const built = await game(['adjudicate', 'Chaos', '--confirm-missing']);
    expect(built.code).toBe(0);
    expect((await game(['orders', 'Chaos', '--power', 'Paris'], 'A Par - Pic\n')).code).toBe(0);
    const moved = await game(['adjudicate', 'Chaos', '--confirm-missing']);
    expect(moved.out).toContain('A Par - Pic moved.');
  });
});

describe('a new board from the command line: Youngstown Redux', () => {
  it('plays a phase, reports it as text and Judge text, and draws its map', async () => {
    const { game } = tools();
    expect((await game(['new', 'Asia', '--variant', 'youngstown-redux'])).code).toBe(0);
    const sent = await game(['orders', 'Asia', '--power', 'China'], 'A Peking - Manchuria\nF Shanghai - East China Sea\nA Wuhan - Yunnan\nA Guangzhou H\n');
    expect(sent).toMatchObject({ code: 0 });
    expect(
      (await game(['orders', 'Asia', '--power', 'Japan'], 'F Tokyo - North Pacific Ocean\nA Kyoto - Osaka\nF Osaka - South Pacific Ocean\nF Sapporo H\n')).code,
    ).toBe(0);
    const done = await game(['adjudicate', 'Asia', '--confirm-missing']);
    expect(done.code).toBe(0);
    expect(done.out).toContain('A Pek - Man moved.');
    expect(done.out).toContain('A Kyo - Osa moved.');
    const report = await game(['report', 'Asia', '--phase', '0', '--format', 'text']);
    expect(report.code).toBe(0);
    expect(report.out).toContain('China');
    expect(report.out).toContain("Game 'Asia' (#1), Youngstown Redux map");
    expect(report.out).toContain('A Pek - Man moved.');
    const judge = await game(['report', 'Asia', '--phase', '0', '--format', 'judge']);
    expect(judge.code).toBe(0);
    expect(judge.out).toContain('Japan');
    const sheets = await game(['sheets', 'Asia', '--format', 'html', '--out', '-']);
    expect(sheets.code, sheets.err).toBe(0);
    expect(sheets.out).toContain('Manchuria');
    expect(sheets.out).toContain('India');
    const html = await game(['report', 'Asia', '--phase', '0', '--format', 'html', '--out', '-']);
    expect(html.code, html.err).toBe(0);
    expect(html.out).toContain('A Pek - Man');
    const svg = await game(['report', 'Asia', '--phase', '0', '--format', 'svg']);
    // Drawn since its geometry shipped (below: every province and unit on the board).
    expect(svg.code, svg.err).toBe(0);
    expect(svg.out).not.toContain('no drawing');
  });
});

describe('adjutant parse --variant', () => {
  it('reads a sheet against the chosen variant’s names, and --power names one of its powers', async () => {
    const { command: parse } = await import('../../../electron/cli/parse');
    let out = '';
    const io = { out: (t: string) => void (out += t), err: () => undefined, stdin: async () => 'F Carthage - Berber Sea\nA Cirta - Numidia\n' };
    expect(await parse.run(['--variant', 'ancient-mediterranean', '--power', 'Carthaginian', '-'], io)).toBe(0);
    expect(out).toContain('Carthage: F car - ber');
    expect(out).toContain('2 orders read, 0 lines not read');
    let err = '';
    expect(await parse.run(['--variant', 'atlantis'], { ...io, err: (t: string) => void (err += t) })).toBe(2);
    expect(err).toContain("unknown variant 'atlantis'");
  });
});

const DRAWN_BOARDS = [
  {
    variant: 'ancient-mediterranean',
    name: 'Med',
    orders: { Rome: 'F Neapolis - Sicilia\nA Roma - Etruria\nA Ravenna - Venetia\n', Carthage: 'F Thapsus - Punic Sea\nA Carthage H\nA Cirta - Numidia\n' },
    moved: 'F Nea - Sic moved.',
    viewBox: '0 -40 1800 1190',
    provinces: 79,
    units: ['ale', 'ant', 'ath', 'car', 'cir', 'dam', 'mac', 'mem', 'nea', 'rav', 'rom', 'sid', 'spa', 'tha', 'the'],
    power: 'Carthage',
  },
  {
    variant: 'youngstown-redux',
    name: 'YR',
    orders: { China: 'A Peking - Manchuria\nF Shanghai - East China Sea\n', Japan: 'F Tokyo - North Pacific Ocean\nA Kyoto - Akita\n' },
    moved: 'A Pek - Man moved.',
    viewBox: '0 -40 3200 1840',
    provinces: 183,
    units: mapOf('youngstown-redux')!
      .start.units.map((u) => u.province)
      .sort(),
    power: 'Japan',
  },
];

describe.each(DRAWN_BOARDS)('a new board from the command line: $variant is drawn', ({ variant, name, orders, moved, viewBox, provinces, units, power }) => {
  it('plays a phase and draws it: the map SVG has every province and the moved units; the HTML report and sheets carry it', async () => {
    const { game } = tools();
    expect((await game(['new', name, '--variant', variant])).code).toBe(0);
    for (const [who, text] of Object.entries(orders)) expect((await game(['orders', name, '--power', who], text)).code).toBe(0);
    const done = await game(['adjudicate', name, '--confirm-missing']);
    expect(done.code, done.err).toBe(0);
    expect(done.out).toContain(moved);
    const svg = await game(['report', name, '--phase', '0', '--format', 'svg']);
    expect(svg.code, svg.err).toBe(0);
    expect(svg.out).toContain(`viewBox="${viewBox}"`); // the board, and the title above it
    const ids = (kind: string): Set<string> => new Set([...svg.out.matchAll(new RegExp(`data-id="${kind}:([a-z]+)"`, 'g'))].map((m) => m[1]));
    expect(ids('prov').size).toBe(provinces);
    // Every unit of the start drawn (the report shows the phase's own position, before the moves).
    expect([...ids('unit')].sort()).toEqual(units);
    // The links (Messina, the Kanmon strait, the box seas) are drawn: dashed lines.
    expect(svg.out).toContain('stroke-dasharray');
    const html = await game(['report', name, '--phase', '0', '--format', 'html', '--out', '-']);
    expect(html.code, html.err).toBe(0);
    expect(html.out).toContain('<svg');
    expect(html.out).toContain(`prov:${units[0]}`);
    const sheets = await game(['sheets', name, '--format', 'html', '--out', '-']);
    expect(sheets.code, sheets.err).toBe(0);
    expect(sheets.out).toContain(power);
  });
});
