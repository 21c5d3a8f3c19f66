// Paradox cores (DATC v2.4 5.B.9): which open decisions really depend on which, the strongly
// connected groups of them that depend on nothing else open, and the consistent resolutions of such a
// group. Runs only when partial information leaves decisions open (a circular movement or a convoy
// paradox), so it is written to be plainly right rather than fast.
import type { EngineRules } from './engineRules';
import type { Decide } from './decisions';

/**
 * What the core search needs of the resolver (resolver.ts implements it): trial values for open
 * decisions, and the open decisions an evaluation read that have none. Declared here, not imported,
 * so that the resolver depends on the core search and never the other way round.
 */
export interface Trials extends Decide {
  readonly rules: EngineRules;
  /** The decision's equation, evaluated once (open decisions read as `assigned` says, or as open). */
  adjudicate(u: number, hi: boolean): boolean;
  /** From now on open decisions are read from their trial values, until endTrials. */
  beginTrials(): void;
  endTrials(): void;
  /** A trial value for u: 0, 1, or -1 for none. */
  assign(u: number, value: number): void;
  assigned(u: number): number;
  /** The open decisions without a trial value read since the last call, then forgotten. */
  takeUnassignedReads(): number[];
  /** How many times an open decision was read as open: tells a certain result from a bound. */
  readonly openReads: number;
  /** Settle u for good; `by` says when a backup rule, not its equation, decided it. */
  settle(u: number, value: boolean, by?: 'paradox' | 'circular'): void;
}

/**
 * Beyond this many open decisions read by one equation, every decision read counts as a dependency
 * (2^n trials each): never reached by a real board, and only ever making a core larger.
 */
const MAX_EXACT = 12;

/** The cores among the open decisions: each a list of decisions in unit order, the cores in the order of their first unit. */
export function findCores(r: Trials, open: number[]): number[][] {
  r.beginTrials();
  try {
    const deps = open.map((u) => dependencies(r, u));
    return bottomComponents(open, deps);
  } finally {
    r.endTrials();
  }
}

/**
 * The open decisions u's equation depends on: x is one when, for some values of the other open
 * decisions u reads, changing x alone changes u. Every value of every open decision read is tried,
 * so the answer does not depend on the order of anything.
 */
function dependencies(r: Trials, u: number): number[] {
  const vars: number[] = [];
  for (;;) {
    const k = vars.length;
    const table = new Uint8Array(1 << k);
    const found: number[] = [];
    for (let mask = 0; mask < 1 << k; mask++) {
      for (let i = 0; i < k; i++) r.assign(vars[i], (mask >> i) & 1);
      r.takeUnassignedReads();
      table[mask] = r.adjudicate(u, true) ? 1 : 0;
      for (const x of r.takeUnassignedReads()) if (!vars.includes(x) && !found.includes(x)) found.push(x);
    }
    for (const x of vars) r.assign(x, -1);
    if (found.length === 0) return vars.filter((_, i) => table.some((v, mask) => v !== table[mask ^ (1 << i)]));
    vars.push(...found);
    if (vars.length > MAX_EXACT) return widest(r, u, vars);
  }
}

/** Every open decision u's equation may read (more than MAX_EXACT): all count as dependencies. */
function widest(r: Trials, u: number, vars: number[]): number[] {
  for (let grew = true; grew;) {
    grew = false;
    for (const hi of [false, true]) {
      r.takeUnassignedReads();
      r.adjudicate(u, hi);
      for (const x of r.takeUnassignedReads()) {
        if (vars.includes(x)) continue;
        vars.push(x);
        grew = true;
      }
    }
  }
  return vars;
}

/** Tarjan's strongly connected components of the dependency graph; the bottom ones (no edge leaving). */
function bottomComponents(open: number[], deps: number[][]): number[][] {
  const n = open.length;
  const at = new Map(open.map((u, i) => [u, i]));
  const edges = deps.map((list) => list.map((x) => at.get(x)!));
  const index = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const onStack = new Uint8Array(n);
  const stack: number[] = [];
  const comp = new Int32Array(n).fill(-1);
  const components: number[][] = [];
  let counter = 0;
  const visit = (v: number): void => {
    index[v] = low[v] = counter++;
    stack.push(v);
    onStack[v] = 1;
    for (const w of edges[v]) {
      if (index[w] < 0) {
        visit(w);
        low[v] = Math.min(low[v], low[w]);
      } else if (onStack[w]) low[v] = Math.min(low[v], index[w]);
    }
    if (low[v] !== index[v]) return;
    const members: number[] = [];
    let w: number;
    do {
      w = stack.pop()!;
      onStack[w] = 0;
      comp[w] = components.length;
      members.push(w);
    } while (w !== v);
    components.push(members);
  };
  for (let v = 0; v < n; v++) if (index[v] < 0) visit(v);
  const bottom = components.filter((members, c) => members.every((v) => edges[v].every((w) => comp[w] === c)));
  return bottom.map((members) => members.map((v) => open[v]).sort((a, b) => a - b)).sort((a, b) => a[0] - b[0]);
}

export interface Solutions {
  /** How many consistent resolutions, counted up to 2. */
  count: number;
  /** The first one found, a value per decision of the core. */
  first: boolean[] | null;
}

/**
 * The consistent resolutions of a core (every decision equal to its equation), with some of its
 * decisions fixed first. A search over the core's values: each step settles what partial
 * information already forces, then tries both values of the first decision still free.
 */
export function solve(r: Trials, core: number[], fixed: [number, boolean][] = []): Solutions {
  const out: Solutions = { count: 0, first: null };
  r.beginTrials();
  try {
    for (const [u, v] of fixed) r.assign(u, v ? 1 : 0);
    search(r, core, out);
  } finally {
    for (const u of core) r.assign(u, -1);
    r.endTrials();
  }
  return out;
}

function search(r: Trials, core: number[], out: Solutions): void {
  const forced: number[] = [];
  const undo = (): void => {
    for (const u of forced) r.assign(u, -1);
  };
  for (let changed = true; changed;) {
    changed = false;
    for (const u of core) {
      const value = bounded(r, u);
      if (value === null) continue;
      const a = r.assigned(u);
      if (a < 0) {
        r.assign(u, value ? 1 : 0);
        forced.push(u);
        changed = true;
      } else if ((a === 1) !== value) return undo();
    }
  }
  const free = core.find((u) => r.assigned(u) < 0);
  if (free === undefined) {
    // Every decision has a value; it is a resolution when each equation agrees, with nothing open.
    if (core.every((u) => bounded(r, u) === (r.assigned(u) === 1))) {
      out.count++;
      out.first ??= core.map((u) => r.assigned(u) === 1);
    }
    return undo();
  }
  for (const v of [0, 1]) {
    r.assign(free, v);
    search(r, core, out);
    r.assign(free, -1);
    if (out.count >= 2) break;
  }
  undo();
}

/** u's equation when the open decisions cannot change it, else null. */
function bounded(r: Trials, u: number): boolean | null {
  const before = r.openReads;
  const low = r.adjudicate(u, false);
  if (r.openReads === before) return low;
  return r.adjudicate(u, true) === low ? low : null;
}
