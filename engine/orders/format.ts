// Writes an order for people, in the judge's short notation (`F nth C A lon - bel`) or in words
// (`Fleet North Sea convoys Army London -> Belgium`). parseOrder reads both back to the same Order.
import type { GameMap } from '../map/types';
import type { Coast, Order, Power, ProvinceId, UnitSpec, UnitType } from '../types';
import { assertNever } from '../result';

export type OrderStyle = 'short' | 'long';

/** A coast in words (`north`): orders written in full and the reports say coasts so. */
export const COAST_WORDS = { nc: 'north', sc: 'south', ec: 'east', wc: 'west' } as const satisfies Record<Coast, string>;
const TYPE_WORDS: Record<UnitType, string> = { A: 'Army', F: 'Fleet' };

interface Words {
  place(province: ProvinceId, coast: Coast | null): string;
  unit(u: UnitSpec): string;
  arrow: string;
}

export function formatOrder(order: Order, map: GameMap, style: OrderStyle): string {
  return style === 'short' ? formatShort(order, shortWords(map)) : formatLong(order, longWords(map));
}

function formatShort(order: Order, w: Words): string {
  switch (order.kind) {
    case 'hold':
      return `${w.unit(order.unit)} H`;
    case 'move':
      return move(order, w);
    case 'support': {
      const to = order.to === null ? '' : ` - ${w.place(order.to, order.coast)}`;
      return `${w.unit(order.unit)} S ${w.unit(order.target)}${to}`;
    }
    case 'convoy':
      return `${w.unit(order.unit)} C ${w.unit(order.army)} - ${w.place(order.to, null)}`;
    case 'retreat':
      return `${w.unit(order.unit)} R ${w.place(order.to, order.coast)}`;
    case 'disband':
      return `${w.unit(order.unit)} D`;
    case 'build':
      return `build ${typed(order.unitType, order.unitType ?? '', w.place(order.province, order.coast))}`;
    case 'remove':
      return `remove ${w.unit(order.unit)}`;
    case 'waive':
      return 'waive';
    default:
      return assertNever(order);
  }
}

function formatLong(order: Order, w: Words): string {
  switch (order.kind) {
    case 'hold':
      return `${w.unit(order.unit)} holds`;
    case 'move':
      return move(order, w);
    case 'support': {
      const to = order.to === null ? '' : ` -> ${w.place(order.to, order.coast)}`;
      return `${w.unit(order.unit)} supports ${w.unit(order.target)}${to}`;
    }
    case 'convoy':
      return `${w.unit(order.unit)} convoys ${w.unit(order.army)} -> ${w.place(order.to, null)}`;
    case 'retreat':
      return `${w.unit(order.unit)} retreats to ${w.place(order.to, order.coast)}`;
    case 'disband':
      return `${w.unit(order.unit)} disbands`;
    case 'build': {
      const type = order.unitType ? TYPE_WORDS[order.unitType] : '';
      return `Build ${typed(order.unitType, type, w.place(order.province, order.coast))}`;
    }
    case 'remove':
      return `Remove ${w.unit(order.unit)}`;
    case 'waive':
      return 'Waive';
    default:
      return assertNever(order);
  }
}

function move(order: Extract<Order, { kind: 'move' }>, w: Words): string {
  const steps = [...(order.path ?? []).map((p) => w.place(p, null)), w.place(order.to, order.coast)];
  const via = order.viaConvoy ? ' via convoy' : '';
  return `${w.unit(order.unit)} ${w.arrow} ${steps.join(` ${w.arrow} `)}${via}`;
}

function typed(type: UnitType | null, word: string, place: string): string {
  return type ? `${word} ${place}` : place;
}

function shortWords(map: GameMap): Words {
  const place = (province: ProvinceId, coast: Coast | null): string => (coast ? `${province}/${coast}` : province);
  return {
    place,
    arrow: '-',
    unit: (u) => [nationality(map, u.power), u.type, place(u.province, u.coast)].filter(Boolean).join(' '),
  };
}

function longWords(map: GameMap): Words {
  const place = (province: ProvinceId, coast: Coast | null): string => {
    const name = map.province(province)?.name ?? province;
    return coast ? `${name} (${COAST_WORDS[coast]} coast)` : name;
  };
  return {
    place,
    arrow: '->',
    unit: (u) => [nationality(map, u.power), u.type && TYPE_WORDS[u.type], place(u.province, u.coast)].filter(Boolean).join(' '),
  };
}

/** A power as a nationality (`German`); the name itself when the map does not know it. */
function nationality(map: GameMap, power: Power | null): string | null {
  if (power === null) return null;
  return map.powers.find((p) => p.name === power)?.adjective ?? power;
}
