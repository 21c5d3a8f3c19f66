// A game's history, or one phase's results, written the way the email judges print them, so that
// a Judge-based tool (or a player used to judge mail) reads it, and readJudge reads it back to the
// same game. A history opens with a SUMMARY (the supply centers each power held at the end of each
// year) and then gives every adjudicated phase of the line of play as its results mail.
import { type GameMap, judgeOrderText, judgeUnitText, placeName, type Phase, type Power } from '../../../engine/index';
import { judgeFlags } from '../../reports/judgeLayout';
import { wrap } from '../../reports/text';
import type { GameFile, GameFilePhase } from '../exchangeFormat';

type Adjudication = GameFilePhase['adjudications'][number];

const capital = (w: string): string => w[0].toUpperCase() + w.slice(1);

function phaseWords(p: Phase): string {
  return `${capital(p.type)} for ${capital(p.season)} of ${p.year}`;
}

/** The line of play: the live phases in order, each with its current adjudication (if any). */
export function lineOfPlay(file: GameFile): { phase: GameFilePhase; adjudication: Adjudication | null }[] {
  return file.phases
    .filter((p) => p.status !== 'superseded')
    .sort((a, b) => a.seq - b.seq)
    .map((phase) => ({ phase, adjudication: phase.adjudications.find((a) => a.supersededAt === null) ?? null }));
}

function centerLines(map: GameMap, centers: Record<Power, string[]>): string[] {
  const owned = new Set(Object.values(centers).flat());
  const rows = map.powers
    .filter((p) => (centers[p.name]?.length ?? 0) > 0)
    .flatMap((p) =>
      wrap(
        `${p.name}: ${centers[p.name]
          .map((c) => placeName(map, c))
          .sort()
          .join(', ')}.`,
        '',
        '      ',
      ),
    );
  const unowned = map.provinces.filter((p) => p.supplyCenter && !owned.has(p.id)).map((p) => p.name);
  return ['Ownership of supply centers:', '', ...rows, ...(unowned.length ? wrap(`Unowned: ${unowned.join(', ')}.`, '', '      ') : [])];
}

/** One phase's results mail. */
export function judgePhaseText(map: GameMap, name: string, phase: GameFilePhase, a: Adjudication): string {
  const p = phase.position.phase;
  const r = a.result;
  const parts: string[][] = [[`${capital(p.type)} results for ${capital(p.season)} of ${p.year}.  (${name})`]];
  const orders = map.powers.flatMap((power) =>
    r.results.filter((x) => x.power === power.name).map((x) => `${x.power}: ${judgeOrderText(map, x.order)}${judgeFlags(x)}`),
  );
  parts.push(orders.length ? orders : ['No orders.']);
  if (r.dislodged.length) parts.push(['The following units were dislodged:', '', ...r.dislodged.map((d) => `${d.power}: ${judgeUnitText(map, d)}.`)]);
  if (p.season !== 'spring') parts.push(centerLines(map, r.supplyCenters));
  const next = a.nextPosition;
  parts.push([next ? `The next phase of '${name}' will be ${phaseWords(next.phase)}.` : `The game '${name}' is over.`]);
  return `${parts.map((x) => x.join('\n')).join('\n\n')}\n`;
}

/**
 * The SUMMARY's history of supply-center counts, in njudge's layout: blocks of ten years, a header
 * `Power    1901 '02 '03 ...` and a row per power, each count in four columns (three digits and a
 * blank), the row ending at the year the power has no center left.
 */
function summaryText(map: GameMap, name: string, line: ReturnType<typeof lineOfPlay>): string {
  const byYear = new Map<number, Record<Power, string[]>>();
  for (const { phase, adjudication } of line) if (adjudication) byYear.set(phase.position.phase.year, adjudication.result.supplyCenters);
  const last = line.at(-1)!.phase.position.phase;
  const years = [...byYear.keys()];
  const blocks: string[] = [];
  for (let from = 0; from < years.length; from += 10) {
    const block = years.slice(from, from + 10);
    const header = `Power    ${block[0]}${block
      .slice(1)
      .map((y) => ` '${String(y % 100).padStart(2, '0')}`)
      .join('')}`;
    const rows: string[] = [];
    for (const p of map.powers) {
      const counts: string[] = [];
      for (const y of block) {
        const n = byYear.get(y)![p.name]?.length ?? 0;
        if (n === 0) break;
        counts.push(`${String(n).padStart(3)} `);
      }
      if (counts.length) rows.push(`${p.name.padEnd(10).slice(0, 10)}${counts.join('')}`.trimEnd());
    }
    blocks.push([header, ...rows].join('\n'));
  }
  return [
    `Summary of game '${name}' through ${phaseWords(last)}.`,
    '',
    'History of Supply Center Counts',
    '-------------------------------',
    blocks.join('\n\n'),
    '',
  ].join('\n');
}

const RULE = '-'.repeat(72);

/** A whole game: the SUMMARY, then every adjudicated phase of the line of play. */
export function judgeHistoryText(file: GameFile, map: GameMap): string {
  const name = file.game.name;
  const line = lineOfPlay(file);
  const phases = line.filter((x) => x.adjudication).map((x) => judgePhaseText(map, name, x.phase, x.adjudication!));
  return [summaryText(map, name, line), ...phases].join(`\n${RULE}\n\n`);
}
