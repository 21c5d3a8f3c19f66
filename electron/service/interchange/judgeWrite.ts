// A game's history, or one phase's results, written the way the email judges print them, so that
// a Judge-based tool (or a player used to judge mail) reads it, and readJudge reads it back to the
// same game. A history opens with a SUMMARY (the supply centers each power held at the end of each
// year) and the line naming the rules, then gives every adjudicated phase of the line of play as
// its results mail. Each phase is printed by the one writer of the judges' layout
// (reports/judgeLayout.ts), so that `game report --format judge` prints the same phase the same way.
import { DEFAULT_OPTIONS, matchPreset, resolveOptions, type GameMap, type Phase, type Power, type RuleOptions } from '../../../engine/index';
import { judgeLayoutText } from '../../reports/judgeLayout';
import type { ReportInput } from '../../reports/reportModel';
import type { GameFile, GameFilePhase } from '../exchangeFormat';
import { JUDGE_VARIANTS } from './foreign';

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

/** The game a written phase belongs to, as its heading names it: `(NAME, #ID)`. */
export interface WrittenGame {
  id: number;
  file: GameFile;
}

function optionsOf(file: GameFile): RuleOptions {
  const resolved = resolveOptions({ options: file.game.ruleOptions });
  return resolved.ok ? resolved.value : DEFAULT_OPTIONS;
}

/** One phase's results mail, as the report prints it (without a deadline). */
export function judgePhaseText(map: GameMap, game: WrittenGame, phase: GameFilePhase, a: Adjudication): string {
  const { file } = game;
  const input: ReportInput = {
    map,
    game: { id: game.id, name: file.game.name, variant: file.game.variant, drawType: file.game.drawType, status: file.game.status, outcome: file.game.outcome },
    seq: phase.seq,
    position: phase.position,
    orders: a.orders,
    result: a.result,
    next: a.nextPosition?.phase ?? null,
    options: optionsOf(file),
  };
  return judgeLayoutText(input, null);
}

/**
 * The rules the game was played under, in a line readJudge understands (the judges print their own
 * settings otherwise): `Rules: Adjutant preset judge.`, or with the options changed from it,
 * `Rules: Adjutant preset datc; options: convoy-paths=written.`
 */
export function rulesLine(options: RuleOptions): string {
  const preset = matchPreset(options);
  if (preset) return `Rules: Adjutant preset ${preset}.`;
  const base = resolveOptions({ preset: 'datc' });
  const chosen = options as unknown as Record<string, string>;
  const datc = (base.ok ? base.value : DEFAULT_OPTIONS) as unknown as Record<string, string>;
  const changed = Object.keys(chosen)
    .filter((k) => chosen[k] !== datc[k])
    .map((k) => `${k}=${chosen[k]}`);
  return `Rules: Adjutant preset datc; options: ${changed.join(', ')}.`;
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

/** njudge's parameter line for the variant (`  Variant:  Fleet_rome`), when the game is not the standard one. */
function variantLine(map: GameMap): string {
  if (map.id === 'standard') return '';
  const name = JUDGE_VARIANTS[map.id] ?? map.id;
  return `  Variant:  ${name[0].toUpperCase()}${name.slice(1)}\n`;
}

/** A whole game: the SUMMARY and the rules, then every adjudicated phase of the line of play. */
export function judgeHistoryText(game: WrittenGame, map: GameMap): string {
  const { file } = game;
  const line = lineOfPlay(file);
  const phases = line.filter((x) => x.adjudication).map((x) => judgePhaseText(map, game, x.phase, x.adjudication!));
  return [`${summaryText(map, file.game.name, line)}\n${variantLine(map)}${rulesLine(optionsOf(file))}\n`, ...phases].join(`\n${RULE}\n\n`);
}
