// A jDip saved game (jdipXml.ts unpacks it into jDip's object graph) read as a foreign game: every
// turn jDip resolved, with the orders it was given, the units jDip's results say were dislodged and
// the board jDip reached (the next turn's position), ready to be played again (replay.ts).
//
// What is read (docs/interchange.md): the variant (jDip's Standard only), the game's name, each
// turn's phase, orders, position (units, dislodged units, center owners) and whether it was resolved
// or ended. jDip's result messages are not compared word by word (its words are not the judges'):
// the dislodgements and the board it reached are. Press, notes, players' details and the GUI's
// settings are passed over.
import {
  type Coast,
  COASTS,
  type GameMap,
  type Order,
  type Phase,
  type Position,
  type Power,
  type Unit,
  type UnitSpec,
  type UnitType,
} from '../../../engine/index';
import { phaseCodeOf, type ForeignGame, type ForeignOrder, type ForeignPhase, type ForeignUnit } from './foreign';
import { jsxGraph, parseXml, type JObject, type JValue, type Read, unpackJdip } from './jdipXml';
import { placeSaid, placeText, refused, saidOf, type Place, type ReasonParam } from './reasons';
import type { ReasonSaid } from '../types';

const fail = <T>(key: string, params: Readonly<Record<string, ReasonParam>> = {}): Read<T> => refused(`jdip.${key}`, params);

const isObject = (v: JValue | undefined): v is JObject => v?.t === 'object';
const is = (o: JObject, cls: string): boolean => o.classes.includes(cls);

/** A field of an object, whichever class of its chain declares it. */
function field(o: JObject, name: string): JValue | undefined {
  for (const fields of o.fields.values()) if (fields.has(name)) return fields.get(name);
  return undefined;
}

/** An object as jDip's class names it, with its id and where it begins: `TurnState 12 (line 1, column 400)`. */
const what = (o: JObject): ReasonSaid => saidOf('place.jdip-object', { name: `${o.cls.replace(/^.*\./, '')}${o.id ? ` ${o.id}` : ''}`, place: o.at });

function objectField(o: JObject, name: string): Read<JObject | null> {
  const v = field(o, name);
  if (v === undefined) return fail('no-field', { place: what(o), field: name });
  if (v.t === 'null') return { ok: true, value: null };
  if (v.t !== 'object') return fail('field-not-object', { place: what(o), field: name });
  return { ok: true, value: v };
}

function stringField(o: JObject, name: string): string | null {
  const v = field(o, name);
  return v?.t === 'string' ? v.value : null;
}

function primitiveField(o: JObject, name: string): string | null {
  const v = field(o, name);
  return v?.t === 'primitive' ? v.value : null;
}

/** The entries of a Java map (TreeMap, HashMap, a synchronized wrapper) as JSX writes them. */
function entries(o: JObject): Read<[JValue, JValue][]> {
  for (let depth = 0; depth < 4; depth++) {
    if (is(o, 'java.util.Collections$SynchronizedMap') || is(o, 'java.util.Collections$UnmodifiableMap')) {
      const inner = field(o, 'm');
      if (!isObject(inner)) return fail('map-unwrapped', { place: what(o) });
      o = inner;
      continue;
    }
    const tree = o.data.get('java.util.TreeMap');
    const hash = o.data.get('java.util.HashMap');
    const data = tree ? tree.slice(1) : hash ? hash.slice(2) : null;
    if (!data) return fail('not-map', { place: what(o) });
    const sizeAt = tree ? tree[0] : hash![1];
    const size = sizeAt?.t === 'primitive' ? Number(sizeAt.value) : NaN;
    if (!Number.isInteger(size) || data.length !== size * 2) return fail('map-size', { place: what(o), size, found: data.length / 2 });
    const out: [JValue, JValue][] = [];
    for (let i = 0; i < data.length; i += 2) out.push([data[i], data[i + 1]]);
    return { ok: true, value: out };
  }
  return fail('map-deep', { place: what(o) });
}

const SEASON: Record<string, 'spring' | 'fall'> = { '1000': 'spring', '2000': 'fall' };
const PHASE_TYPE: Record<string, Phase['type']> = { movement: 'movement', retreat: 'retreat', adjustment: 'adjustment' };

/** jDip's phase: its adjustment phase is in the fall (`Fall 1901 Adjustment`), Adjutant's in the winter. */
function phaseOf(o: JObject): Read<Phase> {
  const s = objectField(o, 'seasonType');
  const y = objectField(o, 'yearType');
  const p = objectField(o, 'phaseType');
  if (!s.ok) return s;
  if (!y.ok) return y;
  if (!p.ok) return p;
  if (!s.value || !y.value || !p.value) return fail('phase-incomplete', { place: what(o) });
  const season = SEASON[primitiveField(s.value, 'position') ?? ''];
  const year = Number(primitiveField(y.value, 'year'));
  const type = PHASE_TYPE[stringField(p.value, 'constName') ?? ''];
  if (!season || !type || !Number.isInteger(year)) return fail('phase-unknown', { place: what(o) });
  if (type === 'adjustment' && season !== 'fall') return fail('adjustment-season', { place: what(o), season, year });
  return { ok: true, value: { season: type === 'adjustment' ? 'winter' : season, year, type } };
}

interface Context {
  map: GameMap;
  powers: Map<string, Power>;
}

function powerOf(ctx: Context, v: JValue | undefined, where: Place): Read<Power> {
  if (!isObject(v) || !is(v, 'dip.world.Power')) return fail('no-power', { place: where });
  const names = field(v, 'names');
  const name = names?.t === 'array' && names.items[0]?.t === 'string' ? names.items[0].value : null;
  const power = name === null ? undefined : ctx.powers.get(name.toLowerCase());
  if (!power) return fail('not-power', { place: where, value: String(name), mapName: ctx.map.name });
  return { ok: true, value: power };
}

function provinceOf(ctx: Context, v: JValue | undefined, where: Place): Read<string> {
  if (!isObject(v) || !is(v, 'dip.world.Province')) return fail('no-province', { place: where });
  const names = field(v, 'shortNames');
  const name = names?.t === 'array' && names.items[0]?.t === 'string' ? names.items[0].value.toLowerCase() : null;
  if (name === null || !ctx.map.province(name)) return fail('not-province', { place: where, value: String(name), mapName: ctx.map.name });
  return { ok: true, value: name };
}

/** A coast Adjutant names (north, south...); jDip's others (none, single, undefined) are no coast. */
function coastOf(v: JValue | undefined): Coast | null {
  if (!isObject(v)) return null;
  const a = stringField(v, 'abbreviation');
  return (COASTS as readonly string[]).includes(a ?? '') ? (a as Coast) : null;
}

function locationOf(ctx: Context, v: JValue | undefined, where: Place): Read<{ province: string; coast: Coast | null }> {
  if (!isObject(v) || !is(v, 'dip.world.Location')) return fail('no-location', { place: where });
  const p = provinceOf(ctx, field(v, 'province'), where);
  if (!p.ok) return p;
  return { ok: true, value: { province: p.value, coast: coastOf(field(v, 'coast')) } };
}

function unitTypeOf(v: JValue | undefined, where: Place): Read<UnitType | null> {
  if (v === undefined || v.t === 'null') return { ok: true, value: null };
  if (!isObject(v)) return fail('no-unit-type', { place: where });
  const name = stringField(v, 'internalName');
  if (name === 'army') return { ok: true, value: 'A' };
  if (name === 'fleet') return { ok: true, value: 'F' };
  if (name === 'undefined') return { ok: true, value: null };
  return fail('unit-type', { place: where, value: String(name) });
}

/** The unit an order names: type, location, power. */
function specOf(ctx: Context, o: JObject, loc: string, type: string, power: string, where: Place): Read<UnitSpec> {
  const l = locationOf(ctx, field(o, loc), where);
  if (!l.ok) return l;
  const t = unitTypeOf(field(o, type), where);
  if (!t.ok) return t;
  const pv = field(o, power);
  let p: Power | null = null;
  if (pv && pv.t !== 'null') {
    const read = powerOf(ctx, pv, where);
    if (!read.ok) return read;
    p = read.value;
  }
  return { ok: true, value: { type: t.value, province: l.value.province, coast: l.value.coast, power: p } };
}

const ORDER_CLASSES = [
  'dip.order.Retreat',
  'dip.order.Move',
  'dip.order.Hold',
  'dip.order.Support',
  'dip.order.Convoy',
  'dip.order.Build',
  'dip.order.Remove',
  'dip.order.Disband',
  'dip.order.Waive',
] as const;

/** One of jDip's orders (its own classes or its GUI's subclasses) as Adjutant's. */
function orderOf(ctx: Context, o: JObject, where: Place): Read<Order> {
  const kind = ORDER_CLASSES.find((c) => is(o, c));
  if (!kind) return fail('order-unknown', { place: where, name: o.cls });
  const unit = specOf(ctx, o, 'src', 'srcUnitType', 'power', where);
  if (!unit.ok) return unit;
  const u = unit.value;
  switch (kind) {
    case 'dip.order.Hold':
      return { ok: true, value: { kind: 'hold', unit: u } };
    case 'dip.order.Move':
    case 'dip.order.Retreat': {
      const dest = locationOf(ctx, field(o, 'dest'), where);
      if (!dest.ok) return dest;
      if (kind === 'dip.order.Retreat') return { ok: true, value: { kind: 'retreat', unit: u, to: dest.value.province, coast: dest.value.coast } };
      const via = primitiveField(o, '_isViaConvoy') === 'true';
      return { ok: true, value: { kind: 'move', unit: u, to: dest.value.province, coast: dest.value.coast, viaConvoy: via, path: null } };
    }
    case 'dip.order.Support': {
      const target = specOf(ctx, o, 'supSrc', 'supUnitType', 'supPower', where);
      if (!target.ok) return target;
      const destV = field(o, 'supDest');
      if (destV === undefined || destV.t === 'null') return { ok: true, value: { kind: 'support', unit: u, target: target.value, to: null, coast: null } };
      const dest = locationOf(ctx, destV, where);
      if (!dest.ok) return dest;
      return { ok: true, value: { kind: 'support', unit: u, target: target.value, to: dest.value.province, coast: dest.value.coast } };
    }
    case 'dip.order.Convoy': {
      const army = specOf(ctx, o, 'convoySrc', 'convoyUnitType', 'convoyPower', where);
      if (!army.ok) return army;
      const dest = locationOf(ctx, field(o, 'convoyDest'), where);
      if (!dest.ok) return dest;
      return { ok: true, value: { kind: 'convoy', unit: u, army: army.value, to: dest.value.province } };
    }
    case 'dip.order.Build':
      return { ok: true, value: { kind: 'build', unitType: u.type, province: u.province, coast: u.coast } };
    case 'dip.order.Remove':
      return { ok: true, value: { kind: 'remove', unit: u } };
    case 'dip.order.Disband':
      return { ok: true, value: { kind: 'disband', unit: u } };
    case 'dip.order.Waive':
      return { ok: true, value: { kind: 'waive' } };
  }
}

const at = (l: { province: string; coast: Coast | null }): string => `${l.province}${l.coast ? `/${l.coast}` : ''}`;
const unitText = (u: UnitSpec): string => `${u.type ?? ''} ${at(u)}`.trim();

/** An order as jDip's brief form writes it (`F lon-nth`, `A yor S F lon-nth`), for the audit. */
export function jdipOrderText(o: Order): string {
  switch (o.kind) {
    case 'hold':
      return `${unitText(o.unit)} H`;
    case 'move':
      return `${unitText(o.unit)}-${at({ province: o.to, coast: o.coast })}`;
    case 'retreat':
      return `${unitText(o.unit)}-${at({ province: o.to, coast: o.coast })}`;
    case 'support':
      return `${unitText(o.unit)} S ${unitText(o.target)}${o.to === null ? '' : `-${at({ province: o.to, coast: o.coast })}`}`;
    case 'convoy':
      return `${unitText(o.unit)} C ${unitText(o.army)}-${o.to}`;
    case 'build':
      return `B ${o.unitType ?? ''} ${at(o)}`.replace('  ', ' ');
    case 'remove':
      return `R ${unitText(o.unit)}`;
    case 'disband':
      return `${unitText(o.unit)} D`;
    case 'waive':
      return 'waive';
  }
}

interface Board {
  units: Unit[];
  dislodged: Unit[];
  centers: Record<Power, string[]>;
}

function unitOf(ctx: Context, v: JValue, province: string, where: Place): Read<Unit> {
  if (!isObject(v) || !is(v, 'dip.world.Unit')) return fail('no-unit', { place: where });
  const t = unitTypeOf(field(v, 'type'), where);
  if (!t.ok) return t;
  if (t.value === null) return fail('unit-no-type', { place: where });
  const p = powerOf(ctx, field(v, 'owner'), where);
  if (!p.ok) return p;
  return { ok: true, value: { power: p.value, type: t.value, province, coast: coastOf(field(v, 'coast')) } };
}

/** A turn's position: the provinces are those of the map the position holds, by index. */
function boardOf(ctx: Context, o: JObject, where: Place): Read<Board> {
  const arr = field(o, 'provArray');
  const map = field(o, 'map');
  if (arr?.t !== 'array' || !isObject(map)) return fail('no-provinces', { place: where, placeObject: what(o) });
  const provinces = field(map, 'provinces');
  if (provinces?.t !== 'array' || provinces.items.length !== arr.items.length)
    return fail('provinces-count', { place: where, found: arr.items.length, expected: provinces?.t === 'array' ? provinces.items.length : 0 });
  const board: Board = { units: [], dislodged: [], centers: Object.fromEntries(ctx.map.powers.map((p) => [p.name, []])) };
  for (const [i, data] of arr.items.entries()) {
    if (data.t === 'null') continue;
    if (!isObject(data)) return fail('province-data', { place: where, n: i });
    const province = provinceOf(ctx, provinces.items[i], placeSaid('turn-province', { place: where, n: i }));
    if (!province.ok) return province;
    const name = province.value;
    const unit = field(data, 'unit');
    if (unit && unit.t !== 'null') {
      const u = unitOf(ctx, unit, name, placeSaid('turn-unit', { place: where, province: name }));
      if (!u.ok) return u;
      board.units.push(u.value);
    }
    const gone = field(data, 'dislodgedUnit');
    if (gone && gone.t !== 'null') {
      const u = unitOf(ctx, gone, name, placeSaid('turn-dislodged', { place: where, province: name }));
      if (!u.ok) return u;
      board.dislodged.push(u.value);
    }
    const owner = field(data, 'SCOwner');
    if (owner && owner.t !== 'null') {
      const p = powerOf(ctx, owner, placeSaid('turn-owner', { place: where, province: name }));
      if (!p.ok) return p;
      board.centers[p.value].push(name);
    }
  }
  for (const list of Object.values(board.centers)) list.sort();
  return { ok: true, value: board };
}

interface Turn {
  phase: Phase;
  state: JObject;
  place: Place;
}

/** Reads a `.jdip` file (its bytes) as a foreign game on `map` (jDip's Standard variant only). */
export function readJdip(bytes: Uint8Array, map: GameMap): Read<ForeignGame> {
  const xml = unpackJdip(bytes);
  if (!xml.ok) return xml;
  const doc = parseXml(xml.value);
  if (!doc.ok) return doc;
  const graph = jsxGraph(doc.value);
  if (!graph.ok) return graph;
  const world = graph.value;
  if (!isObject(world) || !is(world, 'dip.world.World')) return fail('not-world', { name: world.t === 'object' ? world.cls : world.t });
  const ctx: Context = { map, powers: new Map(map.powers.map((p) => [p.name.toLowerCase(), p.name])) };
  const notes: string[] = [];
  let name: string | null = null;
  const other = objectField(world, 'nonTurnData');
  if (!other.ok) return other;
  if (other.value) {
    const list = entries(other.value);
    if (!list.ok) return list;
    for (const [k, v] of list.value) {
      if (k.t !== 'string' || !isObject(v)) continue;
      if (k.value === '_variant_info_') {
        const variant = stringField(v, 'variantName');
        if (variant !== null && variant.toLowerCase() !== 'standard') return fail('variant', { name: variant });
      }
      if (k.value === '_world_metadata_' || k.value === '_game_metadata_') {
        const n = stringField(v, 'gameName');
        if (n && n.trim()) name = n.trim();
      }
    }
  }
  const states = objectField(world, 'turnStates');
  if (!states.ok) return states;
  if (!states.value) return fail('world-no-turns', { place: what(world) });
  const list = entries(states.value);
  if (!list.ok) return list;
  const turns: Turn[] = [];
  for (const [, v] of list.value) {
    if (!isObject(v) || !is(v, 'dip.world.TurnState')) return fail('not-turn', { place: what(states.value) });
    const ph = objectField(v, 'phase');
    if (!ph.ok) return ph;
    if (!ph.value) return fail('turn-no-phase', { place: what(v) });
    const phase = phaseOf(ph.value);
    if (!phase.ok) return phase;
    turns.push({ phase: phase.value, state: v, place: placeSaid('turn', { code: phaseCodeOf(phase.value), id: v.id ?? v.at }) });
  }
  if (turns.length === 0) return fail('no-turns');
  const boards: Board[] = [];
  for (const t of turns) {
    const pos = objectField(t.state, 'position');
    if (!pos.ok) return pos;
    if (!pos.value) return fail('no-position', { place: t.place });
    const b = boardOf(ctx, pos.value, t.place);
    if (!b.ok) return b;
    boards.push(b.value);
  }
  const phases: ForeignPhase[] = [];
  let inPlay: Phase | null = null;
  let over = false;
  for (const [i, t] of turns.entries()) {
    if (primitiveField(t.state, 'isEnded') === 'true') over = true;
    const resolved = primitiveField(t.state, 'isResolved') === 'true';
    if (!resolved) {
      if (i !== turns.length - 1) return fail('unresolved', { place: t.place });
      inPlay = t.phase;
      continue;
    }
    const orders: ForeignOrder[] = [];
    const om = objectField(t.state, 'orderMap');
    if (!om.ok) return om;
    const byPower = om.value ? entries(om.value) : { ok: true as const, value: [] };
    if (!byPower.ok) return byPower;
    // Power by power in the map's order, each power's orders as given.
    const given: { power: Power; list: JValue[]; where: Place }[] = [];
    for (const [k, v] of byPower.value) {
      const p = powerOf(ctx, k, placeSaid('turn-orders', { place: t.place }));
      if (!p.ok) return p;
      if (v.t !== 'array') return fail('orders-not-list', { place: t.place, power: p.value });
      given.push({ power: p.value, list: v.items, where: t.place });
    }
    const rank = (p: Power): number => map.powers.findIndex((x) => x.name === p);
    given.sort((a, b) => rank(a.power) - rank(b.power));
    for (const g of given)
      for (const [n, item] of g.list.entries()) {
        const where = placeSaid('turn-order', { place: g.where, power: g.power, n: n + 1 });
        if (!isObject(item)) return fail('not-order', { place: where });
        if (is(item, 'dip.order.DefineState')) {
          notes.push(`${placeText(where)}: a define-state order (jDip's edit mode) was passed over`);
          continue;
        }
        const order = orderOf(ctx, item, where);
        if (!order.ok) return order;
        orders.push({ power: g.power, order: order.value, place: where, written: jdipOrderText(order.value), flags: null });
      }
    // The units jDip's results say were dislodged; later turns show where they went.
    let dislodged: ForeignUnit[] | null = null;
    if (t.phase.type === 'movement') {
      dislodged = [];
      const rl = field(t.state, 'resultList');
      for (const r of rl?.t === 'array' ? rl.items : []) {
        if (!isObject(r) || !is(r, 'dip.order.result.OrderResult')) continue;
        const type = objectField(r, 'resultType');
        if (!type.ok || !type.value || stringField(type.value, 'key') !== 'DISLODGED') continue;
        const ord = field(r, 'order');
        if (!isObject(ord)) continue;
        const u = specOf(ctx, ord, 'src', 'srcUnitType', 'power', placeSaid('turn-dislodgement', { place: t.place }));
        if (!u.ok) return u;
        if (u.value.type === null || u.value.power === null) continue;
        dislodged.push({ power: u.value.power, type: u.value.type, province: u.value.province, place: placeSaid('turn-results', { place: t.place }) });
      }
    }
    const next = boards[i + 1];
    phases.push({
      phase: t.phase,
      place: t.place,
      orders,
      dislodged,
      // jDip's fall retreat phase already shows the owners the fall movement gives, Adjutant's the owners before
      // the fall: both agree once the retreats are done, so the owners are compared after the retreat phase.
      centersAfter: next && turns[i + 1].phase.type !== 'retreat' ? next.centers : null,
      // Dislodged units waiting to retreat are on jDip's board too: those are compared by `dislodged`.
      unitsAfter: next ? next.units : null,
    });
  }
  const first = turns[0];
  const b0 = boards[0];
  if (b0.dislodged.length > 0) return fail('starts-retreat', { place: first.place });
  const start: Position = { variant: 'standard', phase: first.phase, units: b0.units, dislodged: [], standoffs: [], supplyCenters: b0.centers };
  return {
    ok: true,
    value: { format: 'jdip', name, start, phases, over, centerCounts: [], inPlay, drawn: null, rules: null, notes },
  };
}
