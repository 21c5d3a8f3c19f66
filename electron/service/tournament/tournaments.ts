// Tournaments as the director runs them: create one with its scoring system, register players
// (late ones from a later round), open each round with its game-end rule and its boards (each an
// Adjutant game, its seven players seated), replace a player mid-game, record each board's result,
// change the scoring system. Each change is one transaction; nothing is edited in place.
import type { Repositories } from '../../archive/repositories/index';
import type { SeatingProposal } from './types';
export type { SeatingProposal } from './types';
import type { Archive } from '../../archive/db';
import { tournamentsRepository } from '../../archive/repositories/tournaments';
import { DEFAULT_ACTOR, logEvent, powerNamed } from '../context';
import { mapOf } from '../engine';
import { checkNewGame, insertGame } from '../games';
import { changeBy, failure, serveChecked, snapshot, success, transact, type ServiceResult } from '../result';
import { array, bool, either, int, name as nameText, object, oneOf, optional, record, str } from '../validate';
import { formatCombine, parseCombine } from './scoring/combine';
import { SYSTEM_IDS } from './scoring/systems';
import { seatRound, type PastBoard } from './seating';
import { endRuleShape, outcomeShape, type EndRule } from './stored';
import { checkBoardResult, resultFaultText, type ResultContext } from './resultChecks';
import { outcomeOfGame } from './fromGame';
import type { BoardOutcome } from './scoring/types';
import { computeStandings } from './standings';
import type { Standings, TournamentDetail } from './types';
import { findTournament, keptTournamentDetail, tournamentDetail } from './view';
import { archiveGeneration, keptForGeneration } from '../readCache';
import { refuse } from './refusals';

const ref = str({ min: 1, max: 200 });
const actor = optional(str({ min: 1, max: 100 }));
const combineText = optional(str({ pattern: /^(sum|best-[1-9][0-9]?)$/ }));

function tournamentRow(archive: Archive, name: string | number) {
  if (typeof name !== 'number' && (typeof name !== 'string' || name.trim() === '')) return refuse('invalid-input', 'name-it');
  return findTournament(archive.db, name);
}

export function detail(archive: Archive, repos: Parameters<Parameters<typeof snapshot>[1]>[0], name: string | number): ServiceResult<TournamentDetail> {
  const row = tournamentRow(archive, name);
  return row.ok ? tournamentDetail(archive.db, repos, row.value) : row;
}

/** A change to one tournament (`changeBy`): the tournament read as the director sees it. */
export const changeTournament = changeBy('tournament', (archive, repos, name: string): ServiceResult<TournamentDetail> => detail(archive, repos, name));

/** A payload that names one tournament, by name or number, and nothing else. */
export const tournamentRefShape = object({ tournament: either(ref, int({ min: 1 })) });

export function getTournament(archive: Archive, input: { tournament: string | number }): Promise<ServiceResult<TournamentDetail>> {
  return serveChecked(tournamentRefShape, input, (v) => {
    return snapshot(archive, (repos) => detail(archive, repos, v.tournament));
  });
}

/** The standings under the tournament's current system. */
export function tournamentStandings(archive: Archive, input: { tournament: string | number }): Promise<ServiceResult<Standings>> {
  return serveChecked(tournamentRefShape, input, (v) => {
    return snapshot(archive, (repos) => {
      // Read again only after a write: the room's displays all ask after each push.
      const generation = archiveGeneration(archive.db);
      return keptForGeneration(archive, generation, `standings\n${String(v.tournament).trim()}`, () => {
        const row = tournamentRow(archive, v.tournament);
        const t = row.ok ? keptTournamentDetail(archive, generation, repos, row.value) : row;
        return t.ok ? success(computeStandings(t.value)) : t;
      });
    });
  });
}

export const listShape = object({});

/** Every tournament in the archive; the input takes no field (an unknown one is refused by name, as everywhere). */
export function listTournaments(
  archive: Archive,
  input: Record<string, never> = {},
): Promise<ServiceResult<{ id: number; name: string; scoring: string; combine: string }[]>> {
  return serveChecked(listShape, input, () => {
    return snapshot(archive, () =>
      success(
        tournamentsRepository(archive.db)
          .list()
          .map(({ id, name, scoring, combine }) => ({ id, name, scoring, combine })),
      ),
    );
  });
}

export const newShape = object({ name: nameText(), scoring: oneOf(SYSTEM_IDS), combine: combineText, variant: optional(str({ min: 1, max: 64 })), actor });

/**
 * A tournament is played on one map, the standard one: its boards are standard games, its seating,
 * scoring and WDD export are the standard map's seven powers (docs/tournaments.md). Another variant
 * is refused by name rather than passed over.
 */
export const TOURNAMENT_VARIANT = 'standard';

export function createTournament(
  archive: Archive,
  input: { name: string; scoring: string; combine?: string; variant?: string; actor?: string },
): Promise<ServiceResult<TournamentDetail>> {
  return serveChecked(newShape, input, (v) => {
    if (v.variant !== undefined && v.variant !== TOURNAMENT_VARIANT) return refuse('unknown-variant', 'standard-only', { variant: v.variant });
    const name = v.name.trim();
    if (/^\d+$/.test(name)) return refuse('invalid-input', 'name-is-number', { name });
    return transact(archive, (repos) => {
      const repo = tournamentsRepository(archive.db);
      if (repo.byName(name)) return refuse('name-taken', 'name-taken', { name });
      repo.insert(name, v.scoring, v.combine ?? 'sum', archive.now());
      logEvent(archive, repos, null, v.actor ?? DEFAULT_ACTOR, 'tournament-created', {
        name,
        scoring: v.scoring,
        combine: v.combine ?? 'sum',
      });
      return detail(archive, repos, name);
    });
  });
}

export const scoringShape = object({ tournament: ref, scoring: oneOf(SYSTEM_IDS), combine: combineText, actor });

/** Changes the system (and how rounds combine): every board is scored again, nothing stored changes but the choice. */
export function setScoring(
  archive: Archive,
  input: { tournament: string; scoring: string; combine?: string; actor?: string },
): Promise<ServiceResult<TournamentDetail>> {
  return serveChecked(scoringShape, input, (v) => {
    return transact(archive, (repos) => {
      const t = findTournament(archive.db, v.tournament);
      if (!t.ok) return t;
      const combine = v.combine ?? t.value.combine;
      tournamentsRepository(archive.db).setScoring(t.value.id, v.scoring, combine);
      logEvent(archive, repos, null, v.actor ?? DEFAULT_ACTOR, 'tournament-scoring', {
        tournament: t.value.name,
        from: t.value.scoring,
        to: v.scoring,
        combine,
      });
      return detail(archive, repos, t.value.id);
    });
  });
}

export const playersShape = object({
  tournament: ref,
  names: array(nameText(), { max: 10_000 }),
  firstRound: optional(int({ min: 1, max: 1000 })),
  actor,
});

export function addPlayers(
  archive: Archive,
  input: { tournament: string; names: string[]; firstRound?: number; actor?: string },
): Promise<ServiceResult<TournamentDetail>> {
  return serveChecked(playersShape, input, (v) => {
    return transact(archive, (repos) => {
      const t = findTournament(archive.db, v.tournament);
      if (!t.ok) return t;
      const repo = tournamentsRepository(archive.db);
      const known = new Set(repo.players(t.value.id).map((p) => p.name.toLowerCase()));
      const rounds = repo.rounds(t.value.id).length;
      // A player registered once rounds have started is late: they join at the next round unless told.
      const firstRound = v.firstRound ?? rounds + 1;
      for (const [i, raw] of v.names.entries()) {
        const name = raw.trim();
        if (!name) return refuse('invalid-input', 'blank-player', { field: `names[${i}]` });
        if (known.has(name.toLowerCase())) return refuse('name-taken', 'already-plays', { field: `names[${i}]`, name, tournament: t.value.name });
        known.add(name.toLowerCase());
        repo.insertPlayer(t.value.id, name, firstRound, archive.now());
      }
      logEvent(archive, repos, null, v.actor ?? DEFAULT_ACTOR, 'tournament-players', {
        tournament: t.value.name,
        added: v.names.length,
        firstRound,
      });
      return detail(archive, repos, t.value.id);
    });
  });
}

/** Earlier boards as the seating sees them: the first holder of each power. */
function historyOf(t: TournamentDetail): PastBoard[] {
  return t.rounds.flatMap((r) => r.boards.map((b) => Object.fromEntries(b.seats.filter((s) => s.sinceYear === 0).map((s) => [s.power, s.playerId]))));
}

function propose(t: TournamentDetail, powers: string[], seed: number): ServiceResult<SeatingProposal> {
  const round = t.rounds.length + 1;
  const present = t.players.filter((p) => p.firstRound <= round && p.withdrawnAt === null);
  if (present.length < powers.length)
    return refuse('invalid-input', 'too-few-players', { round, needed: powers.length, tournament: t.name, present: present.length });
  const s = seatRound({ players: present.map((p) => p.id), powers, history: historyOf(t), seed });
  const name = new Map(t.players.map((p) => [p.id, p.name]));
  return success({
    round,
    boards: s.boards.map((b) => Object.fromEntries(Object.entries(b).map(([power, id]) => [power, name.get(id) ?? `#${id}`]))),
    sittingOut: s.sittingOut.map((id) => name.get(id) ?? `#${id}`),
    cost: s.cost,
  });
}

const STANDARD_POWERS = (): string[] => mapOf('standard')?.powers.map((p) => p.name) ?? [];

const seedShape = optional(int({ min: 0, max: 2 ** 32 - 1 }));
export const proposeShape = object({ tournament: ref, seed: seedShape });

/** The next round's seating as the search proposes it; writes nothing (the director may edit it). */
export function proposeSeating(archive: Archive, input: { tournament: string; seed?: number }): Promise<ServiceResult<SeatingProposal>> {
  return serveChecked(proposeShape, input, (v) => {
    return snapshot(archive, (repos) => {
      const t = detail(archive, repos, v.tournament);
      return t.ok ? propose(t.value, STANDARD_POWERS(), v.seed ?? t.value.rounds.length + 1) : t;
    });
  });
}

export const roundShape = object({
  tournament: ref,
  endRule: endRuleShape,
  seed: seedShape,
  seating: optional(array(record(str({ min: 1, max: 200 })), { max: 1000 })),
  actor,
});

export interface StartRoundInput {
  tournament: string;
  endRule: EndRule;
  /** The director's seating, one board per entry (power to player name); else the computed one. */
  seating?: Record<string, string>[];
  seed?: number;
  actor?: string;
}

/** Opens the next round: its boards as new games named `<tournament> R<n> B<m>`, seated. */
export function startRound(archive: Archive, input: StartRoundInput): Promise<ServiceResult<TournamentDetail>> {
  return changeTournament(archive, roundShape, input, (v, repos, t) => {
    const powers = STANDARD_POWERS();
    const seating = v.seating ?? null;
    const plan =
      seating ??
      (() => {
        const p = propose(t, powers, v.seed ?? t.rounds.length + 1);
        return p.ok ? p.value.boards : p;
      })();
    if (!Array.isArray(plan)) return plan;
    const checked = checkSeating(t, plan, powers);
    if (!checked.ok) return checked;
    const repo = tournamentsRepository(archive.db);
    const number = t.rounds.length + 1;
    const roundId = repo.insertRound(t.id, number, { v: 1, rule: v.endRule }, archive.now());
    const who = v.actor ?? DEFAULT_ACTOR;
    for (const [i, board] of checked.value.entries()) {
      const players = Object.fromEntries(board.map(([power, p]) => [power, { name: p.name }]));
      const game = checkNewGame({ name: `${t.name} R${number} B${i + 1}`, players, actor: who });
      if (!game.ok) return game;
      const gameId = insertGame(archive, repos, game.value);
      if (!gameId.ok) return gameId;
      const boardId = repo.insertBoard(roundId, i + 1, gameId.value);
      for (const [power, p] of board) repo.insertSeat(boardId, power, p.id, 0, archive.now());
    }
    logEvent(archive, repos, null, who, 'tournament-round', {
      tournament: t.name,
      round: number,
      boards: checked.value.length,
      seated: seating ? 'director' : 'computed',
    });
    return detail(archive, repos, t.id);
  });
}

/** A seating names every power of each board once, players of the tournament, nobody twice. */
function checkSeating(t: TournamentDetail, plan: Record<string, string>[], powers: string[]): ServiceResult<[string, { id: number; name: string }][][]> {
  if (plan.length === 0) return refuse('invalid-input', 'no-boards');
  const byName = new Map(t.players.map((p) => [p.name.toLowerCase(), p]));
  const seen = new Set<number>();
  const map = mapOf('standard');
  const out: [string, { id: number; name: string }][][] = [];
  for (const [i, board] of plan.entries()) {
    const seats: [string, { id: number; name: string }][] = [];
    for (const [written, name] of Object.entries(board)) {
      const power = map ? powerNamed(map, written) : null;
      if (!power) return refuse('not-a-power', 'not-a-power', { field: `seating[${i}]`, written });
      const player = byName.get(name.trim().toLowerCase());
      if (!player) return refuse('not-found', 'seat-not-player', { field: `seating[${i}].${power}`, name, tournament: t.name });
      if (seen.has(player.id)) return refuse('invalid-input', 'seated-twice', { field: `seating[${i}].${power}`, name: player.name });
      if (player.withdrawnAt !== null) return refuse('invalid-input', 'seat-withdrawn', { field: `seating[${i}].${power}`, name: player.name });
      seen.add(player.id);
      seats.push([power, player]);
    }
    const missing = powers.filter((p) => !seats.some(([s]) => s === p));
    if (missing.length > 0 || seats.length !== powers.length)
      return missing.length > 0
        ? refuse('invalid-input', 'seats-missing', { field: `seating[${i}]`, powers: missing.join(', '), seats: seats.length })
        : refuse('invalid-input', 'seats-extra', { field: `seating[${i}]`, seats: seats.length });
    out.push(seats);
  }
  return success(out);
}

export const boardRef = { tournament: ref, round: int({ min: 1, max: 1000 }), board: int({ min: 1, max: 1000 }) };

export function findBoard(t: TournamentDetail, round: number, board: number): ServiceResult<TournamentDetail['rounds'][number]['boards'][number]> {
  const r = t.rounds.find((x) => x.number === round);
  if (!r) return refuse('not-found', 'no-round', { tournament: t.name, round });
  const b = r.boards.find((x) => x.number === board);
  if (!b) return refuse('not-found', 'no-board', { round, tournament: t.name, board });
  return success(b);
}

export const replaceShape = object({ ...boardRef, power: str({ min: 1, max: 64 }), player: nameText(), fromYear: int({ min: 1, max: 9999 }), actor });

/** A replacement player takes over a power from a game year; the board's score at the end goes to them. */
export function replacePlayer(
  archive: Archive,
  input: { tournament: string; round: number; board: number; power: string; player: string; fromYear: number; actor?: string },
): Promise<ServiceResult<TournamentDetail>> {
  return changeTournament(archive, replaceShape, input, (v, repos, t) => {
    const b = findBoard(t, v.round, v.board);
    if (!b.ok) return b;
    const map = mapOf('standard');
    const power = map ? powerNamed(map, v.power) : null;
    if (!power) return refuse('not-a-power', 'not-a-power', { field: 'power', written: v.power });
    const player = t.players.find((p) => p.name.toLowerCase() === v.player.trim().toLowerCase());
    if (!player) return refuse('not-found', 'not-a-player', { name: v.player, tournament: t.name });
    const round = t.rounds.find((r) => r.number === v.round)!;
    const elsewhere = round.boards.find((x) => x.seats.some((s) => s.playerId === player.id && (x.id !== b.value.id || s.power !== power)));
    if (elsewhere) return refuse('invalid-input', 'replacement-busy', { name: player.name, round: v.round, board: elsewhere.number });
    if (b.value.seats.some((s) => s.power === power && s.sinceYear >= v.fromYear))
      return refuse('invalid-input', 'replaced-later', { power, year: v.fromYear });
    tournamentsRepository(archive.db).insertSeat(b.value.id, power, player.id, v.fromYear, archive.now());
    logEvent(archive, repos, b.value.gameId, v.actor ?? DEFAULT_ACTOR, 'tournament-replacement', {
      power,
      player: player.name,
      fromYear: v.fromYear,
    });
    return detail(archive, repos, t.id);
  });
}

export const resultShape = object({
  ...boardRef,
  outcome: optional(outcomeShape),
  /** Read the outcome from the board's game (its centers, how it ended): the director's explicit choice. */
  fromGame: optional(bool),
  year: optional(int({ min: 0, max: 9999 })),
  actor,
});

export interface RecordResultInput {
  tournament: string;
  round: number;
  board: number;
  /** The outcome by hand; or `fromGame`, read from the board's game. One of the two: nothing is recorded without. */
  outcome?: BoardOutcome;
  fromGame?: boolean;
  year?: number;
  actor?: string;
}

/** Records a board's result (a new row; an earlier one stays on record as corrected). */
export function recordResult(archive: Archive, input: RecordResultInput): Promise<ServiceResult<TournamentDetail>> {
  return changeTournament(archive, resultShape, input, (v, repos, t) => {
    const b = findBoard(t, v.round, v.board);
    if (!b.ok) return b;
    if ((v.outcome === undefined) === (v.fromGame !== true)) return refuse('invalid-input', v.outcome === undefined ? 'outcome-missing' : 'outcome-both');
    const given = v.outcome ? spelled(v.outcome as BoardOutcome) : null;
    if (given && !given.ok) return given;
    const stored = given ? success({ v: 1 as const, outcome: given.value, year: v.year ?? null }) : outcomeOfGame(repos, b.value.gameId);
    if (!stored.ok) return stored;
    const round = t.rounds.find((r) => r.number === v.round)!;
    const checked = checkBoardResult(stored.value.outcome, stored.value.year, resultContext(repos, b.value.gameId, round.endRule));
    if (!checked.ok) return failure('invalid-input', resultFaultText(checked.error), checked.error, { key: 'results.faults' });
    const who = v.actor ?? DEFAULT_ACTOR;
    tournamentsRepository(archive.db).insertResult(b.value.id, { ...stored.value, outcome: checked.value }, archive.now(), who);
    logEvent(archive, repos, b.value.gameId, who, 'tournament-result', {
      round: v.round,
      board: v.board,
      kind: checked.value.kind,
      from: v.outcome ? 'director' : 'game',
    });
    return detail(archive, repos, t.id);
  });
}

/** What a board's result must agree with: the standard map, the game's first year, the round's last. */
function resultContext(repos: Repositories, gameId: number, rule: EndRule): ResultContext {
  const map = mapOf('standard')!;
  const phases = repos.phases.live(gameId);
  const firstYear = phases[0]?.phase.year ?? map.start.phase.year;
  const reached = phases.at(-1)?.phase.year ?? firstYear;
  return {
    powers: STANDARD_POWERS(),
    totalCenters: map.provinces.filter((p) => p.supplyCenter).length,
    victoryCenters: map.victoryCenters,
    firstYear,
    lastYear: rule.kind === 'year' ? Math.max(rule.lastYear, reached) : null,
    map: map.id,
  };
}

/** An outcome as written by hand: powers in any spelling the map knows; a power left out stays out (checkBoardResult). */
function spelled(o: BoardOutcome): ServiceResult<BoardOutcome> {
  const map = mapOf('standard');
  const bad: { field: string; written: string }[] = [];
  const name = (where: string) => (w: string) => {
    const p = map ? powerNamed(map, w) : null;
    if (!p) bad.push({ field: where, written: w });
    return p ?? w;
  };
  const keys = <T>(r: Record<string, T> | undefined, where: string) =>
    r ? Object.fromEntries(Object.entries(r).map(([k, x]) => [name(where)(k), x])) : undefined;
  const out: BoardOutcome = { kind: o.kind, centers: keys(o.centers, 'outcome.centers') ?? {} };
  if (o.eliminated) out.eliminated = keys(o.eliminated, 'outcome.eliminated');
  if (o.winner !== undefined) out.winner = name('outcome.winner')(o.winner);
  if (o.members !== undefined) out.members = o.members.map(name('outcome.members'));
  return bad.length > 0 ? refuse('not-a-power', 'not-a-power', bad[0]) : success(out);
}

export { formatCombine, parseCombine };
