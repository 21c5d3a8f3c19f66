// Turns resolved decisions into results with reasons: who bounced whom with which strengths, who cut
// which support, who dislodged whom. Runs after every decision is resolved, so it only reads them;
// each order kind explains itself (hold.ts, move.ts, support.ts, convoy.ts).
import type { OrderResult } from '../types';
import { explainConvoy } from './convoy';
import type { Decided } from './decisions';
import { explainHold } from './hold';
import { explainMove } from './move';
import { lookup } from './names';
import { explainSupport } from './support';
import { CONVOY, HOLD, MOVE, SUPPORT, type Workspace } from './workspace';

/** Fill in every result; the workspace's `disl[u]` is the unit that dislodged u, or -1. */
export function explainAll(r: Decided): void {
  const b = r.b;
  const dislodgedBy = dislodgements(b);
  for (let u = 0; u < b.n; u++) {
    const i = b.accepted[u];
    if (i < 0) continue;
    const res = b.results[i];
    if (dislodgedBy) res.dislodgedBy = dislodgedBy[u];
    switch (b.kind[u]) {
      case MOVE:
        explainMove(r, u, res);
        break;
      case SUPPORT:
        explainSupport(r, u, res);
        break;
      case CONVOY:
        explainConvoy(r, u, res);
        break;
      case HOLD:
        if (dislodgedBy) explainHold(res, dislodgedBy[u]);
        break;
    }
  }
}

/**
 * Per unit, who dislodged it, also set on the illegal orders given to it; null when no unit is
 * dislodged (most phases), every result then keeping the null it was made with.
 */
function dislodgements(b: Workspace): OrderResult['dislodgedBy'][] | null {
  const disl = b.disl;
  let by: OrderResult['dislodgedBy'][] | null = null;
  for (let u = 0; u < b.n; u++) {
    const d = disl[u];
    if (d < 0) continue;
    by ??= new Array<OrderResult['dislodgedBy']>(b.n).fill(null);
    by[u] = { unit: b.refOf(d), from: b.units[d].province, viaConvoy: b.byConvoy[d] === 1 };
  }
  if (!by) return null;
  for (const res of b.results) {
    if (res.outcome !== 'illegal' || !res.unit) continue;
    const u = b.unitAt[lookup(b.geo.provinces, res.unit.province)];
    if (u >= 0) res.dislodgedBy = by[u];
  }
  return by;
}
