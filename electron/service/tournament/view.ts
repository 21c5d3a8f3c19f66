// Reads a tournament as one tree from the archive, checking each stored JSON value's shape: a
// value that does not match is reported with the row it is in, never used as if it did.
import type Database from 'better-sqlite3';
import { tournamentsRepository, type TournamentRow } from '../../archive/repositories/tournaments';
import type { Repositories } from '../../archive/repositories/index';
import type { Archive } from '../../archive/db';
import { keptForGeneration } from '../readCache';
import { success, type ServiceResult } from '../result';
import { parseCombine } from './scoring/combine';
import { isSystemId } from './scoring/systems';
import { storedEndRuleShape, storedOutcomeShape } from './stored';
import { check } from '../validate';
import type { BoardView, RoundView, TournamentDetail } from './types';
import { refuse } from './refusals';

/**
 * The tournament read as tournamentDetail reads it, kept for the archive's generation: the round
 * console and the standings, read by every display after every push, share one reading between
 * writes. Read transactions only; `generation` read first in it (readCache.ts).
 */
export function keptTournamentDetail(archive: Archive, generation: string, repos: Repositories, row: TournamentRow): ServiceResult<TournamentDetail> {
  return keptForGeneration(archive, generation, `tournament\n${row.id}`, () => tournamentDetail(archive.db, repos, row));
}

/** A tournament by name (any case) or number. */
export function findTournament(db: Database.Database, ref: string | number): ServiceResult<TournamentRow> {
  const repo = tournamentsRepository(db);
  const text = String(ref).trim();
  const row = /^\d+$/.test(text) ? (repo.byId(Number(text)) ?? repo.byName(text)) : repo.byName(text);
  if (!row) return refuse('not-found', 'no-tournament', { name: text });
  return success(row);
}

function damaged(what: string, message: string): ServiceResult<never> {
  return refuse('archive-corrupt', 'damaged', { what, detail: message });
}

function boardView(
  db: Database.Database,
  repos: Repositories,
  boardId: number,
  number: number,
  gameId: number,
  names: Map<number, string>,
): ServiceResult<BoardView> {
  const repo = tournamentsRepository(db);
  const seats: BoardView['seats'] = repo
    .seats(boardId)
    .map((s) => ({ power: s.power, playerId: s.playerId, player: names.get(s.playerId) ?? `#${s.playerId}`, sinceYear: s.sinceYear }));
  // Who made each replacement: its event in the board's log (read only for boards that have one).
  if (seats.some((s) => s.sinceYear > 0))
    for (const e of repos.events.forGame(gameId))
      if (e.action === 'tournament-replacement') {
        const seat = seats.find((s) => s.sinceYear > 0 && s.power === e.details.power && s.sinceYear === e.details.fromYear);
        if (seat) seat.by = e.actor;
      }
  const row = repo.latestResult(boardId);
  let result: BoardView['result'] = null;
  if (row) {
    const stored = check(storedOutcomeShape, row.outcome, 'outcome');
    if (!stored.ok) return damaged(`the result of board #${boardId}`, stored.error);
    result = { outcome: stored.value.outcome, year: stored.value.year, recordedAt: row.recordedAt, recordedBy: row.recordedBy, version: row.version };
  }
  const gameName = repos.games.get(gameId)?.name ?? `#${gameId}`;
  return success({ id: boardId, number, gameId, gameName, seats, result });
}

export function tournamentDetail(db: Database.Database, repos: Repositories, row: TournamentRow): ServiceResult<TournamentDetail> {
  const repo = tournamentsRepository(db);
  if (!isSystemId(row.scoring)) return damaged(`tournament '${row.name}': its scoring system`, `'${row.scoring}' is unknown`);
  const combine = parseCombine(row.combine);
  if (!combine) return damaged(`tournament '${row.name}': how its rounds combine`, `'${row.combine}'`);
  const players = repo.players(row.id).map((p) => ({ id: p.id, name: p.name, firstRound: p.firstRound, withdrawnAt: p.withdrawnAt }));
  const names = new Map(players.map((p) => [p.id, p.name]));
  const rounds: RoundView[] = [];
  for (const r of repo.rounds(row.id)) {
    const rule = check(storedEndRuleShape, r.endRule, 'endRule');
    if (!rule.ok) return damaged(`round ${r.number} of '${row.name}'`, rule.error);
    const boards: BoardView[] = [];
    for (const b of repo.boards(r.id)) {
      const view = boardView(db, repos, b.id, b.number, b.gameId, names);
      if (!view.ok) return view;
      boards.push(view.value);
    }
    rounds.push({ number: r.number, endRule: rule.value.rule, boards });
  }
  return success({ id: row.id, name: row.name, scoring: row.scoring, combine, players, rounds });
}
