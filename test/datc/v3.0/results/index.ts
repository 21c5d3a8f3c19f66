// Every hand-written result of DATC v3.0 chapter 6, by case id, read from chapter6.txt (its header
// gives the format: one case a line, rulebook lines indented below it). One table in one format
// rather than ten TypeScript files of object literals; convert.ts turns it into the fixtures.
// parseResults throws on any line it cannot read, naming the line: it only ever runs on this file.
import { readFileSync } from 'node:fs';
import type { CaseResults, Outcomes, PhaseResults } from './types';

const CASE_ID = /^6\.[A-J]\.\d+(\.\d+)?$/;
const PRESET = /^(1971|1982|2000|dptg|datc)$/;
const PLACE = /^[a-z]{3}(\/[nsew]c)?$/;

function outcomesOf(text: string, where: string): Outcomes {
  if (!/^[sfivx. ]*$/.test(text)) throw new Error(`${where}: outcomes '${text}' hold a letter other than s f i v x .`);
  return text;
}

function placesOf(text: string, where: string): string[] {
  const places = text.split(/\s+/).filter((p) => p !== '');
  const bad = places.find((p) => !PLACE.test(p));
  if (places.length === 0 || bad !== undefined) throw new Error(`${where}: '${text}' is not a list of provinces`);
  return places;
}

/** `Germany: ber, kie; Russia: war` as supply centers by power. */
function centersOf(text: string, where: string): Record<string, string[]> {
  const centers: Record<string, string[]> = {};
  for (const part of text.split(';')) {
    const m = /^\s*([A-Z][a-z]+):(.*)$/.exec(part);
    if (!m) throw new Error(`${where}: '${part.trim()}' is not 'Power: centers'`);
    centers[m[1]] = placesOf(m[2].replace(/,/g, ' '), where);
  }
  return centers;
}

/** Reads one `field value` into the results; false when the field is not a phase field. */
function phaseField(r: PhaseResults, key: string, value: string, where: string): boolean {
  if (key === 'dislodged' || key === 'removed' || key === 'unsettled') {
    r[key] = placesOf(value, where);
  } else if (key === 'then') {
    r.then = outcomesOf(value, where);
  } else if (key === 'may' || key === 'not') {
    const m = /^([a-z]{3}):(.*)$/.exec(value);
    if (!m) throw new Error(`${where}: '${key} ${value}' names no dislodged province ('${key} P: Q Q')`);
    r.retreats = { ...r.retreats, [m[1]]: { ...r.retreats?.[m[1]], [key]: placesOf(m[2], where) } };
  } else {
    return false;
  }
  return true;
}

function caseField(r: CaseResults, key: string, value: string, where: string): void {
  if (phaseField(r, key, value, where)) return;
  if (key === 'board' || key === 'add') r[key] = value;
  else if (key === 'centers') r.supplyCenters = centersOf(value, where);
  else if (key === 'source' && CASE_ID.test(value)) r.source = value;
  else if (key === 'adjustment' && value === '') r.adjustment = true;
  else throw new Error(`${where}: cannot read the field '${key} ${value}'`.trimEnd());
}

/** The fields after the outcomes, `key value`, split at the first space. */
function fieldsOf(cells: string[]): [string, string][] {
  return cells.map((cell) => {
    const space = cell.indexOf(' ');
    return space < 0 ? [cell, ''] : [cell.slice(0, space), cell.slice(space + 1).trim()];
  });
}

/** The phase results of a case, for a rulebook line's `same`. */
function phaseOf(r: CaseResults): PhaseResults {
  const { outcomes, dislodged, retreats, removed, unsettled, then } = r;
  const phase: PhaseResults = { outcomes, dislodged, retreats, removed, unsettled, then };
  for (const key of Object.keys(phase) as (keyof PhaseResults)[]) if (phase[key] === undefined) delete phase[key];
  return phase;
}

export function parseResults(text: string, file = 'chapter6.txt'): Record<string, CaseResults> {
  const all: Record<string, CaseResults> = {};
  let last: CaseResults | null = null;
  text.split('\n').forEach((line, i) => {
    const where = `${file} line ${i + 1}`;
    if (line.trim() === '' || line.startsWith('#')) return;
    const cells = line.split('|').map((c) => c.trim());
    const [head, outcomes, ...rest] = cells;
    if (outcomes === undefined) throw new Error(`${where}: no '|' after '${head}'`);
    if (!/^\s/.test(line)) {
      if (!CASE_ID.test(head)) throw new Error(`${where}: '${head}' is no case id of chapter 6`);
      if (Object.hasOwn(all, head)) throw new Error(`${where}: ${head} is written twice`);
      const r: CaseResults = { outcomes: outcomesOf(outcomes, where) };
      for (const [key, value] of fieldsOf(rest)) caseField(r, key, value, where);
      all[head] = last = r;
      return;
    }
    if (!last) throw new Error(`${where}: a rulebook line before any case`);
    const presets = head.split(/\s+/);
    const bad = presets.find((p) => !PRESET.test(p));
    if (bad !== undefined) throw new Error(`${where}: '${bad}' is no rulebook preset`);
    let pr: PhaseResults;
    if (outcomes === 'same' && rest.length === 0) {
      pr = phaseOf(last);
    } else {
      pr = { outcomes: outcomesOf(outcomes, where) };
      for (const [key, value] of fieldsOf(rest)) {
        if (!phaseField(pr, key, value, where)) throw new Error(`${where}: a rulebook line takes no '${key}'`);
      }
    }
    for (const p of presets) last.rulebooks = { ...last.rulebooks, [p]: pr };
  });
  return all;
}

export const ALL_RESULTS: Record<string, CaseResults> = parseResults(readFileSync(new URL('./chapter6.txt', import.meta.url), 'utf8'));
