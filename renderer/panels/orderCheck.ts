// Whether an order typed for the open phase can be filed, with the reason when not: the order box
// flags it as it is typed and refuses to file it. The verdict is adjudication's own (the engine's
// orderLegality adjudicates the order after those already given), so a line that reads "ok" here
// cannot turn out illegal at adjudication; this file only puts adjudication's reason code in words.
import {
  adjustmentsDue,
  DEFAULT_OPTIONS,
  engineRules,
  orderLegality,
  withRetreatOptions,
  type GameMap,
  type GivenOrder,
  type IllegalReason,
  type Order,
  type Position,
  type ProvinceId,
  type RuleOptions,
  type Unit,
} from '../../engine/index';

export interface OrderFlag {
  /** Adjudication's reason code. */
  code: IllegalReason;
  message: string;
}

export interface CheckContext {
  /** The orders already given this phase (builds and removals are counted against what is due). */
  others?: readonly GivenOrder[];
  options?: RuleOptions;
}

const UNIT_WORD = { A: 'army', F: 'fleet' } as const;
const A_UNIT = { A: 'an army', F: 'a fleet' } as const;

function nameOf(map: GameMap, id: ProvinceId): string {
  return map.province(id)?.name ?? id;
}

/** The units an order of this phase names: the dislodged ones in a retreat phase. */
export function unitsToOrder(position: Position): Unit[] {
  return position.phase.type === 'retreat' ? position.dislodged : position.units;
}

export function checkOrder(given: GivenOrder, position: Position, map: GameMap, context: CheckContext = {}): OrderFlag | null {
  let code: IllegalReason | null;
  try {
    code = orderLegality(map, position, given, context.others ?? [], context.options);
  } catch {
    // A position adjudication cannot set up is refused where it comes in; the box has nothing to add.
    return null;
  }
  return code === null ? null : { code, message: describe(code, given, position, map, context.options ?? DEFAULT_OPTIONS) };
}

/** Adjudication's reason in a GM's words, naming the places and the unit. */
function describe(code: IllegalReason, { order, power }: GivenOrder, position: Position, map: GameMap, options: RuleOptions): string {
  const phase = position.phase.type;
  const spec = 'unit' in order ? order.unit : null;
  const unit = spec ? unitsToOrder(position).find((u) => u.province === spec.province) : undefined;
  const where = spec ? nameOf(map, spec.province) : order.kind === 'build' ? nameOf(map, order.province) : '';
  const it = unit ? `the ${UNIT_WORD[unit.type]} in ${where}` : `the unit in ${where}`;
  const due = adjustmentsDue(map, position)[power] ?? 0;
  switch (code) {
    case 'wrong-phase':
      return `a ${order.kind} order is not given in a ${phase} phase`;
    case 'no-unit':
      return `no unit in ${where}`;
    case 'not-dislodged':
      return `no dislodged unit in ${where}`;
    case 'foreign-unit':
      return unit && unit.power !== power ? `${it} is ${unit.power}'s, not ${power}'s: not filed` : `a unit named in the order is not ${power}'s`;
    case 'wrong-unit-type':
      return unit && spec?.type && spec.type !== unit.type
        ? `the unit in ${where} is ${A_UNIT[unit.type]}, not ${A_UNIT[spec.type]}`
        : 'a unit named in the order is of another type';
    case 'wrong-coast':
      return `${it} is not on that coast`;
    case 'not-adjacent':
    case 'army-to-sea':
    case 'fleet-to-land':
    case 'cannot-reach':
    case 'same-province':
    case 'unknown-place':
      return unreachable(order, it, map);
    case 'retreat-not-allowed': {
      // The places adjudication offers it, as it computes them.
      const open = withRetreatOptions(map, position, engineRules(options)).find((d) => d.province === spec?.province)?.retreats ?? [];
      const may = open.length ? ` (it may retreat to ${open.map((p) => nameOf(map, p.split('/')[0])).join(', ')})` : ' (it has nowhere to retreat: disband)';
      return `${unreachable(order, it, map)}${may}`;
    }
    case 'not-home-center':
      return `${where} is not ${map.buildRule === 'any-owned-center' ? 'a supply center' : `a home center of ${power}`}`;
    case 'not-owned':
      return `${power} does not own ${where} now`;
    case 'occupied':
      return `${where} is occupied`;
    case 'no-builds-due':
      return `${power} has no builds due (${due < 0 ? `${-due} removal${due === -1 ? '' : 's'} due` : 'as many units as centers'})`;
    case 'no-removals-due':
      return `${power} has no removals due`;
    case 'too-many':
      return `more ${order.kind === 'build' || order.kind === 'waive' ? 'builds' : 'removals'} than ${power} is due (${Math.abs(due)})`;
    case 'fleet-in-land':
      return `a fleet cannot be built in ${where}: it is inland`;
    case 'coast-needed':
      return `which coast of ${where}? It has more than one`;
    case 'type-needed':
      return `army or fleet? ${where} could hold either`;
    default:
      return `${it}: ${code.replace(/-/g, ' ')}`;
  }
}

/** A move, retreat, support or convoy the unit cannot make, naming both places. */
function unreachable(order: Order, it: string, map: GameMap): string {
  switch (order.kind) {
    case 'move':
      return `${it} cannot reach ${nameOf(map, order.to)}`;
    case 'retreat':
      return `${it} cannot retreat to ${nameOf(map, order.to)}`;
    case 'support':
      return `${it} cannot support ${order.to ? `a move to ${nameOf(map, order.to)}` : `${nameOf(map, order.target.province)} holding`}`;
    case 'convoy':
      return `${it} cannot convoy ${nameOf(map, order.army.province)} to ${nameOf(map, order.to)}`;
    default:
      return `this order cannot be carried out by ${it}`;
  }
}
