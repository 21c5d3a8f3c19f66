// Issue 31, item 4: each new board's map file checked against a second public description, kept
// as test data (test/engine/data/*.txt, each naming its source): every province's kind, supply
// center and home power, every army border and every fleet border (coast by coast) must agree,
// and every difference is listed here and explained in docs/variants.md. The names in the data are
// the peer's; they are matched to our provinces by name or alias, and the few the peer spells
// otherwise are listed in SPELLINGS.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

interface MapProvince {
  id: string;
  name: string;
  kind: 'land' | 'coast' | 'sea';
  aliases: string[];
  supplyCenter: boolean;
  home: string | null;
  army: string[];
  fleet: string[] | Record<string, string[]>;
}

interface Peer {
  territories: { name: string; kind: string; sc: boolean; home: string | null }[];
  borders: { a: string; b: string; fleets: boolean; armies: boolean }[];
}

function readPeer(file: string): Peer {
  const peer: Peer = { territories: [], borders: [] };
  for (const line of readFileSync(join(root, 'test', 'engine', 'data', file), 'utf8').split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    const [what, ...f] = line.split(' | ').map((s) => s.trim());
    if (what === 'territory') peer.territories.push({ name: f[0], kind: f[1], sc: f[2] === 'sc', home: f[3] === '-' ? null : f[3] });
    else if (what === 'border') peer.borders.push({ a: f[0], b: f[1], fleets: f[2] === 'y', armies: f[3] === 'y' });
    else throw new Error(`${file}: cannot read ${line}`);
  }
  return peer;
}

const PEER_COAST_SUFFIX: Record<string, string> = { North: 'nc', South: 'sc', East: 'ec', West: 'wc' };
const pair = (a: string, b: string): string => (a < b ? `${a} ${b}` : `${b} ${a}`);

/** Both descriptions as comparable facts: per-province lines and border pairs (locations for fleets). */
function facts(provinces: MapProvince[], peer: Peer, spellings: Record<string, string>, notProvinces: string[]) {
  const byName = new Map<string, string>();
  for (const p of provinces) for (const n of [p.name, ...p.aliases]) byName.set(n.toLowerCase(), p.id);
  const unresolved: string[] = [];
  /** A peer name as a location: `spa/nc` for "Spain (North Coast)", else the province id. */
  const loc = (name: string): string => {
    const m = /^(.*) \((North|South|East|West) Coast\)$/.exec(name);
    const base = m ? m[1] : name;
    const id = spellings[base] ?? byName.get(base.toLowerCase());
    if (id === undefined) {
      unresolved.push(name);
      return `?${name}`;
    }
    return m ? `${id}/${PEER_COAST_SUFFIX[m[2]]}` : id;
  };
  const province = (l: string): string => l.split('/')[0];
  const skip = new Set(notProvinces);
  const peerProvinces = peer.territories
    .filter((t) => !/\(.* Coast\)$/.test(t.name) && !skip.has(t.name))
    .map((t) => `${loc(t.name)} ${t.kind} ${t.sc ? 'sc' : '-'} ${t.home ?? '-'}`)
    .sort();
  const ourProvinces = provinces.map((p) => `${p.id} ${p.kind} ${p.supplyCenter ? 'sc' : '-'} ${p.home ?? '-'}`).sort();
  const borders = peer.borders.filter((b) => !skip.has(b.a) && !skip.has(b.b));
  const peerArmy = [...new Set(borders.filter((b) => b.armies).map((b) => pair(province(loc(b.a)), province(loc(b.b)))))].sort();
  const peerFleet = [...new Set(borders.filter((b) => b.fleets).map((b) => pair(loc(b.a), loc(b.b))))].sort();
  const ourArmy = [...new Set(provinces.flatMap((p) => p.army.map((t) => pair(p.id, t))))].sort();
  const ourFleet = [
    ...new Set(
      provinces.flatMap((p) =>
        Array.isArray(p.fleet) ? p.fleet.map((t) => pair(p.id, t)) : Object.entries(p.fleet).flatMap(([c, ts]) => ts.map((t) => pair(`${p.id}/${c}`, t))),
      ),
    ),
  ].sort();
  const diff = (ours: string[], theirs: string[]) => ({
    onlyOurs: ours.filter((x) => !theirs.includes(x)),
    onlyTheirs: theirs.filter((x) => !ours.includes(x)),
  });
  return {
    unresolved,
    provinces: diff(ourProvinces, peerProvinces),
    army: diff(ourArmy, peerArmy),
    fleet: diff(ourFleet, peerFleet),
    counts: { provinces: peerProvinces.length, army: peerArmy.length, fleet: peerFleet.length },
  };
}

const BOARDS = [
  {
    board: 'ancient-mediterranean',
    data: 'ancient-mediterranean.webdiplomacy.txt',
    source: "webDiplomacy's AncMed variant",
    // The peer's Latin name for the Red Sea; our alias is the usual spelling, Mare Erythraeum.
    spellings: { 'Mare Erithraerum': 'ree' } as Record<string, string>,
    notProvinces: [] as string[],
    counts: { provinces: 79, army: 112, fleet: 155 },
    differences: { provinces: { onlyOurs: [], onlyTheirs: [] }, army: { onlyOurs: [], onlyTheirs: [] }, fleet: { onlyOurs: [], onlyTheirs: [] } },
  },
  {
    board: 'youngstown-redux',
    data: 'youngstown-redux.vdiplomacy.txt',
    source: "vDiplomacy's YoungstownRedux variant",
    // The peer's spellings (its typo "Bothina"; Venetia, Yorkshire, Bagdad for our Venice, York, Baghdad).
    spellings: { 'Gulf of Bothina': 'gob', Venetia: 'ven', Yorkshire: 'yor', Bagdad: 'bag' } as Record<string, string>,
    // A label on the peer's map image, listed as a territory with no border: not a province.
    notProvinces: ['Africa'],
    counts: { provinces: 183, army: 266, fleet: 348 },
    differences: { provinces: { onlyOurs: [], onlyTheirs: [] }, army: { onlyOurs: [], onlyTheirs: [] }, fleet: { onlyOurs: [], onlyTheirs: [] } },
  },
];

describe.each(BOARDS)('$board against $source', ({ board, data, spellings, notProvinces, counts, differences }) => {
  const map = JSON.parse(readFileSync(join(root, 'resources', 'maps', board, 'map.json'), 'utf8')) as { provinces: MapProvince[] };
  const f = facts(map.provinces, readPeer(data), spellings, notProvinces);

  it('matches every name of the peer to one of our provinces', () => {
    expect(f.unresolved).toEqual([]);
    expect(f.counts.provinces).toBe(counts.provinces);
  });

  it('agrees on every province: kind, supply center, home power', () => {
    expect(f.provinces).toEqual(differences.provinces);
  });

  it('agrees on every army border', () => {
    expect(f.army).toEqual(differences.army);
    expect(f.counts.army).toBe(counts.army);
  });

  it('agrees on every fleet border, coast by coast', () => {
    expect(f.fleet).toEqual(differences.fleet);
    expect(f.counts.fleet).toBe(counts.fleet);
  });
});
