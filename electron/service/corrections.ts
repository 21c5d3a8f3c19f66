// Correcting a power's orders in a past phase. The preview replays the game from that phase with
// the correction (replay.ts) and shows every difference (results, positions, supply centers,
// phases that no longer happen, and what a power that sent no orders now has due in a retreat or
// adjustment phase) without writing anything; the commit, given the preview's token,
// writes exactly that in one transaction, or refuses when the game changed in between.
import type { CorrectionInput, CorrectionStep, CorrectionPreview } from './types';
export type { CorrectionInput, CorrectionStep, CorrectionPreview } from './types';
import { adjustmentsDue, type GameMap, type Position } from '../../engine/index';
import type { Archive } from '../archive/db';
import type { Repositories } from '../archive/repositories/index';
import { COMBINE_MODES, type PhaseRecord, type PhaseWithPosition, type SubmissionRecord } from '../archive/types';
import { DEFAULT_ACTOR, head, loadGame, logEvent, type GameContext } from './context';
import { DEADLINE_EVENT, deadlineOf } from './deadlines';
import { isEmptyChange, positionChange, resultChanges } from './diff';
import { problemsOf, setsOf } from './orders';
import { replayFrom, type Replay, type ReplayStep } from './replay';
import { optionsAt } from './ruleChanges';
import { refusals, serveChecked, snapshot, success, transact, type ServiceResult } from './result';
import { givenOrderShape } from './shapes';
import { array, int, object, oneOf, optional, str } from './validate';

const refuse = refusals('corrections', {
  'text-or-orders': 'give the corrected orders as text or as structured orders',
  'cannot-correct': "cannot correct: game '{{game}}' is {{status}}",
  'no-phase': "game '{{game}}' has no phase {{seq}}",
  'still-open': 'phase {{seq}} ({{phase}}) is still open: submit the orders instead',
  'no-token': 'token: commit needs the token of the preview it confirms',
  stale: 'the game changed since the preview was made: preview the correction again before committing it',
});

export const correctionShape = object({
  gameId: int({ min: 1 }),
  seq: int({ min: 0 }),
  power: str({ min: 1, max: 64 }),
  text: optional(str({ max: 200_000 })),
  orders: optional(array(givenOrderShape, { max: 1000 })),
  combine: optional(oneOf(COMBINE_MODES)),
  reason: optional(str({ max: 2000 })),
  by: optional(str({ min: 1, max: 200 })),
  actor: optional(str({ min: 1, max: 100 })),
  token: optional(str({ max: 100 })),
});

interface Planned {
  ctx: GameContext;
  target: PhaseWithPosition;
  correction: SubmissionRecord;
  replay: Replay;
  token: string;
}

function plan(archive: Archive, repos: Repositories, v: CorrectionInput): ServiceResult<Planned> {
  if ((v.text === undefined) === (v.orders === undefined)) return refuse('invalid-input', 'text-or-orders');
  const ctx = loadGame(repos, v.gameId);
  if (!ctx.ok) return ctx;
  const game = ctx.value.game;
  if (game.status !== 'active' && !(game.status === 'finished' && game.outcome?.kind === 'solo')) {
    return refuse('game-not-active', 'cannot-correct', { game: game.name, status: game.status });
  }
  const line = repos.phases.liveWithPositions(game.id);
  const from = line.findIndex((p) => p.seq === v.seq);
  if (from < 0) return refuse('not-found', 'no-phase', { game: game.name, seq: v.seq });
  const target = line[from];
  if (target.status !== 'adjudicated') return refuse('not-adjudicated', 'still-open', { seq: v.seq, phase: head(target).name });
  const read = setsOf(ctx.value.map, ctx.value.options, target, v, [], ctx.value.game.readerLanguages ?? []);
  if (!read.ok) return read;
  const set = read.value.sets[0];
  const correction: SubmissionRecord = {
    id: Number.MAX_SAFE_INTEGER,
    phaseId: target.id,
    power: set.power,
    source: v.text !== undefined ? 'text' : 'structured',
    rawText: v.text ?? null,
    combine: v.combine ?? 'replace',
    sameTime: false,
    orders: set.orders,
    diagnostics: set.diagnostics,
    submittedBy: v.by ?? v.actor ?? DEFAULT_ACTOR,
    submittedAt: archive.now(),
    copiedFrom: null,
  };
  const data = {
    line,
    submissions: (id: number) => repos.submissions.forPhase(id),
    adjudication: (id: number) => repos.adjudications.current(id),
    optionsAt: (seq: number) => optionsAt(repos, game.id, game.ruleOptions, seq),
  };
  const replay = replayFrom(ctx.value, data, from, correction);
  return success({ ctx: ctx.value, target, correction, replay, token: String(repos.events.lastId(game.id)) });
}

/** What a power has due in a retreat or adjustment phase: dislodged units, or builds (+) and removals (-). */
function dueIn(map: GameMap, position: Position, power: string): number {
  if (position.phase.type === 'retreat') return position.dislodged.filter((d) => d.power === power).length;
  return adjustmentsDue(map, position)[power] ?? 0;
}

function stepView(map: GameMap, s: ReplayStep): CorrectionStep {
  const after = head({ seq: s.seq, phase: s.position.phase, status: s.kind === 'open' ? 'open' : 'adjudicated' });
  if (s.kind === 'open') {
    return {
      seq: s.seq,
      before: s.old && head(s.old),
      after,
      kind: 'open',
      results: [],
      position: positionChange(s.old?.position ?? null, s.position),
      unordered: [],
    };
  }
  const results = resultChanges(s.oldAdjudication?.result.results ?? [], s.computed!.result.results);
  const position = positionChange(s.oldAdjudication?.nextPosition ?? null, s.computed!.result.next);
  const unordered =
    s.position.phase.type === 'movement'
      ? []
      : s.computed!.missing.map((power) => ({ power, due: dueIn(map, s.position, power), was: s.old ? dueIn(map, s.old.position, power) : null }));
  return { seq: s.seq, before: s.old && head(s.old), after, kind: 'rerun', results, position, unordered };
}

function previewOf(p: Planned, committed: boolean): CorrectionPreview {
  const steps = p.replay.steps.map((s) => stepView(p.ctx.map, s));
  const dropped = p.replay.dropped.map(head);
  const changed = dropped.length > 0 || steps.some((s) => s.results.length > 0 || !isEmptyChange(s.position) || s.unordered.some((u) => u.due !== u.was));
  return {
    gameId: p.ctx.game.id,
    token: p.token,
    seq: p.target.seq,
    power: p.correction.power,
    orders: p.correction.orders,
    problems: problemsOf(p.correction),
    steps,
    dropped,
    changed,
    winner: p.replay.winner,
    committed,
  };
}

export function previewCorrection(archive: Archive, input: CorrectionInput): Promise<ServiceResult<CorrectionPreview>> {
  return serveChecked(correctionShape, input, (v) => {
    return snapshot(archive, (repos) => {
      const planned = plan(archive, repos, v);
      return planned.ok ? success(previewOf(planned.value, false)) : planned;
    });
  });
}

/** Writes the replay: the correction, the phase's new adjudication, the later phases re-made. */
function write(archive: Archive, repos: Repositories, p: Planned): number {
  const now = archive.now();
  const gameId = p.ctx.game.id;
  repos.phases.supersedeFrom(gameId, p.target.seq + 1, now);
  repos.adjudications.supersede(p.target.id, now);
  const { id: _placeholder, ...correction } = p.correction;
  const correctionId = repos.submissions.insert(correction);
  for (const s of p.replay.steps) {
    const first = s.seq === p.target.seq;
    const status = s.kind === 'open' ? 'open' : 'adjudicated';
    const phaseId = first ? p.target.id : repos.phases.insert({ gameId, seq: s.seq, position: s.position, status, createdAt: now });
    if (!first) {
      for (const { id, ...sub } of s.sets) repos.submissions.insert({ ...sub, phaseId, copiedFrom: id });
    }
    if (s.computed) {
      const { next, ...result } = s.computed.result;
      repos.adjudications.insert({ phaseId, orders: s.computed.orders, result, nextPosition: next, adjudicatedAt: now, supersededAt: null });
    }
  }
  const game = p.ctx.game;
  if (p.replay.winner) repos.games.setStatus(gameId, 'finished', { kind: 'solo', winner: p.replay.winner }, now);
  else if (game.status === 'finished') repos.games.setStatus(gameId, 'active', null, now);
  return correctionId;
}

/** Commits a correction previewed with `token`; refuses when anything happened to the game since. */
export function commitCorrection(archive: Archive, input: CorrectionInput & { token: string }): Promise<ServiceResult<CorrectionPreview>> {
  return serveChecked(correctionShape, input, (v) => {
    if (v.token === undefined) return refuse('invalid-input', 'no-token');
    return transact(archive, (repos) => {
      const planned = plan(archive, repos, v);
      if (!planned.ok) return planned;
      if (planned.value.token !== v.token) {
        return refuse('stale-preview', 'stale');
      }
      const preview = previewOf(planned.value, true);
      const open = repos.phases.open(v.gameId);
      const deadline = open ? deadlineOf(repos.events.forGame(v.gameId), open.id) : null;
      const submissionId = write(archive, repos, planned.value);
      if (open && deadline) keepDeadline(archive, repos, v.gameId, open, deadline, v.actor ?? DEFAULT_ACTOR);
      logEvent(archive, repos, v.gameId, v.actor ?? DEFAULT_ACTOR, 'phase-corrected', {
        seq: v.seq,
        power: preview.power,
        submissionId,
        reason: v.reason ?? null,
        rerun: preview.steps.filter((s) => s.kind === 'rerun').length,
        dropped: preview.dropped,
        changed: preview.changed,
        winner: preview.winner,
      });
      return success({ ...preview, token: String(repos.events.lastId(v.gameId)) });
    });
  });
}

/**
 * A correction re-makes the phases after the corrected one, the open one too: its deadline goes
 * over to the new open phase when that is the same phase again (same season, year and type).
 */
function keepDeadline(archive: Archive, repos: Repositories, gameId: number, was: PhaseRecord, deadline: string, actor: string): void {
  const now = repos.phases.open(gameId);
  if (!now || now.id === was.id) return;
  const same = now.phase.season === was.phase.season && now.phase.year === was.phase.year && now.phase.type === was.phase.type;
  if (!same) return;
  logEvent(archive, repos, gameId, actor, DEADLINE_EVENT, { phaseId: now.id, phase: head(now), deadline, previous: null, keptFrom: was.id });
}
