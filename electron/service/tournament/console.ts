// The round console: every board of a round at a glance, from one consistent read. Per board: its
// game's phase and year, who still owes orders for the open phase, how much of the round is left
// (years before the last year, or minutes before the clock), when it was last adjudicated, and the
// recorded result. The boards advance independently: each is its own game. A recorded result ends a
// board for the console: nothing is owed on it any more (the game may still show an open phase).
import type { ConsoleBoard, ConsoleRound } from './types';
export type { ConsoleBoard, ConsoleRound } from './types';
import type { Archive } from '../../archive/db';
import type { Repositories } from '../../archive/repositories/index';
import { type Position } from '../../../engine/index';
import { gameDetail } from '../gameViews';
import { serveChecked, snapshot, success, type ServiceResult } from '../result';
import { int, object, optional, str } from '../validate';
import { archiveGeneration, keptForGeneration } from '../readCache';
import { peopleRepository } from '../../archive/repositories/people';
import type { TournamentDetail } from './types';
import { findTournament, keptTournamentDetail } from './view';
import { refuse } from './refusals';

/** Who must order in this phase: movement, units; retreat, dislodged units; adjustment, a build or removal due. */
export function owesOrders(position: Position, power: string): boolean {
  const units = position.units.filter((u) => u.power === power).length;
  if (position.phase.type === 'movement') return units > 0;
  if (position.phase.type === 'retreat') return position.dislodged.some((d) => d.power === power);
  return (position.supplyCenters[power]?.length ?? 0) !== units;
}

function lastAdjudication(repos: Repositories, gameId: number): string | null {
  const live = repos.phases.live(gameId).filter((p) => p.status === 'adjudicated');
  const last = live[live.length - 1];
  return last ? (repos.adjudications.currentAt(last.id) ?? null) : null;
}

/** Who last changed the board's game, from its log: every write names its author (issue 29 item 4). */
function lastChange(repos: Repositories, gameId: number): ConsoleBoard['lastChange'] {
  const last = repos.events.latest(gameId);
  return last ? { at: last.at, by: last.actor, action: last.action } : null;
}

/**
 * Each board's card as last computed, by game, with the stamp it was computed for: the game's latest
 * event (every write to a game is logged), the board's seats and result, the round's end rule. The
 * room's displays read the console again on every push; a push changes one board, so a read
 * recomputes that board only, not the whole round (issue 29 item 9: 30 boards, 3 displays).
 */
const cards = new WeakMap<Archive, Map<number, { stamp: string; board: ConsoleBoard }>>();

function consoleRound(archive: Archive, repos: Repositories, t: TournamentDetail, number: number): ServiceResult<ConsoleRound> {
  const r = t.rounds.find((x) => x.number === number);
  if (!r) return refuse('not-found', 'no-round', { tournament: t.name, round: number });
  const now = archive.now();
  const boards: ConsoleBoard[] = [];
  let known = cards.get(archive);
  if (!known) cards.set(archive, (known = new Map()));
  for (const b of r.boards) {
    const gms = peopleRepository(archive.db).gmsOf(b.gameId);
    const stamp = JSON.stringify([repos.events.lastId(b.gameId), b.number, b.gameName, b.seats, b.result, r.endRule, gms]);
    const hit = known.get(b.gameId);
    if (hit?.stamp === stamp) {
      boards.push(hit.board);
      continue;
    }
    const g = gameDetail(repos, b.gameId);
    if (!g.ok) return g;
    const pos = g.value.position;
    // A board whose result the director recorded is finished, whatever its game still shows open.
    const open = g.value.status === 'active' && pos !== null && b.result === null;
    const owing = open ? g.value.powers.filter((p) => !p.ordersIn && owesOrders(pos, p.power)).map((p) => p.power) : [];
    const year = pos?.phase.year ?? null;
    const players: Record<string, string> = {};
    for (const s of [...b.seats].sort((x, y) => x.sinceYear - y.sinceYear)) if (year === null || s.sinceYear <= year) players[s.power] = s.player;
    const yearsLeft = r.endRule.kind === 'year' && year !== null ? Math.max(0, r.endRule.lastYear - year + 1) : null;
    const board: ConsoleBoard = {
      number: b.number,
      gameId: b.gameId,
      gameName: b.gameName,
      status: g.value.status,
      phase: g.value.phases.length ? g.value.phases[g.value.phases.length - 1].name : null,
      year,
      owing,
      ordersIn: g.value.powers.filter((p) => p.ordersIn).map((p) => p.power),
      centers: Object.fromEntries(g.value.powers.map((p) => [p.power, p.centers])),
      players,
      gms,
      lastAdjudicated: lastAdjudication(repos, b.gameId),
      lastChange: lastChange(repos, b.gameId),
      yearsLeft,
      over: b.result !== null || g.value.status !== 'active' || (r.endRule.kind === 'year' && year !== null && year > r.endRule.lastYear),
      result: b.result,
    };
    known.set(b.gameId, { stamp, board });
    boards.push(board);
  }
  return success(atTime({ tournament: t.name, round: number, rounds: t.rounds.length, endRule: r.endRule, minutesLeft: null, now, boards }, now));
}

/** The console as of `now`: the clock's minutes left follow the time, not the archive. */
function atTime(c: ConsoleRound, now: string): ConsoleRound {
  const minutesLeft = c.endRule.kind === 'clock' ? Math.round((Date.parse(c.endRule.endsAt) - Date.parse(now)) / 60_000) : null;
  return { ...c, minutesLeft, now };
}

export const consoleShape = object({ tournament: str({ min: 1, max: 200 }), round: optional(int({ min: 1, max: 1000 })) });

/** The console of a round (default: the latest). */
export function roundConsole(archive: Archive, input: { tournament: string; round?: number }): Promise<ServiceResult<ConsoleRound>> {
  return serveChecked(consoleShape, input, (v) => {
    return snapshot(archive, (repos) => {
      // Read again only after a write: the room's displays all ask after each push.
      const generation = archiveGeneration(archive.db);
      const kept = keptForGeneration(archive, generation, `console\n${v.tournament.trim()}\n${v.round ?? 'latest'}`, () => {
        const row = findTournament(archive.db, v.tournament);
        if (!row.ok) return row;
        const t = keptTournamentDetail(archive, generation, repos, row.value);
        if (!t.ok) return t;
        if (t.value.rounds.length === 0) return refuse('not-found', 'no-rounds', { tournament: t.value.name });
        return consoleRound(archive, repos, t.value, v.round ?? t.value.rounds.length);
      });
      return kept.ok ? success(atTime(kept.value, archive.now())) : kept;
    });
  });
}
