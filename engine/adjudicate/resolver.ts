// Resolves the decisions of a movement phase (DATC 5.C). A decision that depends on itself is first
// guessed false and then true: one consistent answer is taken; two or none mean a cycle, which the
// backup rule settles (circular movement: all its moves succeed; convoy paradox: the 4.A.2 rule).
import { type Board, CONVOY, MOVE, SUPPORT } from './board';
import { type Decide, convoyDecision, moveDecision, supportDecision } from './decisions';
import type { EngineRules } from './engineRules';
import { settleCycle } from './paradox';

const UNRESOLVED = 0;
const GUESSING = 1;
const RESOLVED = 2;

export class Resolver implements Decide {
  readonly state: Uint8Array;
  readonly res: Uint8Array;
  /** Decisions set by a paradox rule rather than by their equation (for the explanation). */
  readonly paradox: Uint8Array;
  /** Decisions settled as part of a circular movement. */
  readonly circular: Uint8Array;
  /** Convoys the DPTG rule disrupted; the resolution must then prove consistent (movement.ts). */
  readonly dptgDisrupted: number[] = [];
  private deps: number[] = [];

  constructor(
    readonly b: Board,
    readonly rules: EngineRules,
    /** Set when the DPTG rule's preferred resolution proved inconsistent: All Hold instead. */
    readonly dptgAllHold = false,
  ) {
    // The board's scratch arrays: a board is resolved again only after its last Resolver is done with.
    const s = b.scratch;
    for (let u = 0; u < b.n; u++) s.state[u] = s.res[u] = s.paradox[u] = s.circular[u] = 0;
    this.state = s.state;
    this.res = s.res;
    this.paradox = s.paradox;
    this.circular = s.circular;
  }

  /** Resolve every decision on the board. */
  resolveAll(): void {
    const { kind, n } = this.b;
    for (let u = 0; u < n; u++) if (kind[u] === MOVE || kind[u] === SUPPORT || kind[u] === CONVOY) this.resolve(u);
  }

  adjudicate(u: number): boolean {
    const k = this.b.kind[u];
    if (k === MOVE) return moveDecision(this, u);
    if (k === SUPPORT) return supportDecision(this, u);
    return convoyDecision(this, u);
  }

  /** Mark a decision final with the given value (used by the backup rules). */
  settle(u: number, value: boolean): void {
    this.res[u] = value ? 1 : 0;
    this.state[u] = RESOLVED;
  }

  resolve(u: number): boolean {
    const state = this.state;
    if (state[u] === RESOLVED) return this.res[u] === 1;
    const deps = this.deps;
    if (state[u] === GUESSING) {
      if (!deps.includes(u)) deps.push(u);
      return this.res[u] === 1;
    }
    const base = deps.length;
    this.res[u] = 0;
    state[u] = GUESSING;
    const first = this.adjudicate(u);
    if (deps.length === base) {
      if (state[u] !== RESOLVED) this.settle(u, first);
      return first;
    }
    if (deps[base] !== u) {
      // Depends on another decision's guess: stay a guess until that one is settled.
      deps.push(u);
      this.res[u] = first ? 1 : 0;
      return first;
    }
    this.forget(base);
    this.res[u] = 1;
    state[u] = GUESSING;
    const second = this.adjudicate(u);
    if (first === second) {
      this.forget(base);
      this.settle(u, first);
      return first;
    }
    // Both guesses held (two resolutions) or neither did (none): the backup rule decides.
    const cycle = deps.slice(base);
    settleCycle(this, cycle, !first && second);
    this.forget(base);
    return this.resolve(u);
  }

  /** Drop every guess-dependent decision above `base` back to unresolved. */
  private forget(base: number): void {
    const deps = this.deps;
    for (let k = base; k < deps.length; k++) if (this.state[deps[k]] !== RESOLVED) this.state[deps[k]] = UNRESOLVED;
    deps.length = base;
  }
}
