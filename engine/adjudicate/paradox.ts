// The backup rule (DATC 5.B.9): a cycle of decisions with no single resolution is either a circular
// movement (every move in it succeeds) or, when a convoy takes part, a convoy paradox settled by the
// 4.A.2 rule in force.
import { CONVOY, MOVE } from './board';
import type { Resolver } from './resolver';

/** Settle a cycle; `twoResolutions` tells a cycle with two consistent resolutions from one with none. */
export function settleCycle(r: Resolver, cycle: number[], twoResolutions: boolean): void {
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
  if (rule === 'dptg' && twoResolutions && !r.dptgAllHold) {
    // DPTG: of two resolutions, the one where every convoy of the core is disrupted, when it is one.
    for (const f of convoys) {
      r.settle(f, false);
      r.paradox[f] = 1;
      r.dptgDisrupted.push(f);
    }
    return;
  }
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
