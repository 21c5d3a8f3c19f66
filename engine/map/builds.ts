// Who may build where, under the map's build rule (docs/variants.md): a power builds in its own home
// centers (the standard rule) or in any center it owns (Chaos), always only in one it owns now.
import type { ByPower, Power, ProvinceId } from '../types';
import type { GameMap } from './types';

/** The power that may build in `province` now (it owns it, and the rule lets it), or null. */
export function builderOf(map: GameMap, supplyCenters: ByPower<ProvinceId[]>, province: ProvinceId): Power | null {
  for (const [power, owned] of Object.entries(supplyCenters)) {
    if (owned.includes(province)) return map.canBuildIn(power, province) ? power : null;
  }
  return null;
}

/** The centers `power` owns where the rule lets it build: vacancy is the caller's to check. */
export function buildCenters(map: GameMap, supplyCenters: ByPower<ProvinceId[]>, power: Power): ProvinceId[] {
  return (supplyCenters[power] ?? []).filter((c) => map.canBuildIn(power, c));
}

/** `home centers` or `centers`: how a message names the places a power builds in. */
export function buildPlaces(map: GameMap): string {
  return map.buildRule === 'any-owned-center' ? 'owned centers' : 'home centers';
}
