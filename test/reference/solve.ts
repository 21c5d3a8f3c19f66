// Solving the decisions by brute force, in the two steps of DATC 5.B.9 (v2.4) / 5.C (v3.0):
// 1. partial information: a decision whose equation has one value whatever the undecided decisions
//    are, takes that value; repeated until nothing changes.
// 2. what is left depends on itself: the bottom strongly connected components of the dependency
//    graph (v2.4: "the smallest dependency list") are the cores. A core with exactly one consistent
//    assignment takes it; otherwise the backup rule settles it (circular movement, or the 4.A.2
//    convoy paradox rule). Then back to step 1.
// Slow on purpose: nothing here is clever, so that it can be trusted to check the engine.
import type { RefBoard } from './orders';
import { decisionsOf, equation, dislodger } from './equations';

type Assignment = Map<number, boolean>;

/** Thrown while evaluating an equation that reads a decision with no value yet. */
class Undecided {
  constructor(readonly u: number) {}
}

/** A core the backup rule settled, for the report. */
export interface SettledCore {
  decisions: number[];
  consistent: number;
  rule: 'circular' | 'szykman' | 'all-hold' | 'dptg' | 'circular-fallback';
}

export interface Solution {
  value: Map<number, boolean>;
  /** Decisions a convoy paradox rule set (the engine reports those orders with reason 'paradox'). */
  paradox: Set<number>;
  /** Moves a circular-movement backup rule set. */
  circular: Set<number>;
  cores: SettledCore[];
}

/**
 * The values the equation of u can take over every completion of `fixed` (plus the resolved
 * decisions). Evaluated lazily: a decision is branched on only when the equation reads it, which
 * is the same as trying every full assignment of the undecided decisions, since an equation
 * depends on nothing but what it reads.
 */
function outcomes(b: RefBoard, u: number, resolved: Assignment, fixed: Assignment): Set<boolean> {
  return new Set(leaves(b, u, resolved, fixed).map((l) => l.value));
}

/** The evaluation tree of u's equation: each leaf a partial assignment of undecided decisions and the value it gives. */
function leaves(b: RefBoard, u: number, resolved: Assignment, fixed: Assignment): { given: Assignment; value: boolean }[] {
  const val = (x: number): boolean => {
    const v = resolved.get(x) ?? fixed.get(x);
    if (v === undefined) throw new Undecided(x);
    return v;
  };
  try {
    return [{ given: fixed, value: equation(b, u, val) }];
  } catch (e) {
    if (!(e instanceof Undecided)) throw e;
    const on = (v: boolean) => leaves(b, u, resolved, new Map([...fixed, [e.u, v]]));
    return [...on(false), ...on(true)];
  }
}

/**
 * Whether u depends on x: some assignment of the others where flipping x alone changes u's value.
 * Exactly the leaves that read x can show it: an assignment in a leaf that does not read x keeps
 * its value when x flips, and for a leaf that reads x it is enough to find one completion of the
 * leaf with x flipped that gives the other value.
 */
function dependsOn(b: RefBoard, u: number, x: number, resolved: Assignment): boolean {
  return leaves(b, u, resolved, new Map()).some((leaf) => {
    if (!leaf.given.has(x)) return false;
    const flipped = new Map(leaf.given).set(x, !leaf.given.get(x));
    return outcomes(b, u, resolved, flipped).has(!leaf.value);
  });
}

/** Tarjan's strongly connected components. */
function components(nodes: number[], edges: Map<number, number[]>): number[][] {
  const index = new Map<number, number>();
  const low = new Map<number, number>();
  const stack: number[] = [];
  const out: number[][] = [];
  const visit = (v: number): void => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    for (const w of edges.get(v)!) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const comp: number[] = [];
      let w: number;
      do {
        w = stack.pop()!;
        comp.push(w);
      } while (w !== v);
      out.push(comp.sort((a, c) => a - c));
    }
  };
  for (const v of nodes) if (!index.has(v)) visit(v);
  return out;
}

/** Step 1: settle every decision the partial information decides. */
function partialInformation(b: RefBoard, pending: number[], resolved: Assignment): void {
  for (let changed = true; changed;) {
    changed = false;
    for (const u of pending) {
      if (resolved.has(u)) continue;
      const values = outcomes(b, u, resolved, new Map());
      if (values.size === 1) {
        resolved.set(u, [...values][0]);
        changed = true;
      }
    }
  }
}

/** Every assignment of the core under which each of its decisions equals its equation. */
function consistentAssignments(b: RefBoard, core: number[], resolved: Assignment): Assignment[] {
  if (core.length > 16) throw new Error(`a core of ${core.length} decisions is too big for the reference`);
  const found: Assignment[] = [];
  for (let bits = 0; bits < 1 << core.length; bits++) {
    const a: Assignment = new Map(core.map((u, k) => [u, ((bits >> k) & 1) === 1]));
    const ok = core.every((u) => {
      const values = outcomes(b, u, resolved, a);
      // A bottom core depends on no undecided decision outside it: one value per assignment of it.
      if (values.size !== 1) throw new Error(`decision ${u} of a bottom core depends on a decision outside it`);
      return values.has(a.get(u)!);
    });
    if (ok) found.push(a);
  }
  return found;
}

export function solve(b: RefBoard): Solution {
  const pending = decisionsOf(b);
  const resolved: Assignment = new Map();
  const sol: Solution = { value: resolved, paradox: new Set(), circular: new Set(), cores: [] };
  for (;;) {
    partialInformation(b, pending, resolved);
    const open = pending.filter((u) => !resolved.has(u));
    if (open.length === 0) return sol;
    const edges = new Map(open.map((u) => [u, open.filter((x) => dependsOn(b, u, x, resolved))]));
    const comps = components(open, edges);
    const compOf = new Map<number, number[]>();
    for (const c of comps) for (const u of c) compOf.set(u, c);
    const bottom = comps.filter((c) => c.every((u) => edges.get(u)!.every((x) => compOf.get(x) === c)));
    // Each bottom core reads only itself and settled decisions: settling one leaves the others as they were.
    const settled = bottom.map((core) => ({ core, found: consistentAssignments(b, core, resolved) }));
    for (const { core, found } of settled) {
      if (found.length === 1) for (const [u, v] of found[0]) resolved.set(u, v);
      else settleCore(b, core, found, sol);
    }
  }
}

/** The backup rule for a core with no or several consistent assignments. */
function settleCore(b: RefBoard, core: number[], found: Assignment[], sol: Solution): void {
  const resolved = sol.value;
  const kind = (u: number) => b.plans[u].kind;
  const convoys = core.filter((u) => kind(u) === 'convoy');
  const record = (rule: SettledCore['rule']): void => {
    sol.cores.push({ decisions: core, consistent: found.length, rule });
  };
  if (convoys.length === 0) {
    // Circular movement: every move of the core succeeds, when that is a consistent assignment.
    const allMove = found.find((a) => core.every((u) => kind(u) !== 'move' || a.get(u)));
    if (allMove) {
      for (const [u, v] of allMove) resolved.set(u, v);
      for (const u of core) if (kind(u) === 'move') sol.circular.add(u);
      return record('circular');
    }
    // v2.4 5.B.9, last paragraph: the moves of the core fail and its supports are cut.
    for (const u of core) resolved.set(u, false);
    return record('circular-fallback');
  }
  const chosen = b.options['4.A.2'];
  const rule = chosen === 'szykman' || chosen === 'all-hold' || chosen === 'dptg' ? chosen : b.options['4.A.2-fallback'];
  const setParadox = (u: number) => {
    resolved.set(u, false);
    sol.paradox.add(u);
  };
  if (rule === 'dptg') {
    // The resolution in which every convoy of the core is disrupted, when there is one; else all hold.
    const disrupted = found.find((a) => convoys.every((f) => !a.get(f)));
    if (disrupted) {
      convoys.forEach(setParadox);
      return record('dptg');
    }
  }
  if (rule === 'szykman') {
    // The core's convoys fail: their armies then have no route, fail, and cut nothing.
    convoys.forEach(setParadox);
    return record('szykman');
  }
  for (const u of core) if (kind(u) === 'move' || kind(u) === 'convoy') setParadox(u);
  record('all-hold');
}

/** The unit that dislodged u under the solution, or -1. */
export function dislodgerIn(b: RefBoard, sol: Solution, u: number): number {
  return dislodger(b, u, (x) => sol.value.get(x)!);
}
