// A game written as jDip saves one (`.jdip`): jDip's World object graph (its turns, each with its
// phase, orders, position and the map) in the XML of the JSX library, gzip'd. jDip loads it as its
// own saved game (tested with jDip itself: test/electron/interchange/jdip/). What is written and what
// is lost: docs/interchange.md.
import { type Coast, type GameMap, type Order, type Position, type Power, type Unit, type UnitSpec, type UnitType } from '../../../engine/index';
import type { GameFile } from '../exchangeFormat';
import { lineOfPlay } from './judgeWrite';

// ---- A Java object graph and JSX's XML for it ----

type W = WObject | WArray | WString | WPrimitive | null;
interface WObject {
  t: 'object';
  cls: string;
  supers: string[];
  /** Per declared class, most general first: its fields, then what it writes itself (a map's entries). */
  decls: { cls: string; fields: [string, W][]; data?: W[] }[];
}
interface WArray {
  t: 'array' | 'collection';
  cls: string;
  items: W[];
}
interface WString {
  t: 'string';
  value: string;
}
interface WPrimitive {
  t: 'primitive';
  type: 'int' | 'boolean' | 'float';
  value: string;
}

const str = (value: string): WString => ({ t: 'string', value });
const int = (n: number): WPrimitive => ({ t: 'primitive', type: 'int', value: String(n) });
const bool = (b: boolean): WPrimitive => ({ t: 'primitive', type: 'boolean', value: String(b) });
const float = (n: number): WPrimitive => ({ t: 'primitive', type: 'float', value: n.toFixed(1) });
const obj = (cls: string, fields: [string, W][], supers: string[] = []): WObject => ({ t: 'object', cls, supers, decls: [{ cls, fields }] });
const array = (cls: string, items: W[]): WArray => ({ t: 'array', cls, items });
const list = (items: W[]): WArray => ({ t: 'collection', cls: 'java.util.ArrayList', items });

/** A java.util.HashMap with its entries, as HashMap's own serialisation writes it (capacity, size, pairs). */
function hashMap(pairs: [W, W][]): WObject {
  let capacity = 16;
  while (pairs.length > capacity * 0.75) capacity *= 2;
  return {
    t: 'object',
    cls: 'java.util.HashMap',
    supers: ['java.util.AbstractMap'],
    decls: [
      { cls: 'java.util.AbstractMap', fields: [] },
      {
        cls: 'java.util.HashMap',
        fields: [
          ['threshold', int(capacity * 0.75)],
          ['loadFactor', float(0.75)],
        ],
        data: [int(capacity), int(pairs.length), ...pairs.flat()],
      },
    ],
  };
}

const escapeAttr = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&apos;').replace(/"/g, '&quot;');

/** JSX's XML for the graph: each object once, with an id; every later use a reference to it. */
function jsxXml(root: W): string {
  const ids = new Map<object, string>();
  const out: string[] = [];
  const fieldAttr = (field: string | null): string => (field === null ? '' : ` field='${escapeAttr(field)}'`);
  const write = (v: W, field: string | null): void => {
    // (Arrays and collections share one shape; an object is the rest.)
    if (v === null) return void out.push(`<null${fieldAttr(field)}/>`);
    if (v.t === 'primitive') return void out.push(`<primitive${fieldAttr(field)} type='${v.type}' value='${v.value}'/>`);
    const known = ids.get(v);
    if (known) return void out.push(`<reference${fieldAttr(field)} idref='${known}'/>`);
    const id = `i${ids.size}`;
    ids.set(v, id);
    if (v.t === 'string') return void out.push(`<string${fieldAttr(field)} id='${id}' value='${escapeAttr(v.value)}'/>`);
    if (v.t === 'array') {
      out.push(`<array${fieldAttr(field)} id='${id}' base='${v.cls}' dim='1' length='${v.items.length}'>`);
      for (const x of v.items) write(x, null);
      return void out.push('</array>');
    }
    if (v.t === 'collection') {
      out.push(`<collection${fieldAttr(field)} id='${id}' class='${v.cls}'>`);
      for (const x of v.items) write(x, null);
      return void out.push('</collection>');
    }
    const o = v as WObject;
    out.push(`<object${fieldAttr(field)} id='${id}' class='${o.cls}' superclasses='${o.supers.map((s) => `${s},`).join('')}'>`);
    for (const d of o.decls) {
      out.push(`<declaredClass class='${d.cls}'>`);
      if (d.fields.length === 0) out.push('<default/>');
      else {
        out.push('<default>');
        for (const [name, x] of d.fields) write(x, name);
        out.push('</default>');
      }
      for (const x of d.data ?? []) write(x, null);
      out.push('</declaredClass>');
    }
    out.push('</object>');
  };
  write(root, null);
  return `<jsx major='1' minor='1' format='JSX.DataReader'>${out.join('')}</jsx>`;
}

// ---- jDip's classes ----

/** jDip's coasts: name, abbreviation, index (jDip keeps one object of each). */
const COAST_DATA = {
  wx: ['Wing', 1],
  mv: ['None', 2],
  xc: ['Single', 3],
  nc: ['North Coast', 4],
  sc: ['South Coast', 5],
  wc: ['West Coast', 6],
  ec: ['East Coast', 7],
} as const;
type JdipCoast = keyof typeof COAST_DATA;

const PHASE_TYPE = { movement: ['movement', 100], retreat: ['retreat', 200], adjustment: ['adjustment', 300] } as const;
const ORDER_CLASS: Record<Exclude<Order['kind'], 'waive'>, string[]> = {
  hold: ['dip.order.Hold'],
  move: ['dip.order.Move'],
  support: ['dip.order.Support'],
  convoy: ['dip.order.Convoy'],
  retreat: ['dip.order.Retreat', 'dip.order.Move'],
  disband: ['dip.order.Disband'],
  build: ['dip.order.Build'],
  remove: ['dip.order.Remove'],
};
const GUI_NAME = {
  hold: 'Hold',
  move: 'Move',
  support: 'Support',
  convoy: 'Convoy',
  retreat: 'Retreat',
  disband: 'Disband',
  build: 'Build',
  remove: 'Remove',
  waive: 'Waive',
} as const;

class JdipWorld {
  readonly coasts = new Map<JdipCoast, WObject>();
  readonly powers = new Map<Power, WObject>();
  readonly provinces = new Map<string, WObject>();
  readonly unitTypes = new Map<UnitType, WObject>();
  readonly map: WObject;
  /** Standard jDip has Switzerland, impassable; Adjutant's map has no such province. */
  private readonly extra: string[];

  constructor(private readonly m: GameMap) {
    for (const [abbr, [name, index]] of Object.entries(COAST_DATA))
      this.coasts.set(
        abbr as JdipCoast,
        obj('dip.world.Coast', [
          ['name', str(name)],
          ['abbreviation', str(abbr)],
          ['index', int(index)],
        ]),
      );
    for (const p of m.powers)
      this.powers.set(
        p.name,
        obj('dip.world.Power', [
          ['names', array('java.lang.String', [str(p.name)])],
          ['isActive', bool(true)],
          ['adjective', str(p.adjective)],
        ]),
      );
    this.unitTypes.set('A', obj('dip.world.Unit$Type', [['internalName', str('army')]]));
    this.unitTypes.set('F', obj('dip.world.Unit$Type', [['internalName', str('fleet')]]));
    this.extra = m.id === 'standard' && !m.province('swi') ? ['swi'] : [];
    const adjacencies: [WObject, string][] = [];
    for (const p of m.provinces) {
      const adjLoc = hashMap([]);
      const province = obj('dip.world.Province', [
        ['fullName', str(p.name)],
        ['shortNames', array('java.lang.String', [str(p.id)])],
        ['index', int(p.index)],
        ['isConvoyableCoast', bool(false)],
        ['adjacency', obj('dip.world.Province$Adjacency', [['adjLoc', adjLoc]])],
        ['supplyCenter', bool(p.supplyCenter)],
        ['borders', null],
      ]);
      this.provinces.set(p.id, province);
      adjacencies.push([adjLoc, p.id]);
    }
    for (const [i, id] of this.extra.entries()) {
      const adjLoc = hashMap([]);
      const province = obj('dip.world.Province', [
        ['fullName', str('Switzerland')],
        ['shortNames', array('java.lang.String', [str(id)])],
        ['index', int(m.provinces.length + i)],
        ['isConvoyableCoast', bool(false)],
        ['adjacency', obj('dip.world.Province$Adjacency', [['adjLoc', adjLoc]])],
        ['supplyCenter', bool(false)],
        ['borders', null],
      ]);
      this.provinces.set(id, province);
      // As jDip has it: Switzerland borders only itself.
      const self = (c: JdipCoast): W => array('dip.world.Location', [this.location(id, c)]);
      adjLoc.decls[1].data = hashMap([
        [this.coasts.get('wx')!, self('wx')],
        [this.coasts.get('mv')!, self('mv')],
      ]).decls[1].data;
    }
    for (const [adjLoc, id] of adjacencies) adjLoc.decls[1].data = hashMap(this.adjacency(id)).decls[1].data;
    this.map = obj('dip.world.Map', [
      ['powers', array('dip.world.Power', [...this.powers.values()])],
      ['provinces', array('dip.world.Province', [...m.provinces.map((p) => this.provinces.get(p.id)!), ...this.extra.map((id) => this.provinces.get(id)!)])],
    ]);
  }

  /** A fleet's coast in jDip's words: `xc` where the province has one coast, else its own. */
  private fleetCoast(province: string, coast: Coast | null): JdipCoast {
    return coast ?? 'xc';
  }

  location(province: string, coast: JdipCoast): WObject {
    return obj('dip.world.Location', [
      ['province', this.provinces.get(province)!],
      ['coast', this.coasts.get(coast)!],
    ]);
  }

  /** A province's neighbours per coast: armies (`mv`), fleets (`xc` or each coast), and all of them (`wx`, jDip's wings). */
  private adjacency(id: string): [W, W][] {
    const p = this.m.province(id)!;
    const out: [W, W][] = [];
    const all = new Set<string>();
    const army = p.kind === 'sea' ? [] : this.m.armyNeighbours(id);
    for (const n of army) all.add(n);
    const fleetFrom =
      p.kind === 'land' ? [] : p.coasts.length > 0 ? p.coasts.map((c) => ({ province: id, coast: c as Coast | null })) : [{ province: id, coast: null }];
    const fleets = fleetFrom.map((from) => {
      const to = this.m.fleetNeighbours(from);
      for (const l of to) all.add(l.province);
      return { from, to };
    });
    out.push([
      this.coasts.get('wx')!,
      array(
        'dip.world.Location',
        [...all].sort().map((n) => this.location(n, 'wx')),
      ),
    ]);
    if (p.kind !== 'sea')
      out.push([
        this.coasts.get('mv')!,
        array(
          'dip.world.Location',
          army.map((n) => this.location(n, 'mv')),
        ),
      ]);
    for (const f of fleets)
      out.push([
        this.coasts.get(this.fleetCoast(id, f.from.coast))!,
        array(
          'dip.world.Location',
          f.to.map((l) => this.location(l.province, this.fleetCoast(l.province, l.coast))),
        ),
      ]);
    return out;
  }

  unitLocation(u: { type: UnitType | null; province: string; coast: Coast | null }): WObject {
    return this.location(u.province, u.type === 'F' ? this.fleetCoast(u.province, u.coast) : u.type === 'A' ? 'mv' : (u.coast ?? 'mv'));
  }

  unit(u: Unit): WObject {
    return obj('dip.world.Unit', [
      ['type', this.unitTypes.get(u.type)!],
      ['owner', this.powers.get(u.power)!],
      ['coast', this.coasts.get(u.type === 'F' ? this.fleetCoast(u.province, u.coast) : 'mv')!],
    ]);
  }

  position(pos: Position): WObject {
    const size = this.m.provinces.length + this.extra.length;
    const me = obj('dip.world.Position', []);
    const data: W[] = Array.from({ length: size }, () => null);
    const slot = (province: string): WObject => {
      const i = this.m.province(province)!.index;
      data[i] ??= obj('dip.world.Position$ProvinceData', [
        ['unit', null],
        ['dislodgedUnit', null],
        ['SCOwner', null],
        ['SCHomePower', null],
        ['lastOccupier', null],
        ['this$0', me],
      ]);
      return data[i] as WObject;
    };
    const set = (o: WObject, name: string, v: W): void => {
      const f = o.decls[0].fields.find((x) => x[0] === name)!;
      f[1] = v;
    };
    // jDip's fall retreat phase shows the owners the fall movement gave (the units standing on centers);
    // Adjutant changes them after the retreats.
    const fallRetreat = pos.phase.season === 'fall' && pos.phase.type === 'retreat';
    const standing = new Map(fallRetreat ? pos.units.map((u) => [u.province, u.power]) : []);
    for (const p of this.m.provinces) {
      if (!p.supplyCenter) continue;
      const home = p.home ? (this.powers.get(p.home) ?? null) : null;
      const owner = standing.get(p.id) ?? Object.entries(pos.supplyCenters).find(([, list]) => list.includes(p.id))?.[0];
      const s = slot(p.id);
      set(s, 'SCHomePower', home);
      if (owner) set(s, 'SCOwner', this.powers.get(owner) ?? null);
    }
    for (const u of pos.units) {
      const s = slot(u.province);
      set(s, 'unit', this.unit(u));
      set(s, 'lastOccupier', this.powers.get(u.power)!);
    }
    for (const u of pos.dislodged) set(slot(u.province), 'dislodgedUnit', this.unit(u));
    me.decls[0].fields.push(['powerMap', hashMap([])], ['provArray', array('dip.world.Position$ProvinceData', data)], ['map', this.map]);
    return me;
  }

  private spec(u: UnitSpec, power: Power): [WObject, WObject | null, WObject | null] {
    return [this.unitLocation(u), u.type ? this.unitTypes.get(u.type)! : null, this.powers.get(u.power ?? power) ?? null];
  }

  /** jDip's result for a dislodged unit: its order, and the province its attacker came from. */
  dislodgedResult(power: Power, order: Exclude<Order, { kind: 'waive' }>, attackerFrom: string): WObject {
    return {
      t: 'object',
      cls: 'dip.order.result.DislodgedResult',
      supers: ['dip.order.result.OrderResult', 'dip.order.result.Result'],
      decls: [
        {
          cls: 'dip.order.result.Result',
          fields: [
            ['power', this.powers.get(power)!],
            ['message', null],
          ],
        },
        {
          cls: 'dip.order.result.OrderResult',
          fields: [
            ['resultType', this.dislodgedType],
            ['order', this.order(power, order)],
          ],
        },
        {
          cls: 'dip.order.result.DislodgedResult',
          fields: [
            ['retreatLocations', null],
            ['dislodger', this.provinces.get(attackerFrom) ?? null],
            ['atkStrength', int(-1)],
            ['defStrength', int(-1)],
          ],
        },
      ],
    };
  }

  private readonly dislodgedType = obj('dip.order.result.OrderResult$ResultType', [
    ['key', str('DISLODGED')],
    ['ordering', int(40)],
  ]);

  /** An order as jDip's GUI makes it (its GUI's subclass of the order: what the app saves). */
  order(power: Power, o: Exclude<Order, { kind: 'waive' }>): WObject {
    const base = ORDER_CLASS[o.kind];
    const gui = `dip.gui.order.GUI${GUI_NAME[o.kind]}`;
    const unit = o.kind === 'build' ? { type: o.unitType, province: o.province, coast: o.coast, power } : o.unit;
    const [src, type] = this.spec(unit, power);
    const decls: WObject['decls'] = [
      {
        cls: 'dip.order.Order',
        fields: [
          ['power', this.powers.get(power)!],
          ['src', src],
          ['srcUnitType', type],
        ],
      },
    ];
    const moveFields = (to: string, coast: Coast | null, viaConvoy: boolean): [string, W][] => [
      ['dest', this.location(to, unit.type === 'F' ? this.fleetCoast(to, coast) : 'mv')],
      ['convoyRoutes', null],
      ['_isViaConvoy', bool(viaConvoy)],
      ['_isConvoyIntent', bool(viaConvoy)],
      ['_isAdjWithPossibleConvoy', bool(false)],
      ['_fmtIsAdjWithConvoy', bool(false)],
      ['_hasLandRoute', bool(!viaConvoy)],
    ];
    if (o.kind === 'move' || o.kind === 'retreat') decls.push({ cls: 'dip.order.Move', fields: moveFields(o.to, o.coast, o.kind === 'move' && o.viaConvoy) });
    if (o.kind === 'retreat') decls.push({ cls: 'dip.order.Retreat', fields: [] });
    if (o.kind === 'support') {
      const [sSrc, sType, sPower] = this.spec(o.target, power);
      const dest = o.to === null ? null : this.location(o.to, o.target.type === 'F' ? this.fleetCoast(o.to, o.coast) : 'mv');
      decls.push({
        cls: 'dip.order.Support',
        fields: [
          ['supSrc', sSrc],
          ['supDest', dest],
          ['supUnitType', sType],
          ['narrowingOrder', null],
          ['supPower', sPower],
        ],
      });
    }
    if (o.kind === 'convoy') {
      const [cSrc, cType, cPower] = this.spec(o.army, power);
      decls.push({
        cls: 'dip.order.Convoy',
        fields: [
          ['convoySrc', cSrc],
          ['convoyDest', this.location(o.to, 'mv')],
          ['convoyUnitType', cType],
          ['convoyPower', cPower],
        ],
      });
    }
    if (o.kind !== 'move' && o.kind !== 'retreat' && o.kind !== 'support' && o.kind !== 'convoy') decls.push({ cls: base[0], fields: [] });
    decls.push({ cls: gui, fields: [] });
    // JSX lists the superclasses nearest first: GUIRetreat's are Retreat, Move, Order.
    return { t: 'object', cls: gui, supers: [...base, 'dip.order.Order'], decls };
  }
}

function phaseObject(p: Position['phase']): WObject {
  const season = p.season === 'spring' ? 1000 : 2000;
  const [name, at] = PHASE_TYPE[p.type];
  return obj('dip.world.Phase', [
    ['seasonType', obj('dip.world.Phase$SeasonType', [['position', int(season)]])],
    ['yearType', obj('dip.world.Phase$YearType', [['year', int(p.year)]])],
    [
      'phaseType',
      obj('dip.world.Phase$PhaseType', [
        ['constName', str(name)],
        ['position', int(at)],
      ]),
    ],
  ]);
}

/** The game as a jDip saved game: gzip'd JSX XML. */
export function jdipGame(file: GameFile, map: GameMap): Uint8Array {
  const w = new JdipWorld(map);
  const line = lineOfPlay(file);
  const turns: [W, W][] = [];
  const last = line.at(-1);
  const ended = file.game.status === 'finished' || file.game.status === 'drawn';
  for (const { phase, adjudication } of line) {
    const given = adjudication?.orders ?? [];
    const orderMap = hashMap(
      map.powers.map((p) => [
        w.powers.get(p.name)!,
        list(given.filter((g) => g.power === p.name && g.order.kind !== 'waive').map((g) => w.order(p.name, g.order as Exclude<Order, { kind: 'waive' }>))),
      ]),
    );
    const phaseObj = phaseObject(phase.position.phase);
    // Of the results, the dislodgements: jDip's retreat phase finds its units (and who dislodged them) there.
    const dislodgements = (adjudication?.result.dislodged ?? []).map((u) => {
      const own = adjudication!.result.results.find((r) => r.power === u.power && r.unit?.province === u.province)?.order;
      const order =
        own && own.kind !== 'waive' ? own : ({ kind: 'hold', unit: { type: u.type, province: u.province, coast: u.coast, power: u.power } } as const);
      return w.dislodgedResult(u.power, order, u.attackerFrom);
    });
    const state = obj('dip.world.TurnState', [
      ['phase', phaseObj],
      ['resultList', list(dislodgements)],
      ['orderMap', orderMap],
      ['isSCOwnerChanged', bool(false)],
      ['position', w.position(phase.position)],
      ['isEnded', bool(ended && phase === last?.phase)],
      ['isResolved', bool(adjudication !== null)],
    ]);
    turns.push([phaseObj, state]);
  }
  // After a solo no phase is in play; jDip ends such a game with the board after the last phase, marked ended.
  const a = last?.adjudication;
  if (a && a.nextPosition === null) {
    const final: Position = { ...last.phase.position, units: a.result.units, dislodged: [], supplyCenters: a.result.supplyCenters };
    const ph = phaseObject(
      last.phase.position.phase.type === 'adjustment'
        ? { season: 'spring', year: last.phase.position.phase.year + 1, type: 'movement' }
        : last.phase.position.phase,
    );
    if (last.phase.position.phase.type !== 'adjustment') {
      // The solo is decided in the fall: the board is kept as the turn in play, ended.
      turns.push([
        ph,
        obj('dip.world.TurnState', [
          ['phase', ph],
          ['resultList', list([])],
          ['orderMap', hashMap([])],
          ['isSCOwnerChanged', bool(false)],
          ['position', w.position(final)],
          ['isEnded', bool(true)],
          ['isResolved', bool(false)],
        ]),
      ]);
    }
  }
  const tree: WObject = {
    t: 'object',
    cls: 'java.util.TreeMap',
    supers: ['java.util.AbstractMap'],
    decls: [
      { cls: 'java.util.AbstractMap', fields: [] },
      { cls: 'java.util.TreeMap', fields: [['comparator', null]], data: [int(turns.length), ...turns.flat()] },
    ],
  };
  const sync: WObject = {
    t: 'object',
    cls: 'java.util.Collections$SynchronizedSortedMap',
    supers: ['java.util.Collections$SynchronizedMap'],
    decls: [
      { cls: 'java.util.Collections$SynchronizedMap', fields: [['m', tree]] },
      { cls: 'java.util.Collections$SynchronizedSortedMap', fields: [['sm', tree]] },
    ],
  };
  sync.decls[0].fields.push(['mutex', sync]);
  const empty = str('');
  const nonTurn = hashMap([
    [
      str('_victory_conditions_'),
      obj('dip.world.VictoryConditions', [
        ['numSCForVictory', int(map.victoryCenters)],
        ['maxYearsNoSCChange', int(0)],
        ['maxGameTimeYears', int(0)],
        ['initialYear', int(map.start.phase.year)],
      ]),
    ],
    [
      str('_world_metadata_'),
      obj('dip.world.metadata.GameMetadata', [
        ['comment', empty],
        ['gameName', str(file.game.name)],
        ['moderator', null],
        ['moderatorEmail', null],
        ['moderatorURI', null],
        ['judgeName', null],
        ['gameURI', null],
        ['notes', empty],
        ['id', empty],
      ]),
    ],
    [
      str('_variant_info_'),
      obj('dip.world.World$VariantInfo', [
        ['variantName', str('Standard')],
        ['mapName', str('Standard')],
        ['symbolsName', null],
        ['variantVersion', float(1)],
        ['symbolsVersion', float(0)],
        // No option set: jDip plays with its defaults (its rule options are not Adjutant's: docs/interchange.md).
        ['ruleOptions', obj('dip.world.RuleOptions', [['optionMap', hashMap([])]])],
      ]),
    ],
  ]);
  const world = obj('dip.world.World', [
    ['turnStates', sync],
    ['nonTurnData', nonTurn],
    ['map', w.map],
  ]);
  const xml = `<!--\n     Written by Adjutant in the format of jDip's saved games (JSX XML).\n-->\n${jsxXml(world)}`;
  return process.getBuiltinModule('node:zlib').gzipSync(Buffer.from(xml, 'utf8'));
}
