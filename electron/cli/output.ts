// A phase's result as the command line's JSON: plain objects built field by field, so the keys come
// out in the same order every time, with canonical ids and the short order text.
import {
  type PhaseResult,
  type GameMap,
  formatOrder,
  describeResult,
  type ByPower,
  type DislodgedUnit,
  type OrderResult,
  type Phase,
  type ProvinceId,
  type Strengths,
  type Unit,
  type UnitRef,
} from '../../engine/index';

function unitOut(u: Unit | UnitRef): Record<string, unknown> {
  return { power: u.power, type: u.type, province: u.province, coast: u.coast };
}

function phaseOut(p: Phase): Record<string, unknown> {
  return { season: p.season, year: p.year, type: p.type };
}

function strengthsOut(s: Strengths | null): Record<string, unknown> | null {
  if (!s) return null;
  const out: Record<string, unknown> = {};
  if (s.attack !== undefined) out.attack = s.attack;
  if (s.hold !== undefined) out.hold = s.hold;
  if (s.defend !== undefined) out.defend = s.defend;
  if (s.prevent !== undefined) out.prevent = s.prevent.map((p) => ({ unit: unitOut(p.unit), strength: p.strength }));
  if (s.supportedBy !== undefined) out.supportedBy = s.supportedBy.map(unitOut);
  return out;
}

function resultOut(r: OrderResult, map: GameMap): Record<string, unknown> {
  const d = r.dislodgedBy;
  return {
    power: r.power,
    order: formatOrder(r.order, map, 'short'),
    text: r.text ?? null,
    implicit: r.implicit === true,
    outcome: r.outcome,
    reason: r.reason,
    by: r.by.map(unitOut),
    strengths: strengthsOut(r.strengths),
    dislodgedBy: d ? { unit: unitOut(d.unit), from: d.from, viaConvoy: d.viaConvoy } : null,
    explanation: describeResult(r, map),
  };
}

function dislodgedOut(d: DislodgedUnit): Record<string, unknown> {
  return { ...unitOut(d), attackerFrom: d.attackerFrom, viaConvoy: d.viaConvoy, retreats: d.retreats ?? [] };
}

/** Every power of the map, in map order, then any other key; each list sorted. */
function byPowerOut<T>(map: GameMap, record: ByPower<T>, each: (v: T) => unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const p of map.powers) if (record[p.name] !== undefined) out[p.name] = each(record[p.name]);
  for (const key of Object.keys(record).sort()) if (!(key in out)) out[key] = each(record[key]);
  return out;
}

export function phaseResultOut(result: PhaseResult, map: GameMap): Record<string, unknown> {
  return {
    phase: phaseOut(result.phase),
    results: result.results.map((r) => resultOut(r, map)),
    units: result.units.map(unitOut),
    dislodged: result.dislodged.map(dislodgedOut),
    removed: result.removed.map(unitOut),
    standoffs: result.standoffs,
    supplyCenters: byPowerOut(map, result.supplyCenters, (c: ProvinceId[]) => [...c].sort()),
    nextPhase: result.next ? phaseOut(result.next.phase) : null,
    winner: result.winner,
    eliminated: result.eliminated,
    adjustments: result.adjustments ? byPowerOut(map, result.adjustments, (a) => ({ due: a.due, done: a.done })) : null,
  };
}
