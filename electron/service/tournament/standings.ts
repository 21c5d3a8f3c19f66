// Scores and standings, computed from the recorded results under the tournament's current system
// (never stored, so a change of system re-scores every board). A board's points go to the player
// holding the power when the game ended; a player replaced during a game scores nothing for it.
import { combineRounds, countedRounds } from './scoring/combine';
import { places } from './scoring/rank';
import { scoreBoard, SYSTEMS, type SystemId } from './scoring/systems';
import type { BoardView, ScoredBoard, Standing, Standings, TournamentDetail } from './types';

/** The seat that holds each power at the end: the one with the latest start. */
export function finalHolders(board: BoardView): BoardView['seats'] {
  const byPower = new Map<string, BoardView['seats'][number]>();
  for (const s of board.seats) {
    const held = byPower.get(s.power);
    if (!held || s.sinceYear > held.sinceYear) byPower.set(s.power, s);
  }
  return [...byPower.values()].sort((a, b) => a.power.localeCompare(b.power));
}

export function scoreBoardView(system: SystemId, round: number, board: BoardView): ScoredBoard {
  const holders = finalHolders(board);
  const outcome = board.result?.outcome ?? null;
  const scores = outcome ? scoreBoard(system, outcome) : null;
  const placed = outcome ? new Map(places(outcome).map((p) => [p.power, p])) : null;
  return {
    round,
    board: board.number,
    gameName: board.gameName,
    result: board.result,
    lines: holders.map((s) => ({
      power: s.power,
      player: s.player,
      playerId: s.playerId,
      centers: outcome ? (outcome.centers[s.power] ?? 0) : null,
      rank: placed?.get(s.power)?.rank ?? null,
      shared: placed?.get(s.power)?.shared ?? null,
      score: scores ? (scores[s.power] ?? 0) : null,
    })),
  };
}

export function computeStandings(t: TournamentDetail, system: SystemId = t.scoring, combine = t.combine): Standings {
  const boards = t.rounds.flatMap((r) => r.boards.map((b) => scoreBoardView(system, r.number, b)));
  const roundIndex = new Map(t.rounds.map((r, i) => [r.number, i]));
  const perPlayer = new Map<number, (number | null)[]>(t.players.map((p) => [p.id, t.rounds.map(() => null)]));
  for (const b of boards) {
    for (const line of b.lines) {
      if (line.score === null) continue;
      const row = perPlayer.get(line.playerId);
      if (row) row[roundIndex.get(b.round) ?? 0] = line.score;
    }
  }
  const rows = t.players.map((p) => {
    const rounds = perPlayer.get(p.id) ?? [];
    const played = rounds.flatMap((s, i) => (s === null ? [] : [{ s, i }]));
    const counted = countedRounds(
      combine,
      played.map((x) => x.s),
    ).map((k) => played[k].i);
    return {
      playerId: p.id,
      player: p.name,
      total: combineRounds(
        combine,
        played.map((x) => x.s),
      ),
      rounds,
      counted,
    };
  });
  // Totals equal to 1e-9 share a rank: sums of fractions (a third of 100) must not split a tie.
  rows.sort((a, b) => b.total - a.total || a.player.localeCompare(b.player));
  const standings: Standing[] = [];
  for (let i = 0; i < rows.length;) {
    let j = i;
    while (j < rows.length && Math.abs(rows[j].total - rows[i].total) < 1e-9) j++;
    for (let k = i; k < j; k++) standings.push({ rank: i + 1, shared: j - i, ...rows[k] });
    i = j;
  }
  return { tournament: t.name, system, systemName: SYSTEMS[system].name, combine, boards, standings };
}
