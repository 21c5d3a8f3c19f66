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
import { i18n } from '../i18n';
import { readerWording } from '../i18n/readerWords';

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

// Places and powers named in the GM's language (Bourgogne for a French GM), as the reader's messages are.
function nameOf(map: GameMap, id: ProvinceId): string {
  return readerWording(map).province(id);
}

const say = (key: string, params: Record<string, string | number> = {}): string => i18n.t(`reader:check.${key}`, params);

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

/** Adjudication's reason in the GM's words (and language), naming the places and the unit. */
function describe(code: IllegalReason, { order, power }: GivenOrder, position: Position, map: GameMap, options: RuleOptions): string {
  const words = readerWording(map);
  const phase = position.phase.type;
  const spec = 'unit' in order ? order.unit : null;
  const unit = spec ? unitsToOrder(position).find((u) => u.province === spec.province) : undefined;
  const where = spec ? nameOf(map, spec.province) : order.kind === 'build' ? nameOf(map, order.province) : '';
  const it = say(unit ? (unit.type === 'A' ? 'theArmy' : 'theFleet') : 'theUnit', { where });
  const named = words.power(power);
  const due = adjustmentsDue(map, position)[power] ?? 0;
  switch (code) {
    case 'wrong-phase':
      return say('wrong-phase', { kind: say(`kinds.${order.kind}`), phase: say(`phases.${phase}`) });
    case 'no-unit':
      return say('no-unit', { where });
    case 'not-dislodged':
      return say('not-dislodged', { where });
    case 'foreign-unit':
      return unit && unit.power !== power
        ? say('foreign-unit-of', { it, owner: words.power(unit.power), power: named })
        : say('foreign-unit', { power: named });
    case 'wrong-unit-type':
      return unit && spec?.type && spec.type !== unit.type
        ? say('wrong-type-is', { where, actual: say(unit.type === 'A' ? 'anArmy' : 'aFleet'), written: say(spec.type === 'A' ? 'anArmy' : 'aFleet') })
        : say('wrong-unit-type');
    case 'wrong-coast':
      return say('wrong-coast', { it });
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
      const reason = unreachable(order, it, map);
      return open.length ? say('may-retreat', { reason, places: open.map((p) => nameOf(map, p.split('/')[0])).join(', ') }) : say('nowhere', { reason });
    }
    case 'not-home-center':
      return map.buildRule === 'any-owned-center' ? say('not-supply-center', { where }) : say('not-home-center', { where, power: named });
    case 'not-owned':
      return say('not-owned', { power: named, where });
    case 'occupied':
      return say('occupied', { where });
    case 'no-builds-due':
      return due < 0 ? say('no-builds-removals', { power: named, count: -due }) : say('no-builds-even', { power: named });
    case 'no-removals-due':
      return say('no-removals-due', { power: named });
    case 'too-many':
      return say(order.kind === 'build' || order.kind === 'waive' ? 'too-many-builds' : 'too-many-removals', { power: named, count: Math.abs(due) });
    case 'fleet-in-land':
      return say('fleet-in-land', { where });
    case 'coast-needed':
      return say('coast-needed', { where });
    case 'type-needed':
      return say('type-needed', { where });
    default:
      return say('other', { it, code: code.replace(/-/g, ' ') });
  }
}

/** A move, retreat, support or convoy the unit cannot make, naming both places. */
function unreachable(order: Order, it: string, map: GameMap): string {
  switch (order.kind) {
    case 'move':
      return say('cannot-reach', { it, to: nameOf(map, order.to) });
    case 'retreat':
      return say('cannot-retreat', { it, to: nameOf(map, order.to) });
    case 'support':
      return order.to
        ? say('cannot-support-move', { it, to: nameOf(map, order.to) })
        : say('cannot-support-hold', { it, target: nameOf(map, order.target.province) });
    case 'convoy':
      return say('cannot-convoy', { it, army: nameOf(map, order.army.province), to: nameOf(map, order.to) });
    default:
      return say('cannot-carry-out', { it });
  }
}
