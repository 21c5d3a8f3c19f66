// Loads a map file (resources/maps/<id>/map.json) into a GameMap. A map file is data anyone can edit,
// so nothing in it is trusted: the shape is checked first, then the geography, and every fault found
// is reported at once, each naming its place, so that an author can fix a file in one pass.
import { COASTS, PHASE_TYPES, SEASONS, UNIT_TYPES } from '../types';
import type { Coast, Location, Power, ProvinceId } from '../types';
import { err, ok } from '../result';
import type { Result } from '../result';
import { BUILD_RULES } from './types';
import type { GameMap, MapData, MapError, Province, ProvinceData } from './types';
import { mapFault, type FaultParams, type MapFaultKey } from './faults';

type Obj = Record<string, unknown>;
/** A field's test, and what it should be (the key of the fault's sentence, with the values allowed for `one-of`). */
type Rule = readonly [test: (v: unknown) => boolean, expected: Expected, values?: string];
type Expected = 'string' | 'strings' | 'number' | 'integer' | 'boolean' | 'array' | 'object' | 'string-or-null' | 'strings-by-key' | 'fleet' | 'one-of';

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every(isString);
const oneOf = (values: readonly string[]): Rule => [(v) => isString(v) && values.includes(v), 'one-of', values.map((x) => `'${x}'`).join(', ')];

const STRING: Rule = [isString, 'string'];
const STRINGS: Rule = [isStrings, 'strings'];
const NUMBER: Rule = [(v) => typeof v === 'number' && Number.isFinite(v), 'number'];
const INTEGER: Rule = [Number.isInteger, 'integer'];
const BOOLEAN: Rule = [(v) => typeof v === 'boolean', 'boolean'];
const ARRAY: Rule = [Array.isArray, 'array'];
const OBJECT: Rule = [isObj, 'object'];
const STRING_OR_NULL: Rule = [(v) => v === null || isString(v), 'string-or-null'];
const OPTIONAL_STRINGS: Rule = [(v) => v === undefined || isStrings(v), 'strings'];
const STRINGS_BY_KEY: Rule = [(v) => isObj(v) && Object.values(v).every(isStrings), 'strings-by-key'];
const OPTIONAL_STRING: Rule = [(v) => v === undefined || isString(v), 'string'];
const OPTIONAL_STRINGS_BY_KEY: Rule = [(v) => v === undefined || STRINGS_BY_KEY[0](v), 'strings-by-key'];
const FLEET: Rule = [(v) => isStrings(v) || STRINGS_BY_KEY[0](v), 'fleet'];

function fault(faults: MapError[], key: MapFaultKey, params?: FaultParams): void {
  faults.push(mapFault(key, params));
}

/** Checks each named field of `o` (found at `path`); false when `o` is not even an object. */
function fields(o: unknown, path: string, rules: Record<string, Rule>, faults: MapError[]): o is Obj {
  if (!isObj(o)) {
    if (path === '') fault(faults, 'wrong-type.map');
    else fault(faults, 'wrong-type.object', { path });
    return false;
  }
  for (const [key, [test, expected, values]] of Object.entries(rules)) {
    const where = path === '' ? key : `${path}.${key}`;
    if (o[key] === undefined && !test(undefined)) fault(faults, 'missing-field', { path: where });
    else if (!test(o[key])) fault(faults, `wrong-type.${expected}`, values === undefined ? { path: where } : { path: where, values });
  }
  return true;
}

function each(o: Obj, key: string, check: (item: unknown, path: string) => void): void {
  if (Array.isArray(o[key])) (o[key] as unknown[]).forEach((item, i) => check(item, `${key}[${i}]`));
}

/** The shape of the file: later checks rely on it, so faults here end the loading. */
function checkShape(data: unknown, faults: MapError[]): data is MapData {
  const buildRule: Rule = [(v) => v === undefined || oneOf(BUILD_RULES)[0](v), 'one-of', oneOf(BUILD_RULES)[2]];
  const top = {
    format: NUMBER,
    id: STRING,
    name: STRING,
    powers: ARRAY,
    provinces: ARRAY,
    victoryCenters: NUMBER,
    start: OBJECT,
    buildRule,
    board: OPTIONAL_STRING,
    description: OPTIONAL_STRING,
    homes: OPTIONAL_STRINGS_BY_KEY,
  };
  if (!fields(data, '', top, faults)) return false;
  if (typeof data.format === 'number' && data.format !== 1) {
    fault(faults, 'unsupported-format.map', { format: data.format });
  }
  each(data, 'powers', (p, path) => fields(p, path, { name: STRING, adjective: STRING, aliases: STRINGS }, faults));
  const kind = oneOf(['land', 'coast', 'sea']);
  each(data, 'provinces', (p, path) =>
    fields(
      p,
      path,
      {
        id: STRING,
        name: STRING,
        kind,
        aliases: STRINGS,
        supplyCenter: BOOLEAN,
        home: STRING_OR_NULL,
        coasts: OPTIONAL_STRINGS,
        army: STRINGS,
        fleet: FLEET,
      },
      faults,
    ),
  );
  const start = data.start;
  if (isObj(start) && fields(start, 'start', { phase: OBJECT, units: ARRAY, supplyCenters: STRINGS_BY_KEY }, faults)) {
    fields(start.phase, 'start.phase', { season: oneOf(SEASONS), year: INTEGER, type: oneOf(PHASE_TYPES) }, faults);
    each(start, 'units', (u, path) => fields(u, `start.${path}`, { power: STRING, type: oneOf(UNIT_TYPES), province: STRING, coast: STRING_OR_NULL }, faults));
  }
  return faults.length === 0;
}

/** How names are compared for collisions: case, dots and runs of spaces do not count (`St. Petersburg`). */
export function nameKey(text: string): string {
  return text.toLowerCase().replace(/\./g, '').replace(/\s+/g, ' ').trim();
}

const ID = /^[a-z0-9_-]+$/;

/** Every name of a thing must point to that thing alone, or the order reader could not tell them apart. */
function checkNames(things: { owner: string; names: string[] }[], what: 'province' | 'power', faults: MapError[]): void {
  const seen = new Map<string, string>();
  const reported = new Set<string>();
  for (const { owner, names } of things) {
    for (const name of names) {
      const key = nameKey(name);
      const other = seen.get(key);
      if (key === '') fault(faults, `empty-name.${what}`, { owner });
      else if (other === undefined) seen.set(key, owner);
      else if (other !== owner && !reported.has(`${key}>${owner}`)) {
        // Once per name and pair: `St Petersburg` and `st. petersburg` are one collision, not two.
        reported.add(`${key}>${owner}`);
        fault(faults, `alias-collision.${what}`, { name, other, owner });
      }
    }
  }
}

function checkIds(data: MapData, faults: MapError[]): Map<ProvinceId, ProvinceData> {
  const byId = new Map<ProvinceId, ProvinceData>();
  if (!ID.test(data.id)) fault(faults, 'bad-id.map', { id: data.id });
  data.provinces.forEach((p, i) => {
    if (!ID.test(p.id)) fault(faults, 'bad-id.province', { path: `provinces[${i}].id`, id: p.id });
    if (byId.has(p.id)) fault(faults, 'duplicate-id', { id: p.id, path: `provinces[${i}]` });
    else byId.set(p.id, p);
  });
  const powerNames = new Set<string>();
  for (const pw of data.powers) {
    if (powerNames.has(pw.name)) fault(faults, 'duplicate-power', { power: pw.name });
    powerNames.add(pw.name);
  }
  checkNames(
    data.provinces.map((p) => ({ owner: p.id, names: [p.id, p.name, ...p.aliases] })),
    'province',
    faults,
  );
  checkNames(
    data.powers.map((pw) => ({ owner: pw.name, names: [pw.name, pw.adjective, ...pw.aliases] })),
    'power',
    faults,
  );
  return byId;
}

function coastsOf(p: ProvinceData): string[] {
  return p.coasts ?? [];
}

/** Kind, coasts, centers: what a province says about itself. */
function checkProvince(p: ProvinceData, powers: Set<Power>, faults: MapError[]): void {
  const coasts = coastsOf(p);
  if (coasts.length > 0) {
    const bad = coasts.filter((c) => !(COASTS as readonly string[]).includes(c));
    const id = p.id;
    if (p.kind !== 'coast') fault(faults, `bad-coasts.${p.kind}`, { id });
    if (coasts.length < 2) fault(faults, 'bad-coasts.one', { id });
    if (bad.length > 0) fault(faults, 'bad-coasts.unknown', { id, coasts: bad.join(', '), known: COASTS.join(', ') });
    if (new Set(coasts).size !== coasts.length) fault(faults, 'bad-coasts.twice', { id });
  }
  if (p.kind === 'sea' && p.army.length > 0) fault(faults, 'sea-army-moves', { id: p.id });
  const perCoast = !Array.isArray(p.fleet);
  const lists = Array.isArray(p.fleet) ? [p.fleet] : (Object.values(p.fleet) as string[][]);
  if (p.kind === 'land' && (perCoast || lists[0].length > 0)) fault(faults, 'land-fleet-moves', { id: p.id });
  if (coasts.length > 0) {
    const keys = perCoast ? Object.keys(p.fleet) : [];
    if (!perCoast || keys.length !== coasts.length || keys.some((k) => !coasts.includes(k))) {
      fault(faults, 'coast-fleet-mismatch.split', { id: p.id, coasts: coasts.join(', ') });
    }
  } else if (perCoast && p.kind !== 'land') {
    fault(faults, 'coast-fleet-mismatch.plain', { id: p.id });
  }
  if (p.kind === 'coast' && lists.some((list) => list.length === 0)) {
    fault(faults, perCoast ? 'coast-without-fleet.on-coast' : 'coast-without-fleet.province', { id: p.id });
  }
  if (p.home !== null) {
    if (!powers.has(p.home)) fault(faults, 'unknown-power.home', { id: p.id, power: p.home });
    if (!p.supplyCenter) fault(faults, 'home-not-center', { id: p.id, power: p.home });
  }
}

/** The fleet lists of a province by the location a fleet stands on (`spa/nc`, or the id). */
function fleetLists(p: ProvinceData): [string, string[]][] {
  if (Array.isArray(p.fleet)) return coastsOf(p).length > 0 || p.kind === 'land' ? [] : [[p.id, p.fleet]];
  // Only declared coasts: an undeclared one is reported once, as a mismatch, not again as asymmetry.
  return coastsOf(p).flatMap((c): [string, string[]][] => {
    const list = (p.fleet as Partial<Record<string, string[]>>)[c];
    return list === undefined ? [] : [[`${p.id}/${c}`, list]];
  });
}

function splitLocation(text: string): { province: string; coast: string | null } {
  const slash = text.indexOf('/');
  return slash < 0 ? { province: text, coast: null } : { province: text.slice(0, slash), coast: text.slice(slash + 1) };
}

/**
 * Where a fleet's place is named: a fleet list (`from`, the list's owner) or a start unit (`unit` of
 * `power`, which stands on a province of the map that is not inland: checkStart saw to that).
 */
type FleetWhere = { list: 'fleet-list'; from: string } | { list: 'start-fleet'; unit: string; power: string };

/** Whether `ref` names a place a fleet can stand; records why not otherwise. */
function fleetPlace(ref: string, where: FleetWhere, byId: Map<ProvinceId, ProvinceData>, faults: MapError[]): boolean {
  const { province, coast } = splitLocation(ref);
  const target = byId.get(province);
  const coasts = target === undefined ? [] : coastsOf(target);
  const { list, ...at } = where;
  const problem: [MapFaultKey, FaultParams] | null =
    target === undefined
      ? ['unknown-province.fleet-list', { ...at, to: ref, province }]
      : target.kind === 'land'
        ? ['fleet-to-land', { ...at, province }]
        : coast !== null && !coasts.includes(coast)
          ? [`unknown-coast.${list}`, { ...at, to: ref, province, coast }]
          : coast === null && coasts.length > 0
            ? [`coast-required.${list}`, { ...at, province, coasts: coasts.join(', ') }]
            : null;
  if (problem !== null) fault(faults, ...problem);
  return problem === null;
}

/** Every fault of one kind of adjacency: references, self-loops, repeats, then symmetry. */
function checkEdges(lists: [from: string, to: string[]][], unit: 'army' | 'fleet', valid: (ref: string, from: string) => boolean, faults: MapError[]): void {
  const edges = new Set<string>();
  for (const [from, list] of lists) {
    const seen = new Set<string>();
    for (const to of list) {
      if (seen.has(to)) fault(faults, `duplicate-neighbour.${unit}`, { from, to });
      seen.add(to);
      if (splitLocation(to).province === splitLocation(from).province) {
        fault(faults, `self-adjacent.${unit}`, { from, to });
      } else if (valid(to, from)) edges.add(`${from}>${to}`);
    }
  }
  for (const edge of edges) {
    const [from, to] = edge.split('>');
    if (!edges.has(`${to}>${from}`)) {
      fault(faults, `asymmetric-${unit}`, { from, to });
    }
  }
}

function checkAdjacency(data: MapData, byId: Map<ProvinceId, ProvinceData>, faults: MapError[]): void {
  const armyTarget = (ref: string, from: string): boolean => {
    const target = byId.get(ref);
    if (target === undefined) fault(faults, 'unknown-province.army-list', { from, to: ref });
    else if (target.kind === 'sea') fault(faults, 'army-to-sea', { from, to: ref });
    return target !== undefined && target.kind !== 'sea';
  };
  const armyLists = data.provinces.filter((p) => p.kind !== 'sea').map((p): [string, string[]] => [p.id, p.army]);
  checkEdges(armyLists, 'army', armyTarget, faults);
  const fleetTarget = (ref: string, from: string) => fleetPlace(ref, { list: 'fleet-list', from }, byId, faults);
  checkEdges(data.provinces.flatMap(fleetLists), 'fleet', fleetTarget, faults);
}

function checkStart(data: MapData, byId: Map<ProvinceId, ProvinceData>, powers: Set<Power>, faults: MapError[]): void {
  const occupied = new Set<ProvinceId>();
  for (const u of data.start.units) {
    const at = { unit: `${u.type} ${u.province}${u.coast ? `/${u.coast}` : ''}`, power: u.power };
    if (!powers.has(u.power)) fault(faults, 'unknown-power.start-unit', at);
    const p = byId.get(u.province);
    if (p === undefined) {
      fault(faults, 'unknown-province.start-unit', { ...at, province: u.province });
      continue;
    }
    if (occupied.has(u.province)) fault(faults, 'duplicate-unit', { ...at, province: u.province });
    occupied.add(u.province);
    if (u.type === 'A' && p.kind === 'sea') fault(faults, 'army-at-sea', at);
    if (u.type === 'A' && u.coast !== null) fault(faults, 'unknown-coast.start-army', at);
    if (u.type === 'F' && p.kind === 'land') fault(faults, 'fleet-inland', at);
    else if (u.type === 'F') fleetPlace(u.coast === null ? u.province : `${u.province}/${u.coast}`, { list: 'start-fleet', ...at }, byId, faults);
  }
  const owner = new Map<ProvinceId, Power>();
  for (const [power, centers] of Object.entries(data.start.supplyCenters)) {
    if (!powers.has(power)) fault(faults, 'unknown-power.start-centers', { power });
    for (const c of centers) {
      const p = byId.get(c);
      if (p === undefined) fault(faults, 'center-in-no-province.start', { center: c, power });
      else if (!p.supplyCenter) fault(faults, 'not-a-center', { center: c, power });
      const before = owner.get(c);
      if (before !== undefined) fault(faults, 'center-owned-twice', { center: c, owner: before, power });
      owner.set(c, power);
    }
  }
}

/**
 * A coast province is a coast because a sea touches it: a fleet there must be able to sail to a sea,
 * directly or along coasts (a river such as Ancient Mediterranean's Nile: Memphis reaches the sea
 * through Alexandria).
 */
function checkSeas(data: MapData, byId: Map<ProvinceId, ProvinceData>, faults: MapError[]): void {
  const fleetTo = (p: ProvinceData): ProvinceId[] =>
    (Array.isArray(p.fleet) ? p.fleet : (Object.values(p.fleet) as string[][]).flat()).map((ref) => splitLocation(ref).province);
  const reachesSea = new Map<ProvinceId, boolean>();
  for (const p of data.provinces) {
    if (p.kind !== 'coast' || fleetTo(p).length === 0) continue;
    const seen = new Set<ProvinceId>([p.id]);
    const queue = [p.id];
    let sea = false;
    while (queue.length > 0 && !sea) {
      const at = byId.get(queue.pop()!);
      for (const next of at ? fleetTo(at) : []) {
        const q = byId.get(next);
        if (q?.kind === 'sea' || reachesSea.get(next) === true) sea = true;
        else if (q?.kind === 'coast' && !seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    reachesSea.set(p.id, sea);
    if (!sea) fault(faults, 'coast-without-sea', { id: p.id });
  }
}

/** Every province must be reachable from the first by some unit's moves, or it is a hole in the board. */
function checkReachable(data: MapData, byId: Map<ProvinceId, ProvinceData>, faults: MapError[]): void {
  if (data.provinces.length === 0) return;
  const links = new Map<ProvinceId, Set<ProvinceId>>(data.provinces.map((p) => [p.id, new Set<ProvinceId>()]));
  const link = (a: ProvinceId, b: ProvinceId): void => {
    if (!byId.has(a) || !byId.has(b)) return;
    links.get(a)?.add(b);
    links.get(b)?.add(a);
  };
  for (const p of data.provinces) {
    for (const to of p.army) link(p.id, to);
    const lists = Array.isArray(p.fleet) ? [p.fleet] : (Object.values(p.fleet) as string[][]);
    for (const to of lists.flat()) link(p.id, splitLocation(to).province);
  }
  const first = data.provinces[0].id;
  const seen = new Set<ProvinceId>([first]);
  const queue = [first];
  while (queue.length > 0) {
    for (const next of links.get(queue.pop()!) ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  for (const p of data.provinces) {
    if (!seen.has(p.id)) fault(faults, 'unreachable-province', { id: p.id, first });
  }
}

/** Home centers given by power (`homes`): each a province and home to one power only (checkProvince sees that it is a center). */
function checkHomes(data: MapData, byId: Map<ProvinceId, ProvinceData>, powers: Set<Power>, faults: MapError[]): void {
  if (data.homes === undefined) return;
  const home = new Map<ProvinceId, Power>();
  for (const [power, list] of Object.entries(data.homes)) {
    if (!powers.has(power)) fault(faults, 'unknown-power.homes', { power });
    for (const c of list) {
      const p = byId.get(c);
      if (p === undefined) fault(faults, 'center-in-no-province.home', { center: c, power });
      const before = home.get(c);
      if (before !== undefined) fault(faults, 'home-twice', { center: c, owner: before, power });
      home.set(c, power);
    }
  }
}

/** `homes`, when given, stands for every province's `home`. */
function withHomes(data: MapData): MapData {
  if (data.homes === undefined) return data;
  const home = new Map<ProvinceId, Power>();
  for (const [power, list] of Object.entries(data.homes)) for (const c of list) if (!home.has(c)) home.set(c, power);
  return { ...data, provinces: data.provinces.map((p) => ({ ...p, home: home.get(p.id) ?? null })) };
}

function checkMap(data: MapData, faults: MapError[]): void {
  const byId = checkIds(data, faults);
  const powers = new Set(data.powers.map((pw) => pw.name));
  checkHomes(data, byId, powers, faults);
  for (const p of withHomes(data).provinces) checkProvince(p, powers, faults);
  checkAdjacency(data, byId, faults);
  checkSeas(data, byId, faults);
  checkReachable(data, byId, faults);
  checkStart(data, byId, powers, faults);
  const centers = data.provinces.filter((p) => p.supplyCenter).length;
  const v = data.victoryCenters;
  if (!Number.isInteger(v) || v < 1 || v > centers) {
    fault(faults, 'bad-victory-centers', { value: v, centers });
  }
}

/** Reads and validates a map file; every fault found, or the map. Never throws. */
export function loadMap(data: unknown): Result<GameMap, MapError[]> {
  const faults: MapError[] = [];
  if (!checkShape(data, faults)) return err(faults);
  checkMap(data, faults);
  return faults.length > 0 ? err(faults) : ok(buildMap(withHomes(data)));
}

/**
 * A map file this build ships, built without its check (the check is most of a map's load: 10-15 ms
 * of a command's start). Only for the files of engine/map/variants.ts, which a test loads through
 * loadMap and finds valid and built alike (test/engine/variants.test.ts): the check could only agree.
 */
export function loadShippedMap(data: unknown): Result<GameMap, MapError[]> {
  return ok(buildMap(withHomes(data as MapData)));
}

const locationKey = (l: Location): string => (l.coast === null ? l.province : `${l.province}/${l.coast}`);

function toLocation(ref: string): Location {
  const { province, coast } = splitLocation(ref);
  return Object.freeze({ province, coast: coast as Coast | null });
}

/** Builds the lookups once, so that every question the engine asks is a hash lookup. */
function buildMap(data: MapData): GameMap {
  const provinces: Province[] = data.provinces.map((p, index) => ({
    id: p.id,
    index,
    name: p.name,
    kind: p.kind,
    aliases: [...p.aliases],
    supplyCenter: p.supplyCenter,
    home: p.home,
    coasts: [...(p.coasts ?? [])],
  }));
  const byId = new Map(provinces.map((p) => [p.id, p]));
  const army = new Map<ProvinceId, ProvinceId[]>();
  const armyEdges = new Set<string>();
  for (const p of data.provinces) {
    army.set(p.id, [...p.army]);
    for (const to of p.army) armyEdges.add(`${p.id}>${to}`);
  }
  const fleet = new Map<string, Location[]>();
  const fleetEdges = new Set<string>();
  // from location key -> target province -> the target's coasts reachable (null for a plain province)
  const reach = new Map<string, Map<ProvinceId, (Coast | null)[]>>();
  for (const [from, list] of data.provinces.flatMap(fleetLists)) {
    const targets = list.map(toLocation);
    fleet.set(from, targets);
    const byTarget = new Map<ProvinceId, (Coast | null)[]>();
    for (const to of targets) {
      fleetEdges.add(`${from}>${locationKey(to)}`);
      byTarget.set(to.province, [...(byTarget.get(to.province) ?? []), to.coast]);
    }
    for (const [to, coasts] of byTarget) {
      const order = byId.get(to)?.coasts ?? [];
      coasts.sort((a, b) => order.indexOf(a as Coast) - order.indexOf(b as Coast));
    }
    reach.set(from, byTarget);
  }
  const homes = new Map<Power, ProvinceId[]>(data.powers.map((pw) => [pw.name, []]));
  for (const p of provinces) if (p.home !== null) homes.get(p.home)?.push(p.id);
  const buildRule = data.buildRule ?? 'home-centers';

  // Copies out, frozen through, so that no caller can change the map under another or under the
  // tables the engine compiles from it once (adjudicate/geo.ts).
  return deepFreeze({
    id: data.id,
    name: data.name,
    powers: data.powers.map((pw) => ({ ...pw, aliases: [...pw.aliases] })),
    provinces,
    victoryCenters: data.victoryCenters,
    buildRule,
    board: data.board ?? data.id,
    description: data.description ?? '',
    start: {
      phase: { ...data.start.phase },
      units: data.start.units.map((u) => ({ ...u })),
      supplyCenters: Object.fromEntries(Object.entries(data.start.supplyCenters).map(([pw, list]) => [pw, [...list]])),
    },
    province: (id) => byId.get(id),
    armyNeighbours: (from) => army.get(from)?.slice() ?? [],
    fleetNeighbours: (from) => fleet.get(locationKey(from))?.slice() ?? [],
    // An army ignores coasts: what a coast written on an army's move means is the order reader's call.
    canMove: (type, from, to) =>
      type === 'A'
        ? armyEdges.has(`${from.province}>${to.province}`)
        : to.coast === null
          ? (reach.get(locationKey(from))?.get(to.province)?.length ?? 0) > 0
          : fleetEdges.has(`${locationKey(from)}>${locationKey(to)}`),
    reachableCoasts: (from, to) => reach.get(locationKey(from))?.get(to)?.slice() ?? [],
    homeCenters: (power) => homes.get(power)?.slice() ?? [],
    canBuildIn: (power, province) => {
      const p = byId.get(province);
      return p !== undefined && p.supplyCenter && (buildRule === 'any-owned-center' || p.home === power);
    },
  });
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
