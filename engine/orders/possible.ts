// Whether an order read from text could be carried out: DATC 4.E.2 b-d read a badly written order
// as one the player could have meant, "possible" in the sense of 4.E.1 d (legal in the present
// position). The reader asks this only to choose between readings of an ambiguous name and to tell
// which of several orders for one unit are worth counting; the adjudicator's own legality check
// (engine/adjudicate/legality.ts) always has the last word, so this stays a plain geographic check.
import type { GameMap } from '../map/types';
import { DEFAULT_OPTIONS } from '../rules/options';
import type { OptionId, RuleOptions } from '../rules/catalogue';
import type { Coast, Order, Power, ProvinceId, Unit, UnitSpec, UnitType } from '../types';

/** What the reader knows when it judges an order: the map, maybe the board, maybe whose order it is. */
export interface Situation {
  map: GameMap;
  /** The units on the board; without them a unit is taken as written. */
  units: readonly Unit[] | undefined;
  /** Whose order it is, when known (a header, the default power). */
  power: Power | null;
  rules: Partial<RuleOptions>;
}

/** The chosen alternative of an option: as given, else the DATC default (a left-out option). */
export function optionOf<K extends OptionId>(rules: Partial<RuleOptions> | undefined, id: K): RuleOptions[K] {
  return rules?.[id] ?? DEFAULT_OPTIONS[id];
}

/** A unit as far as the reader can know it. `type` null: not known (no board, no type written). */
interface Known {
  type: UnitType | null;
  province: ProvinceId;
  coast: Coast | null;
  power: Power | null;
}

/** The unit a spec names: the one on the board (null when there is none), else the spec itself. */
export function unitNamed(s: Situation, spec: UnitSpec): Known | null {
  if (!s.units) return spec;
  for (const u of s.units) if (u.province === spec.province) return u;
  return null;
}

export function isPossible(order: Order, s: Situation): boolean {
  switch (order.kind) {
    case 'waive':
      return true;
    case 'build':
      return buildPossible(s, order.province, order.unitType);
    default:
      break;
  }
  const unit = ownUnit(s, order.unit);
  if (!unit) return false;
  switch (order.kind) {
    case 'move':
    case 'retreat':
      return canGo(s, unit, order.to, order.coast, order.kind === 'move');
    case 'support':
      return supportPossible(s, unit, order.target, order.to);
    case 'convoy':
      return convoyPossible(s, unit, order.army, order.to);
    default:
      return true;
  }
}

/** The ordered unit, when it is there and (so far as known) the power's, and named as 4.C.1/4.C.2 allow. */
function ownUnit(s: Situation, spec: UnitSpec): Known | null {
  const unit = unitNamed(s, spec);
  if (!unit) return null;
  if (s.power && unit.power && unit.power !== s.power) return null;
  if (!typePossible(s, spec, unit)) return null;
  return unit;
}

function typesOf(unit: Known): UnitType[] {
  return unit.type ? [unit.type] : ['A', 'F'];
}

/** A move (or retreat, without a convoy) of `unit` to `to`, for either type when the type is unknown. */
function canGo(s: Situation, unit: Known, to: ProvinceId, coast: Coast | null, convoy: boolean): boolean {
  if (to === unit.province) return false;
  return typesOf(unit).some((type) => (type === 'A' ? armyGoes(s, unit.province, to, convoy) : fleetGoes(s, unit, to, coast)));
}

function armyGoes(s: Situation, from: ProvinceId, to: ProvinceId, convoy: boolean): boolean {
  const target = s.map.province(to);
  if (!target || target.kind === 'sea') return false;
  if (s.map.armyNeighbours(from).includes(to)) return true;
  return convoy && seaRoute(s, from, to, null);
}

function fleetGoes(s: Situation, unit: Known, to: ProvinceId, coast: Coast | null): boolean {
  return fleetReach(s, unit, to).some((reach) => {
    if (reach.length === 0) return false;
    if (coast !== null) return reach.includes(coast);
    // 4.B.1 a: with two coasts in reach and none written, the move is not a possible order.
    return reach.length === 1 || optionOf(s.rules, '4.B.1') === 'default-coast';
  });
}

/** Per coast the fleet might stand on, the coasts of `to` it reaches ([] when none). */
function fleetReach(s: Situation, unit: Known, to: ProvinceId): (Coast | null)[][] {
  const target = s.map.province(to);
  const from = s.map.province(unit.province);
  if (!target || !from || target.kind === 'land' || from.kind === 'land') return [];
  const starts: (Coast | null)[] = from.coasts.length === 0 ? [null] : unit.coast ? [unit.coast] : from.coasts;
  return starts.map((c) => s.map.reachableCoasts({ province: unit.province, coast: c }, to));
}

/** Whether a unit could support into a province: an army over land, a fleet to any coast of it. */
function reaches(s: Situation, unit: Known, to: ProvinceId): boolean {
  return typesOf(unit).some((type) => (type === 'A' ? armyGoes(s, unit.province, to, false) : fleetReach(s, unit, to).some((reach) => reach.length > 0)));
}

function supportPossible(s: Situation, unit: Known, target: UnitSpec, to: ProvinceId | null): boolean {
  if (target.province === unit.province) return false;
  const supported = unitNamed(s, target);
  if (!supported || !designationPossible(s, target, supported)) return false;
  if (!reaches(s, unit, to ?? target.province)) return false;
  if (to === null) return true;
  // The supported unit must be able to try that move (by land, sea, or a convoy that can exist), and
  // a convoy not through the supporter: a fleet cannot convoy and support at once (DATC 6.D.31).
  return typesOf(supported).some((type) =>
    type === 'A'
      ? armyGoes(s, supported.province, to, false) || seaRoute(s, supported.province, to, null, unit.province)
      : fleetReach(s, supported, to).some((reach) => reach.length > 0),
  );
}

function convoyPossible(s: Situation, fleet: Known, army: UnitSpec, to: ProvinceId): boolean {
  if (fleet.type === 'A' || s.map.province(fleet.province)?.kind !== 'sea') return false;
  const carried = unitNamed(s, army);
  if (!carried || carried.type === 'F' || !designationPossible(s, army, carried)) return false;
  const target = s.map.province(to);
  if (!target || target.kind !== 'coast' || to === army.province) return false;
  return seaRoute(s, army.province, to, fleet.province);
}

/** A supported or convoyed unit's type and nationality as written, where the 4.C a choices make a slip fatal. */
function designationPossible(s: Situation, spec: UnitSpec, unit: Known): boolean {
  if (!typePossible(s, spec, unit)) return false;
  if (spec.power && unit.power && spec.power !== unit.power && optionOf(s.rules, '4.C.6') === 'invalid') return false;
  // 4.C.5 a: a foreign unit must be named with its power.
  return !(spec.power === null && s.power && unit.power && unit.power !== s.power && optionOf(s.rules, '4.C.5') === 'invalid');
}

/** 4.C.1 a / 4.C.2 a: with the board known, a unit type left out or written wrong makes the order illegal. */
function typePossible(s: Situation, spec: UnitSpec, unit: Known): boolean {
  if (!s.units || spec.type === unit.type) return true;
  return optionOf(s.rules, spec.type === null ? '4.C.1' : '4.C.2') !== 'invalid';
}

function buildPossible(s: Situation, province: ProvinceId, type: UnitType | null): boolean {
  const p = s.map.province(province);
  if (!p || !p.supplyCenter) return false;
  if (s.power ? !s.map.canBuildIn(s.power, province) : s.map.buildRule === 'home-centers' && !p.home) return false;
  if (s.units?.some((u) => u.province === province)) return false;
  return type !== 'F' || p.kind === 'coast';
}

/**
 * A chain of seas from `from` to `to` (through `via` when given, never through `avoid`). Under 4.E.1 d
 * with the board known, only seas with a fleet in them count; otherwise any sea (the map allows it: 4.E.1 c).
 */
function seaRoute(s: Situation, from: ProvinceId, to: ProvinceId, via: ProvinceId | null, avoid: ProvinceId | null = null): boolean {
  const origin = s.map.province(from);
  if (!origin || origin.kind !== 'coast' || s.map.province(to)?.kind !== 'coast') return false;
  const legality = optionOf(s.rules, '4.E.1');
  // The v3.0 alternative (possible-now-needed) is d with a stricter convoy order: routes as in d.
  const now = s.units !== undefined && (legality === 'possible-now' || legality === 'possible-now-needed');
  const usable = (sea: ProvinceId) =>
    sea !== avoid && s.map.province(sea)?.kind === 'sea' && (!now || s.units!.some((u) => u.province === sea && u.type === 'F'));
  const touches = (sea: ProvinceId, land: ProvinceId) => s.map.fleetNeighbours({ province: sea, coast: null }).some((l) => l.province === land);
  const seas = s.map.provinces.filter((p) => usable(p.id)).map((p) => p.id);
  const start = seas.filter((sea) => touches(sea, from));
  // Breadth first over (sea, passed `via` yet).
  const key = (sea: ProvinceId, passed: boolean) => `${sea}|${passed}`;
  const queue = start.map((sea) => ({ sea, passed: via === null || sea === via }));
  const seen = new Set(queue.map((q) => key(q.sea, q.passed)));
  while (queue.length > 0) {
    const { sea, passed } = queue.shift()!;
    if (passed && touches(sea, to)) return true;
    for (const next of s.map.fleetNeighbours({ province: sea, coast: null })) {
      if (!usable(next.province)) continue;
      const step = { sea: next.province, passed: passed || next.province === via };
      if (seen.has(key(step.sea, step.passed))) continue;
      seen.add(key(step.sea, step.passed));
      queue.push(step);
    }
  }
  return false;
}
