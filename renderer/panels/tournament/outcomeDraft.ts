// A board's result as the director types it, turned into the outcome the service records, with the
// checks that can be made before asking (the service checks again and its words win).
import type { BoardOutcome } from '../../../electron/ipc/contract';

export type Source = 'solo' | 'draw' | 'time' | 'game';

export interface OutcomeDraft {
  source: Source;
  centers: Record<string, string>;
  eliminated: Record<string, string>;
  winner: string;
  members: string[];
  year: string;
}

export function draftFrom(o: BoardOutcome | null, powers: string[], year: number | null): OutcomeDraft {
  return {
    source: o?.kind ?? 'time',
    centers: Object.fromEntries(powers.map((p) => [p, String(o?.centers[p] ?? 0)])),
    eliminated: Object.fromEntries(powers.map((p) => [p, o?.eliminated?.[p] ? String(o.eliminated[p]) : ''])),
    winner: o?.winner ?? '',
    members: o?.members ?? [],
    year: year === null ? '' : String(year),
  };
}

/** The outcome and year to record, or the first fault as `{ field, message }` in the service's paths. */
export function outcomeOf(d: OutcomeDraft, powers: string[]): { outcome: BoardOutcome; year?: number } | { field: string; message: string } {
  const centers: Record<string, number> = {};
  for (const p of powers) {
    const n = d.centers[p].trim() === '' ? 0 : Number(d.centers[p]);
    if (!Number.isInteger(n) || n < 0 || n > 34) return { field: `outcome.centers.${p}`, message: `${p}: a whole number of centers from 0 to 34` };
    centers[p] = n;
  }
  const total = Object.values(centers).reduce((a, b) => a + b, 0);
  if (total > 34) return { field: 'outcome.centers', message: `${total} supply centers owned, the map has 34` };
  const eliminated: Record<string, number | null> = {};
  for (const p of powers) {
    if (centers[p] > 0 || d.eliminated[p].trim() === '') continue;
    const y = Number(d.eliminated[p]);
    if (!Number.isInteger(y) || y < 1901 || y > 9999) return { field: `outcome.eliminated.${p}`, message: `${p}: the game year it went out, e.g. 1905` };
    eliminated[p] = y;
  }
  const kind = d.source === 'game' ? 'time' : d.source;
  const outcome: BoardOutcome = { kind, centers, ...(Object.keys(eliminated).length ? { eliminated } : {}) };
  if (kind === 'solo') {
    if (!d.winner) return { field: 'outcome.winner', message: 'choose the power that soloed' };
    outcome.winner = d.winner;
  }
  if (kind === 'draw') {
    if (d.members.length === 0) return { field: 'outcome.members', message: 'tick the powers in the draw' };
    outcome.members = powers.filter((p) => d.members.includes(p));
  }
  if (d.year.trim() === '') return { outcome };
  const year = Number(d.year);
  if (!Number.isInteger(year) || year < 1901 || year > 9999) return { field: 'year', message: 'the last game year played, e.g. 1907' };
  return { outcome, year };
}
