// The backup rule (DATC 5.B.9) for a core of decisions with no single consistent resolution: a
// circular movement (every move in it succeeds) or, when a convoy takes part, a convoy paradox
// settled by the 4.A.2 rule in force.
import { CONVOY, MOVE, SUPPORT } from './workspace';
import { type Trials, solve } from './core';

/** Settle what the core's resolutions, or the backup rule, decide. */
export function settleCore(r: Trials, core: number[]): void {
  const { kind } = r.b;
  const found = solve(r, core);
  if (found.count === 1) {
    core.forEach((u, i) => r.settle(u, found.first![i]));
    return;
  }
  const convoys = core.filter((u) => kind[u] === CONVOY);
  if (convoys.length === 0) return settleCircular(r, core);
  const chosen = r.rules.paradox;
  let rule = chosen === 'szykman' || chosen === 'all-hold' || chosen === 'dptg' ? chosen : r.rules.paradoxFallback;
  if (rule === 'dptg') {
    // DPTG: of two resolutions, the one where every convoy of the core is disrupted, when it is one.
    const disrupted =
      found.count >= 2 &&
      solve(
        r,
        core,
        convoys.map((f) => [f, false]),
      ).count > 0;
    if (disrupted) return fail(r, convoys);
    rule = 'all-hold';
  }
  // Szykman: the core's convoys fail, so their armies fail and have no effect.
  if (rule === 'szykman') return fail(r, convoys);
  // All hold: every move and convoy in the paradox fails.
  fail(
    r,
    core.filter((u) => kind[u] === MOVE || kind[u] === CONVOY),
  );
}

/**
 * No convoy in the core: a circular movement, where every move succeeds. Should that not be a
 * resolution (only variant rules could do this), every move fails and every support is cut.
 */
function settleCircular(r: Trials, core: number[]): void {
  const { kind } = r.b;
  const moves = core.filter((u) => kind[u] === MOVE);
  if (
    moves.length > 0 &&
    solve(
      r,
      core,
      moves.map((u) => [u, true]),
    ).count > 0
  ) {
    for (const u of moves) {
      r.settle(u, true, 'circular');
    }
    return;
  }
  fail(
    r,
    core.filter((u) => kind[u] === MOVE || kind[u] === SUPPORT),
  );
}

function fail(r: Trials, units: number[]): void {
  for (const u of units) {
    r.settle(u, false, 'paradox');
  }
}
