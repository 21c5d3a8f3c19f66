// Deadlines for orders, per phase: set, changed and cleared by the GM, shown with the game and at
// the end of the orders-due notice. Each change is an entry of the game's log ('deadline-set', with
// the phase, the new deadline and the one it replaces), so the deadline's whole history is kept and
// travels with the game's log on export; the current one is the last entry for the phase. Whether
// draw votes are shown in the mailed reports is kept the same way (secret unless the GM says), and
// so is what becomes of orders received after the deadline ('late-orders-set': taken, marked late,
// or refused unless the GM confirms them). A deadline already past is refused unless the GM says
// so; adjudicating before the deadline with powers missing asks first (adjudication.ts).
import type { DeadlineView, OrdersDue } from './types';
export type { DeadlineView, OrdersDue } from './types';
import type { Archive } from '../archive/db';
import type { Repositories } from '../archive/repositories/index';
import type { EventRecord, PhaseWithPosition } from '../archive/types';
import { dueNotice } from '../reports/due';
import { DEFAULT_ACTOR, type GameContext, head, loadGame, logEvent, logGameSetting, openPhase, refuse as refuseGame, requireActive } from './context';
import { refusals, serveChecked, snapshot, success, transact, type ServiceResult } from './result';
import { deadlineWords } from './timeWords';
export { deadlineWords };

const refuse = refusals('deadlines', {
  'not-a-deadline': "'{{written}}' is not a deadline: write it as 2026-12-01 18:00 (UTC), or with a zone (+01:00)",
  'no-such-time': "'{{written}}' names no real day and time",
  past: 'the deadline {{time}} is already past (it is now {{timeNow}}): set it anyway with past (--past)',
});
import { bool, int, nullable, object, oneOf, optional, str } from './validate';

export const DEADLINE_EVENT = 'deadline-set';
/** Whether the players' draw votes may be shown in the reports mailed out (default: secret). */
export const VOTES_EVENT = 'draw-votes-visibility';

export const deadlineShape = object({
  gameId: int({ min: 1 }),
  deadline: nullable(str({ min: 1, max: 60 })),
  /** Set a deadline that is already past (a GM recording one after the fact). */
  past: optional(bool),
  actor: optional(str({ min: 1, max: 100 })),
});

export const LATE_EVENT = 'late-orders-set';
export const LATE_POLICIES = ['accept', 'refuse'] as const;
export type LatePolicy = (typeof LATE_POLICIES)[number];

/**
 * A deadline as a GM writes it: `2026-12-01 18:00`, `2026-12-01T18:00Z`, `2026-12-01 18:00 UTC`,
 * `2026-12-01 19:00 +01:00`. Without a zone it is UTC. Answers the ISO string in UTC, or why not.
 */
export function parseDeadline(written: string): { ok: true; value: string } | { ok: false; error: string; why: 'not-a-deadline' | 'no-such-time' } {
  const m = /^\s*(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?\s*(Z|UTC|GMT|[+-]\d{2}:?\d{2})?\s*$/i.exec(written);
  if (!m) return { ok: false, error: `'${written}' is not a deadline: write it as 2026-12-01 18:00 (UTC), or with a zone (+01:00)`, why: 'not-a-deadline' };
  const [, y, mo, d, h, mi, s, zone] = m;
  const offset = !zone || /^(z|utc|gmt)$/i.test(zone) ? 'Z' : zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone;
  const iso = `${y}-${mo}-${d}T${h.padStart(2, '0')}:${mi}:${s ?? '00'}${offset}`;
  const date = new Date(iso);
  // `2026-02-30` rolls over in Date; a deadline must name a real day and time.
  const check = new Date(`${y}-${mo}-${d}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || check.getUTCDate() !== Number(d) || Number(h) > 23)
    return { ok: false, error: `'${written}' names no real day and time`, why: 'no-such-time' };
  return { ok: true, value: date.toISOString() };
}

/** The deadline standing for a phase: the last change logged for it. */
export function deadlineOf(events: readonly EventRecord[], phaseId: number): string | null {
  let found: string | null = null;
  for (const e of events) {
    if (e.action === DEADLINE_EVENT && e.details.phaseId === phaseId) found = typeof e.details.deadline === 'string' ? e.details.deadline : null;
  }
  return found;
}

/** Sets, changes (or, with null, clears) the deadline of the game's open phase. */
export function setDeadline(
  archive: Archive,
  input: { gameId: number; deadline: string | null; past?: boolean; actor?: string },
): Promise<ServiceResult<DeadlineView>> {
  return serveChecked(deadlineShape, input, (v) => {
    let deadline: string | null = null;
    if (v.deadline !== null) {
      const parsed = parseDeadline(v.deadline);
      if (!parsed.ok) return refuse('invalid-input', parsed.why, { written: v.deadline });
      deadline = parsed.value;
      const now = archive.now();
      if (deadline <= now && v.past !== true) return refuse('invalid-input', 'past', { time: deadline, timeNow: now });
    }
    return transact(archive, (repos) => {
      const game = repos.games.get(v.gameId);
      if (!game) return refuseGame('not-found', 'no-game', { id: v.gameId });
      const active = requireActive(game, 'set a deadline');
      if (!active.ok) return active;
      const phase = openPhase(repos, game);
      if (!phase.ok) return phase;
      const previous = deadlineOf(repos.events.forGame(game.id), phase.value.id);
      logEvent(archive, repos, game.id, v.actor ?? DEFAULT_ACTOR, DEADLINE_EVENT, { phaseId: phase.value.id, phase: head(phase.value), deadline, previous });
      return success({ phase: head(phase.value), deadline, previous });
    });
  });
}

/** The notice for the game's open phase: every unit, retreats or adjustments due, the deadline. */
export function ordersDue(archive: Archive, input: { gameId: number }): Promise<ServiceResult<OrdersDue>> {
  return atOpenPhase(archive, input, (repos, ctx, phase, deadline) => {
    const players: Record<string, string[]> = {};
    for (const p of repos.players.forGame(ctx.game.id)) players[p.power] = [...(players[p.power] ?? []), p.name];
    const { game, map, options } = ctx;
    const words = deadline && deadlineWords(deadline);
    const text = dueNotice({ map, game: { id: game.id, name: game.name }, position: phase.position, options, players, deadline: words });
    return success({ phase: head(phase), deadline, text });
  });
}

/** Reads a game at its open phase, with the phase's deadline, in one snapshot. */
export function atOpenPhase<T>(
  archive: Archive,
  input: { gameId: number },
  read: (repos: Repositories, ctx: GameContext, phase: PhaseWithPosition, deadline: string | null) => ServiceResult<T>,
): Promise<ServiceResult<T>> {
  return serveChecked(object({ gameId: int({ min: 1 }) }), input, (v) => {
    return snapshot(archive, (repos) => {
      const ctx = loadGame(repos, v.gameId);
      if (!ctx.ok) return ctx;
      const phase = openPhase(repos, ctx.value.game);
      if (!phase.ok) return phase;
      return read(repos, ctx.value, phase.value, deadlineOf(repos.events.forGame(ctx.value.game.id), phase.value.id));
    });
  });
}

/** Whether the game shows who voted what in its mailed reports: the last setting logged, else secret. */
export function votesPublic(events: readonly EventRecord[]): boolean {
  let open = false;
  for (const e of events) if (e.action === VOTES_EVENT) open = e.details.public === true;
  return open;
}

/** Makes the game's draw votes public in its reports, or secret again (the default). */
export function setVotesPublic(archive: Archive, input: { gameId: number; public: boolean; actor?: string }): Promise<ServiceResult<{ public: boolean }>> {
  return serveChecked(object({ gameId: int({ min: 1 }), public: bool, actor: optional(str({ min: 1, max: 100 })) }), input, (v) => {
    return logGameSetting(archive, v, VOTES_EVENT, { public: v.public });
  });
}

/** What the game does with orders received after the deadline: the last setting logged, else taken (marked late). */
export function latePolicy(events: readonly EventRecord[]): LatePolicy {
  let policy: LatePolicy = 'accept';
  for (const e of events)
    if (e.action === LATE_EVENT && (LATE_POLICIES as readonly unknown[]).includes(e.details.policy)) policy = e.details.policy as LatePolicy;
  return policy;
}

/** The deadline a set received at `receivedAt` missed, or null when it was in time (or there is none). */
export function missedDeadline(events: readonly EventRecord[], phaseId: number, receivedAt: string): string | null {
  const deadline = deadlineOf(events, phaseId);
  return deadline !== null && receivedAt > deadline ? deadline : null;
}

/** Sets what becomes of orders received after the deadline: taken and marked late, or refused unless confirmed. */
export function setLatePolicy(archive: Archive, input: { gameId: number; policy: LatePolicy; actor?: string }): Promise<ServiceResult<{ policy: LatePolicy }>> {
  return serveChecked(object({ gameId: int({ min: 1 }), policy: oneOf(LATE_POLICIES), actor: optional(str({ min: 1, max: 100 })) }), input, (v) => {
    return logGameSetting(archive, v, LATE_EVENT, { policy: v.policy });
  });
}
