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
  type Phase,
  type Position,
  type Power,
  type Unit,
} from '../../../engine/index';
import { judgeFlagWords } from '../../reports/judgeLayout';
import { runPhase, startPosition } from '../engine';
import { GAME_FILE_FORMAT, GAME_FILE_VERSION, type GameFile, type GameFilePhase } from '../exchangeFormat';
import { phaseCodeOf, unitKey, type Difference, type ForeignGame, type ForeignOrder, type ForeignPhase } from './foreign';
import { placeSaid, placeText, positionSaid, refused, saidOf, type Place, type Refused } from './reasons';

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

/** Adjutant's flags for the unit at a province (the army a support or convoy names). */
const flagsAt = (results: OrderResult[], province: string): string[] => {
  const r = results.find((x) => x.unit?.province === province);
  return r ? adjutantFlags(r) : [];
};

const CONVEYED_NOTHING = new Set(['no convoy', 'void']);

/**
 * Where MILA's words and the judges' differ with the same ruling, Adjutant's flags in MILA's words:
 * - MILA also marks a dislodged support `cut`;
 * - MILA marks `void` a support that cannot help to dislodge a unit of the supporter's own power, and a
 *   support for an army whose convoy failed (the judges print no flag: the support stands);
 * - MILA marks a convoy that carried nothing `no convoy, void` (the judges: no flag, or `void` when the
 *   army went by land, or `no convoy`), so any of these is the same ruling while the army did not arrive by it.
 */
function milaSays(o: ForeignOrder, mine: string[], at: Position, results: OrderResult[]): string[] {
  const file = o.flags ?? [];
  let out = mine;
  if (file.includes('cut') && out.includes('dislodged') && !out.includes('cut')) out = [...out, 'cut'].sort();
  if (o.order.kind === 'support' && o.order.to !== null && file.includes('void') && !out.includes('void')) {
    const to = o.order.to;
    const ownUnit = at.units.some((u) => u.province === to && u.power === o.power);
    const convoyFailed = flagsAt(results, o.order.target.province).includes('no convoy');
    // A support for an army whose convoy failed is only `void` in MILA, even where it was also cut.
    if (convoyFailed && !file.includes('cut')) out = out.filter((f) => f !== 'cut');
    if (ownUnit || convoyFailed) out = [...out, 'void'].sort();
  }
  if (o.order.kind === 'convoy') {
    const { army: carried, to } = o.order;
    const rest = (f: string[]) => f.filter((x) => x !== 'dislodged');
    const army = results.find((x) => x.unit?.province === carried.province);
    const arrived = !out.includes('void') && army?.outcome === 'succeeds' && army.order.kind === 'move' && army.order.to === to;
    if (!arrived && file.includes('dislodged') === out.includes('dislodged') && [...rest(file), ...rest(out)].every((f) => CONVEYED_NOTHING.has(f))) out = file;
  }
  return out;
}

function orderDifferences(code: string, p: ForeignPhase, result: PhaseResult, format: ForeignGame['format'], at: Position): Difference[] {
  const out: Difference[] = [];
  const used = new Set<OrderResult>();
  for (const o of p.orders) {
    const r = resultOf(result.results, o, used);
    if (r) used.add(r);
    if (o.flags === null) continue;
    const said = r ? spoken(adjutantFlags(r), format) : [];
    const mine = r && format === 'mila' ? milaSays(o, said, at, result.results) : said;
    if (!r)
      out.push({
        phase: code,
        place: placeText(o.place),
        subject: `${o.power}: ${o.written}`,
        file: shownFlags(o.flags),
        adjutant: 'no result for this order',
      });
    else if (mine.join('|') !== o.flags.join('|'))
      out.push({ phase: code, place: placeText(o.place), subject: `${o.power}: ${o.written}`, file: shownFlags(o.flags), adjutant: shownFlags(said) });
  }
  return out;
}

function setDifference(code: string, place: Place, what: string, file: string[], mine: string[], places: Map<string, Place> = new Map()): Difference[] {
  const a = new Set(file);
  const b = new Set(mine);
  const onlyFile = file.filter((x) => !b.has(x));
  const onlyMine = mine.filter((x) => !a.has(x));
  const out: Difference[] = [];
  for (const x of onlyFile) out.push({ phase: code, place: placeText(places.get(x) ?? place), subject: x, file: `${what}`, adjutant: `not ${what}` });
  for (const x of onlyMine) out.push({ phase: code, place: placeText(place), subject: x, file: `not ${what}`, adjutant: `${what}` });
  return out;
}

function centerPairs(centers: Record<Power, string[]>): string[] {
  return Object.entries(centers)
    .flatMap(([power, list]) => list.map((c) => `${c} (${power})`))
    .sort();
}

/** The orders' results and the units dislodged: what the phase itself decided. */
function phaseDifferences(p: ForeignPhase, result: PhaseResult, format: ForeignGame['format'], at: Position): Difference[] {
  const code = phaseCodeOf(p.phase);
  const out = orderDifferences(code, p, result, format, at);
  if (p.dislodged) {
    const places = new Map(p.dislodged.flatMap((u) => (u.place ? [[unitKey(u), u.place] as const] : [])));
    out.push(...setDifference(code, p.place, 'dislodged', p.dislodged.map(unitKey).sort(), result.dislodged.map(unitKey).sort(), places));
  }
  return out;
}

/**
 * The board the file shows after a phase (centers, units), against Adjutant's board at the same point:
 * after any phase the file leaves out (a retreat phase with no retreat), so taken when the next phase begins.
 */
function boardDifferences(p: ForeignPhase, board: PhaseResult): Difference[] {
  const code = phaseCodeOf(p.phase);
  const out: Difference[] = [];
  if (p.centersAfter) out.push(...setDifference(code, p.place, 'owned so', centerPairs(p.centersAfter), centerPairs(board.supplyCenters)));
  const unit = (u: Unit): string => `${unitKey(u)}${u.coast ? `/${u.coast}` : ''}`;
  if (p.unitsAfter) out.push(...setDifference(code, p.place, 'on the board', p.unitsAfter.map(unit).sort(), board.units.map(unit).sort()));
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
        out.push({ phase: `${c.year}`, place: placeText(c.rows?.[power] ?? c.place), subject: power, file: `${file} centers`, adjutant: `${mine} centers` });
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

type Step = { ok: true; value: PhaseResult } | Refused;

function adjudicate(input: ReplayInput, position: Position, orders: GivenOrder[], place: Place): Step {
  try {
    return { ok: true, value: runPhase(input.map, position, orders, input.options) };
  } catch (e) {
    if (e instanceof InvalidPositionError)
      return refused('replay.illegal-position', {
        place,
        code: phaseCodeOf(position.phase),
        reason: saidOf('replay.cannot-exist', { reason: positionSaid(e.faults) }),
      });
    throw e;
  }
}

const sameYearAdjustmentSkipped = (file: Phase, adjutant: Phase): boolean =>
  file.type === 'adjustment' && adjutant.type === 'movement' && adjutant.season === 'spring' && adjutant.year === file.year + 1;

/**
 * A phase Adjutant has and the file does not: a retreat phase in which no unit may retreat (MILA and
 * njudge disband such units at once and skip it), or one in which Adjutant gives a unit a retreat or a
 * power an adjustment (a ruling the file does not share: a difference). Either is played with no orders.
 */
function missingPhaseDifferences(map: GameMap, position: Position, at: Place): Difference[] {
  const code = phaseCodeOf(position.phase);
  const place = placeText(at);
  if (position.phase.type === 'retreat')
    return position.dislodged
      .filter((u) => (u.retreats ?? []).length > 0)
      .map((u) => ({
        phase: code,
        place,
        subject: unitKey(u),
        file: 'no retreat phase: the unit has no retreat and is disbanded at once',
        adjutant: `may retreat to ${u.retreats!.join(', ')}`,
      }));
  return [{ phase: code, place, subject: null, file: 'no adjustment phase', adjutant: `an adjustment phase is due (${listAdjustments(map, position)})` }];
}

function listAdjustments(map: GameMap, position: Position): string {
  return map.powers
    .map((p) => ({ p: p.name, d: (position.supplyCenters[p.name]?.length ?? 0) - position.units.filter((u) => u.power === p.name).length }))
    .filter((x) => x.d !== 0)
    .map((x) => `${x.p} ${x.d > 0 ? '+' : ''}${x.d}`)
    .join(', ');
}

/** Plays the game again; an error names the phase whose start position is not a legal one. */
export function replayForeign(input: ReplayInput): { ok: true; value: Replayed } | Refused {
  const { game, map } = input;
  let position: Position | null = game.start ?? startPosition(map, map.id);
  const start = validatePosition(map, position);
  if (!start.ok) return refused('replay.first-position', { reason: positionSaid(start.error) });
  const differences: Difference[] = [];
  const phases: GameFilePhase[] = [];
  const centersByYear = new Map<number, Record<Power, string[]>>();
  let last: PhaseResult | null = null;
  const keep = (at: Position, orders: GivenOrder[], result: PhaseResult): void => {
    phases.push(filePhase(input, phases.length, at, orders, result));
    centersByYear.set(at.phase.year, result.supplyCenters);
    last = result;
    position = result.next;
  };
  const play = (at: Position, orders: GivenOrder[], place: Place): Refused | null => {
    const step = adjudicate(input, at, orders, place);
    if (!step.ok) return step;
    keep(at, orders, step.value);
    return null;
  };
  /** Plays, with no orders, the phases Adjutant has before `target` that the file leaves out. */
  const catchUp = (target: Phase, place: Place): Refused | null => {
    while (position && phaseCodeOf(position.phase) !== phaseCodeOf(target) && position.phase.type !== 'movement') {
      if (position.phase.type === 'adjustment' && sameYearAdjustmentSkipped(position.phase, target)) break;
      differences.push(...missingPhaseDifferences(map, position, place));
      const problem = play(position, [], place);
      if (problem) return problem;
    }
    return null;
  };
  /** The file's last adjudicated phase, whose board is compared once Adjutant has reached the file's next phase. */
  let unchecked: ForeignPhase | null = null;
  const checkBoard = (): void => {
    if (unchecked && last) differences.push(...boardDifferences(unchecked, last));
    unchecked = null;
  };
  for (const [i, p] of game.phases.entries()) {
    if (!position) return refused('replay.over', { place: p.place, code: phaseCodeOf(p.phase) });
    if (i === 0 && !game.start && phaseCodeOf(position.phase) !== phaseCodeOf(p.phase)) {
      return refused('replay.judge-start', { place: p.place, code: phaseCodeOf(p.phase), start: phaseCodeOf(position.phase) });
    }
    const caught = catchUp(p.phase, p.place);
    if (caught) return caught;
    checkBoard();
    const here = position as Position | null;
    if (!here) return refused('replay.over', { place: p.place, code: phaseCodeOf(p.phase) });
    if (sameYearAdjustmentSkipped(p.phase, here.phase)) {
      // An adjustment phase in which nobody builds or removes: MILA keeps it (with no orders), Adjutant goes on.
      for (const o of p.orders.filter((x) => x.order.kind !== 'waive'))
        differences.push({
          phase: phaseCodeOf(p.phase),
          place: placeText(o.place),
          subject: `${o.power}: ${o.written}`,
          file: 'ordered',
          adjutant: 'no adjustment is due: the phase is passed over',
        });
      continue;
    }
    if (phaseCodeOf(here.phase) !== phaseCodeOf(p.phase)) {
      return refused('replay.other-phase', { place: p.place, code: phaseCodeOf(p.phase), next: phaseCodeOf(here.phase) });
    }
    const orders: GivenOrder[] = p.orders.map((o) => ({ power: o.power, order: o.order }));
    const step = adjudicate(input, here, orders, p.place);
    if (!step.ok) return step;
    differences.push(...phaseDifferences(p, step.value, game.format, here));
    keep(here, orders, step.value);
    unchecked = p;
  }
  if (game.inPlay) {
    const caught = catchUp(game.inPlay, placeSaid('last-phase'));
    if (caught) return caught;
  }
  checkBoard();
  const end = position as Position | null;
  if (end) phases.push(filePhase(input, phases.length, end, [], null));
  else if (game.phases.length === 0) return refused('replay.no-phase');
  if (game.inPlay && end && phaseCodeOf(game.inPlay) !== phaseCodeOf(end.phase) && !sameYearAdjustmentSkipped(game.inPlay, end.phase)) {
    differences.push({
      phase: phaseCodeOf(game.inPlay),
      place: 'the last phase of the file',
      subject: null,
      file: `${phaseCodeOf(game.inPlay)} is in play`,
      adjutant: `${phaseCodeOf(end.phase)} is in play`,
    });
  }
  if (game.over && end)
    differences.push({
      phase: phaseCodeOf(end.phase),
      place: 'the end of the file',
      subject: null,
      file: 'the game is over',
      adjutant: 'the game goes on (no solo)',
    });
  differences.push(...countDifferences(input, centersByYear));
  const winner = (last as PhaseResult | null)?.winner ?? null;
  const drawn = !winner && end && game.drawn ? game.drawn : null;
  const file: GameFile = {
    format: GAME_FILE_FORMAT,
    version: GAME_FILE_VERSION,
    exportedAt: input.now,
    game: {
      name: input.name,
      variant: map.id,
      ruleOptions: input.storedOptions,
      drawType: 'dias',
      status: winner ? 'finished' : drawn ? 'drawn' : 'active',
      outcome: winner ? { kind: 'solo', winner } : drawn ? { kind: 'draw', powers: drawn } : null,
      createdAt: input.now,
      updatedAt: input.now,
    },
    powers: map.powers.map((x) => x.name),
    players: [],
    phases,
    events: [],
  };
  return { ok: true, value: { differences, file } };
}
