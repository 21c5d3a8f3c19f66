// The units a phase's orders leave out, and what becomes of them when the phase is adjudicated:
// the preview lists them so the GM sees who was forgotten before committing.
import { type GameMap, type GivenOrder, type Position, type Power } from '../../engine/index';
import { orderKey } from '../interaction/orders';

/** What becomes of what was left out (worded by the screen: the `unordered` namespace). */
export type Fate = 'holds' | 'disbanded' | 'waived' | 'civil-disorder';

export interface Unordered {
  power: Power;
  /** `A Vienna` (notation and the map's name), or for an adjustment '' and a count of builds or removals. */
  label: string;
  /** For an adjustment: how many builds or removals were left out. */
  count?: number;
  fate: Fate;
}

/** `name` names a province (the window's language: placeNames; the map's English by default). */
export function unorderedUnits(map: GameMap, position: Position, orders: GivenOrder[], name = (id: string) => map.province(id)?.name ?? id): Unordered[] {
  const type = position.phase.type;
  if (type === 'adjustment') return unorderedAdjustments(map, position, orders);
  const ordered = new Set(orders.map((o) => `${o.power}|${orderKey(o.order)}`));
  const units = type === 'retreat' ? position.dislodged : position.units;
  return units
    .filter((u) => !ordered.has(`${u.power}|${u.province}`))
    .map((u) => ({ power: u.power, label: `${u.type} ${name(u.province)}`, fate: type === 'retreat' ? ('disbanded' as const) : ('holds' as const) }))
    .sort((a, b) => a.power.localeCompare(b.power) || a.label.localeCompare(b.label));
}

function unorderedAdjustments(map: GameMap, position: Position, orders: GivenOrder[]): Unordered[] {
  const out: Unordered[] = [];
  for (const { name: power } of map.powers) {
    const due = (position.supplyCenters[power]?.length ?? 0) - position.units.filter((u) => u.power === power).length;
    const mine = orders.filter((o) => o.power === power);
    if (due > 0) {
      const left = due - mine.filter((o) => o.order.kind === 'build' || o.order.kind === 'waive').length;
      if (left > 0) out.push({ power, label: '', count: left, fate: 'waived' });
    } else if (due < 0) {
      const left = -due - mine.filter((o) => o.order.kind === 'remove' || o.order.kind === 'disband').length;
      if (left > 0) out.push({ power, label: '', count: left, fate: 'civil-disorder' });
    }
  }
  return out;
}
