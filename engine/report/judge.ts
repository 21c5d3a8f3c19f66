// Orders written the way the email judges (njudge) write them back to players: full names, the
// verbs in capitals, an arrow for moves (`Army Paris -> Burgundy.`, `Fleet North Sea CONVOY Army
// London -> Belgium.`, `Builds an army in Paris.`). Players know this layout from years of judge
// mail, so an acknowledgement in it is read at a glance.
import type { GameMap } from '../map/types';
import type { Order, UnitSpec, UnitType } from '../types';
import { placeName } from './words';

function typeWord(type: UnitType | null): string {
  return type === 'F' ? 'Fleet' : type === 'A' ? 'Army' : 'Unit';
}

function unitWords(map: GameMap, u: UnitSpec): string {
  return `${typeWord(u.type)} ${placeName(map, u.province, u.coast)}`;
}

/** One order as the judge writes it, ending with a full stop. */
export function judgeOrderText(map: GameMap, order: Order): string {
  switch (order.kind) {
    case 'hold':
      return `${unitWords(map, order.unit)} HOLD.`;
    case 'move': {
      const via = order.path ? order.path.map((p) => ` -> ${placeName(map, p)}`).join('') : '';
      const convoy = order.viaConvoy && !order.path ? ' VIA CONVOY' : '';
      return `${unitWords(map, order.unit)}${via} -> ${placeName(map, order.to, order.coast)}${convoy}.`;
    }
    case 'support': {
      const to = order.to === null ? '' : ` -> ${placeName(map, order.to, order.coast)}`;
      return `${unitWords(map, order.unit)} SUPPORT ${unitWords(map, order.target)}${to}.`;
    }
    case 'convoy':
      return `${unitWords(map, order.unit)} CONVOY ${unitWords(map, order.army)} -> ${placeName(map, order.to)}.`;
    case 'retreat':
      return `${unitWords(map, order.unit)} -> ${placeName(map, order.to, order.coast)}.`;
    case 'disband':
      return `${unitWords(map, order.unit)} DISBAND.`;
    case 'build': {
      const what = order.unitType === 'F' ? 'a fleet' : order.unitType === 'A' ? 'an army' : 'a unit';
      return `Builds ${what} in ${placeName(map, order.province, order.coast)}.`;
    }
    case 'remove':
      return `Removes the ${typeWord(order.unit.type).toLowerCase()} in ${placeName(map, order.unit.province, order.unit.coast)}.`;
    case 'waive':
      return 'Build waived.';
  }
}

/** A unit as the judge names it: `Army Paris`, `Fleet St Petersburg (south coast)`. */
export function judgeUnitText(map: GameMap, u: UnitSpec): string {
  return unitWords(map, u);
}
