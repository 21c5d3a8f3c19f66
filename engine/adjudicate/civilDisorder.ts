// Removals for a power that orders too few (DATC 4.D.8): the unit farthest from its home centers
// (under the 2023 rule: from the centers it owns) goes first, distance counted as the game's rule option says (adjustDistance.ts). Ties, as the
// rulebooks break them: fleets before armies, then the province's full English name, alphabetically,
// with spaces, dots and hyphens removed. Under the house rule `least-recently-built` the oldest unit
// not on a supply center goes first, and the distance rule of choice d decides what the build
// history cannot.
import type { Power, ProvinceId, Unit } from '../types';
import type { RuleOptions } from '../rules/catalogue';
import type { Geo } from './geo';
import { distancesHome } from './adjustDistance';

/**
 * The `count` units of `power` to remove. `board` is every unit on the board as the orders left it;
 * it is read, not changed. `owned` is the power's supply centers (the 2023 rule counts to them).
 */
export function civilDisorderRemovals(
  geo: Geo,
  board: Unit[],
  power: Power,
  count: number,
  rule: RuleOptions['4.D.8'],
  owned: readonly ProvinceId[] = [],
): Unit[] {
  const own = board.filter((u) => u.power === power);
  const dist = distancesHome(geo, board, power, own, rule === 'least-recently-built' ? 'army-as-fleet' : rule, owned);
  const byDistance = (a: Unit, b: Unit) => dist.get(b)! - dist.get(a)! || fleetFirst(a, b) || alpha(geo, a, b);
  const order = rule === 'least-recently-built' ? (a: Unit, b: Unit) => offCenterFirst(geo, a, b) || age(a) - age(b) || byDistance(a, b) : byDistance;
  return [...own].sort(order).slice(0, count);
}

/**
 * The house rule names only units off supply centers; when it must remove more than there are, the
 * units on centers follow in the same order rather than leaving the removal undone.
 */
function offCenterFirst(geo: Geo, a: Unit, b: Unit): number {
  const onCenter = (u: Unit) => (geo.map.provinces[geo.index.get(u.province)!].supplyCenter ? 1 : 0);
  return onCenter(a) - onCenter(b);
}

/** Units of the starting position carry no build time: they are the oldest. */
function age(u: Unit): number {
  return u.builtAt ?? 0;
}

function fleetFirst(a: Unit, b: Unit): number {
  return (a.type === 'F' ? 0 : 1) - (b.type === 'F' ? 0 : 1);
}

function alpha(geo: Geo, a: Unit, b: Unit): number {
  const key = (u: Unit) => geo.names[geo.index.get(u.province)!].replace(/[\s.\-']/g, '').toLowerCase();
  return key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
}
