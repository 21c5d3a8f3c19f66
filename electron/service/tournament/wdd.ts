// Export of results in the World Diplomacy Database's CSV layout. The WDD's own user guide was not
// found in the reference material; the layout is the one DipVis (UEWBot/dipvis, tournament/wdd_views.py)
// writes for WDD upload, which cites that guide: a "boards" file, one row per player per board,
// and a "classification" file, one row per player. Columns are named, so order does not matter.
// Conventions: power codes 0AU..0TU ('0' for the standard variant + the English name's first two
// letters); HOMONYME 1; RANK with EXAEQUO = how many share it; years as two digits (1907 -> 7);
// DRAW = the draw's size for its members, 1 for a soloist, 0 for everyone else; a game ended by
// time counts as a draw of its survivors (docs/tournaments.md).
import type { Repositories } from '../../archive/repositories/index';
import { csv } from '../csv';
import { places } from './scoring/rank';
import type { Standings, TournamentDetail } from './types';

export const WDD_BOARD_COLUMNS = [
  'FIRST NAME',
  'NAME',
  'HOMONYME',
  'ROUND',
  'BOARD',
  'COUNTRY',
  'RANK',
  'EXAEQUO',
  'SCORE',
  'NB_CENTRE',
  'YEAR_ELIMINATION',
  'DRAW',
  ...Array.from({ length: 20 }, (_, i) => `CT_${String(i + 1).padStart(2, '0')}`),
];

export function wddPower(power: string): string {
  return `0${power.slice(0, 2).toUpperCase()}`;
}

/** The WDD wants first name and family name apart: the first word, then the rest. */
export function splitName(name: string): [string, string] {
  const words = name.trim().split(/\s+/);
  return words.length === 1 ? ['', words[0]] : [words[0], words.slice(1).join(' ')];
}

const twoDigit = (year: number): number => year % 100;

/** Centers per power at the end of each game year, from the game's positions (spring Y shows the end of Y-1). */
export function centersByYear(repos: Repositories, gameId: number): Map<number, Record<string, number>> {
  const out = new Map<number, Record<string, number>>();
  for (const p of repos.phases.liveWithPositions(gameId)) {
    const year = p.phase.season === 'spring' ? p.phase.year - 1 : p.phase.season === 'winter' ? p.phase.year : null;
    if (year === null || p.seq === 0) continue;
    out.set(year, Object.fromEntries(Object.entries(p.position.supplyCenters).map(([power, list]) => [power, list.length])));
  }
  return out;
}

export function wddBoardsCsv(t: TournamentDetail, st: Standings, byYear: (gameId: number) => Map<number, Record<string, number>>): string {
  const rows: Record<string, string | number | null>[] = [];
  for (const r of t.rounds) {
    for (const b of r.boards) {
      const scored = st.boards.find((x) => x.round === r.number && x.board === b.number);
      const o = b.result?.outcome;
      if (!scored || !o) continue;
      const placed = new Map(places(o).map((p) => [p.power, p]));
      const years = byYear(b.gameId);
      const members = o.kind === 'draw' ? (o.members ?? []) : Object.keys(o.centers).filter((p) => o.centers[p] > 0);
      for (const line of scored.lines) {
        const [first, last] = splitName(line.player);
        const draw = o.kind === 'solo' ? (o.winner === line.power ? 1 : 0) : members.includes(line.power) ? members.length : 0;
        const row: Record<string, string | number | null> = {
          'FIRST NAME': first,
          NAME: last,
          HOMONYME: 1,
          ROUND: r.number,
          BOARD: b.number,
          COUNTRY: wddPower(line.power),
          RANK: placed.get(line.power)?.rank ?? null,
          EXAEQUO: placed.get(line.power)?.shared ?? null,
          SCORE: line.score,
          NB_CENTRE: o.centers[line.power] ?? 0,
          YEAR_ELIMINATION: o.eliminated?.[line.power] ? twoDigit(o.eliminated[line.power] as number) : null,
          DRAW: draw,
        };
        for (const [year, counts] of years) if (year > 1900 && year <= 1920) row[`CT_${String(twoDigit(year)).padStart(2, '0')}`] = counts[line.power] ?? 0;
        rows.push(row);
      }
    }
  }
  return csv(WDD_BOARD_COLUMNS, rows);
}

export function wddClassificationCsv(st: Standings, rounds: number): string {
  const columns = ['FIRST NAME', 'NAME', 'HOMONYME', 'RANK', 'EXAEQUO', 'SCORE', ...Array.from({ length: rounds }, (_, i) => `R${i + 1}`)];
  const rows = st.standings
    .filter((s) => s.rounds.some((v) => v !== null))
    .map((s) => {
      const [first, last] = splitName(s.player);
      const row: Record<string, string | number | null> = { 'FIRST NAME': first, NAME: last, HOMONYME: 1, RANK: s.rank, EXAEQUO: s.shared, SCORE: s.total };
      s.rounds.forEach((v, i) => (row[`R${i + 1}`] = v));
      return row;
    });
  return csv(columns, rows);
}
