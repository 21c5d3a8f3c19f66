// Resolves the decisions of a movement phase (DATC 5.B.9, 5.C-5.F) so that the answer never depends
// on the order in which units or orders are listed.
//
// 1. Partial information (5.E). A decision is settled when the open decisions cannot change it: its
//    equation is evaluated for the smallest and the largest value they allow, and when both agree
//    that is its value. Recursion follows dependencies; a decision met again while still open counts
//    as open (no guess is ever stored). Rounds repeat until a round settles nothing: what is then
//    settled is the one fixed point of the equations, whatever the visiting order.
// 2. Paradox cores (5.B.9). What stays open depends on itself. For each open decision the decisions
//    it really depends on are found by trying every value of the open decisions it reads (core.ts);
//    the cores are the strongly connected groups nothing else open feeds (v2.4 5.B.9: "the smallest
//    dependency list"). Each core's consistent resolutions are counted: exactly one is taken; none or
//    several go to the backup rule (paradox.ts): circular movement, or the 4.A.2 rule in force.
// 3. Back to 1 until every decision is settled.
// Only core membership, found from the equations alone, decides what a backup rule acts on, so the
// reasons and explanations are the same for every listing of the same orders.
import { type Board, CONVOY, MOVE, SUPPORT } from './board';
import { findCores } from './core';
import { type Decide, convoyDecision, moveDecision, supportDecision } from './decisions';
import type { EngineRules } from './engineRules';
import { settleCore } from './paradox';

// State 0 (open) is the zero-filled start of the state array.
const RESOLVED = 2;

/** How `resolve` treats an open decision. */
export const Mode = {
  /** Rounds of partial information: recurse into it, once per round. */
  Sweep: 0,
  /** Read it from `assigned` (a trial value), or as open when it has none; note what was read. */
  Trial: 1,
} as const;
export type Mode = (typeof Mode)[keyof typeof Mode];

export class Resolver implements Decide {
  readonly state: Uint8Array;
  readonly res: Uint8Array;
  /** Decisions set by a paradox rule rather than by their equation (for the explanation). */
  readonly paradox: Uint8Array;
  /** Decisions settled as part of a circular movement. */
  readonly circular: Uint8Array;
  /** Per decision: the round it was last visited in (Sweep). */
  private readonly seen: Int32Array;
  /** Per decision: a trial value, 0 or 1, or -1 (Trial). */
  readonly assigned: Int8Array;
  mode: Mode = Mode.Sweep;
  private round = 0;
  /** Set when a round settles something. */
  private progress = false;
  /** How many times an open decision was read as open (a bound): tells a certain result from a bound. */
  openReads = 0;
  /** Trial mode: open decisions read that have no trial value (core.ts collects them). */
  readonly unassignedReads: number[] = [];

  constructor(
    readonly b: Board,
    readonly rules: EngineRules,
  ) {
    const s = b.scratch;
    for (let u = 0; u < b.n; u++) s.state[u] = s.res[u] = s.paradox[u] = s.circular[u] = 0;
    this.state = s.state;
    this.res = s.res;
    this.paradox = s.paradox;
    this.circular = s.circular;
    this.seen = s.seen;
    this.assigned = s.assigned;
    this.seen.fill(0, 0, b.n);
    this.assigned.fill(-1, 0, b.n);
  }

  /** Resolve every decision on the board. */
  resolveAll(): void {
    const { kind, n } = this.b;
    for (;;) {
      do {
        this.progress = false;
        this.round++;
        for (let u = 0; u < n; u++) if (this.state[u] !== RESOLVED && isDecision(kind[u])) this.resolve(u, true);
      } while (this.progress);
      const open: number[] = [];
      for (let u = 0; u < n; u++) if (this.state[u] !== RESOLVED && isDecision(kind[u])) open.push(u);
      if (open.length === 0) return;
      for (const core of findCores(this, open)) settleCore(this, core);
    }
  }

  /** The decision's equation, evaluated once. */
  adjudicate(u: number, hi: boolean): boolean {
    const k = this.b.kind[u];
    if (k === MOVE) return moveDecision(this, u, hi);
    if (k === SUPPORT) return supportDecision(this, u, hi);
    return convoyDecision(this, u, hi);
  }

  /** Mark a decision final with the given value (also used by the backup rules). */
  settle(u: number, value: boolean): void {
    this.res[u] = value ? 1 : 0;
    this.state[u] = RESOLVED;
    this.progress = true;
  }

  isResolved(u: number): boolean {
    return this.state[u] === RESOLVED;
  }

  resolve(u: number, hi: boolean): boolean {
    if (this.state[u] === RESOLVED) return this.res[u] === 1;
    if (this.mode === Mode.Trial) {
      const a = this.assigned[u];
      if (a >= 0) return a === 1;
      this.unassignedReads.push(u);
      this.openReads++;
      return hi;
    }
    if (this.seen[u] === this.round) {
      // On the recursion's path, or found open earlier in this round: open until the next round.
      this.openReads++;
      return hi;
    }
    this.seen[u] = this.round;
    const before = this.openReads;
    const low = this.adjudicate(u, false);
    // 5.E: when nothing open was read, the value is certain; a success at the low bound is one at the high.
    if (this.openReads === before || low) {
      this.settle(u, low);
      return low;
    }
    if (!this.adjudicate(u, true)) {
      this.settle(u, false);
      return false;
    }
    this.openReads++;
    return hi;
  }
}

function isDecision(kind: number): boolean {
  return kind === MOVE || kind === SUPPORT || kind === CONVOY;
}
