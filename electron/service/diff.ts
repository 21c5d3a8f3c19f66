// What changes between two versions of a phase: orders whose outcome changed, units that stand
// elsewhere, supply centers that changed hands. Pure; a correction shows this before it commits.
import type { ResultChange, PositionChange } from './types';
export type { ResultChange, PositionChange } from './types';
import type { OrderResult, Position, Unit } from '../../engine/index';
import { centerChanges } from './adjudication';

export const unitKey = (u: Unit): string => `${u.power} ${u.type} ${u.province}${u.coast ? '/' + u.coast : ''}`;

function orderKey(r: OrderResult): string {
  return `${r.power}|${JSON.stringify(r.order)}`;
}

function orderLabel(r: OrderResult): string {
  return r.text ?? `${r.order.kind}${r.unit ? ' ' + unitKey(r.unit) : ''}`;
}

export function resultChanges(before: OrderResult[], after: OrderResult[]): ResultChange[] {
  const old = new Map(before.map((r) => [orderKey(r), r]));
  const changes: ResultChange[] = [];
  for (const r of after) {
    const was = old.get(orderKey(r));
    old.delete(orderKey(r));
    if (was && was.outcome === r.outcome && was.reason === r.reason) continue;
    changes.push({
      power: r.power,
      order: orderLabel(r),
      before: was ? { outcome: was.outcome, reason: was.reason } : null,
      after: { outcome: r.outcome, reason: r.reason },
    });
  }
  for (const was of old.values()) {
    changes.push({ power: was.power, order: orderLabel(was), before: { outcome: was.outcome, reason: was.reason }, after: null });
  }
  return changes;
}

const phaseLabel = (p: Position | null): string | null => (p ? `${p.phase.season} ${p.phase.year} ${p.phase.type}` : null);

export function positionChange(before: Position | null, after: Position | null): PositionChange {
  const was = new Set([...(before?.units ?? []).map(unitKey), ...(before?.dislodged ?? []).map((d) => `dislodged ${unitKey(d)}`)]);
  const now = new Set([...(after?.units ?? []).map(unitKey), ...(after?.dislodged ?? []).map((d) => `dislodged ${unitKey(d)}`)]);
  const samePhase = phaseLabel(before) === phaseLabel(after);
  return {
    removed: [...was].filter((u) => !now.has(u)).sort(),
    added: [...now].filter((u) => !was.has(u)).sort(),
    centers: centerChanges(before?.supplyCenters ?? {}, after?.supplyCenters ?? {}),
    phase: samePhase ? null : { before: phaseLabel(before), after: phaseLabel(after) },
  };
}

export function isEmptyChange(p: PositionChange): boolean {
  return p.removed.length === 0 && p.added.length === 0 && p.centers.length === 0 && p.phase === null;
}
