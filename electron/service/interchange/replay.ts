// A foreign game played again by Adjutant, phase by phase from its start: every phase adjudicated
// with the orders the file gives, and whatever the file printed (flags per order, dislodged units,
// center ownership, the units left, a summary's center counts) compared with Adjutant's own result.
// The answer is the audit (every difference, by phase and order) and the game as an Adjutant game
// file, Adjutant's rulings in it, ready for the ordinary import (exchange.ts), which checks it again.
//
// When the two disagree the line followed is Adjutant's: the file's orders go on being adjudicated
// from Adjutant's positions, so later differences may follow from an earlier one.
import {
  type PhaseResult,
  InvalidPositionError,
  validatePosition,
  type GameMap,
  type RuleOptions,
  type GivenOrder,
  type OrderResult,
  type Position,
  type Power,
} from '../../../engine/index';
import { judgeFlagWords } from '../../reports/judgeLayout';
import { runPhase, startPosition } from '../engine';
import { GAME_FILE_FORMAT, GAME_FILE_VERSION, type GameFile, type GameFilePhase } from '../exchangeFormat';
import { phaseCodeOf, unitKey, type Difference, type ForeignGame, type ForeignOrder, type ForeignPhase } from './foreign';

export interface Replayed {
  differences: Difference[];
  file: GameFile;
}

export interface ReplayInput {
  game: ForeignGame;
  map: GameMap;
  options: RuleOptions;
  /** The stored options (option id to alternative), as the game file carries them. */
  storedOptions: Record<string, string>;
  name: string;
  actor: string;
  now: string;
}

/** The flags Adjutant gives a result, in the judges' words, sorted. */
export function adjutantFlags(r: OrderResult): string[] {
  return judgeFlagWords(r).sort();
}

const shownFlags = (flags: string[]): string => (flags.length ? flags.map((f) => `(*${f}*)`).join(' ') : 'no flag (it stands)');

/** The result of one of the file's orders: the same order object, else the same power's order for the same unit. */
function resultOf(results: OrderResult[], o: ForeignOrder, used: Set<OrderResult>): OrderResult | undefined {
  const same = results.find((r) => r.order === o.order && !used.has(r));
  if (same) return same;
  const province = 'unit' in o.order ? o.order.unit.province : 'province' in o.order ? o.order.province : null;
  return results.find((r) => !used.has(r) && r.power === o.power && r.order.kind === o.order.kind && (province === null || r.unit?.province === province));
}

/** MILA has one word, `void`, for an order that is not allowed and for one that matches nothing. */
const spoken = (flags: string[], format: ForeignGame['format']): string[] =>
  format === 'mila' ? [...new Set(flags.map((f) => (f === 'invalid' ? 'void' : f)))].sort() : flags;

function orderDifferences(code: string, p: ForeignPhase, result: PhaseResult, format: ForeignGame['format']): Difference[] {
  const out: Difference[] = [];
  const used = new Set<OrderResult>();
  for (const o of p.orders) {
    const r = resultOf(result.results, o, used);
    if (r) used.add(r);
    if (o.flags === null) continue;
    const mine = r ? spoken(adjutantFlags(r), format) : [];
    if (!r) out.push({ phase: code, place: o.place, subject: `${o.power}: ${o.written}`, file: shownFlags(o.flags), adjutant: 'no result for this order' });
    else if (mine.join('|') !== o.flags.join('|'))
      out.push({ phase: code, place: o.place, subject: `${o.power}: ${o.written}`, file: shownFlags(o.flags), adjutant: shownFlags(mine) });
  }
  return out;
}

function setDifference(code: string, place: string, what: string, file: string[], mine: string[], places: Map<string, string> = new Map()): Difference[] {
  const a = new Set(file);
  const b = new Set(mine);
  const onlyFile = file.filter((x) => !b.has(x));
  const onlyMine = mine.filter((x) => !a.has(x));
  const out: Difference[] = [];
  for (const x of onlyFile) out.push({ phase: code, place: places.get(x) ?? place, subject: x, file: `${what}`, adjutant: `not ${what}` });
  for (const x of onlyMine) out.push({ phase: code, place, subject: x, file: `not ${what}`, adjutant: `${what}` });
  return out;
}

function centerPairs(centers: Record<Power, string[]>): string[] {
  return Object.entries(centers)
    .flatMap(([power, list]) => list.map((c) => `${c} (${power})`))
    .sort();
}

function phaseDifferences(p: ForeignPhase, result: PhaseResult, format: ForeignGame['format']): Difference[] {
  const code = phaseCodeOf(p.phase);
  const out = orderDifferences(code, p, result, format);
  if (p.dislodged) {
    const places = new Map(p.dislodged.flatMap((u) => (u.place ? [[unitKey(u), u.place] as const] : [])));
    out.push(...setDifference(code, p.place, 'dislodged', p.dislodged.map(unitKey).sort(), result.dislodged.map(unitKey).sort(), places));
  }
  if (p.centersAfter) out.push(...setDifference(code, p.place, 'owned so', centerPairs(p.centersAfter), centerPairs(result.supplyCenters)));
  if (p.unitsAfter)
    out.push(
      ...setDifference(
        code,
        p.place,
        'on the board',
        p.unitsAfter.map((u) => `${unitKey(u)}${u.coast ? `/${u.coast}` : ''}`).sort(),
        result.units.map((u) => `${unitKey(u)}${u.coast ? `/${u.coast}` : ''}`).sort(),
      ),
    );
  return out;
}

function countDifferences(input: ReplayInput, centersByYear: Map<number, Record<Power, string[]>>): Difference[] {
  const out: Difference[] = [];
  for (const c of input.game.centerCounts) {
    const centers = centersByYear.get(c.year);
    if (!centers) continue;
    for (const power of input.map.powers.map((x) => x.name)) {
      const file = c.counts[power] ?? 0;
      const mine = centers[power]?.length ?? 0;
      if (file !== mine)
        out.push({ phase: `${c.year}`, place: c.rows?.[power] ?? c.place, subject: power, file: `${file} centers`, adjutant: `${mine} centers` });
    }
  }
  return out;
}

function filePhase(input: ReplayInput, seq: number, position: Position, orders: GivenOrder[], result: PhaseResult | null): GameFilePhase {
  const { now, actor } = input;
  const powers = [...new Set(orders.map((o) => o.power))];
  const submissions = powers.map((power, i) => ({
    id: seq * 100 + i + 1,
    power,
    source: 'structured' as const,
    rawText: null,
    combine: 'unspecified' as const,
    sameTime: false,
    orders: orders.filter((o) => o.power === power),
    diagnostics: [],
    submittedBy: actor,
    submittedAt: now,
    copiedFrom: null,
  }));
  const adjudications = result ? [{ orders, result: withoutNext(result), nextPosition: result.next, adjudicatedAt: now, supersededAt: null }] : [];
  return {
    id: seq + 1,
    seq,
    position,
    status: result ? 'adjudicated' : 'open',
    createdAt: now,
    supersededAt: null,
    submissions,
    adjudications,
    drawVotes: [],
  } as GameFilePhase;
}

function withoutNext(result: PhaseResult): GameFilePhase['adjudications'][number]['result'] {
  const { next: _next, ...rest } = result;
  return rest;
}

/** Plays the game again; an error names the phase whose start position is not a legal one. */
export function replayForeign(input: ReplayInput): { ok: true; value: Replayed } | { ok: false; error: string } {
  const { game, map, options } = input;
  let position: Position | null = game.start ?? startPosition(map, 'standard');
  const start = validatePosition(map, position);
  if (!start.ok) return { ok: false, error: `the game's first position: ${start.error.map((f) => f.message).join('; ')}` };
  const differences: Difference[] = [];
  const phases: GameFilePhase[] = [];
  const centersByYear = new Map<number, Record<Power, string[]>>();
  let last: PhaseResult | null = null;
  for (const [seq, p] of game.phases.entries()) {
    if (!position) return { ok: false, error: `${p.place}: the game was already over (a solo) before ${phaseCodeOf(p.phase)}` };
    if (seq === 0 && !game.start && phaseCodeOf(position.phase) !== phaseCodeOf(p.phase)) {
      return {
        ok: false,
        error: `${p.place}: the file begins at ${phaseCodeOf(p.phase)}; a Judge history is read from the start of the game (${phaseCodeOf(position.phase)}), since results mails do not print a whole position to begin from`,
      };
    }
    if (phaseCodeOf(position.phase) !== phaseCodeOf(p.phase)) {
      return {
        ok: false,
        error: `${p.place}: the file has ${phaseCodeOf(p.phase)} here, but Adjutant's adjudication of the phase before leads to ${phaseCodeOf(position.phase)}`,
      };
    }
    const orders: GivenOrder[] = p.orders.map((o) => ({ power: o.power, order: o.order }));
    let result: PhaseResult;
    try {
      result = runPhase(map, position, orders, options);
    } catch (e) {
      if (e instanceof InvalidPositionError)
        return { ok: false, error: `${p.place}: the position of ${phaseCodeOf(p.phase)} is not a legal one: ${e.message}` };
      throw e;
    }
    differences.push(...phaseDifferences(p, result, game.format));
    phases.push(filePhase(input, seq, position, orders, result));
    centersByYear.set(p.phase.year, result.supplyCenters);
    last = result;
    position = result.next;
  }
  if (position) phases.push(filePhase(input, phases.length, position, [], null));
  else if (game.phases.length === 0) return { ok: false, error: 'the file has no phase' };
  if (game.inPlay && position && phaseCodeOf(game.inPlay) !== phaseCodeOf(position.phase)) {
    differences.push({
      phase: phaseCodeOf(game.inPlay),
      place: 'the last phase of the file',
      subject: null,
      file: `${phaseCodeOf(game.inPlay)} is in play`,
      adjutant: `${phaseCodeOf(position.phase)} is in play`,
    });
  }
  if (game.over && position)
    differences.push({
      phase: phaseCodeOf(position.phase),
      place: 'the end of the file',
      subject: null,
      file: 'the game is over',
      adjutant: 'the game goes on (no solo)',
    });
  differences.push(...countDifferences(input, centersByYear));
  const winner = last?.winner ?? null;
  const file: GameFile = {
    format: GAME_FILE_FORMAT,
    version: GAME_FILE_VERSION,
    exportedAt: input.now,
    game: {
      name: input.name,
      variant: 'standard',
      ruleOptions: input.storedOptions,
      drawType: 'dias',
      status: winner ? 'finished' : 'active',
      outcome: winner ? { kind: 'solo', winner } : null,
      createdAt: input.now,
      updatedAt: input.now,
    },
    powers: map.powers.map((x) => x.name),
    players: [],
    phases,
    events: [],
  };
  // The file is made the way a file on disk is: JSON drops the fields the engine leaves undefined.
  return { ok: true, value: { differences, file: JSON.parse(JSON.stringify(file)) as GameFile } };
}
