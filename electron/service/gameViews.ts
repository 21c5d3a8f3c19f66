// Reading a game back: its summary for lists, the whole picture for a game window (powers, players,
// the line of play, the standing draw votes), one phase in detail, and the events log.
import { reportLanguageOf } from '../reports/reportLanguages';
import type { Position } from '../../engine/index';
import type { Archive } from '../archive/db';
import type { GameListRow, Repositories } from '../archive/repositories/index';
import type { DrawVoteRecord, GameRecord, PhaseRecord, SubmissionRecord } from '../archive/types';
import { combineSubmissions } from './combine';
import { DEADLINE_EVENT, deadlineOf } from './deadlines';
import { head, loadGame, refuse as refuseGame, survivors, type GameContext } from './context';
import { variantMap } from './variants';
import { refusals, serve, serveChecked, snapshot, success, type ServiceResult } from './result';
import type { AdjudicationView, CommitView, DrawVoteView, GameDetail, GameEventView, GameSummary, PhaseDetail, PowerView, SetProblems } from './types';
import { int, object, optional } from './validate';
import { gameRefShape } from './shapes';

const refuse = refusals('gameViews', {
  'no-such-phase': "game '{{game}}' has no such phase",
  gone: 'gone',
});

export function summaryOf(row: GameListRow): GameSummary {
  const { current, ...rest } = row;
  return { ...rest, current: current && head(current) };
}

function summaryFrom(game: GameRecord, line: PhaseRecord[]): GameSummary {
  const last = line[line.length - 1];
  const { ruleOptions: _options, readerLanguages: _languages, reportLanguage: _report, ...rest } = game;
  return { ...rest, current: last ? head(last) : null };
}

/** The last vote of each power, in the order the votes were cast. */
export function latestVotes(votes: DrawVoteRecord[]): DrawVoteRecord[] {
  const byPower = new Map<string, DrawVoteRecord>();
  for (const v of votes) {
    byPower.delete(v.power);
    byPower.set(v.power, v);
  }
  return [...byPower.values()];
}

/** The log entries a game view reads: the writes to a phase (writtenBy) and the deadlines (deadlineOf). */
const VIEW_EVENTS = [DEADLINE_EVENT, 'phase-corrected', 'orders-submitted', 'phase-adjudicated', 'position-edited'] as const;

/** The last author of each phase of the line, from the log's writes to a phase (issue 29 item 4). */
function writtenBy(events: { actor: string; action: string; details: Record<string, unknown> }[], line: PhaseRecord[]): Record<number, string> {
  const bySeq = new Map(line.map((p) => [p.seq, p.id]));
  const live = new Set(line.map((p) => p.id));
  const out: Record<number, string> = {};
  for (const e of events) {
    const phase = e.details.phase as { id?: unknown } | undefined;
    const id =
      e.action === 'phase-corrected'
        ? bySeq.get(Number(e.details.seq))
        : e.action === 'orders-submitted' || e.action === 'phase-adjudicated' || e.action === 'position-edited'
          ? phase?.id
          : undefined;
    if (typeof id === 'number' && live.has(id)) out[id] = e.actor;
  }
  return out;
}

/** The log entries resultBy reads. */
const RESULT_EVENTS = ['phase-adjudicated', 'phase-corrected'] as const;

/**
 * Who made a phase's current adjudication: the latest write that produced it, an adjudication of
 * this phase or a correction of it or of an earlier phase (a correction re-runs the phases after it;
 * a phase still in the line was made by the latest of those, any later one would have replaced it).
 */
export function resultBy(
  events: readonly { actor: string; at: string; action: string; details: Record<string, unknown> }[],
  phase: { id: number; seq: number },
): PhaseDetail['resultBy'] {
  let out: PhaseDetail['resultBy'] = null;
  for (const e of events) {
    if (e.action === 'phase-adjudicated' && (e.details.phase as { id?: unknown } | undefined)?.id === phase.id)
      out = { by: e.actor, at: e.at, how: 'adjudicated' };
    else if (e.action === 'phase-corrected' && Number(e.details.seq) <= phase.seq) out = { by: e.actor, at: e.at, how: 'corrected' };
  }
  return out;
}

export function gameDetail(repos: Repositories, gameId: number): ServiceResult<GameDetail> {
  const game = repos.games.get(gameId);
  if (!game) return refuseGame('not-found', 'no-game', { id: gameId });
  const line = repos.phases.live(game.id);
  const current = line.length ? repos.phases.get(line[line.length - 1].id) : undefined;
  const position = current?.position ?? null;
  const open = current?.status === 'open' ? current : undefined;
  const submitted = new Set(open ? repos.submissions.forPhase(open.id).map((s) => s.power) : []);
  const map = variantMap(repos, game.variant);
  const alive = new Set(map && position ? survivors(map, position) : []);
  const players = repos.players.forGame(game.id);
  const powers: PowerView[] = repos.players.powers(game.id).map((power) => ({
    power,
    players: players.filter((p) => p.power === power).map((p) => ({ name: p.name, contact: p.contact, sinceSeq: p.sinceSeq })),
    centers: position?.supplyCenters[power]?.length ?? 0,
    units: position?.units.filter((u) => u.power === power).length ?? 0,
    survivor: alive.has(power),
    ordersIn: submitted.has(power),
  }));
  const votes: DrawVoteView[] = open
    ? latestVotes(repos.drawVotes.standing(open.id)).map((v) => ({ power: v.power, vote: v.vote, drawList: v.drawList, castAt: v.castAt }))
    : [];
  // Only the kinds of entry the view reads, not the whole log (a long game's mail and votes).
  const events = repos.events.ofActions(game.id, VIEW_EVENTS);
  return success({
    ...summaryFrom(game, line),
    ruleOptions: game.ruleOptions,
    readerLanguages: game.readerLanguages ?? [],
    reportLanguage: reportLanguageOf(game.reportLanguage),
    powers,
    phases: line.map(head),
    position,
    drawVotes: votes,
    deadline: open ? deadlineOf(events, open.id) : null,
    writtenBy: writtenBy(events, line),
  });
}

export const phaseShape = object({ gameId: int({ min: 1 }), seq: optional(int({ min: 0 })), phaseId: optional(int({ min: 1 })) });

/**
 * One phase in detail: by `seq` in the line of play (default: the current phase), or by `phaseId`
 * for any phase ever recorded, superseded ones included.
 */
export function getPhase(
  archive: Archive,
  input: { gameId: number; seq?: number; phaseId?: number },
  readBack?: ProblemsReader,
): Promise<ServiceResult<PhaseDetail>> {
  return serveChecked(phaseShape, input, (v) => snapshot(archive, (repos) => phaseDetail(repos, v, readBack)));
}

/**
 * Reads a phase's filed sets' unread lines back with the reader's messages as data
 * (storedProblems.ts `readBackProblems`), given by the window's commands: the CLI's `game show`
 * bundle stays without the order reader, and prints the stored English anyway.
 */
export type ProblemsReader = (repos: Repositories, ctx: GameContext, position: Position, sets: SubmissionRecord[]) => SetProblems[];

function phaseDetail(repos: Repositories, v: { gameId: number; seq?: number; phaseId?: number }, readBack?: ProblemsReader): ServiceResult<PhaseDetail> {
  const ctx = loadGame(repos, v.gameId);
  if (!ctx.ok) return ctx;
  const line = repos.phases.live(v.gameId);
  const id = v.phaseId ?? (v.seq === undefined ? line[line.length - 1]?.id : line.find((p) => p.seq === v.seq)?.id);
  const phase = id === undefined ? undefined : repos.phases.get(id);
  if (!phase || phase.gameId !== v.gameId) return refuse('not-found', 'no-such-phase', { game: ctx.value.game.name });
  const submissions = repos.submissions.forPhase(phase.id);
  const combined = combineSubmissions(submissions, ctx.value.options);
  const all = repos.adjudications.forPhase(phase.id);
  const current = all.find((a) => a.supersededAt === null) ?? null;
  return success({
    head: head(phase),
    position: phase.position,
    submissions,
    ...(readBack ? { problems: readBack(repos, ctx.value, phase.position, submissions) } : {}),
    orders: current ? current.orders : combined.orders,
    notes: combined.notes,
    adjudication: current,
    supersededAdjudications: all.length - (current ? 1 : 0),
    // Only the entries resultBy reads, not the whole log (every order set filed, mail, votes).
    resultBy: current ? resultBy(repos.events.ofActions(v.gameId, RESULT_EVENTS), phase) : null,
  });
}

/**
 * The answer to a window's commit: the adjudication with the game and the adjudicated phase as the
 * window shows them, read at once after the write (the host runs nothing in between), so the window
 * draws the results from this one answer.
 */
export async function withShown(archive: Archive, out: ServiceResult<AdjudicationView>, readBack?: ProblemsReader): Promise<ServiceResult<CommitView>> {
  if (!out.ok) return out;
  const { gameId, phase } = out.value;
  const shown = await serve(() =>
    snapshot(archive, (repos) => {
      const game = gameDetail(repos, gameId);
      const detail = phaseDetail(repos, { gameId, seq: phase.seq }, readBack);
      return game.ok && detail.ok ? success({ game: game.value, phase: detail.value }) : refuse('not-found', 'gone');
    }),
  );
  return success({ ...out.value, shown: shown.ok ? shown.value : null });
}

export function gameEvents(archive: Archive, input: { gameId: number }): Promise<ServiceResult<GameEventView[]>> {
  return serveChecked(gameRefShape, input, (v) => {
    return snapshot(archive, (repos) => {
      if (!repos.games.get(v.gameId)) return refuseGame('not-found', 'no-game', { id: v.gameId });
      return success(repos.events.forGame(v.gameId).map(({ id, at, actor, action, details }) => ({ id, at, actor, action, details })));
    });
  });
}
