// Reads the board part of an adjudication input: powers, provinces (any alias, canonical ids out),
// units on valid locations for their type, dislodged units, standoffs and supply-center ownership.
import {
  type GameMap,
  type ByPower,
  type Coast,
  type DislodgedUnit,
  type Power,
  type ProvinceId,
  type Unit,
  type UnitType,
  parseCoast,
  resolveProvince,
} from '../../engine/index';
import { type Problems, isObject, join, shown } from './problems';

// Fields and JSON types are checked before (inputShape.ts): a reader skips a value of the wrong
// type without a word, and reports only what a value means, or fails to mean, on the map.

/** A power by its full name, in any case; the map's spelling out. */
export function readPower(map: GameMap, v: unknown, path: string, problems: Problems): Power | null {
  if (typeof v !== 'string') return null;
  const names = map.powers.map((p) => p.name);
  const found = names.find((n) => n.toLowerCase() === v.trim().toLowerCase());
  if (found) return found;
  problems.add(path, `unknown power '${v}'; expected one of ${names.join(', ')}`);
  return null;
}

/** A province by id or any alias (`stp`, `St. Petersburg`); `stp/nc` also gives its coast. */
export function readProvince(map: GameMap, v: unknown, path: string, problems: Problems): { province: ProvinceId; coast: Coast | null | undefined } | null {
  if (typeof v !== 'string') return null;
  if (v.trim() === '') {
    problems.add(path, `expected a province id, got ${shown(v)}`);
    return null;
  }
  const [name, coastText, ...more] = v.split('/');
  if (more.length > 0) {
    problems.add(path, `'${v}' names more than one coast; a unit is on one (${name}/${coastText})`);
    return null;
  }
  const match = resolveProvince(map, name);
  if (match.kind === 'exact') {
    if (coastText === undefined) return { province: match.id, coast: undefined };
    const coast = parseCoast(coastText);
    if (coast) return { province: match.id, coast };
    problems.add(path, `unknown coast '${coastText}' in '${v}'; expected nc, sc, ec or wc`);
    return null;
  }
  if (match.kind === 'fuzzy') problems.add(path, `unknown province '${name}'; did you mean '${match.id}' (${map.province(match.id)?.name})?`);
  else if (match.kind === 'ambiguous') problems.add(path, `unknown province '${name}'; it could be ${match.candidates.join(', ')}`);
  else problems.add(path, `unknown province '${name}'`);
  return null;
}

function readCoast(v: unknown, path: string, problems: Problems): Coast | null | undefined {
  if (v === undefined || v === null) return v as null | undefined;
  if (typeof v !== 'string') return undefined;
  const coast = parseCoast(v);
  if (coast) return coast;
  problems.add(path, `expected "nc", "sc", "ec", "wc" or null, got ${shown(v)}`);
  return undefined;
}

function readType(v: unknown, path: string, problems: Problems): UnitType | null {
  if (typeof v !== 'string') return null;
  const t = v.trim().toUpperCase();
  if (t === 'A' || t === 'F') return t;
  problems.add(path, `expected "A" or "F", got ${shown(v)}`);
  return null;
}

/** Whether a unit of this type may stand there; the coast is required exactly for split coasts. */
function checkLocation(map: GameMap, type: UnitType, province: ProvinceId, coast: Coast | null, path: string, problems: Problems): boolean {
  const p = map.province(province)!;
  const coasts = p.coasts;
  const fault = (key: string, message: string): false => (problems.add(join(path, key), message), false);
  if (type === 'A') {
    if (p.kind === 'sea') return fault('province', `an army cannot stand in ${p.name}, which is a sea`);
    return coast === null || fault('coast', 'an army has no coast; give null');
  }
  if (p.kind === 'land') return fault('province', `a fleet cannot stand in ${p.name}, which is inland`);
  const expected = coasts.map((c) => `"${c}"`).join(' or ');
  if (coasts.length === 0) return coast === null || fault('coast', `${p.name} has only one coast; give null`);
  if (coast === null) return fault('coast', `a fleet in ${p.name} needs its coast: ${expected}`);
  return coasts.includes(coast) || fault('coast', `${p.name} has no "${coast}" coast; expected ${expected}`);
}

/** One unit; null when any field is wrong (each fault is reported). */
export function readUnit(map: GameMap, v: unknown, path: string, problems: Problems): Unit | null {
  if (!isObject(v)) return null;
  const before = problems.count;
  const power = readPower(map, v.power, join(path, 'power'), problems);
  const type = readType(v.type, join(path, 'type'), problems);
  const place = readProvince(map, v.province, join(path, 'province'), problems);
  let coast = readCoast(v.coast, join(path, 'coast'), problems);
  if (place?.coast !== undefined) {
    if (coast !== undefined && coast !== null && coast !== place.coast)
      problems.add(join(path, 'coast'), `the coast differs from the one in the province '${String(v.province)}'`);
    coast = place.coast;
  }
  if (!power || !type || !place || problems.count > before || (v.coast !== undefined && v.coast !== null && typeof v.coast !== 'string')) return null;
  const unit: Unit = { power, type, province: place.province, coast: coast ?? null };
  // Kept when given (the shape check has made sure it is a whole number): 4.D.8 least-recently-built reads it.
  if (typeof v.builtAt === 'number') unit.builtAt = v.builtAt;
  return checkLocation(map, type, unit.province, unit.coast, path, problems) ? unit : null;
}

/** A list of units with at most one per province. */
export function readUnits(map: GameMap, v: unknown, path: string, problems: Problems): Unit[] {
  if (!Array.isArray(v)) return [];
  const units: Unit[] = [];
  const where = new Map<ProvinceId, number>();
  v.forEach((item, i) => {
    const unit = readUnit(map, item, `${path}[${i}]`, problems);
    if (!unit) return;
    const other = where.get(unit.province);
    if (other !== undefined) problems.add(`${path}[${i}].province`, `${path}[${other}] already stands in ${map.province(unit.province)!.name}`);
    else where.set(unit.province, i);
    units.push(unit);
  });
  return units;
}

export function readDislodged(map: GameMap, v: unknown, problems: Problems): DislodgedUnit[] {
  if (!Array.isArray(v)) return [];
  const out: DislodgedUnit[] = [];
  const seen = new Set<ProvinceId>();
  v.forEach((item, i) => {
    const path = `dislodged[${i}]`;
    const unit = readUnit(map, item, path, problems);
    if (!unit || !isObject(item)) return;
    const from = readProvince(map, item.attackerFrom, `${path}.attackerFrom`, problems);
    const viaConvoy = item.viaConvoy ?? false;
    if (from && from.province === unit.province) problems.add(`${path}.attackerFrom`, 'the attacker cannot come from the province of the unit it dislodged');
    if (seen.has(unit.province)) problems.add(`${path}.province`, `another dislodged unit is in ${map.province(unit.province)!.name}`);
    seen.add(unit.province);
    if (from && typeof viaConvoy === 'boolean') out.push({ ...unit, attackerFrom: from.province, viaConvoy });
  });
  return out;
}

/** A list of provinces (standoffs), canonical and without repeats. */
export function readProvinces(map: GameMap, v: unknown, path: string, problems: Problems): ProvinceId[] {
  if (!Array.isArray(v)) return [];
  const out: ProvinceId[] = [];
  v.forEach((item, i) => {
    const p = readProvince(map, item, `${path}[${i}]`, problems);
    if (p && !out.includes(p.province)) out.push(p.province);
  });
  return out;
}

/** Ownership by power; every power of the map appears in the answer, each center owned once. */
export function readSupplyCenters(map: GameMap, v: unknown, problems: Problems): ByPower<ProvinceId[]> {
  const out: ByPower<ProvinceId[]> = Object.fromEntries(map.powers.map((p) => [p.name, [] as ProvinceId[]]));
  if (v === undefined) {
    for (const [power, centers] of Object.entries(map.start.supplyCenters)) out[power] = [...centers];
    return out;
  }
  if (!isObject(v)) return out;
  const owner = new Map<ProvinceId, Power>();
  for (const [key, list] of Object.entries(v)) {
    const path = `supplyCenters.${key}`;
    const power = readPower(map, key, path, problems);
    if (!power) continue;
    if (!Array.isArray(list)) continue;
    list.forEach((item, i) => {
      const found = readProvince(map, item, `${path}[${i}]`, problems);
      if (found) own(map, owner, power, found.province, `${path}[${i}]`, problems);
    });
  }
  for (const [center, power] of owner) out[power].push(center);
  for (const power of Object.keys(out)) out[power].sort();
  return out;
}

function own(map: GameMap, owner: Map<ProvinceId, Power>, power: Power, center: ProvinceId, path: string, problems: Problems): void {
  const p = map.province(center)!;
  const before = owner.get(center);
  if (!p.supplyCenter) problems.add(path, `${p.name} is not a supply center`);
  else if (before !== undefined && before !== power) problems.add(path, `${p.name} is already owned by ${before}`);
  else owner.set(center, power);
}
