// The rule options that look at a whole order set rather than one line (a sheet's lines, per power):
// 4.E.2 c and d settle an order still ambiguous after 4.E.2 b by the rest of the set, and the notes
// say what the adjudicator will do with sloppy orders that yield to correct ones (4.C c), with two
// orders for one unit (4.D.3) and with a unit that is only supported or convoyed (4.E.3). The
// reader keeps every such order in the set: the adjudicator applies the same options to it, so
// applying them here too would count them twice. One power's orders never explain another's.
import type { GameMap } from '../map/types';
import type { GivenOrder, Order, Power, ProvinceId } from '../types';
import { checkDesignations } from './designation';
import { formatOrder } from './format';
import type { Alternative } from './interpret';
import { isPossible, optionOf, unitNamed, type Situation } from './possible';
import type { LineDiagnostic, ReadOptions } from './types';
import { said, type Said } from './says';

/** A line that stayed ambiguous, with the readings that are possible orders. */
export interface PendingLine {
  diagnostic: LineDiagnostic;
  alternatives: Alternative[];
  /** The order's text and where it starts in the sheet. */
  text: string;
  base: number;
  /** The header the line stood under, and whose order it is when known. */
  header: Power | null;
  power: Power | null;
}

type Settle = (p: PendingLine, alternative: Alternative, reason: Said) => LineDiagnostic;

const LETTERS = { literal: 'a', 'possible-order': 'b', 'possible-set': 'c', 'matching-set': 'd' } as const;

/** The province of the unit an order is for (null for builds and waives). */
function unitProvince(order: Order): ProvinceId | null {
  return 'unit' in order ? order.unit.province : null;
}

/**
 * 4.E.2 c: the set is a full set of possible orders, so a reading for a unit that already has an
 * order is dropped. d: the orders are also meant to match, so a reading that another order of the
 * power supports, convoys or is supported by wins. Repeated until nothing changes, since a settled
 * line can settle another (DATC 4.E.2 example 8).
 */
export function settleBySet(lines: LineDiagnostic[], pending: PendingLine[], options: ReadOptions, settle: Settle): void {
  const level = optionOf(options.rules, '4.E.2');
  if (level !== 'possible-set' && level !== 'matching-set') return;
  const letter = LETTERS[level];
  let open = pending.filter((p) => p.alternatives.length > 1);
  for (let changed = true; changed && open.length > 0;) {
    changed = false;
    for (const p of open) {
      const choice = chooseBySet(p, lines, options, level === 'matching-set');
      if (!choice) continue;
      const reason = said(null, choice.by === 'free' ? 'only-free' : 'only-matching', { letter });
      settle(p, choice.alternative, reason);
      changed = true;
    }
    open = open.filter((p) => !p.diagnostic.order && p.diagnostic.status === 'ambiguous');
  }
}

function chooseBySet(
  p: PendingLine,
  lines: LineDiagnostic[],
  options: ReadOptions,
  matching: boolean,
): { alternative: Alternative; by: 'free' | 'match' } | null {
  let candidates = p.alternatives;
  const power = p.power ?? ownerOf(candidates[0].read.order, options);
  if (!power) return null;
  const others = lines.filter((d) => d !== p.diagnostic && d.order?.power === power).map((d) => d.order!.order);
  const ordered = new Set(others.map(unitProvince));
  const free = candidates.filter((a) => !ordered.has(unitProvince(a.read.order)));
  if (free.length > 0 && free.length < candidates.length) candidates = free;
  if (candidates.length === 1) return { alternative: candidates[0], by: 'free' };
  if (!matching) return null;
  const matched = candidates.filter((a) => others.some((o) => matches(a.read.order, o) || matches(o, a.read.order)));
  return matched.length === 1 ? { alternative: matched[0], by: 'match' } : null;
}

function ownerOf(order: Order, options: ReadOptions): Power | null {
  const province = unitProvince(order);
  const unit = province === null ? undefined : options.units?.find((u) => u.province === province);
  return unit?.power ?? null;
}

/** Whether `a` (a support or convoy) is given for exactly what `b` does. */
function matches(a: Order, b: Order): boolean {
  if (a.kind !== 'support' && a.kind !== 'convoy') return false;
  if (!('unit' in b)) return false;
  const target = a.kind === 'support' ? a.target : a.army;
  if (target.province !== b.unit.province) return false;
  if (a.kind === 'support' && a.to === null) return b.kind !== 'move';
  return b.kind === 'move' && b.to === a.to;
}

/** Notes on the set: 4.C c, 4.D.3 and 4.E.3, for the movement orders of each power. */
export function noteSet(lines: LineDiagnostic[], map: GameMap, options: ReadOptions): void {
  if (options.phase === 'retreat' || options.phase === 'adjustment') return;
  const groups = new Map<string, LineDiagnostic[]>();
  for (const d of lines) {
    const o = d.order?.order;
    if (!o || (o.kind !== 'hold' && o.kind !== 'move' && o.kind !== 'support' && o.kind !== 'convoy')) continue;
    const key = `${d.order!.power}|${o.unit.province}`;
    groups.set(key, [...(groups.get(key) ?? []), d]);
  }
  for (const group of groups.values()) if (group.length > 1) noteUnit(group, map, options);
  noteImplicit(lines, groups, map, options);
}

function note(d: LineDiagnostic, { message, say }: Said): void {
  d.notes = [...(d.notes ?? []), { message, say, start: d.start, end: d.end }];
  delete d.say;
  d.message = d.notes.map((n) => n.message).join('; ');
  d.status = 'note';
}

function situation(d: LineDiagnostic, map: GameMap, options: ReadOptions): Situation {
  return { map, units: options.units, power: d.order!.power, rules: options.rules ?? {} };
}

/** Several orders for one unit: which count (DATC 4.D.3, after 4.C c and illegal orders are set aside). */
function noteUnit(group: LineDiagnostic[], map: GameMap, options: ReadOptions): void {
  const province = { province: unitProvince(group[0].order!.order)! };
  const legality = optionOf(options.rules, '4.E.1');
  // An order that cannot be carried out is set aside before orders are counted (4.E.1 c/d).
  let live = group;
  if (options.units && (legality === 'possible-now' || legality === 'possible-now-needed' || legality === 'possible-on-map')) {
    live = group.filter((d) => isPossible(d.order!.order, situation(d, map, options)));
  }
  const yields = live.map((d) => checkDesignations(d.order!.order, situation(d, map, options))?.yields ?? null);
  if (live.length > 1 && yields.some((y) => y === null)) {
    live.forEach((d, k) => {
      const id = yields[k];
      if (id) note(d, said(map, 'yields-to-correct', { province, id }));
    });
    live = live.filter((_, k) => yields[k] === null);
  }
  if (live.length < 2) return;
  const same = live.every((d) => JSON.stringify(d.order!.order) === JSON.stringify(live[0].order!.order));
  if (same) {
    for (const d of live.slice(1)) note(d, said(map, 'same-order', { line: live[0].line }));
    return;
  }
  const rule = optionOf(options.rules, '4.D.3');
  if (rule === 'hold') {
    for (const d of live) note(d, said(map, 'several-hold', { province, count: live.length }));
    return;
  }
  const chosen = rule === 'first' ? live[0] : live[live.length - 1];
  const which = rule === 'first' ? 'first' : 'last';
  for (const d of live) {
    if (d === chosen) note(d, said(map, `followed-${which}`, { count: live.length, province }));
    else note(d, said(map, `not-followed-${which}`, { province, line: chosen.line }));
  }
}

/**
 * 4.E.3: a support or convoy for a move of the power's own unit that has no order. Under a the
 * adjudicator deduces the move (when the power's orders agree on it and it is possible); under b the
 * unit holds. The note goes on the order the move would be deduced from.
 */
function noteImplicit(lines: LineDiagnostic[], groups: Map<string, LineDiagnostic[]>, map: GameMap, options: ReadOptions): void {
  const implied = new Map<string, { lines: LineDiagnostic[]; to: Set<ProvinceId>; order: GivenOrder }>();
  for (const d of lines) {
    const o = d.order?.order;
    if (!o || (o.kind !== 'support' && o.kind !== 'convoy') || o.to === null) continue;
    const power = d.order!.power;
    const spec = o.kind === 'support' ? o.target : o.army;
    const key = `${power}|${spec.province}`;
    if (groups.has(key) || spec.province === o.unit.province) continue;
    const unit = unitNamed(situation(d, map, options), spec);
    if (!unit || (unit.power ?? power) !== power) continue;
    const entry = implied.get(key) ?? {
      lines: [],
      to: new Set<ProvinceId>(),
      order: {
        power,
        order: {
          kind: 'move',
          unit: { type: unit.type, province: spec.province, coast: unit.coast, power: null },
          to: o.to,
          coast: null,
          viaConvoy: false,
          path: null,
        },
      },
    };
    entry.lines.push(d);
    entry.to.add(o.to);
    implied.set(key, entry);
  }
  const allowed = optionOf(options.rules, '4.E.3') === 'allowed';
  for (const entry of implied.values()) {
    const province = { province: unitProvince(entry.order.order)! };
    const move = formatOrder(entry.order.order, map, 'short');
    const possible = !options.units || isPossible(entry.order.order, { map, units: options.units, power: entry.order.power, rules: options.rules ?? {} });
    let message: Said;
    if (!allowed) message = said(map, 'implicit-not-allowed', { province });
    else if (entry.to.size > 1) message = said(map, 'implicit-disagree', { province });
    else if (!possible) message = said(map, 'implicit-impossible', { province, move });
    else message = said(map, 'implicit-deduced', { province, move });
    for (const d of entry.lines) note(d, message);
  }
}
