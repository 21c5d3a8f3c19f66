// The standard map file and the map loader: the board's facts as the rules state them, the GameMap
// queries the adjudicator relies on, and one test per fault the validator must catch.
import { describe, expect, it } from 'vitest';
import data from '../../resources/maps/standard/map.json';
import { loadMap, nameKey } from '../../engine/map';
import type { GameMap, MapData, MapError, ProvinceData } from '../../engine/map';
import type { Coast, Location } from '../../engine/types';
import { standardMap } from '../../engine/map/standard';

const map: GameMap = standardMap();

/** `spa/nc` -> a Location. */
function at(text: string): Location {
  const [province, coast] = text.split('/');
  return { province, coast: (coast ?? null) as Coast | null };
}

function ids(kind: string): string[] {
  return map.provinces.filter((p) => p.kind === kind).map((p) => p.id);
}

describe('standard map: counts and facts', () => {
  it('has the 75 provinces in file order, 19 seas, 14 inland, 42 coastal', () => {
    expect(map.provinces).toHaveLength(75);
    map.provinces.forEach((p, i) => expect(p.index).toBe(i));
    expect(ids('sea')).toHaveLength(19);
    expect(ids('land').join(' ')).toBe('boh bud bur gal mos mun par ruh ser sil tyr ukr vie war');
    expect(ids('coast')).toHaveLength(42);
    expect(map.provinces.map((p) => p.id).join(' ')).toBe(
      'adr aeg alb ank apu arm bal bar bel ber bla boh bot bre bud bul bur cly con den eas edi eng fin gal gas gre hel hol ion iri ' +
        'kie lon lvn lvp lyo mao mar mos mun naf nao nap nth nwg nwy par pic pie por pru rom ruh rum ser sev sil ska smy spa ' +
        'stp swe syr tri tun tus tyr tys ukr ven vie wal war wes yor',
    );
  });

  it('has 34 supply centers: 22 home centers and 12 neutral', () => {
    const centers = map.provinces.filter((p) => p.supplyCenter);
    expect(centers).toHaveLength(34);
    expect(centers.filter((p) => p.home !== null)).toHaveLength(22);
    expect(centers.filter((p) => p.home === null).map((p) => p.id)).toEqual([
      'bel',
      'bul',
      'den',
      'gre',
      'hol',
      'nwy',
      'por',
      'rum',
      'ser',
      'spa',
      'swe',
      'tun',
    ]);
    expect(map.victoryCenters).toBe(18);
  });

  it('knows each power’s home centers', () => {
    expect(map.powers.map((p) => `${p.name}/${p.adjective}`)).toEqual([
      'Austria/Austrian',
      'England/English',
      'France/French',
      'Germany/German',
      'Italy/Italian',
      'Russia/Russian',
      'Turkey/Turkish',
    ]);
    expect(map.homeCenters('Austria')).toEqual(['bud', 'tri', 'vie']);
    expect(map.homeCenters('England')).toEqual(['edi', 'lon', 'lvp']);
    expect(map.homeCenters('France')).toEqual(['bre', 'mar', 'par']);
    expect(map.homeCenters('Germany')).toEqual(['ber', 'kie', 'mun']);
    expect(map.homeCenters('Italy')).toEqual(['nap', 'rom', 'ven']);
    expect(map.homeCenters('Russia')).toEqual(['mos', 'sev', 'stp', 'war']);
    expect(map.homeCenters('Turkey')).toEqual(['ank', 'con', 'smy']);
    expect(map.homeCenters('Hungary')).toEqual([]);
  });

  it('has three split coasts', () => {
    expect(map.provinces.filter((p) => p.coasts.length > 0).map((p) => `${p.id}:${p.coasts.join(',')}`)).toEqual(['bul:ec,sc', 'spa:nc,sc', 'stp:nc,sc']);
  });

  it('names the provinces as the board does', () => {
    const names: Record<string, string> = {
      nao: 'North Atlantic Ocean',
      nwg: 'Norwegian Sea',
      mao: 'Mid-Atlantic Ocean',
      lyo: 'Gulf of Lyon',
      eng: 'English Channel',
      hel: 'Heligoland Bight',
      ska: 'Skagerrak',
      bot: 'Gulf of Bothnia',
      tys: 'Tyrrhenian Sea',
      ion: 'Ionian Sea',
      eas: 'Eastern Mediterranean',
      wes: 'Western Mediterranean',
      bar: 'Barents Sea',
      stp: 'St Petersburg',
      naf: 'North Africa',
      lvn: 'Livonia',
      lvp: 'Liverpool',
      con: 'Constantinople',
      mar: 'Marseilles',
      tyr: 'Tyrolia',
      rum: 'Rumania',
    };
    for (const [id, name] of Object.entries(names)) expect(map.province(id)?.name, id).toBe(name);
  });

  it('carries the aliases people write, each naming one province only', () => {
    const has = (id: string, ...aliases: string[]) => expect(map.province(id)?.aliases, id).toEqual(expect.arrayContaining(aliases));
    has('nao', 'nat', 'north atlantic');
    has('nwg', 'nrg', 'norwegian');
    has('mao', 'mid', 'mid atlantic');
    has('lyo', 'gol', 'gulf of lions', 'gulf of lyons');
    has('eng', 'ech', 'english');
    has('bot', 'gob', 'bothnia');
    has('tys', 'tyn', 'tyrrhenian');
    has('hel', 'hgb', 'helgoland', 'heligoland');
    has('eas', 'ems', 'eastern med');
    has('wes', 'wms', 'western med');
    has('stp', 'st. petersburg', 'saint petersburg', 'st petersburg');
    has('ska', 'skagerrack');
    has('nwy', 'nor');
    has('lvn', 'lvo');
    const owner = new Map<string, string>();
    for (const p of map.provinces) {
      for (const name of [p.id, p.name, ...p.aliases]) {
        const key = nameKey(name);
        expect(owner.get(key) ?? p.id, `${name} (${p.id})`).toBe(p.id);
        owner.set(key, p.id);
      }
    }
    expect(map.powers.find((p) => p.name === 'Austria')?.aliases).toEqual(expect.arrayContaining(['aus', 'a', 'austria-hungary']));
  });

  it('starts in spring 1901 with the 22 standard units and the home centers owned', () => {
    expect(map.start.phase).toEqual({ season: 'spring', year: 1901, type: 'movement' });
    const units = map.start.units.map((u) => `${u.power} ${u.type} ${u.province}${u.coast ? `/${u.coast}` : ''}`).sort();
    expect(units).toEqual([
      'Austria A bud',
      'Austria A vie',
      'Austria F tri',
      'England A lvp',
      'England F edi',
      'England F lon',
      'France A mar',
      'France A par',
      'France F bre',
      'Germany A ber',
      'Germany A mun',
      'Germany F kie',
      'Italy A rom',
      'Italy A ven',
      'Italy F nap',
      'Russia A mos',
      'Russia A war',
      'Russia F sev',
      'Russia F stp/sc',
      'Turkey A con',
      'Turkey A smy',
      'Turkey F ank',
    ]);
    for (const power of map.powers) expect(map.start.supplyCenters[power.name]).toEqual(map.homeCenters(power.name));
  });
});

describe('standard map: adjacency', () => {
  it('has 206 adjacent province pairs (armies and fleets together)', () => {
    const pairs = new Set<string>();
    const add = (a: string, b: string) => pairs.add([a, b].sort().join('-'));
    for (const p of map.provinces) {
      for (const to of map.armyNeighbours(p.id)) add(p.id, to);
      const froms = p.coasts.length > 0 ? p.coasts.map((c) => at(`${p.id}/${c}`)) : [at(p.id)];
      for (const from of froms) for (const to of map.fleetNeighbours(from)) add(p.id, to.province);
    }
    expect(pairs.size).toBe(206);
  });

  it('is symmetric for armies and for fleets', () => {
    for (const p of map.provinces) {
      for (const to of map.armyNeighbours(p.id)) expect(map.armyNeighbours(to), `${to} -> ${p.id}`).toContain(p.id);
      const froms = p.coasts.length > 0 ? p.coasts.map((c) => at(`${p.id}/${c}`)) : [at(p.id)];
      for (const from of froms) {
        for (const to of map.fleetNeighbours(from)) expect(map.canMove('F', to, from), `F ${to.province} -> ${p.id}`).toBe(true);
      }
    }
  });

  const armyBoth = [
    'nwy-stp',
    'kie-hol',
    'bel-ruh',
    'boh-tyr',
    'boh-gal',
    'den-kie',
    'den-swe',
    'con-bul',
    'smy-con',
    'ank-con',
    'arm-sev',
    'syr-arm',
    'apu-rom',
    'tus-ven',
    'pie-ven',
    'lvn-pru',
    'swe-fin',
    'nwy-fin',
    'wal-yor',
    'edi-lvp',
    'cly-lvp',
    'alb-tri',
    'ank-smy',
    'syr-smy',
    'spa-gas',
    'spa-mar',
    'spa-por',
    'bur-mar',
    'ser-gre',
    'rum-ukr',
    'lvn-stp',
    'fin-stp',
    // Rome and Venice share a short land border on the board (the Judge's map has it too): an army crosses it.
    'rom-ven',
  ];
  it.each(armyBoth)('army: %s both ways', (pair) => {
    const [a, b] = pair.split('-');
    expect(map.canMove('A', at(a), at(b))).toBe(true);
    expect(map.canMove('A', at(b), at(a))).toBe(true);
    expect(map.armyNeighbours(a)).toContain(b);
  });

  const armyNot = ['rom-tys', 'lon-nth', 'cly-iri', 'ber-war', 'mun-war', 'boh-tri', 'pru-mos', 'tus-apu', 'bul-alb', 'fin-lvn', 'naf-spa', 'den-nwy'];
  it.each(armyNot)('army: not %s', (pair) => {
    const [a, b] = pair.split('-');
    expect(map.canMove('A', at(a), at(b))).toBe(false);
    expect(map.canMove('A', at(b), at(a))).toBe(false);
  });

  const fleetBoth = [
    'nwy-stp/nc',
    'den-kie',
    'den-swe',
    'kie-hol',
    'bel-nth',
    'con-bul/ec',
    'con-bul/sc',
    'con-bla',
    'con-aeg',
    'smy-con',
    'ank-con',
    'arm-sev',
    'rom-tus',
    'ven-apu',
    'ven-tri',
    'pie-tus',
    'pru-lvn',
    'ber-pru',
    'ber-kie',
    'hol-bel',
    'bel-pic',
    'pic-bre',
    'bre-gas',
    'syr-smy',
    'ank-arm',
    'sev-rum',
    'edi-yor',
    'yor-lon',
    'lon-wal',
    'wal-lvp',
    'lvp-cly',
    'cly-edi',
    'nwy-swe',
    'swe-fin',
    'tun-naf',
    'lvp-nao',
    'spa/nc-mao',
    'spa/nc-gas',
    'spa/nc-por',
    'spa/sc-mao',
    'spa/sc-por',
    'spa/sc-mar',
    'spa/sc-lyo',
    'spa/sc-wes',
    'stp/sc-bot',
    'stp/sc-fin',
    'stp/sc-lvn',
    'stp/nc-bar',
    'bul/ec-bla',
    'bul/ec-rum',
    'bul/sc-aeg',
    'bul/sc-gre',
    'fin-bot',
    'nth-ska',
    'bal-bot',
    'nao-nwg',
    'mao-naf',
    'ion-tun',
    'eas-syr',
  ];
  it.each(fleetBoth)('fleet: %s both ways', (pair) => {
    const [a, b] = pair.split('-').map(at);
    expect(map.canMove('F', a, b)).toBe(true);
    expect(map.canMove('F', b, a)).toBe(true);
    expect(map.fleetNeighbours(a)).toContainEqual(b);
  });

  const fleetNot = [
    'cly-iri',
    'rom-ven',
    'apu-rom',
    'tus-ven',
    'pie-ven',
    'syr-arm',
    'ank-smy',
    'edi-lvp',
    'wal-yor',
    'fin-nwy',
    'gas-mar',
    'gas-spa/sc',
    'mar-spa/nc',
    'stp/nc-bot',
    'stp/sc-bar',
    'stp/sc-nwy',
    'stp/nc-fin',
    'bul/ec-aeg',
    'bul/sc-bla',
    'bul/ec-gre',
    'bul/sc-rum',
    'bal-ska',
    'bal-nth',
    'hel-ska',
    'lvp-yor',
    'mao-lyo',
    'nap-tun',
    'iri-nth',
  ];
  it.each(fleetNot)('fleet: not %s', (pair) => {
    const [a, b] = pair.split('-').map(at);
    expect(map.canMove('F', a, b)).toBe(false);
    expect(map.canMove('F', b, a)).toBe(false);
  });
});

describe('standard map: moves and coasts', () => {
  it('tells which coasts a fleet can reach', () => {
    const cases: [string, string, (Coast | null)[]][] = [
      ['mao', 'spa', ['nc', 'sc']],
      ['gas', 'spa', ['nc']],
      ['wes', 'spa', ['sc']],
      ['mar', 'spa', ['sc']],
      ['por', 'spa', ['nc', 'sc']],
      ['bla', 'bul', ['ec']],
      ['aeg', 'bul', ['sc']],
      ['con', 'bul', ['ec', 'sc']],
      ['rum', 'bul', ['ec']],
      ['gre', 'bul', ['sc']],
      ['bar', 'stp', ['nc']],
      ['nwy', 'stp', ['nc']],
      ['bot', 'stp', ['sc']],
      ['fin', 'stp', ['sc']],
      ['lvn', 'stp', ['sc']],
      ['nth', 'lon', [null]],
      ['spa/nc', 'por', [null]],
      ['nth', 'bur', []],
      ['mao', 'lyo', []],
      ['spa', 'por', []],
      ['xyz', 'lon', []],
    ];
    for (const [from, to, coasts] of cases) expect(map.reachableCoasts(at(from), to), `${from} -> ${to}`).toEqual(coasts);
  });

  it('lets a fleet move to a split-coast province only on a coast it touches', () => {
    expect(map.canMove('F', at('mao'), at('spa'))).toBe(true);
    expect(map.canMove('F', at('mao'), at('spa/nc'))).toBe(true);
    expect(map.canMove('F', at('gas'), at('spa'))).toBe(true);
    expect(map.canMove('F', at('gas'), at('spa/sc'))).toBe(false);
    expect(map.canMove('F', at('lon'), at('nth/nc'))).toBe(false);
  });

  it('needs the coast of a fleet standing in a split-coast province', () => {
    expect(map.fleetNeighbours(at('spa'))).toEqual([]);
    expect(map.canMove('F', at('spa'), at('mao'))).toBe(false);
    expect(map.fleetNeighbours(at('stp/sc'))).toEqual([at('bot'), at('fin'), at('lvn')]);
    expect(map.fleetNeighbours(at('stp/nc'))).toEqual([at('bar'), at('nwy')]);
  });

  it('keeps armies off the sea and fleets off inland provinces', () => {
    expect(map.canMove('A', at('lon'), at('nth'))).toBe(false);
    expect(map.canMove('A', at('nth'), at('lon'))).toBe(false);
    expect(map.canMove('F', at('mar'), at('bur'))).toBe(false);
    expect(map.canMove('F', at('bur'), at('mar'))).toBe(false);
    expect(map.armyNeighbours('nth')).toEqual([]);
    expect(map.fleetNeighbours(at('bur'))).toEqual([]);
    expect(map.armyNeighbours('spa')).toEqual(['gas', 'mar', 'por']);
    expect(map.armyNeighbours('xyz')).toEqual([]);
    expect(map.province('xyz')).toBeUndefined();
  });

  it('hands out copies: a caller cannot change the map', () => {
    map.armyNeighbours('bur').push('lon');
    map.homeCenters('Austria').pop();
    map.reachableCoasts(at('mao'), 'spa').pop();
    expect(map.armyNeighbours('bur')).not.toContain('lon');
    expect(map.homeCenters('Austria')).toHaveLength(3);
    expect(map.reachableCoasts(at('mao'), 'spa')).toHaveLength(2);
  });

  it('is loaded once', () => {
    expect(standardMap()).toBe(map);
  });
});

// One fault per test: mutate a copy of the real file, then expect exactly that fault, naming its place.
function copy(): MapData {
  return JSON.parse(JSON.stringify(data)) as MapData;
}
function prov(d: MapData, id: string): ProvinceData {
  const p = d.provinces.find((x) => x.id === id);
  if (p === undefined) throw new Error(`no ${id} in the test data`);
  return p;
}
function faultsOf(d: unknown): MapError[] {
  const loaded = loadMap(d);
  if (loaded.ok) throw new Error('the map loaded, but a fault was expected');
  return loaded.error;
}
const inland = (id: string): ProvinceData => ({
  id,
  name: `Test ${id}`,
  kind: 'land',
  aliases: [],
  supplyCenter: false,
  home: null,
  army: [],
  fleet: [],
});
const fleetOf = (d: MapData, id: string): string[] => prov(d, id).fleet as string[];

interface FaultCase {
  name: string;
  mutate: (d: MapData) => void;
  code: string;
  /** What the message must name. */
  names: string[];
  /** Faults that follow from the first one, when the mutation cannot avoid them. */
  then?: string[];
}

const faultCases: FaultCase[] = [
  {
    name: 'a missing field, by path',
    code: 'missing-field',
    names: ['provinces[12].army'],
    mutate: (d) => delete (d.provinces[12] as Partial<ProvinceData>).army,
  },
  {
    name: 'an ill-typed field, by path',
    code: 'wrong-type',
    names: ['provinces[3].supplyCenter'],
    mutate: (d) => Object.assign(d.provinces[3], { supplyCenter: 'yes' }),
  },
  {
    name: 'an unknown unit type',
    code: 'wrong-type',
    names: ['start.units[0].type'],
    mutate: (d) => Object.assign(d.start.units[0], { type: 'X' }),
  },
  {
    name: 'a format this version does not read',
    code: 'unsupported-format',
    names: ['format 2'],
    mutate: (d) => Object.assign(d, { format: 2 }),
  },
  {
    name: 'an id not in lowercase',
    code: 'bad-id',
    names: ['XYZ'],
    mutate: (d) => d.provinces.push(inland('XYZ')),
    then: ['unreachable-province'],
  },
  {
    name: 'a duplicate id',
    code: 'duplicate-id',
    names: ['boh'],
    mutate: (d) => d.provinces.push(inland('boh')),
  },
  {
    name: 'an alias of two provinces (case, dots and spaces aside)',
    code: 'alias-collision',
    names: ['stp', 'mos'],
    mutate: (d) => prov(d, 'mos').aliases.push('St.  PETERSBURG'),
  },
  {
    name: 'an alias that is another province’s id',
    code: 'alias-collision',
    names: ['nwg', 'nwy'],
    mutate: (d) => prov(d, 'nwg').aliases.push('NWY'),
  },
  {
    name: 'an alias of two powers',
    code: 'alias-collision',
    names: ['England', 'France'],
    mutate: (d) => d.powers[2].aliases.push('eng'),
  },
  {
    name: 'a power defined twice',
    code: 'duplicate-power',
    names: ['Austria'],
    mutate: (d) => d.powers.push({ ...d.powers[0] }),
  },
  {
    name: 'fleet moves from an inland province',
    code: 'land-fleet-moves',
    names: ['boh'],
    mutate: (d) => (prov(d, 'boh').fleet = ['gal']),
  },
  {
    name: 'army moves from a sea',
    code: 'sea-army-moves',
    names: ['nth'],
    mutate: (d) => prov(d, 'nth').army.push('yor'),
  },
  {
    name: 'an army move to a sea',
    code: 'army-to-sea',
    names: ['pic', 'eng'],
    mutate: (d) => prov(d, 'pic').army.push('eng'),
  },
  {
    name: 'a fleet move to an inland province',
    code: 'fleet-to-land',
    names: ['mar', 'bur'],
    mutate: (d) => fleetOf(d, 'mar').push('bur'),
  },
  {
    name: 'an army move listed one way only',
    code: 'asymmetric-army',
    names: ['mun lists bur, bur does not list mun'],
    mutate: (d) => (prov(d, 'bur').army = prov(d, 'bur').army.filter((x) => x !== 'mun')),
  },
  {
    name: 'a fleet move listed one way only',
    code: 'asymmetric-fleet',
    names: ['spa/nc lists gas, gas does not list spa/nc'],
    mutate: (d) => (prov(d, 'gas').fleet = fleetOf(d, 'gas').filter((x) => x !== 'spa/nc')),
  },
  {
    name: 'a split-coast province listing other than its coasts',
    code: 'coast-fleet-mismatch',
    names: ['spa', 'nc, sc'],
    mutate: (d) => Object.assign(prov(d, 'spa').fleet, { ec: ['mao'] }),
  },
  {
    name: 'a split-coast province with one fleet list',
    code: 'coast-fleet-mismatch',
    names: ['stp'],
    then: Array(5).fill('asymmetric-fleet'),
    mutate: (d) => (prov(d, 'stp').fleet = ['bar']),
  },
  {
    name: 'a coast the province does not have',
    code: 'unknown-coast',
    names: ['por', 'bre/nc'],
    mutate: (d) => fleetOf(d, 'por').push('bre/nc'),
  },
  {
    name: 'a split-coast province named without its coast',
    code: 'coast-required',
    names: ['wes', 'spa'],
    mutate: (d) => fleetOf(d, 'wes').push('spa'),
  },
  {
    name: 'an unknown province in an army list',
    code: 'unknown-province',
    names: ['bur', 'swi'],
    mutate: (d) => prov(d, 'bur').army.push('swi'),
  },
  {
    name: 'an unknown province in a fleet list',
    code: 'unknown-province',
    names: ['mao', 'atl'],
    mutate: (d) => fleetOf(d, 'mao').push('atl'),
  },
  {
    name: 'a province next to itself',
    code: 'self-adjacent',
    names: ['bur'],
    mutate: (d) => prov(d, 'bur').army.push('bur'),
  },
  {
    name: 'a neighbour listed twice',
    code: 'duplicate-neighbour',
    names: ['bur', 'mun'],
    mutate: (d) => prov(d, 'bur').army.push('mun'),
  },
  {
    name: 'a coastal province without fleet moves',
    mutate: (d) => {
      prov(d, 'syr').fleet = [];
      prov(d, 'eas').fleet = fleetOf(d, 'eas').filter((x) => x !== 'syr');
      prov(d, 'smy').fleet = fleetOf(d, 'smy').filter((x) => x !== 'syr');
    },
    code: 'coast-without-fleet',
    names: ['syr'],
  },
  {
    name: 'coasts on an inland province',
    code: 'bad-coasts',
    names: ['bur'],
    then: ['land-fleet-moves'],
    mutate: (d) => Object.assign(prov(d, 'bur'), { coasts: ['nc', 'sc'], fleet: { nc: [], sc: [] } }),
  },
  {
    name: 'a home center that is not a supply center',
    code: 'home-not-center',
    names: ['gal', 'Austria'],
    mutate: (d) => (prov(d, 'gal').home = 'Austria'),
  },
  {
    name: 'a home center of an unknown power',
    code: 'unknown-power',
    names: ['bud', 'Hungary'],
    mutate: (d) => (prov(d, 'bud').home = 'Hungary'),
  },
  {
    name: 'a start unit of an unknown power',
    code: 'unknown-power',
    names: ['vie', 'Hungary'],
    mutate: (d) => (d.start.units[0].power = 'Hungary'),
  },
  {
    name: 'a start army at sea',
    code: 'army-at-sea',
    names: ['A adr'],
    mutate: (d) => (d.start.units[0].province = 'adr'),
  },
  {
    name: 'a start fleet inland',
    code: 'fleet-inland',
    names: ['F boh'],
    mutate: (d) => (d.start.units[2].province = 'boh'),
  },
  {
    name: 'a start fleet in a split-coast province without its coast',
    code: 'coast-required',
    names: ['F stp', 'nc, sc'],
    mutate: (d) => (d.start.units[18].coast = null),
  },
  {
    name: 'a start fleet on a coast the province lacks',
    code: 'unknown-coast',
    names: ['stp/ec'],
    mutate: (d) => (d.start.units[18].coast = 'ec'),
  },
  {
    name: 'a start unit in an unknown province',
    code: 'unknown-province',
    names: ['xyz'],
    mutate: (d) => (d.start.units[0].province = 'xyz'),
  },
  {
    name: 'two start units in one province',
    code: 'duplicate-unit',
    names: ['vie'],
    mutate: (d) => (d.start.units[1].province = 'vie'),
  },
  {
    name: 'a start center that is not a supply center',
    code: 'not-a-center',
    names: ['gal', 'Austria'],
    mutate: (d) => d.start.supplyCenters.Austria.push('gal'),
  },
  {
    name: 'a start center owned twice',
    code: 'center-owned-twice',
    names: ['par', 'France', 'England'],
    mutate: (d) => d.start.supplyCenters.England.push('par'),
  },
  {
    name: 'start centers of an unknown power',
    code: 'unknown-power',
    names: ['Hungary'],
    mutate: (d) => (d.start.supplyCenters.Hungary = []),
  },
  {
    name: 'a province no move reaches (an island with no sea)',
    code: 'unreachable-province',
    names: ['isl', 'adr'],
    mutate: (d) => d.provinces.push(inland('isl')),
  },
  {
    name: 'two halves of a board that no move joins',
    code: 'unreachable-province',
    names: ['isa', 'adr'],
    mutate: (d) => d.provinces.push({ ...inland('isa'), army: ['isb'] }, { ...inland('isb'), army: ['isa'] }),
    then: ['unreachable-province'],
  },
  {
    name: 'a coast with no sea (a lake: its fleet moves reach only another coast of the lake)',
    code: 'coast-without-sea',
    names: ['lka'],
    mutate: (d) => {
      d.provinces.push({ ...inland('lka'), kind: 'coast', army: ['boh', 'lkb'], fleet: ['lkb'] });
      d.provinces.push({ ...inland('lkb'), kind: 'coast', army: ['lka'], fleet: ['lka'] });
      prov(d, 'boh').army.push('lka');
    },
    then: ['coast-without-sea'],
  },
  {
    name: 'a start center in no province',
    code: 'center-in-no-province',
    names: ['atl', 'France'],
    mutate: (d) => d.start.supplyCenters.France.push('atl'),
  },
  {
    name: 'a home center (given by power) in no province',
    code: 'center-in-no-province',
    names: ['atl', 'France'],
    mutate: (d) => (d.homes = { France: ['bre', 'atl'] }),
  },
  {
    name: 'a home center (given by power) that is not a center',
    code: 'home-not-center',
    names: ['gas', 'France'],
    mutate: (d) => (d.homes = { France: ['bre', 'gas'] }),
  },
  {
    name: 'a home center of two powers',
    code: 'home-twice',
    names: ['bre', 'France', 'England'],
    mutate: (d) => (d.homes = { France: ['bre'], England: ['bre'] }),
  },
  {
    name: 'an unknown build rule',
    code: 'wrong-type',
    names: ['buildRule', 'any-owned-center'],
    mutate: (d) => Object.assign(d, { buildRule: 'anywhere' }),
  },
  {
    name: 'zero victory centers',
    code: 'bad-victory-centers',
    names: ['victoryCenters 0', '34'],
    mutate: (d) => (d.victoryCenters = 0),
  },
  {
    name: 'more victory centers than centers',
    code: 'bad-victory-centers',
    names: ['35'],
    mutate: (d) => (d.victoryCenters = 35),
  },
  {
    name: 'fractional victory centers',
    code: 'bad-victory-centers',
    names: ['17.5'],
    mutate: (d) => (d.victoryCenters = 17.5),
  },
];

describe('loadMap', () => {
  it('loads the standard map without a fault', () => {
    const loaded = loadMap(copy());
    expect(loaded.ok ? [] : loaded.error).toEqual([]);
  });

  it.each(faultCases)('catches $name', ({ mutate, code, names, then = [] }) => {
    const d = copy();
    mutate(d);
    const faults = faultsOf(d);
    expect(faults.map((f) => f.code)).toEqual([code, ...then]);
    for (const name of names) expect(faults[0].message).toContain(name);
  });

  it('catches a file that is not an object, and one with nothing in it', () => {
    expect(faultsOf(null).map((f) => f.code)).toEqual(['wrong-type']);
    const empty = faultsOf({});
    expect(empty.map((f) => f.code)).toEqual(Array(7).fill('missing-field'));
    expect(empty.map((f) => f.message)).toContain('provinces is missing');
  });

  it('reports every fault at once', () => {
    const d = copy();
    prov(d, 'bur').army.push('bur');
    d.victoryCenters = 0;
    d.start.units[0].province = 'adr';
    expect(
      faultsOf(d)
        .map((f) => f.code)
        .sort(),
    ).toEqual(['army-at-sea', 'bad-victory-centers', 'self-adjacent']);
  });

  it('does not share the data it was given', () => {
    const d = copy();
    const loaded = loadMap(d);
    if (!loaded.ok) throw new Error('the standard map should load');
    prov(d, 'bur').army.push('lon');
    d.start.units.pop();
    expect(loaded.value.armyNeighbours('bur')).not.toContain('lon');
    expect(loaded.value.start.units).toHaveLength(22);
  });
});
