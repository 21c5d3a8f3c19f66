// The retreat phase: each dislodged unit retreats to one of its own options or is disbanded; two
// retreats to one province both fail and both units are disbanded; an unordered unit is disbanded.
import type { DislodgedUnit, GivenOrder, IllegalReason, OrderResult, Position, Unit } from '../types';
import type { GameMap } from '../map/types';
import type { EngineRules } from './engineRules';
import { geoOf } from './geo';
import { blankResult, unitRef } from './results';
import { retreatOptions } from './retreatOptions';

export interface RetreatOutcome {
  results: OrderResult[];
  units: Unit[];
  /** Dislodged units removed from the board. */
  disbanded: Unit[];
}

/** Every dislodged unit of a retreat-phase position with its retreat options filled in. */
export function withRetreatOptions(map: GameMap, position: Position, rules: EngineRules): DislodgedUnit[] {
  const geo = geoOf(map);
  const occupied = new Uint8Array(geo.n);
  const contested = new Uint8Array(geo.n);
  for (const u of position.units) occupied[geo.index.get(u.province)!] = 1;
  for (const p of position.standoffs) {
    const i = geo.index.get(p);
    if (i !== undefined) contested[i] = 1;
  }
  return position.dislodged.map((d) => ({ ...d, retreats: retreatOptions(geo, d, occupied, contested, rules) }));
}

export function adjudicateRetreats(map: GameMap, position: Position, orders: GivenOrder[], rules: EngineRules): RetreatOutcome {
  const dislodged = withRetreatOptions(map, position, rules);
  const results: OrderResult[] = [];
  const chosen = new Map<number, number>(); // dislodged index -> result index
  orders.forEach((g) => {
    const o = g.order;
    const spec = 'unit' in o ? o.unit : null;
    const k = spec ? dislodged.findIndex((d) => d.province === spec.province) : -1;
    const r = blankResult(g, k >= 0 ? dislodged[k] : null);
    results.push(r);
    const reason = check(g, k, dislodged);
    if (reason) {
      r.outcome = 'illegal';
      r.reason = reason;
      return;
    }
    if (chosen.has(k)) {
      const prev = chosen.get(k)!;
      // prev is -1 once two different orders were found: every further one is a duplicate too.
      if (prev >= 0 && JSON.stringify(results[prev].order) !== JSON.stringify(o)) {
        results[prev].outcome = 'illegal';
        results[prev].reason = 'duplicate';
        chosen.set(k, -1);
      }
      r.outcome = 'illegal';
      r.reason = 'duplicate';
      return;
    }
    chosen.set(k, results.length - 1);
  });
  return settle(dislodged, results, chosen, position.units);
}

function check(g: GivenOrder, k: number, dislodged: DislodgedUnit[]): IllegalReason | null {
  const o = g.order;
  if (o.kind !== 'retreat' && o.kind !== 'disband') return 'wrong-phase';
  if (k < 0) return 'not-dislodged';
  const d = dislodged[k];
  if (d.power !== g.power) return 'foreign-unit';
  if (o.kind === 'disband') return null;
  const options = d.retreats ?? [];
  if (options.includes(o.to)) return null;
  if (o.coast && options.includes(`${o.to}/${o.coast}`)) return null;
  // A fleet retreating to a split coast without naming it: fine when only one coast is open (4.B.2 a).
  if (!o.coast && options.filter((x) => x.startsWith(`${o.to}/`)).length === 1) return null;
  return 'retreat-not-allowed';
}

function target(d: DislodgedUnit, o: { to: string; coast: string | null }): string {
  const options = d.retreats ?? [];
  if (options.includes(o.to)) return o.to;
  if (o.coast) return `${o.to}/${o.coast}`;
  return options.find((x) => x.startsWith(`${o.to}/`))!;
}

function settle(dislodged: DislodgedUnit[], results: OrderResult[], chosen: Map<number, number>, units: Unit[]): RetreatOutcome {
  const moving = new Map<string, number[]>(); // province -> dislodged indices retreating there
  dislodged.forEach((d, k) => {
    const i = chosen.get(k);
    if (i === undefined || i < 0) return;
    const o = results[i].order;
    if (o.kind !== 'retreat') return;
    const to = target(d, o).split('/')[0];
    moving.set(to, [...(moving.get(to) ?? []), k]);
  });
  const out = [...units];
  const disbanded: Unit[] = [];
  dislodged.forEach((d, k) => {
    const i = chosen.get(k);
    const o = i !== undefined && i >= 0 ? results[i].order : null;
    const unit: Unit = { power: d.power, type: d.type, province: d.province, coast: d.coast };
    if (d.builtAt !== undefined) unit.builtAt = d.builtAt;
    if (!o || o.kind !== 'retreat') {
      disbanded.push(unit);
      return;
    }
    const [to, coast] = target(d, o).split('/');
    const rivals = moving.get(to)!;
    if (rivals.length > 1) {
      results[i!].outcome = 'fails';
      results[i!].reason = 'bounce';
      results[i!].by = rivals.filter((x) => x !== k).map((x) => unitRef(dislodged[x]));
      disbanded.push(unit);
      return;
    }
    out.push({ ...unit, province: to, coast: (coast ?? null) as Unit['coast'] });
  });
  return { results, units: out, disbanded };
}
