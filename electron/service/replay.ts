// Playing a game's line again from a corrected phase: that phase is adjudicated with the correction
// added to its submissions, then each later phase with its own stored submissions, on the new
// positions. Where the new line leaves the old one (a retreat phase that no longer happens, a
// different next phase, an earlier solo), replaying stops: from there the old phases are dropped
// and the new line waits for orders. Pure: reads only what it is given.
import type { RuleOptions, Phase, Position, Power } from '../../engine/index';
import type { AdjudicationRecord, PhaseWithPosition, SubmissionRecord } from '../archive/types';
import { computePhase, type PhaseComputation } from './adjudication';
import type { GameContext } from './context';

export interface ReplayStep {
  seq: number;
  /** `rerun`: adjudicated again; `open`: the phase that now waits for orders. */
  kind: 'rerun' | 'open';
  /** The phase this step takes the place of, or null when the old line had no such phase. */
  old: PhaseWithPosition | null;
  oldAdjudication: AdjudicationRecord | null;
  position: Position;
  /** The submissions the phase carries (the old phase's, plus the correction at the first step). */
  sets: SubmissionRecord[];
  computed: PhaseComputation | null;
}

export interface Replay {
  steps: ReplayStep[];
  /** Old phases with no counterpart in the new line. */
  dropped: PhaseWithPosition[];
  winner: Power | null;
}

export interface LineData {
  line: PhaseWithPosition[];
  submissions: (phaseId: number) => SubmissionRecord[];
  adjudication: (phaseId: number) => AdjudicationRecord | undefined;
  /** The options the phase at `seq` is adjudicated under, when the rules changed during the game. */
  optionsAt?: (seq: number) => RuleOptions | null;
}

const samePhase = (a: Phase, b: Phase): boolean => a.season === b.season && a.year === b.year && a.type === b.type;

/** Replays from `line[from]`, which must be an adjudicated phase, with `correction` added to it. */
export function replayFrom(ctx: GameContext, data: LineData, from: number, correction: SubmissionRecord): Replay {
  const steps: ReplayStep[] = [];
  let position = data.line[from].position;
  for (let i = from; ; i++) {
    const old = data.line[i] ?? null;
    const fits = old !== null && samePhase(old.phase, position.phase);
    const oldAdjudication = (old && data.adjudication(old.id)) ?? null;
    const sets = fits ? [...data.submissions(old.id), ...(i === from ? [correction] : [])] : [];
    if (!fits || old.status === 'open') {
      steps.push({ seq: i, kind: 'open', old, oldAdjudication, position, sets, computed: null });
      return { steps, dropped: data.line.slice(i + 1), winner: null };
    }
    const computed = computePhase({ ...ctx, options: data.optionsAt?.(i) ?? ctx.options }, position, sets);
    steps.push({ seq: i, kind: 'rerun', old, oldAdjudication, position, sets, computed });
    if (!computed.result.next) return { steps, dropped: data.line.slice(i + 1), winner: computed.result.winner };
    position = computed.result.next;
  }
}
