// jDip's saved games (.jdip). The fixtures were written by jDip itself (fixtures/README.md says how:
// jdip/run.sh, jDip built from its public sources): they import whole and without a difference; a
// game exported by Adjutant reads back the same; jDip's own game, played on in jDip after jDip loaded
// Adjutant's export of it, imports without a difference (the round trip through jDip); and, where
// Java and jDip's sources are at hand, jDip loads Adjutant's export and sees what it sees in its own file.
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { standardMap } from '../../../engine/index';
import { listGames } from '../../../electron/service/games';
import { exportForeign, importAnyGame } from '../../../electron/service/interchange/index';
import { jdipOrderText, readJdip } from '../../../electron/service/interchange/jdipRead';
import { placeText } from '../../../electron/service/interchange/reasons';
import { gameCli } from '../cli/inProcess';
import { cleanUp, errorOf, tempArchive, tempDir, value } from '../service/support';

afterEach(cleanUp);

const fixturePath = (name: string): string => join(__dirname, 'fixtures', `${name}.jdip`);
const jdipFile = (name: string): Buffer => readFileSync(fixturePath(name));
const asInput = (bytes: Uint8Array) => ({ text: Buffer.from(bytes).toString('base64'), encoding: 'base64' as const });

/** Each phase of a read game as `S1901M: England F lon-nth; ...`, orders sorted. */
function summary(bytes: Uint8Array): string[] {
  const read = readJdip(bytes, standardMap());
  if (!read.ok) throw new Error(read.error);
  return read.value.phases.map((p) => {
    const code = `${p.phase.season[0]}${p.phase.year}${p.phase.type[0]}`.toUpperCase();
    return `${code}: ${p.orders
      .map((o) => `${o.power} ${jdipOrderText(o.order)}`)
      .sort()
      .join('; ')}`;
  });
}

async function importedAndExported(name: string): Promise<{ bytes: Uint8Array; phases: number }> {
  const archive = await tempArchive();
  const audit = value(await importAnyGame(archive, { ...asInput(jdipFile(name)), name }));
  expect(audit.differences).toEqual([]);
  const out = value(await exportForeign(archive, { gameId: audit.stored!.id, format: 'jdip' }));
  expect(out.encoding).toBe('base64');
  return { bytes: Buffer.from(out.text, 'base64'), phases: audit.stored!.phases.length };
}

describe("jDip's own saved games", () => {
  it('reads every turn jDip resolved, with its orders, and the turn in play', () => {
    const read = readJdip(jdipFile('jdip-game-2'), standardMap());
    if (!read.ok) throw new Error(read.error);
    const g = read.value;
    expect(g.name).toBe('fixture two');
    expect(g.phases.map((p) => `${p.phase.season[0]}${p.phase.year}${p.phase.type[0]}`)).toEqual([
      's1901m',
      'f1901m',
      'f1901r',
      'w1901a',
      's1902m',
      'f1902m',
      'f1902r',
      'w1902a',
    ]);
    expect(g.inPlay).toEqual({ season: 'spring', year: 1903, type: 'movement' });
    const f1901 = g.phases[1];
    expect(f1901.dislodged).toEqual([{ power: 'Germany', type: 'A', province: 'mun', place: expect.objectContaining({ key: 'place.turn-results' }) }]);
    expect(placeText(f1901.dislodged![0].place!)).toMatch(/^turn F1901M \(\w+\), results$/);
    expect(f1901.orders.map((o) => jdipOrderText(o.order))).toContain('F ion C A apu-tun');
    expect(f1901.orders.map((o) => jdipOrderText(o.order))).toContain('F mao-spa/nc');
    expect(g.phases[3].orders.map((o) => jdipOrderText(o.order))).toContain('B F stp/nc');
    expect(g.phases[7].orders.map((o) => `${o.power} ${jdipOrderText(o.order)}`)).toEqual(['Germany R F hel']);
  });

  it.each([
    ['jdip-game-1', 4],
    ['jdip-game-2', 9],
    // jDip's game, exported by Adjutant, loaded by jDip and played on there for a year (fixtures/README.md).
    ['jdip-continued-2', 11],
  ])('%s imports with no difference', async (name, phases) => {
    const archive = await tempArchive();
    const audit = value(await importAnyGame(archive, asInput(jdipFile(name))));
    expect(audit.format).toBe('jdip');
    expect(audit.differences).toEqual([]);
    expect(audit.stored?.phases.length).toBe(phases);
  });

  it('an exported game reads back with the same turns and orders, and imports again without a difference', async () => {
    for (const name of ['jdip-game-1', 'jdip-game-2']) {
      const { bytes, phases } = await importedAndExported(name);
      expect(summary(bytes)).toEqual(summary(jdipFile(name)));
      const again = value(await importAnyGame(await tempArchive(), asInput(bytes)));
      expect(again.differences).toEqual([]);
      expect(again.stored?.phases.length).toBe(phases);
    }
  });

  it('a jDip file unpacked by hand (its XML) is read too', async () => {
    const xml = gunzipSync(jdipFile('jdip-game-1')).toString('utf8');
    const audit = value(await importAnyGame(await tempArchive(), { text: xml }));
    expect(audit.format).toBe('jdip');
    expect(audit.differences).toEqual([]);
  });
});

describe('faults in a jDip file are named and nothing is stored', () => {
  const refused = async (bytes: Uint8Array, code = 'bad-file') => {
    const archive = await tempArchive();
    const e = errorOf(await importAnyGame(archive, asInput(bytes)));
    expect(e.code).toBe(code);
    expect(value(await listGames(archive)).total).toBe(0);
    return e.message;
  };
  const xml = readFileSync(fixturePath('jdip-game-1'));
  const text = (): string => gunzipSync(xml).toString('utf8');
  const gz = (s: string): Uint8Array => gzipSync(Buffer.from(s, 'utf8'));

  it('a file cut short', async () => {
    expect(await refused(xml.subarray(0, xml.length / 2))).toMatch(/the jDip saved game: the gzip data is damaged or cut short/);
    const t = text();
    expect(await refused(gz(t.slice(0, t.length - 5000)))).toMatch(/line \d+, column \d+: .*cut short|the file ends inside <\w+>/);
  });

  it('a document type or an entity is refused, never expanded', async () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE jsx [<!ENTITY a "aaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><jsx>&b;</jsx>`;
    expect(await refused(gz(bomb))).toMatch(/line 1, column 22: a document type or entity declaration: .*no entity is expanded/);
    const named = text().replace("value='fixture one'", "value='&b;'");
    expect(await refused(gz(named))).toMatch(/line \d+, column \d+: attribute value of <string> holds an entity Adjutant does not expand/);
  });

  it('elements nested past the limit, and a reference to nothing', async () => {
    const deep = `<jsx>${'<collection class="java.util.ArrayList">'.repeat(5000)}`;
    expect(await refused(gz(deep))).toMatch(/elements nested more than 3000 deep/);
    const dangling = text().replace(/idref='i3'/, "idref='i999999'");
    expect(await refused(gz(dangling))).toMatch(/a reference to 'i999999', which the file never defines/);
  });

  it('another variant, a province or power not on the map', async () => {
    expect(await refused(gz(text().replace(/value='Standard'/, "value='Chaos'")))).toMatch(
      /jDip's 'Chaos' variant; Adjutant reads jDip's Standard variant only/,
    );
    expect(await refused(gz(text().replace(/value='Turkey'/g, "value='Byzantium'")))).toMatch(/power 'Byzantium' is not a power of the Standard map/);
  });

  it('not a jDip game at all', async () => {
    expect(await refused(gz('<jsx><string id="i0" value="x"/></jsx>'))).toMatch(/holds string, not a jDip game/);
    expect(await refused(gz('<html></html>'))).toMatch(/not <jsx>: this is not a jDip saved game/);
    expect(await refused(new Uint8Array([0x1f, 0x8b, 1, 2, 3]))).toMatch(/gzip data is damaged/);
  });

  it('bytes that are not base64, and a gzip file that came as text', async () => {
    const archive = await tempArchive();
    expect(errorOf(await importAnyGame(archive, { text: '***', encoding: 'base64' })).code).toBe('invalid-input');
    expect(errorOf(await importAnyGame(archive, { text: xml.toString('latin1') })).message).toMatch(/came as text, which damages it/);
  });
});

describe('adjutant game import / export --format jdip', () => {
  it('imports a .jdip by content and exports one, which needs --out', async () => {
    const dir = tempDir();
    const game = gameCli(join(dir, 'a.sqlite'));
    const r = await game(['import', fixturePath('jdip-game-2'), '--name', 'two']);
    expect(r).toMatchObject({ code: 0, err: '' });
    expect(r.out).toBe("Read a jDip saved game: 8 phases played again by Adjutant, no difference.\nImported game #1 'two' (9 phases in play).\n");
    const bare = await game(['export', 'two', '--format', 'jdip']);
    expect(bare.code).toBe(2);
    expect(bare.err).toMatch(/a jDip saved game is binary \(gzip\): name a file with --out FILE/);
    const out = join(dir, 'two.jdip');
    expect((await game(['export', 'two', '--format', 'jdip', '--out', out])).code).toBe(0);
    expect(summary(readFileSync(out))).toEqual(summary(jdipFile('jdip-game-2')));
  });
});

// jDip itself, when Java and jDip's sources are here (not in CI: the fixtures above are jDip's output).
const JDIP_GIT = process.env.JDIP_GIT ?? '/work/.mirror/rgo+jDip/repo';
// javac looked for on the PATH, not run: `javac -version` starts a Java VM for every run of the file.
const java = ((): string | null => {
  if (spawnSync('sh', ['-c', 'command -v javac'], { stdio: 'ignore' }).status !== 0) return 'no JDK (javac) on this machine';
  return existsSync(JDIP_GIT) ? null : `jDip's repository is not at ${JDIP_GIT} (set JDIP_GIT)`;
})();

describe.skipIf(java !== null)(`jDip loads Adjutant's export${java ? ` (skipped: ${java})` : ''}`, () => {
  /** jDip run on `args` (run.sh), its lines that describe the game; two can run at once. */
  const run = (...args: string[]): Promise<string[]> =>
    new Promise((resolve, reject) => {
      const child = execFile(join(__dirname, 'jdip', 'run.sh'), args, { encoding: 'utf8', env: { ...process.env, JDIP_GIT }, maxBuffer: 64 << 20 }, (e, out) =>
        e ? reject(e) : resolve(out.split('\n').filter((l) => /^(variant|turn|\s+(unit|centers|order) )/.test(l))),
      );
      child.stdin?.end();
    });
  /** jDip's reading, each turn's lines sorted (jDip lists orders power by power in no fixed order). */
  const byTurn = (lines: string[]): string[] => {
    const out: string[] = [];
    let turn: string[] = [];
    for (const l of [...lines, 'turn end']) {
      if (l.startsWith('turn')) {
        out.push(...turn.slice(0, 1), ...turn.slice(1).sort());
        turn = [];
      }
      turn.push(l);
    }
    return out;
  };

  it('and sees in it the units, centers and orders it sees in its own file', { timeout: 600_000 }, async () => {
    // jDip reads its own file while Adjutant imports and exports it, and then reads the export.
    const own = run('load', fixturePath('jdip-game-2'));
    own.catch(() => undefined);
    const { bytes } = await importedAndExported('jdip-game-2');
    const file = join(tempDir(), 'export.jdip');
    writeFileSync(file, bytes);
    const mine = byTurn(await run('load', file));
    expect(mine.length).toBeGreaterThan(200);
    expect(mine).toEqual(byTurn(await own));
  });
});
