// The tournament's documents, made from one consistent read of the archive: the printouts (HTML,
// or text for a terminal) and the WDD's CSV files. PDF is made from the HTML by the caller
// (electron/reports/pdf.ts outside Electron, printToPDF inside), as for the game reports.
import type { DocumentKind } from './types';
import type { Archive } from '../../archive/db';
import { finalStandingsHtml, roundStandingsHtml, scoreSheetsHtml, seatingChartHtml, seatingText, standingsText } from './printouts';
import { serveChecked, snapshot, success, type ServiceResult } from '../result';
import { object, oneOf, optional, int, str } from '../validate';
import { computeStandings } from './standings';
import { findTournament, tournamentDetail } from './view';
import { centersByYear, wddBoardsCsv, wddClassificationCsv } from './wdd';
import { refuse } from './refusals';

export const DOCUMENTS = ['sheets', 'round', 'seating', 'standings', 'wdd-boards', 'wdd-classification'] as const satisfies readonly DocumentKind[];
export type { DocumentKind } from './types';

export interface TournamentDocument {
  kind: DocumentKind;
  format: 'html' | 'text' | 'csv';
  body: string;
  /** A file name to offer (`spring-open-r2-sheets.html`). */
  fileName: string;
}

const shape = object({
  tournament: str({ min: 1, max: 200 }),
  kind: oneOf(DOCUMENTS),
  round: optional(int({ min: 1, max: 1000 })),
  format: optional(oneOf(['html', 'text'] as const)),
});

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'tournament';

export function tournamentDocument(
  archive: Archive,
  input: { tournament: string; kind: DocumentKind; round?: number; format?: 'html' | 'text' },
): Promise<ServiceResult<TournamentDocument>> {
  return serveChecked(shape, input, (v) => {
    return snapshot(archive, (repos): ServiceResult<TournamentDocument> => {
      const row = findTournament(archive.db, v.tournament);
      if (!row.ok) return row;
      const t = tournamentDetail(archive.db, repos, row.value);
      if (!t.ok) return t;
      const st = computeStandings(t.value);
      const rounds = t.value.rounds.length;
      const round = v.round ?? rounds;
      const kind = v.kind;
      const needsRound = kind === 'sheets' || kind === 'round' || kind === 'seating';
      if (needsRound && (round < 1 || round > rounds))
        return rounds
          ? refuse('not-found', 'no-round-of', { tournament: t.value.name, round, rounds })
          : refuse('not-found', 'no-round-yet', { tournament: t.value.name, round });
      const base = `${slug(t.value.name)}${needsRound ? `-r${round}` : ''}-${kind}`;
      const text = v.format === 'text';
      if (kind === 'wdd-boards')
        return success({ kind, format: 'csv' as const, body: wddBoardsCsv(t.value, st, (id) => centersByYear(repos, id)), fileName: `${base}.csv` });
      if (kind === 'wdd-classification') return success({ kind, format: 'csv' as const, body: wddClassificationCsv(st, rounds), fileName: `${base}.csv` });
      if (text && kind === 'standings') return success({ kind, format: 'text' as const, body: standingsText(st, rounds), fileName: `${base}.txt` });
      if (text && kind === 'seating') return success({ kind, format: 'text' as const, body: seatingText(t.value, round), fileName: `${base}.txt` });
      if (text) return refuse('invalid-input', 'html-only', { kind });
      const body =
        kind === 'sheets'
          ? scoreSheetsHtml(t.value, st, round)
          : kind === 'round'
            ? roundStandingsHtml(st, round)
            : kind === 'seating'
              ? seatingChartHtml(t.value, round)
              : finalStandingsHtml(st, rounds);
      return success({ kind, format: 'html' as const, body, fileName: `${base}.html` });
    });
  });
}
