// Engine against reference on one movement phase: the board after it, the dislodged units (with
// their attacker, whether it came by convoy, and their retreats), each order's outcome, and which
// orders a convoy paradox rule decided. Also the printing used by diff.ts and failing tests.
import { adjudicate, type PhaseResult } from '../../engine/adjudicate/index';
import type { GameMap } from '../../engine/map/types';
import type { RuleOptions } from '../../engine/rules/catalogue';
import { formatOrder } from '../../engine/orders/format';
import type { GivenOrder, Position, Unit } from '../../engine/types';
import { type RefResult, referenceAdjudicate } from './adjudicate';

export interface Comparable {
  units: string[];
  dislodged: string[];
  /** Per order as given: `outcome` or `outcome paradox`. */
  orders: string[];
}

export function unitKey(u: Pick<Unit, 'power' | 'type' | 'province' | 'coast'>): string {
  return `${u.power} ${u.type} ${u.province}${u.coast ? '/' + u.coast : ''}`;
}

function orderKey(outcome: string, reason: string | null | undefined): string {
  return reason === 'paradox' ? `${outcome} paradox` : outcome;
}

export function fromEngine(r: PhaseResult, orderCount: number): Comparable {
  return {
    units: r.units.map(unitKey).sort(),
    dislodged: r.dislodged.map((d) => `${unitKey(d)} by ${d.attackerFrom}${d.viaConvoy ? ' (convoy)' : ''} -> [${[...(d.retreats ?? [])].sort()}]`).sort(),
    orders: r.results.slice(0, orderCount).map((x) => orderKey(x.outcome, x.reason)),
  };
}

export function fromReference(r: RefResult): Comparable {
  return {
    units: r.units.map(unitKey).sort(),
    dislodged: r.dislodged.map((d) => `${unitKey(d)} by ${d.attackerFrom}${d.viaConvoy ? ' (convoy)' : ''} -> [${d.retreats}]`).sort(),
    orders: r.results.map((x) => orderKey(x.outcome, x.reason)),
  };
}

export interface Verdict {
  engine: Comparable;
  reference: Comparable;
  ref: RefResult;
  /** Empty when they agree. */
  differences: string[];
}

export function compare(map: GameMap, position: Position, orders: GivenOrder[], options: RuleOptions): Verdict {
  const engine = fromEngine(adjudicate(map, position, orders, options), orders.length);
  const ref = referenceAdjudicate(map, position, orders, options);
  const reference = fromReference(ref);
  const differences: string[] = [];
  if (engine.units.join() !== reference.units.join()) differences.push('units after the phase');
  if (engine.dislodged.join() !== reference.dislodged.join()) differences.push('dislodged units');
  orders.forEach((o, i) => {
    if (engine.orders[i] !== reference.orders[i])
      differences.push(`${o.power}: ${formatOrder(o.order, map, 'short')}: engine ${engine.orders[i]}, reference ${reference.orders[i]}`);
  });
  return { engine, reference, ref, differences };
}

/** A position, its orders and both results side by side, for a failing test or diff.ts. */
export function describe(map: GameMap, position: Position, orders: GivenOrder[], v: Verdict, changed: string[] = []): string {
  const lines: string[] = [];
  lines.push(`units: ${position.units.map(unitKey).join(', ')}`);
  if (changed.length) lines.push(`options: ${changed.join(', ')}`);
  lines.push('orders (engine | reference):');
  orders.forEach((o, i) =>
    lines.push(`  ${`${o.power}: ${formatOrder(o.order, map, 'short')}`.padEnd(44)} ${v.engine.orders[i].padEnd(18)} | ${v.reference.orders[i]}`),
  );
  lines.push(`engine    units: ${v.engine.units.join(', ')}`);
  lines.push(`reference units: ${v.reference.units.join(', ')}`);
  lines.push(`engine    dislodged: ${v.engine.dislodged.join('; ') || '-'}`);
  lines.push(`reference dislodged: ${v.reference.dislodged.join('; ') || '-'}`);
  if (v.ref.cores.length)
    lines.push(
      `reference backup rule: ${v.ref.cores.map((c) => `${c.rule} (${c.consistent} consistent) on units ${c.decisions.map((u) => position.units[u].province)}`).join('; ')}`,
    );
  if (v.differences.length) lines.push(`differences: ${v.differences.join('; ')}`);
  return lines.join('\n');
}
