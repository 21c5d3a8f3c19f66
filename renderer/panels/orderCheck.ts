// Whether an order typed for the open phase can be filed, with the reason when not: the order box
// flags it as it is typed and refuses to file it. This is the reader's own "possible" test (the
// engine's pure helper) plus the questions a GM asks first: is it this phase's kind of order, is
// there a unit, is it the ordering power's. The adjudicator still has the last word.
import {
  isPossible,
  type Situation,
  type GameMap,
  type GivenOrder,
  type Order,
  type PhaseType,
  type Position,
  type ProvinceId,
  type Unit,
} from '../../engine/index';

export type FlagCode = 'wrong-phase' | 'no-unit' | 'foreign-unit' | 'not-home' | 'not-owned' | 'occupied' | 'impossible';

export interface OrderFlag {
  code: FlagCode;
  message: string;
}

const KINDS: Record<PhaseType, readonly Order['kind'][]> = {
  movement: ['hold', 'move', 'support', 'convoy'],
  retreat: ['retreat', 'disband'],
  adjustment: ['build', 'remove', 'disband', 'waive'],
};

const UNIT_WORD = { A: 'army', F: 'fleet' } as const;

function nameOf(map: GameMap, id: ProvinceId): string {
  return map.province(id)?.name ?? id;
}

function flag(code: FlagCode, message: string): OrderFlag {
  return { code, message };
}

/** The units an order of this phase names: the dislodged ones in a retreat phase. */
export function unitsToOrder(position: Position): Unit[] {
  return position.phase.type === 'retreat' ? position.dislodged : position.units;
}

export function checkOrder(given: GivenOrder, position: Position, map: GameMap): OrderFlag | null {
  const { order, power } = given;
  const phase = position.phase.type;
  if (!KINDS[phase].includes(order.kind)) return flag('wrong-phase', `a ${order.kind} order is not given in a ${phase} phase`);
  if (order.kind === 'build') return checkBuild(given, position, map);
  if (order.kind === 'waive') return null;
  const units = unitsToOrder(position);
  const unit = units.find((u) => u.province === order.unit.province);
  const where = nameOf(map, order.unit.province);
  if (!unit) return flag('no-unit', `no ${phase === 'retreat' ? 'dislodged ' : ''}unit in ${where}`);
  if (unit.power !== power) return flag('foreign-unit', `the ${UNIT_WORD[unit.type]} in ${where} is ${unit.power}'s, not ${power}'s: not filed`);
  const situation: Situation = { map, units, power, rules: {} };
  if (isPossible(order, situation)) return null;
  return flag('impossible', impossibleReason(order, unit, map));
}

function checkBuild(given: GivenOrder, position: Position, map: GameMap): OrderFlag | null {
  const order = given.order as Extract<Order, { kind: 'build' }>;
  const p = map.province(order.province);
  const where = nameOf(map, order.province);
  if (!p || !map.canBuildIn(given.power, order.province)) {
    return flag('not-home', `${where} is not ${map.buildRule === 'any-owned-center' ? 'a supply center' : `a home center of ${given.power}`}`);
  }
  if (!(position.supplyCenters[given.power] ?? []).includes(order.province)) return flag('not-owned', `${given.power} does not own ${where} now`);
  if (position.units.some((u) => u.province === order.province)) return flag('occupied', `${where} is occupied`);
  if (order.unitType === 'F' && p.kind !== 'coast') return flag('impossible', `a fleet cannot be built in ${where}: it is inland`);
  return null;
}

function impossibleReason(order: Order, unit: Unit, map: GameMap): string {
  const from = nameOf(map, unit.province);
  switch (order.kind) {
    case 'move':
    case 'retreat':
      return `the ${UNIT_WORD[unit.type]} in ${from} cannot reach ${nameOf(map, order.to)}`;
    case 'support':
      return `the ${UNIT_WORD[unit.type]} in ${from} cannot support ${order.to ? `a move to ${nameOf(map, order.to)}` : `${nameOf(map, order.target.province)} holding`}`;
    case 'convoy':
      return `the ${UNIT_WORD[unit.type]} in ${from} cannot convoy ${nameOf(map, order.army.province)} to ${nameOf(map, order.to)}`;
    default:
      return `this order cannot be carried out by the ${UNIT_WORD[unit.type]} in ${from}`;
  }
}
