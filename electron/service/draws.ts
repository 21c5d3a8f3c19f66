// Draws and concessions as the Judge does them (/work/shared/seeds "Draws", 1993).
//
// DIAS (draws include all survivors, the default): SET DRAW approves the draw of all survivors,
// SET NODRAW vetoes it. NoDIAS: SET DRAW <list> approves, when the list names the voter, every
// subset of the list that still names the voter; when it does not, every subset of the list and
// every such subset with the voter added. SET NODRAW is SET DRAW <the voter alone>. A draw passes
// when every survivor approves it; of several, the largest; a "draw" of one power is a
// concession to it. Votes last one phase. A drawn game may be resumed.
//
// Each voter's approved draws are closed under union, so the largest draw all approve is unique
// and has a closed form: every survivor's list with the voter added, intersected (M), provided M
// still holds every voter whose list named himself. `approves` states the rule literally; the
// tests check `tallyDraw` against it over every subset.
import type { DrawTally } from './types';
export type { DrawTally } from './types';
import type { DrawStatus, DrawVoteInput } from './types';
export type { DrawStatus, DrawVoteInput } from './types';
import type { Power } from '../../engine/index';
import type { Archive } from '../archive/db';
import type { Repositories } from '../archive/repositories/index';
import { DRAW_VOTES, type DrawType, type DrawVoteKind, type GameOutcome, type PhaseWithPosition } from '../archive/types';
import {
  activeGame,
  changeGame,
  DEFAULT_ACTOR,
  type GameContext,
  head,
  loadGame,
  logEvent,
  openPhase,
  powerNamed,
  refuse as refuseGame,
  survivors as survivorsOf,
} from './context';
import { latestVotes } from './gameViews';
import { refusals, serveChecked, snapshot, success, transact, type ServiceResult } from './result';
import { array, int, object, oneOf, optional, str } from './validate';
import { gameRefShape } from './shapes';

const refuse = refusals('draws', {
  'list-in-dias': "game '{{game}}' is DIAS: a draw includes all survivors, so SET DRAW takes no list",
  'list-needed': "game '{{game}}' is NoDIAS: SET DRAW needs the list of powers in the draw",
  'list-not-a-power': "draw list: '{{written}}' is not a power of the {{mapName}} map",
  'list-out': 'draw list: {{power}} is out of the game and cannot share a draw',
  'no-vote': '{{power}} is out of the game and has no vote',
  'no-open-phase': "game '{{game}}' has no open phase to vote in",
  'not-drawn': "game '{{game}}' did not end in a draw or a concession: nothing to resume",
});

export interface Ballot {
  power: Power;
  vote: DrawVoteKind;
  /** NoDIAS SET DRAW: the powers listed. Null for DIAS and for NODRAW. */
  drawList: Power[] | null;
}

/** The list a ballot stands for: DIAS SET DRAW = all survivors; NODRAW = the voter alone (NoDIAS). */
function effectiveList(b: Ballot, survivors: readonly Power[], drawType: DrawType): Power[] | null {
  if (drawType === 'dias') return b.vote === 'draw' ? [...survivors] : null;
  return b.vote === 'nodraw' ? [b.power] : (b.drawList ?? []);
}

/** Whether `ballot` approves a draw between exactly `candidate` (the rules as the Judge states them). */
export function approves(ballot: Ballot, candidate: readonly Power[], survivors: readonly Power[], drawType: DrawType): boolean {
  const list = effectiveList(ballot, survivors, drawType);
  if (list === null || candidate.length === 0) return false;
  const inList = (p: Power) => list.includes(p);
  if (drawType === 'dias') return candidate.length === survivors.length && survivors.every((p) => candidate.includes(p));
  if (inList(ballot.power)) return candidate.includes(ballot.power) && candidate.every(inList);
  return candidate.every((p) => inList(p) || p === ballot.power);
}

/** Which draw, if any, every survivor approves: the latest ballot of each survivor counts. */
export function tallyDraw(ballots: readonly Ballot[], survivors: readonly Power[], drawType: DrawType): DrawTally {
  const latest = new Map<Power, Ballot>();
  for (const b of ballots) if (survivors.includes(b.power)) latest.set(b.power, b);
  const waitingFor = survivors.filter((p) => !latest.has(p));
  const vetoedBy = drawType === 'dias' ? [...latest.values()].filter((b) => b.vote === 'nodraw').map((b) => b.power) : [];
  if (waitingFor.length > 0 || vetoedBy.length > 0 || survivors.length === 0) return { kind: 'none', waitingFor, vetoedBy };
  let largest = new Set(survivors);
  const mustInclude: Power[] = [];
  for (const b of latest.values()) {
    const list = effectiveList(b, survivors, drawType) ?? [];
    const reach = new Set([...list, b.power]);
    largest = new Set([...largest].filter((p) => reach.has(p)));
    if (list.includes(b.power)) mustInclude.push(b.power);
  }
  if (largest.size === 0 || !mustInclude.every((p) => largest.has(p))) return { kind: 'none', waitingFor: [], vetoedBy: [] };
  const powers = survivors.filter((p) => largest.has(p));
  return powers.length === 1 ? { kind: 'concession', to: powers[0] } : { kind: 'draw', powers };
}

/** Every draw a ballot approves (for display and tests), each in survivor order. */
export function approvedDraws(ballot: Ballot, survivors: readonly Power[], drawType: DrawType): Power[][] {
  const out: Power[][] = [];
  for (let mask = 1; mask < 1 << survivors.length; mask++) {
    const candidate = survivors.filter((_, i) => mask & (1 << i));
    if (approves(ballot, candidate, survivors, drawType)) out.push(candidate);
  }
  return out;
}

// ---- Storage: votes are rows of the open phase; a passing vote ends the game in the same transaction.

function statusOf(repos: Repositories, ctx: GameContext, phase: PhaseWithPosition): DrawStatus {
  const game = repos.games.get(ctx.game.id)!;
  const survivors = survivorsOf(ctx.map, phase.position);
  const standing = latestVotes(repos.drawVotes.standing(phase.id));
  return {
    gameId: game.id,
    drawType: game.drawType,
    survivors,
    votes: standing.map((v) => ({ power: v.power, vote: v.vote, drawList: v.drawList, castAt: v.castAt })),
    tally: tallyDraw(standing, survivors, game.drawType),
    status: game.status,
    outcome: game.outcome,
  };
}

export const voteShape = object({
  gameId: int({ min: 1 }),
  power: str({ min: 1, max: 64 }),
  vote: oneOf(DRAW_VOTES),
  drawList: optional(array(str({ min: 1, max: 64 }), { max: 64 })),
  actor: optional(str({ min: 1, max: 100 })),
});

function readList(ctx: GameContext, v: DrawVoteInput, alive: Power[]): ServiceResult<Power[] | null> {
  if (ctx.game.drawType === 'dias') {
    if (v.drawList !== undefined) {
      return refuse('draw-list-in-dias', 'list-in-dias', { game: ctx.game.name });
    }
    return success(null);
  }
  if (v.vote === 'nodraw') return success(null);
  if (!v.drawList || v.drawList.length === 0) return refuse('invalid-input', 'list-needed', { game: ctx.game.name });
  const list: Power[] = [];
  for (const written of v.drawList) {
    const p = powerNamed(ctx.map, written);
    if (!p) return refuse('not-a-power', 'list-not-a-power', { written, mapName: ctx.map.name });
    if (!alive.includes(p)) return refuse('not-a-survivor', 'list-out', { power: p });
    if (!list.includes(p)) list.push(p);
  }
  return success(ctx.map.powers.map((p) => p.name).filter((p) => list.includes(p)));
}

function endIfAgreed(archive: Archive, repos: Repositories, ctx: GameContext, status: DrawStatus, actor: string): void {
  const t = status.tally;
  if (t.kind === 'none') return;
  const outcome: GameOutcome = t.kind === 'draw' ? { kind: 'draw', powers: t.powers } : { kind: 'concession', to: t.to };
  repos.games.setStatus(ctx.game.id, t.kind === 'draw' ? 'drawn' : 'finished', outcome, archive.now());
  logEvent(archive, repos, ctx.game.id, actor, t.kind === 'draw' ? 'game-drawn' : 'game-conceded', { outcome, drawType: status.drawType });
}

/** SET DRAW / SET NODRAW for a power in the open phase; the game ends at once when all agree. */
export function castDrawVote(archive: Archive, input: DrawVoteInput): Promise<ServiceResult<DrawStatus>> {
  return serveChecked(voteShape, input, (v) => {
    return transact(archive, (repos) => {
      const open = activeGame(repos, v.gameId, 'vote on a draw');
      if (!open.ok) return open;
      const { ctx, phase } = open.value;
      const power = powerNamed(ctx.map, v.power);
      if (!power) return refuseGame('not-a-power', 'not-a-power', { written: v.power, mapName: ctx.map.name });
      const alive = survivorsOf(ctx.map, phase.position);
      if (!alive.includes(power)) return refuse('not-a-survivor', 'no-vote', { power });
      const list = readList(ctx, v, alive);
      if (!list.ok) return list;
      const actor = v.actor ?? DEFAULT_ACTOR;
      repos.drawVotes.insert({ phaseId: phase.id, power, vote: v.vote, drawList: list.value, castBy: actor, castAt: archive.now(), clearedAt: null });
      logEvent(archive, repos, ctx.game.id, actor, 'draw-vote', { phase: head(phase), power, vote: v.vote, drawList: list.value });
      const status = statusOf(repos, ctx, phase);
      endIfAgreed(archive, repos, ctx, status, actor);
      return success(statusOf(repos, ctx, phase));
    });
  });
}

export function drawStatus(archive: Archive, input: { gameId: number }): Promise<ServiceResult<DrawStatus>> {
  return serveChecked(gameRefShape, input, (v) => {
    return snapshot(archive, (repos) => {
      const ctx = loadGame(repos, v.gameId);
      if (!ctx.ok) return ctx;
      const phase = repos.phases.open(v.gameId);
      if (!phase) return refuse('no-open-phase', 'no-open-phase', { game: ctx.value.game.name });
      return success(statusOf(repos, ctx.value, phase));
    });
  });
}

export const resumeShape = object({ gameId: int({ min: 1 }), actor: optional(str({ min: 1, max: 100 })) });

/** RESUME: a game ended by a draw or a concession plays on; the votes that ended it are cleared. */
export function resumeGame(archive: Archive, input: { gameId: number; actor?: string }): Promise<ServiceResult<DrawStatus>> {
  return changeGame(archive, resumeShape, input, (v, repos, ctx) => {
    const game = ctx.game;
    const byVote = game.outcome?.kind === 'draw' || game.outcome?.kind === 'concession';
    if (!byVote) return refuse('game-not-drawn', 'not-drawn', { game: game.name });
    const phase = openPhase(repos, game);
    if (!phase.ok) return phase;
    const now = archive.now();
    const cleared = repos.drawVotes.clear(phase.value.id, now);
    repos.games.setStatus(game.id, 'active', null, now);
    logEvent(archive, repos, game.id, v.actor ?? DEFAULT_ACTOR, 'game-resumed', { was: game.outcome, votesCleared: cleared });
    return success(statusOf(repos, ctx, phase.value));
  });
}
