// Adjudicating the open phase: the submissions combined, the engine run, and (unless it is a
// preview) in one transaction the results stored, the phase closed, the next phase opened from the
// engine's `next`, and a solo victory ending the game. Missed orders need nothing here: the engine
// holds unordered units, disbands unordered retreats and removes by civil disorder.
import { type PhaseResult, adjustmentsDue, type GivenOrder, type Position, type Power } from '../../engine/index';
import type { Archive } from '../archive/db';
import type { Repositories } from '../archive/repositories/index';
import type { PhaseWithPosition } from '../archive/types';
import { preStored, type StoredText } from '../archive/stored/codec';
import { warmSeal } from '../archive/historySeal';
import { combineSubmissions, type CombineNote, type SetToCombine } from './combine';
import { activeGame, DEFAULT_ACTOR, type GameContext, head, logEvent } from './context';
import { runPhase } from './engine';
import { refusals, serveChecked, snapshot, success, transact, type ServiceResult } from './result';
import type { AdjudicationQuestions, AdjudicationView, CenterChange, PhaseHead } from './types';
import { missingOrdersHold } from './missingOrders';
import { bool, int, object, optional, str } from './validate';
import { deadlineOf } from './deadlines';

const refuse = refusals('adjudication', {
  missing: 'no orders at all from {{powers}}: confirm to adjudicate without them (--confirm-missing)',
  'missing-early':
    'no orders at all from {{powers}}: confirm to adjudicate without them (--confirm-missing); and the deadline ({{time}}) has not passed (--before-deadline)',
  early: {
    one: 'the deadline ({{time}}) has not passed and {{powers}} has no orders: confirm to adjudicate before it (--before-deadline)',
    other: 'the deadline ({{time}}) has not passed and {{powers}} have no orders: confirm to adjudicate before it (--before-deadline)',
  },
});

export interface PhaseComputation {
  orders: GivenOrder[];
  notes: CombineNote[];
  missing: Power[];
  result: PhaseResult;
  /** The texts to store, made (and checked) at the preview the commit reuses: see `prepare`. */
  stored?: StoredComputation;
}

interface StoredComputation {
  orders: StoredText;
  result: StoredText;
  next: StoredText | null;
}

/**
 * A computation's values in their stored formats, each checked by its shape now, and their
 * canonical JSON for the history chain's seal: the work a commit would do in its transaction,
 * done at the preview instead. Undefined if a value breaks its shape (the commit then checks it
 * again, and refuses it, as it always did).
 */
function storedComputation(c: PhaseComputation): StoredComputation | undefined {
  const { next, ...result } = c.result;
  try {
    const stored = { orders: preStored.orders(c.orders), result: preStored.result(result), next: next ? preStored.position(next) : null };
    warmSeal([stored.orders, stored.result, ...(stored.next ? [stored.next] : [])]);
    return stored;
  } catch {
    return undefined;
  }
}

/** Powers that had something to order this phase. */
export function expectedPowers(ctx: GameContext, position: Position): Power[] {
  const type = position.phase.type;
  if (type === 'movement') return [...new Set(position.units.map((u) => u.power))];
  if (type === 'retreat') return [...new Set(position.dislodged.map((u) => u.power))];
  const due = adjustmentsDue(ctx.map, position);
  return Object.keys(due).filter((p) => due[p] !== 0);
}

export function computePhase(ctx: GameContext, position: Position, sets: SetToCombine[]): PhaseComputation {
  const { orders, notes } = combineSubmissions(sets, ctx.options);
  const sent = new Set(sets.map((s) => s.power));
  const missing = expectedPowers(ctx, position)
    .filter((p) => !sent.has(p))
    .sort();
  return { orders, notes, missing, result: runPhase(ctx.map, position, orders, ctx.options) };
}

export function centerChanges(before: Position['supplyCenters'], after: Position['supplyCenters']): CenterChange[] {
  const powers = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return powers
    .map((power) => {
      const was = new Set(before[power] ?? []);
      const now = new Set(after[power] ?? []);
      return { power, gained: [...now].filter((c) => !was.has(c)).sort(), lost: [...was].filter((c) => !now.has(c)).sort() };
    })
    .filter((c) => c.gained.length > 0 || c.lost.length > 0);
}

export function adjudicationView(
  gameId: number,
  phase: PhaseHead,
  position: Position,
  c: PhaseComputation,
  next: PhaseHead | null,
  committed: boolean,
): AdjudicationView {
  const { next: _next, ...result } = c.result;
  const centers = Object.fromEntries(Object.entries(result.supplyCenters).map(([p, list]) => [p, list.length]));
  return {
    gameId,
    phase,
    orders: c.orders,
    notes: c.notes,
    missing: c.missing,
    result,
    next,
    centers,
    centerChanges: centerChanges(position.supplyCenters, result.supplyCenters),
    winner: result.winner,
    eliminated: result.eliminated,
    committed,
  };
}

function nextHead(phase: PhaseWithPosition, result: PhaseResult, id: number | null): PhaseHead | null {
  return result.next ? head({ id, seq: phase.seq + 1, phase: result.next.phase, status: 'open' }) : null;
}

/**
 * Writes a computed phase: its adjudication, the phase closed, the next one opened, the game
 * finished on a solo. The caller holds the transaction.
 */
export function storeAdjudication(archive: Archive, repos: Repositories, ctx: GameContext, phase: PhaseWithPosition, c: PhaseComputation): number | null {
  const now = archive.now();
  const { next, ...result } = c.result;
  const s = c.stored;
  repos.adjudications.insert({
    phaseId: phase.id,
    orders: s?.orders ?? c.orders,
    result: s?.result ?? result,
    nextPosition: s ? s.next : next,
    adjudicatedAt: now,
    supersededAt: null,
  });
  repos.phases.setStatus(phase.id, 'adjudicated', now);
  if (next)
    return repos.phases.insert({
      gameId: ctx.game.id,
      seq: phase.seq + 1,
      position: next,
      status: 'open',
      createdAt: now,
      storedPosition: s?.next ?? undefined,
    });
  if (c.result.winner) repos.games.setStatus(ctx.game.id, 'finished', { kind: 'solo', winner: c.result.winner }, now);
  return null;
}

/**
 * `confirmMissing`: false (the CLI without --confirm-missing, the app before its confirmation is
 * ticked) refuses a phase in which a power with something to order sent nothing, unless the game lets
 * missing powers hold; true confirms it; omitted asks nothing (a caller handing in the whole intent).
 * `beforeDeadline`: true confirms adjudicating before the deadline while powers have no orders.
 */
export const adjudicateShape = object({
  gameId: int({ min: 1 }),
  confirmMissing: optional(bool),
  beforeDeadline: optional(bool),
  actor: optional(str({ min: 1, max: 100 })),
});

/**
 * The last preview's computation per archive and game, with what it was computed from: the commit
 * that follows a preview (the app's Adjudicate, then Commit) uses it instead of running the engine
 * again when the phase, its position, its submissions and the rules are the same, to the letter.
 * The engine is deterministic, so the results are the same (test/electron/service/previewReuse.test.ts).
 */
const PREVIEWED = new WeakMap<Archive, Map<number, { from: string; computed: PhaseComputation }>>();

function prepare(archive: Archive, repos: Repositories, gameId: number, use: 'preview' | 'commit') {
  const open = activeGame(repos, gameId, 'adjudicate');
  if (!open.ok) return open;
  const { ctx, phase } = open.value;
  const sets = repos.submissions.forPhase(phase.id);
  const from = JSON.stringify([ctx.game.variant, ctx.options, phase.id, phase.position, sets]);
  let previewed = PREVIEWED.get(archive);
  if (!previewed) PREVIEWED.set(archive, (previewed = new Map()));
  const kept = previewed.get(gameId);
  previewed.delete(gameId);
  const computed = use === 'commit' && kept?.from === from ? kept.computed : computePhase(ctx, phase.position, sets);
  // A copy of its own: the preview's answer goes to the caller, who may change it. Its stored texts
  // are made now, so that the commit's transaction writes and seals them without checking them again.
  if (use === 'preview') {
    const copy = structuredClone(computed);
    previewed.set(gameId, { from, computed: { ...copy, stored: storedComputation(copy) } });
  }
  return success({ ctx, phase, computed });
}

/** What adjudicating the open phase now would give. Nothing is written. */
export function previewAdjudication(archive: Archive, input: { gameId: number }): Promise<ServiceResult<AdjudicationView>> {
  return serveChecked(adjudicateShape, input, (v) => {
    return snapshot(archive, (repos) => {
      const p = prepare(archive, repos, v.gameId, 'preview');
      if (!p.ok) return p;
      const { ctx, phase, computed } = p.value;
      const view = adjudicationView(ctx.game.id, head(phase), phase.position, computed, nextHead(phase, computed.result, null), false);
      return success({ ...view, confirm: questions(archive, repos, ctx.game.id, phase.id, computed.missing) });
    });
  });
}

/** Adjudicates the open phase and commits it, with the next phase, in one transaction. */
export function adjudicatePhase(
  archive: Archive,
  input: { gameId: number; confirmMissing?: boolean; beforeDeadline?: boolean; actor?: string },
): Promise<ServiceResult<AdjudicationView>> {
  return serveChecked(adjudicateShape, input, (v) => {
    return transact(archive, (repos) => {
      const p = prepare(archive, repos, v.gameId, 'commit');
      if (!p.ok) return p;
      const { ctx, phase, computed } = p.value;
      const refused = unconfirmed(questions(archive, repos, ctx.game.id, phase.id, computed.missing), computed.missing, v);
      if (refused) return refused;
      const nextId = storeAdjudication(archive, repos, ctx, phase, computed);
      const view = adjudicationView(
        ctx.game.id,
        head({ ...phase, status: 'adjudicated' }),
        phase.position,
        computed,
        nextHead(phase, computed.result, nextId),
        true,
      );
      logEvent(archive, repos, ctx.game.id, v.actor ?? DEFAULT_ACTOR, 'phase-adjudicated', {
        phase: view.phase,
        next: view.next,
        missing: view.missing,
        centerChanges: view.centerChanges,
        winner: view.winner,
        eliminated: view.eliminated,
      });
      return success(view);
    });
  });
}

/**
 * What adjudicating the open phase asks the GM first, one check for the CLI and the app alike:
 * powers with something to order that sent nothing (unless the game lets them hold without asking),
 * and, while powers have no orders, a deadline that has not passed.
 */
export function questions(archive: Archive, repos: Repositories, gameId: number, phaseId: number, missing: Power[]): AdjudicationQuestions {
  if (missing.length === 0) return { missing: [], beforeDeadline: null };
  const events = repos.events.forGame(gameId);
  const deadline = deadlineOf(events, phaseId);
  return { missing: missingOrdersHold(events) ? [] : missing, beforeDeadline: deadline !== null && archive.now() < deadline ? deadline : null };
}

/**
 * The refusal naming the questions not confirmed (`needs-confirmation`; details.confirm lists
 * `missing-orders` and/or `before-deadline`), or null.
 */
function unconfirmed(q: AdjudicationQuestions, without: Power[], given: { confirmMissing?: boolean; beforeDeadline?: boolean }) {
  const askMissing = given.confirmMissing === false && q.missing.length > 0;
  const deadline = given.beforeDeadline === true ? null : q.beforeDeadline;
  if (!askMissing && deadline === null) return null;
  const confirm = [...(askMissing ? ['missing-orders'] : []), ...(deadline !== null ? ['before-deadline'] : [])];
  const details = { confirm, deadline, missing: q.missing };
  if (askMissing) {
    const powers = q.missing.join(', ');
    return deadline === null
      ? refuse('needs-confirmation', 'missing', { powers }, details)
      : refuse('needs-confirmation', 'missing-early', { powers, time: deadline }, details);
  }
  return refuse('needs-confirmation', 'early', { time: deadline!, powers: without.join(', '), count: without.length }, details);
}
