// The backup rule (DATC 5.B.9): a cycle of decisions with no single resolution is either a circular
// movement (every move in it succeeds) or, when a convoy takes part, a convoy paradox settled by the
// 4.A.2 rule in force.
import { CONVOY, MOVE } from './board';
import type { Resolver } from './resolver';

/**
 * Settle a cycle. `consistent(v)` re-runs the cycle's first decision assuming v and says whether the
 * assumption holds (the DPTG rule asks which of the resolutions exist).
 */
export function settleCycle(r: Resolver, cycle: number[], consistent: (value: boolean) => boolean): void {
  const { kind } = r.b;
  const convoys = cycle.filter((u) => kind[u] === CONVOY);
  if (convoys.length === 0) {
    for (const u of cycle) {
      if (kind[u] === MOVE) {
        r.settle(u, true);
        r.circular[u] = 1;
      }
    }
    return;
  }
  const rule = r.rules.paradox === 'szykman' || r.rules.paradox === 'all-hold' || r.rules.paradox === 'dptg' ? r.rules.paradox : r.rules.paradoxFallback;
  if (rule === 'dptg' && dptgDisruptAll(r, cycle, consistent)) return;
  if (rule === 'szykman') {
    // The convoys of the paradox are disrupted: their armies fail and have no effect.
    for (const f of convoys) {
      r.settle(f, false);
      r.paradox[f] = 1;
    }
    return;
  }
  // All Hold (and the DPTG rule when disrupting every convoy is no resolution).
  for (const u of cycle) {
    if (kind[u] === MOVE || kind[u] === CONVOY) {
      r.settle(u, false);
      r.paradox[u] = 1;
    }
  }
}

/**
 * DPTG: when the paradox has two resolutions and in one of them every convoy of the core is
 * disrupted, that resolution is taken.
 */
function dptgDisruptAll(r: Resolver, cycle: number[], consistent: (value: boolean) => boolean): boolean {
  const twoResolutions = consistent(false) && consistent(true);
  if (!twoResolutions) return false;
  for (const u of cycle) {
    if (r.b.kind[u] === CONVOY) {
      r.settle(u, false);
      r.paradox[u] = 1;
    }
  }
  return true;
}
