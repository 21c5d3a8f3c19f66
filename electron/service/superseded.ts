// The phases a rollback or a correction set aside stay in the archive with their orders: they can be
// listed, looked at (getPhase with a phaseId) and their orders copied into the open phase when the
// game reaches the same phase again, so the players need not send them twice. A copy is a new set,
// marked as copied from the old one, and combines with the power's other sets as any set does.
import type { SupersededPhase } from './types';
export type { SupersededPhase } from './types';
import type { Archive } from '../archive/db';
import type { SubmissionRecord } from '../archive/types';
import { activeGame, DEFAULT_ACTOR, head, loadGame, logEvent, powerNamed, refuse as refuseGame } from './context';
import { notesOf } from './orders';
import { phaseReading, storedProblems } from './storedProblems';
import { acknowledge } from './acknowledge';
import { refusals, serveChecked, snapshot, success, transact, type ServiceResult } from './result';
import type { PhaseHead, SubmissionView } from './types';
import { int, object, optional, str } from './validate';

const refuse = refusals('superseded', {
  'no-such-phase': "game '{{game}}' has no superseded phase #{{id}}",
  'other-phase': 'phase #{{id}} is {{phase}}; the open phase is {{phaseOpen}}: orders are copied only into the same phase',
  'no-orders': 'phase #{{id}} has no orders to copy',
  'no-orders-from': 'phase #{{id}} has no orders from {{power}} to copy',
});

/** Every phase set aside by a rollback or a correction, oldest first. */
export function supersededPhases(archive: Archive, input: { gameId: number }): Promise<ServiceResult<SupersededPhase[]>> {
  return serveChecked(object({ gameId: int({ min: 1 }) }), input, (v) => {
    return snapshot(archive, (repos) => {
      const ctx = loadGame(repos, v.gameId);
      if (!ctx.ok) return ctx;
      const phases = repos.phases.all(ctx.value.game.id).filter((p) => p.status === 'superseded');
      return success(
        phases.map((p) => ({
          id: p.id,
          head: head(p),
          supersededAt: p.supersededAt ?? null,
          submissions: repos.submissions.forPhase(p.id).map((s) => ({ id: s.id, power: s.power, orders: s.orders.length })),
        })),
      );
    });
  });
}

export const copyShape = object({
  gameId: int({ min: 1 }),
  fromPhaseId: int({ min: 1 }),
  power: optional(str({ min: 1, max: 64 })),
  actor: optional(str({ min: 1, max: 100 })),
});

const samePhase = (a: PhaseHead['phase'], b: PhaseHead['phase']): boolean => a.season === b.season && a.year === b.year && a.type === b.type;

/** Copies a superseded phase's sets (all, or one power's) into the open phase, which must be the same phase. */
export function copyOrders(
  archive: Archive,
  input: { gameId: number; fromPhaseId: number; power?: string; actor?: string },
): Promise<ServiceResult<SubmissionView[]>> {
  return serveChecked(copyShape, input, (v) => {
    return transact(archive, (repos) => {
      const open = activeGame(repos, v.gameId, 'take orders');
      if (!open.ok) return open;
      const { ctx, phase } = open.value;
      const from = repos.phases.get(v.fromPhaseId);
      if (!from || from.gameId !== v.gameId || from.status !== 'superseded')
        return refuse('not-found', 'no-such-phase', { game: ctx.game.name, id: v.fromPhaseId });
      const to = head(phase);
      if (!samePhase(from.phase, phase.phase)) return refuse('invalid-input', 'other-phase', { id: v.fromPhaseId, phase: head(from).name, phaseOpen: to.name });
      const power = v.power === undefined ? null : powerNamed(ctx.map, v.power);
      if (v.power !== undefined && !power) return refuseGame('not-a-power', 'not-a-power', { written: v.power, mapName: ctx.map.name });
      const sets = repos.submissions.forPhase(from.id).filter((s) => power === null || s.power === power);
      if (sets.length === 0)
        return power ? refuse('no-orders', 'no-orders-from', { id: v.fromPhaseId, power }) : refuse('no-orders', 'no-orders', { id: v.fromPhaseId });
      const now = archive.now();
      const stored: SubmissionRecord[] = sets.map(({ id, ...s }) => {
        const record = { ...s, phaseId: phase.id, submittedAt: now, copiedFrom: id };
        return { ...record, id: repos.submissions.insert(record) };
      });
      logEvent(archive, repos, v.gameId, v.actor ?? DEFAULT_ACTOR, 'orders-copied', {
        from: v.fromPhaseId,
        phase: to,
        submissions: stored.map((s) => ({ id: s.id, power: s.power, copiedFrom: s.copiedFrom })),
      });
      const all = repos.submissions.forPhase(phase.id);
      // Read where they were filed: the superseded phase's position.
      const reading = phaseReading(repos, ctx, from.position);
      return success(
        stored.map((s) => ({
          submission: s,
          problems: storedProblems(s, reading),
          notes: notesOf(s),
          acknowledgement: acknowledge(ctx.map, phase.position, ctx.options, s.power, all),
        })),
      );
    });
  });
}
