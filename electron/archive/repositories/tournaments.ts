// The tournament tables (migration 0003): tournaments, their players, rounds, boards, seats and
// recorded results. JSON columns come back parsed but unchecked (`unknown`): the service checks
// their stored shape (electron/service/tournament/stored.ts) before using them.
import type Database from 'better-sqlite3';
import { perConnection } from './perConnection';

export interface TournamentRow {
  id: number;
  name: string;
  scoring: string;
  combine: string;
  createdAt: string;
}

export interface TournamentPlayerRow {
  id: number;
  tournamentId: number;
  name: string;
  /** The round the player joined at (a late player: > 1). */
  firstRound: number;
  /** When the director withdrew the player (left out of seating from then on); null while playing. */
  withdrawnAt: string | null;
}

export interface RoundRow {
  id: number;
  tournamentId: number;
  number: number;
  endRule: unknown;
}

export interface BoardRow {
  id: number;
  roundId: number;
  number: number;
  gameId: number;
}

export interface SeatRow {
  id: number;
  boardId: number;
  power: string;
  playerId: number;
  /** 0: from the start; a replacement holds the power from this game year on. */
  sinceYear: number;
}

export interface ResultRow {
  id: number;
  boardId: number;
  outcome: unknown;
  recordedAt: string;
  recordedBy: string;
  /** How many results the board has had, this one included: 1 for the first. */
  version: number;
}

/** The tournament statements of a connection, prepared once. */
export const tournamentsRepository: (db: Database.Database) => ReturnType<typeof build> = perConnection((db) => build(db));

function build(db: Database.Database) {
  const s = {
    insert: db.prepare('INSERT INTO tournaments (name, scoring, combine, created_at) VALUES (?, ?, ?, ?)'),
    byName: db.prepare('SELECT id, name, scoring, combine, created_at AS createdAt FROM tournaments WHERE name = ? COLLATE NOCASE'),
    byId: db.prepare('SELECT id, name, scoring, combine, created_at AS createdAt FROM tournaments WHERE id = ?'),
    list: db.prepare('SELECT id, name, scoring, combine, created_at AS createdAt FROM tournaments ORDER BY id'),
    setScoring: db.prepare('UPDATE tournaments SET scoring = ?, combine = ? WHERE id = ?'),
    insertPlayer: db.prepare('INSERT INTO tournament_players (tournament_id, name, first_round, created_at) VALUES (?, ?, ?, ?)'),
    players: db.prepare(
      'SELECT id, tournament_id AS tournamentId, name, first_round AS firstRound, withdrawn_at AS withdrawnAt FROM tournament_players WHERE tournament_id = ? ORDER BY id',
    ),
    setWithdrawn: db.prepare('UPDATE tournament_players SET withdrawn_at = ? WHERE id = ?'),
    insertRound: db.prepare('INSERT INTO tournament_rounds (tournament_id, number, end_rule, created_at) VALUES (?, ?, ?, ?)'),
    rounds: db.prepare('SELECT id, tournament_id AS tournamentId, number, end_rule AS endRule FROM tournament_rounds WHERE tournament_id = ? ORDER BY number'),
    insertBoard: db.prepare('INSERT INTO tournament_boards (round_id, number, game_id) VALUES (?, ?, ?)'),
    boards: db.prepare('SELECT id, round_id AS roundId, number, game_id AS gameId FROM tournament_boards WHERE round_id = ? ORDER BY number'),
    insertSeat: db.prepare('INSERT INTO tournament_seats (board_id, power, player_id, since_year, created_at) VALUES (?, ?, ?, ?, ?)'),
    seats: db.prepare(
      'SELECT id, board_id AS boardId, power, player_id AS playerId, since_year AS sinceYear FROM tournament_seats WHERE board_id = ? ORDER BY power, since_year',
    ),
    insertResult: db.prepare('INSERT INTO tournament_results (board_id, recorded_at, recorded_by, outcome) VALUES (?, ?, ?, ?)'),
    latestResult: db.prepare(
      `SELECT id, board_id AS boardId, outcome, recorded_at AS recordedAt, recorded_by AS recordedBy,
         (SELECT COUNT(*) FROM tournament_results r WHERE r.board_id = tournament_results.board_id) AS version
       FROM tournament_results WHERE board_id = ? ORDER BY id DESC LIMIT 1`,
    ),
  };
  return {
    insert(name: string, scoring: string, combine: string, at: string): number {
      return Number(s.insert.run(name, scoring, combine, at).lastInsertRowid);
    },
    byName: (name: string) => s.byName.get(name) as TournamentRow | undefined,
    byId: (id: number) => s.byId.get(id) as TournamentRow | undefined,
    list: () => s.list.all() as TournamentRow[],
    setScoring(id: number, scoring: string, combine: string): void {
      s.setScoring.run(scoring, combine, id);
    },
    insertPlayer(tournamentId: number, name: string, firstRound: number, at: string): number {
      return Number(s.insertPlayer.run(tournamentId, name, firstRound, at).lastInsertRowid);
    },
    players: (tournamentId: number) => s.players.all(tournamentId) as TournamentPlayerRow[],
    /** Withdraws a player (`at`) or brings them back (null). */
    setWithdrawn(playerId: number, at: string | null): void {
      s.setWithdrawn.run(at, playerId);
    },
    insertRound(tournamentId: number, number: number, endRule: unknown, at: string): number {
      return Number(s.insertRound.run(tournamentId, number, JSON.stringify(endRule), at).lastInsertRowid);
    },
    rounds: (tournamentId: number) => (s.rounds.all(tournamentId) as RoundRow[]).map((r) => ({ ...r, endRule: JSON.parse(r.endRule as string) as unknown })),
    insertBoard(roundId: number, number: number, gameId: number): number {
      return Number(s.insertBoard.run(roundId, number, gameId).lastInsertRowid);
    },
    boards: (roundId: number) => s.boards.all(roundId) as BoardRow[],
    insertSeat(boardId: number, power: string, playerId: number, sinceYear: number, at: string): number {
      return Number(s.insertSeat.run(boardId, power, playerId, sinceYear, at).lastInsertRowid);
    },
    seats: (boardId: number) => s.seats.all(boardId) as SeatRow[],
    insertResult(boardId: number, outcome: unknown, at: string, by: string): number {
      return Number(s.insertResult.run(boardId, at, by, JSON.stringify(outcome)).lastInsertRowid);
    },
    latestResult(boardId: number): ResultRow | undefined {
      const row = s.latestResult.get(boardId) as ResultRow | undefined;
      return row ? { ...row, outcome: JSON.parse(row.outcome as string) as unknown } : undefined;
    },
  };
}
