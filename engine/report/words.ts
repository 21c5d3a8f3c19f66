// The small vocabulary reports share: units as the judge writes them (`A mun`, `F stp/nc`), places
// and powers in full (`St Petersburg`, `English`), lists in prose (`A, B and C`).
import type { GameMap } from '../map/types';
import { COAST_WORDS } from '../orders/format';
import type { Coast, Power, ProvinceId, UnitType } from '../types';

export { COAST_WORDS };

/** A unit as results and orders name it; the type may be missing from an order as written. */
export interface NamedUnit {
  type: UnitType | null;
  province: ProvinceId;
  coast: Coast | null;
}

/** `A mun`, `F stp/nc`, or just the province when the type was not written. */
export function unitName(u: NamedUnit): string {
  const place = u.coast ? `${u.province}/${u.coast}` : u.province;
  return u.type ? `${u.type} ${place}` : place;
}

/** The province's full name (`St Petersburg`), or the id when the map does not know it. */
export function placeName(map: GameMap, province: ProvinceId, coast: Coast | null = null): string {
  const name = map.province(province)?.name ?? province;
  return coast ? `${name} (${COAST_WORDS[coast]} coast)` : name;
}

/** `the north coast of Spain`. */
export function coastOf(map: GameMap, province: ProvinceId, coast: Coast): string {
  return `the ${COAST_WORDS[coast] ?? coast} coast of ${placeName(map, province)}`;
}

/** `English` for England; the name itself when the map does not know the power. */
export function adjective(map: GameMap, power: Power): string {
  return map.powers.find((p) => p.name === power)?.adjective ?? power;
}

/** `A`, `A and B`, `A, B and C`. */
export function listWords(items: string[], last = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
}

/** The sentence with its first letter in capitals (`build A par` opens as `Build A par`). */
export function capitalize(text: string): string {
  return text.length === 0 ? text : text[0].toUpperCase() + text.slice(1);
}

/** `1 build`, `2 builds`. */
export function counted(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
