// Bad variant files, boards and positions made on purpose, between them giving every fault the
// checks can give (engine/map/load.ts, variants.ts, engine/draw/boards.ts, engine/game/position.ts):
// the cases of test/renderer/i18n/variantFaults.test.ts.
import {
  loadGeometry,
  loadVariant,
  standardMap,
  validatePosition,
  type GameMap,
  type MapError,
  type Position,
  type PositionFault,
} from '../../../engine/index';

type Obj = Record<string, any>;

/** A small map that loads: an inland province, a coast, a split coast and a sea, two powers. */
export function tinyMap(): Obj {
  const p = (id: string, kind: string, home: string | null, army: string[], fleet: unknown, coasts?: string[]) => ({
    id,
    name: id.toUpperCase(),
    kind,
    aliases: [],
    supplyCenter: home !== null,
    home,
    ...(coasts ? { coasts } : {}),
    army,
    fleet,
  });
  return {
    format: 1,
    id: 'tiny',
    name: 'Tiny',
    victoryCenters: 2,
    powers: [
      { name: 'Alpha', adjective: 'Alphan', aliases: [] },
      { name: 'Beta', adjective: 'Betan', aliases: [] },
    ],
    provinces: [
      p('inl', 'land', null, ['cst', 'spl'], []),
      p('cst', 'coast', 'Alpha', ['inl', 'spl'], ['ocn', 'spl/nc']),
      p('spl', 'coast', 'Beta', ['inl', 'cst'], { nc: ['ocn', 'cst'], sc: ['ocn'] }, ['nc', 'sc']),
      p('ocn', 'sea', null, [], ['cst', 'spl/nc', 'spl/sc']),
    ],
    start: {
      phase: { season: 'spring', year: 1901, type: 'movement' },
      units: [
        { power: 'Alpha', type: 'F', province: 'cst', coast: null },
        { power: 'Beta', type: 'A', province: 'spl', coast: null },
      ],
      supplyCenters: { Alpha: ['cst'], Beta: ['spl'] },
    },
  };
}

const prov = (m: Obj, id: string): Obj => m.provinces.find((p: Obj) => p.id === id);

/** Each a change to the small map that makes it fail. */
export const BAD_FILES: [name: string, change: (m: Obj) => unknown][] = [
  ['not an object', () => 42],
  ['base not a string', (m) => ({ ...m, base: 7 })],
  ['unknown base', () => ({ base: 'atlantis' })],
  [
    'shape',
    (m) => {
      delete m.name;
      m.format = 2;
      m.victoryCenters = 'x';
      m.id = 3;
      m.powers = {};
      m.provinces = [7, { ...prov(m, 'inl'), kind: 'lake', aliases: 'x', supplyCenter: 'no', home: 3, coasts: 'nc', fleet: 3 }];
      m.start.units = [{ power: 'Alpha', type: 'B', province: 'cst', coast: null }];
      m.start.phase.year = 1.5;
      m.start.supplyCenters = [];
      m.homes = 3;
      m.description = 4;
      return m;
    },
  ],
  ['start not an object', (m) => ({ ...m, start: 3 })],
  [
    'ids, names, coasts, homes',
    (m) => {
      m.id = 'Tiny!';
      m.powers.push({ name: 'Alpha', adjective: 'Alphan', aliases: [' '] });
      m.powers[1].aliases = ['alphan'];
      prov(m, 'inl').aliases = ['cst', ''];
      m.provinces.push({ ...prov(m, 'ocn'), id: 'Ocn!' }, { ...prov(m, 'ocn') });
      Object.assign(prov(m, 'ocn'), { coasts: ['nc', 'xx', 'xx'], army: ['inl'] });
      Object.assign(prov(m, 'inl'), { coasts: ['nc'], fleet: ['ocn'], supplyCenter: false, home: 'Gamma' });
      return m;
    },
  ],
  [
    'fleet lists',
    (m) => {
      Object.assign(prov(m, 'spl'), { fleet: ['ocn'] });
      prov(m, 'inl').army = ['spl'];
      Object.assign(prov(m, 'ocn'), { fleet: { nc: ['cst'] } });
      Object.assign(prov(m, 'cst'), { fleet: ['ocn', 'ocn', 'cst', 'inl', 'nowhere', 'spl/wc', 'spl'] });
      return m;
    },
  ],
  [
    'coasts without fleet moves, army lists',
    (m) => {
      Object.assign(prov(m, 'spl'), { fleet: { nc: [], sc: ['ocn'] } });
      Object.assign(prov(m, 'cst'), { fleet: [], army: ['inl', 'inl', 'cst', 'ocn', 'nowhere', 'spl'] });
      return m;
    },
  ],
  [
    'a coast with no sea, a province out of reach',
    (m) => {
      m.provinces.push({ ...prov(m, 'cst'), id: 'lag', name: 'Lagoon', supplyCenter: false, home: null, army: [], fleet: ['riv'] });
      m.provinces.push({ ...prov(m, 'cst'), id: 'riv', name: 'River', supplyCenter: false, home: null, army: [], fleet: ['lag'] });
      return m;
    },
  ],
  [
    'start and homes',
    (m) => {
      m.homes = { Alpha: ['cst', 'nowhere'], Beta: ['spl', 'cst'], Gamma: [] };
      m.start.units = [
        { power: 'Gamma', type: 'A', province: 'nowhere', coast: null },
        { power: 'Alpha', type: 'A', province: 'ocn', coast: 'nc' },
        { power: 'Alpha', type: 'F', province: 'inl', coast: null },
        { power: 'Beta', type: 'F', province: 'spl', coast: 'wc' },
        { power: 'Beta', type: 'F', province: 'spl', coast: null },
        { power: 'Beta', type: 'F', province: 'cst', coast: null },
      ];
      m.start.supplyCenters = { Alpha: ['cst', 'inl', 'nowhere'], Beta: ['cst'], Gamma: [] };
      m.victoryCenters = 9;
      return m;
    },
  ],
];

/** Each a change to a good board of the small map that makes it fail. */
export function goodBoard(): Obj {
  const shape = (kind: string, sc: boolean, coasts?: string[]) => ({
    path: 'M0,0 L1,0 L1,1 Z',
    kind,
    label: [0, 0],
    unit: [1, 1],
    sc: sc ? [2, 2] : null,
    ...(coasts ? { coasts: Object.fromEntries(coasts.map((c) => [c, [3, 3]])) } : {}),
  });
  return {
    format: 1,
    viewBox: [0, 0, 10, 10],
    impassable: [],
    provinces: { inl: shape('land', false), cst: shape('land', true), spl: shape('land', true, ['nc', 'sc']), ocn: shape('sea', false) },
  };
}

export const BAD_BOARDS: [name: string, change: (b: Obj) => unknown][] = [
  ['not an object', () => 'board'],
  ['its parts', (b) => ({ ...b, format: 2, viewBox: [1], impassable: [3], provinces: 4 })],
  ['links not a list', (b) => ({ ...b, links: 3 })],
  [
    'provinces',
    (b) => {
      delete b.provinces.inl;
      b.provinces.atlantis = b.provinces.ocn;
      b.provinces.cst = { ...b.provinces.cst, path: 'M0,0 C1', kind: 'sea', label: 3, sc: null };
      b.provinces.ocn = { ...b.provinces.ocn, sc: [1, 1] };
      b.provinces.spl = { ...b.provinces.spl, coasts: { nc: [1, 1] } };
      b.links = [{ between: ['cst'], kind: 'x', from: [0, 0], to: [1, 1] }];
      return b;
    },
  ],
];

/** Every fault of the bad files and boards (a board is checked against the small map, which loads). */
export function fileFaults(): MapError[] {
  const faults: MapError[] = [];
  for (const [, change] of BAD_FILES) {
    const loaded = loadVariant(change(tinyMap()));
    if (loaded.ok) throw new Error('a bad file loaded');
    faults.push(...loaded.error);
  }
  const tiny = loadVariant(tinyMap());
  if (!tiny.ok) throw new Error(`the small map does not load: ${tiny.error.map((f) => f.message).join('; ')}`);
  for (const [, change] of BAD_BOARDS) {
    const loaded = loadGeometry(change(goodBoard()), tiny.value);
    if (loaded.ok) throw new Error('a bad board loaded');
    faults.push(...loaded.error);
  }
  return faults;
}

export const unit = (power: string, type: string, province: string, coast: string | null = null) => ({ power, type, province, coast });

export const SPRING = {
  variant: 'standard',
  phase: { season: 'spring', year: 1901, type: 'movement' },
  units: [unit('England', 'F', 'nth'), unit('France', 'A', 'par')],
  dislodged: [],
  standoffs: [],
  supplyCenters: { England: ['lon'], France: ['par'] },
};
const RETREAT = { ...SPRING, phase: { season: 'fall', year: 1901, type: 'retreat' } };
const atSea = [unit('Italy', 'A', 'tys'), unit('Italy', 'F', 'tyr'), unit('Russia', 'F', 'stp'), unit('Russia', 'F', 'mos', 'xc')];
const coasts = [
  unit('Russia', 'A', 'war', 'nc'),
  unit('Turkey', 'F', 'ank', 'nc'),
  unit('Turkey', 'F', 'bul', 'wc'),
  unit('Narnia', 'Q', 'xyz'),
  unit('Turkey', 'Q', 'con'),
  unit('Turkey', 'F', 'smy', 'xc'),
];

/** Positions with faults, on the standard map. */
export const BAD_POSITIONS: [name: string, position: unknown][] = [
  ['wrong variant, bad season', { ...SPRING, variant: 'chaos', phase: { season: 'summer', year: 1901, type: 'movement' } }],
  ['bad phase type', { ...SPRING, phase: { season: 'spring', year: 1901, type: 'build' } }],
  ['bad year', { ...SPRING, phase: { season: 'spring', year: 0, type: 'movement' } }],
  ['winter movement', { ...SPRING, phase: { season: 'winter', year: 1901, type: 'movement' }, standoffs: ['bur', 'xyz'] }],
  ['units', { ...SPRING, units: [...SPRING.units, ...atSea, ...coasts, unit('Germany', 'A', 'par')] }],
  [
    'dislodged outside a retreat, centers, powers',
    {
      ...SPRING,
      dislodged: [{ ...unit('Germany', 'A', 'mun'), attackerFrom: 'tyr', viaConvoy: false }],
      supplyCenters: { England: ['lon', 'xyz', 'nth'], France: ['lon'], Narnia: [] },
      civilDisorder: ['Narnia'],
      proxies: [{ province: 'xyz', power: 'Narnia' }],
    },
  ],
  ['an empty retreat', RETREAT],
  [
    'dislodged',
    {
      ...RETREAT,
      units: [...SPRING.units, unit('Austria', 'A', 'mun')],
      dislodged: [
        ...[...atSea, ...coasts].map((u) => ({ ...u, attackerFrom: 'bur', viaConvoy: false })),
        { ...unit('Germany', 'A', 'mun'), attackerFrom: 'mun', viaConvoy: false },
        { ...unit('Germany', 'A', 'mun'), attackerFrom: 'xyz', viaConvoy: false },
        { ...unit('Germany', 'A', 'ber'), attackerFrom: 'kie', viaConvoy: false },
        { ...unit('England', 'F', 'nth'), attackerFrom: 'mos', viaConvoy: false },
      ],
    },
  ],
  ['too many units', { ...SPRING, units: Array.from({ length: 35 }, (_, i) => unit('France', 'A', standardMap().provinces[i * 2].id)) }],
];

/** Every fault of the bad positions, on the standard map. */
export function positionFaults(map: GameMap = standardMap()): PositionFault[] {
  return BAD_POSITIONS.flatMap(([, position]) => {
    const checked = validatePosition(map, position as Position);
    if (checked.ok) throw new Error('a bad position passed');
    return checked.error;
  });
}
