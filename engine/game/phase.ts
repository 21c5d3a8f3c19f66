// The phase sequence: spring and fall movement, a retreat phase only when someone was dislodged,
// supply-center ownership after the fall (after its retreats), a winter adjustment phase only when
// someone must build or remove, elimination, and victory.
import type { ByPower, Phase, Power, ProvinceId, Unit } from '../types';
import type { GameMap, Province } from '../map/types';

/** Ownership after a fall turn: every supply center with a unit on it belongs to that unit's power. */
export function updateOwnership(map: GameMap, units: Unit[], before: ByPower<ProvinceId[]>): ByPower<ProvinceId[]> {
  // By province index, and each power's list made in the order sort() gives (the map's centers,
  // sorted once per map): no Map and no sort per phase, which were a quarter of the bytes a movement
  // phase allocated. A center or power the map does not know takes the general way below.
  const owner = new Array<Power | undefined>(map.provinces.length);
  for (const [power, centers] of Object.entries(before))
    for (const c of centers) {
      const p = map.province(c);
      if (!p?.supplyCenter) return ownershipByName(map, units, before);
      owner[p.index] = power;
    }
  for (const u of units) {
    const p = map.province(u.province);
    if (p?.supplyCenter) owner[p.index] = u.power;
  }
  const out: ByPower<ProvinceId[]> = {};
  for (const p of map.powers) out[p.name] = [];
  for (const p of centersSorted(map)) {
    const power = owner[p.index];
    if (power === undefined) continue;
    const list = Object.hasOwn(out, power) ? out[power] : undefined;
    if (!list) return ownershipByName(map, units, before);
    list.push(p.id);
  }
  return out;
}

const sortedCenters = new WeakMap<GameMap, Province[]>();

/** The map's supply centers in the order `sort()` puts their ids. */
function centersSorted(map: GameMap): Province[] {
  let list = sortedCenters.get(map);
  if (!list) {
    const ids = map.provinces.filter((p) => p.supplyCenter).map((p) => p.id);
    list = ids.sort().map((id) => map.province(id)!);
    sortedCenters.set(map, list);
  }
  return list;
}

/**
 * The same by its plain definition, for a position naming centers or powers the map does not have
 * (never a validated one); the tests hold updateOwnership to it.
 */
export function ownershipByName(map: GameMap, units: Unit[], before: ByPower<ProvinceId[]>): ByPower<ProvinceId[]> {
  const owner = new Map<ProvinceId, Power>();
  for (const [power, centers] of Object.entries(before)) for (const c of centers) owner.set(c, power);
  for (const u of units) if (map.province(u.province)?.supplyCenter) owner.set(u.province, u.power);
  const out: ByPower<ProvinceId[]> = {};
  for (const p of map.powers) out[p.name] = [];
  for (const [c, power] of owner) (Object.hasOwn(out, power) ? out[power] : (out[power] = [])).push(c);
  for (const k of Object.keys(out)) out[k].sort();
  return out;
}

/** Whether any power must or can adjust: removals due, or builds due with a vacant owned home center. */
export function adjustmentNeeded(map: GameMap, units: Unit[], centers: ByPower<ProvinceId[]>): boolean {
  const occupied = new Set(units.map((u) => u.province));
  for (const p of map.powers) {
    const owned = centers[p.name] ?? [];
    const count = units.filter((u) => u.power === p.name).length;
    if (owned.length < count) return true;
    if (owned.length > count && owned.some((c) => map.canBuildIn(p.name, c) && !occupied.has(c))) return true;
  }
  return false;
}

/** The power holding enough centers for a solo victory, if any. */
export function winner(map: GameMap, centers: ByPower<ProvinceId[]>): Power | null {
  for (const p of map.powers) if ((centers[p.name]?.length ?? 0) >= map.victoryCenters) return p.name;
  return null;
}

/** Powers with no units and no centers (loops, not closures: it runs after every phase). */
export function eliminated(map: GameMap, units: Unit[], centers: ByPower<ProvinceId[]>): Power[] {
  const out: Power[] = [];
  for (const p of map.powers) {
    const name = p.name;
    if ((centers[name]?.length ?? 0) > 0) continue;
    let hasUnit = false;
    for (let k = 0; k < units.length && !hasUnit; k++) hasUnit = units[k].power === name;
    if (!hasUnit) out.push(name);
  }
  return out;
}

export function phaseAfter(phase: Phase, opts: { dislodged: boolean; adjust: boolean }): Phase {
  const { season, year, type } = phase;
  if (type === 'movement' && opts.dislodged) return { season, year, type: 'retreat' };
  if (season === 'spring') return { season: 'fall', year, type: 'movement' };
  if (season === 'fall' && opts.adjust) return { season: 'winter', year, type: 'adjustment' };
  return { season: 'spring', year: year + 1, type: 'movement' };
}

export function phaseName(phase: Phase): string {
  const s = phase.season[0].toUpperCase() + phase.season.slice(1);
  const t = phase.type[0].toUpperCase() + phase.type.slice(1);
  return `${s} ${phase.year} ${t}`;
}
