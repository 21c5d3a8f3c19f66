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
import { convoyDecision } from './convoy';
import { type Trials, findCores } from './core';
import type { Decided } from './decisions';
import type { EngineRules } from './engineRules';
import { moveDecision } from './move';
import { settleCore } from './paradox';
import { supportDecision } from './support';
import { CONVOY, MOVE, SUPPORT, type Workspace } from './workspace';

// State 0 (open) is the zero-filled start of the state array.
const RESOLVED = 2;
/** How a settled decision was settled (the `how` array): 0 by its equation, or by a backup rule. */
const BY_PARADOX = 1;
const CIRCULAR = 2;

export class Resolver implements Trials, Decided {
  declare private readonly state: Uint8Array;
  declare private readonly res: Uint8Array;
  /** Per decision: 0 when its equation settled it, BY_PARADOX or CIRCULAR when a backup rule did. */
  declare private readonly how: Uint8Array;
  /** Per decision: the round it was last visited in (rounds of partial information). */
  declare private readonly seen: Int32Array;
  /** Per decision: a trial value, 0 or 1, or -1 (core search). */
  declare private readonly trial: Int8Array;
  /** Set while the core search tries values (core.ts): open decisions are then read from `trial`. */
  private trying = false;
  private round = 0;
  /** Set when a round settles something. */
  private progress = false;
  openReads = 0;
  /** Trials: open decisions read that have no trial value (core.ts collects them). */
  private unassignedReads: number[] = [];

  // `declare`d, set in the constructor: see Workspace's fields.
  declare readonly b: Workspace;
  declare readonly rules: EngineRules;

  constructor(b: Workspace, rules: EngineRules) {
    this.b = b;
    this.rules = rules;
    const memory = b.decisionMemory();
    this.state = memory.state;
    this.res = memory.res;
    this.how = memory.how;
    this.seen = memory.seen;
    this.trial = memory.trial;
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

  /** Mark a decision final with the given value (also used by the backup rules, with `by`). */
  settle(u: number, value: boolean, by?: 'paradox' | 'circular'): void {
    this.res[u] = value ? 1 : 0;
    this.state[u] = RESOLVED;
    // `how` starts at 0 (by its equation) for every decision (constructor), and a decision is settled once.
    if (by !== undefined) this.how[u] = by === 'paradox' ? BY_PARADOX : CIRCULAR;
    this.progress = true;
  }

  /** Whether a backup rule for a paradox (not its equation, nor a circular movement) settled u. */
  byParadox(u: number): boolean {
    return this.how[u] === BY_PARADOX;
  }

  beginTrials(): void {
    this.trying = true;
  }

  endTrials(): void {
    this.trying = false;
  }

  assign(u: number, value: number): void {
    this.trial[u] = value;
  }

  assigned(u: number): number {
    return this.trial[u];
  }

  takeUnassignedReads(): number[] {
    const reads = this.unassignedReads;
    if (reads.length > 0) this.unassignedReads = [];
    return reads;
  }

  resolve(u: number, hi: boolean): boolean {
    if (this.state[u] === RESOLVED) return this.res[u] === 1;
    if (this.trying) {
      const a = this.trial[u];
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
