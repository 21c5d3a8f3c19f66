// The units a phase's orders leave out, and what becomes of them when the phase is adjudicated:
// the preview lists them so the GM sees who was forgotten before committing.
import { type GameMap, type GivenOrder, type Position, type Power } from '../../engine/index';
import { orderKey } from '../interaction/orders';

export interface Unordered {
  power: Power;
  /** `A Vienna`, or for an adjustment `2 builds`. */
  label: string;
  fate: string;
}

export function unorderedUnits(map: GameMap, position: Position, orders: GivenOrder[]): Unordered[] {
  const name = (id: string) => map.province(id)?.name ?? id;
  const type = position.phase.type;
  if (type === 'adjustment') return unorderedAdjustments(map, position, orders);
  const ordered = new Set(orders.map((o) => `${o.power}|${orderKey(o.order)}`));
  const units = type === 'retreat' ? position.dislodged : position.units;
  return units
    .filter((u) => !ordered.has(`${u.power}|${u.province}`))
    .map((u) => ({ power: u.power, label: `${u.type} ${name(u.province)}`, fate: type === 'retreat' ? 'is disbanded' : 'holds' }))
    .sort((a, b) => a.power.localeCompare(b.power) || a.label.localeCompare(b.label));
}

function unorderedAdjustments(map: GameMap, position: Position, orders: GivenOrder[]): Unordered[] {
  const out: Unordered[] = [];
  for (const { name: power } of map.powers) {
    const due = (position.supplyCenters[power]?.length ?? 0) - position.units.filter((u) => u.power === power).length;
    const mine = orders.filter((o) => o.power === power);
    if (due > 0) {
      const left = due - mine.filter((o) => o.order.kind === 'build' || o.order.kind === 'waive').length;
      if (left > 0) out.push({ power, label: `${left} build${left === 1 ? '' : 's'}`, fate: 'waived' });
    } else if (due < 0) {
      const left = -due - mine.filter((o) => o.order.kind === 'remove' || o.order.kind === 'disband').length;
      if (left > 0) out.push({ power, label: `${left} removal${left === 1 ? '' : 's'}`, fate: 'chosen by the civil disorder rule (farthest from home)' });
    }
  }
  return out;
}
