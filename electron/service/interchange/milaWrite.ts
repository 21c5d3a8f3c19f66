// A game written as a saved game of the `diplomacy` Python package (MILA): one entry per phase of
// the line of play with its state, the orders in MILA's notation and the results per unit; the phase
// in play last (or, after a solo, a `COMPLETED` phase with the final board). readMila reads it back.
import { type GameMap, type Location, type Order, type OrderResult, type Position, type Power, type Unit, type UnitSpec } from '../../../engine/index';
import type { GameFile, GameFilePhase } from '../exchangeFormat';
import { MILA_MAPS, phaseCodeOf } from './foreign';
import { lineOfPlay } from './judgeWrite';
import { COMPLETED } from './milaRead';
import { adjutantFlags } from './replay';

const place = (l: Location): string => `${l.province.toUpperCase()}${l.coast ? `/${l.coast.toUpperCase()}` : ''}`;
const unitText = (u: UnitSpec | Unit): string => `${u.type ?? 'A'} ${place(u)}`;
const to = (province: string, coast: string | null): string => place({ province, coast: coast as Location['coast'] });

/** One order in MILA's notation. */
export function milaOrderText(o: Order): string {
  switch (o.kind) {
    case 'hold':
      return `${unitText(o.unit)} H`;
    case 'move': {
      const via = o.viaConvoy || o.path ? ' VIA' : '';
      return `${unitText(o.unit)} - ${to(o.to, o.coast)}${via}`;
    }
    case 'support':
      return `${unitText(o.unit)} S ${unitText(o.target)}${o.to === null ? '' : ` - ${to(o.to, o.coast)}`}`;
    case 'convoy':
      return `${unitText(o.unit)} C ${unitText(o.army)} - ${to(o.to, null)}`;
    case 'retreat':
      return `${unitText(o.unit)} R ${to(o.to, o.coast)}`;
    case 'disband':
    case 'remove':
      return `${unitText(o.unit)} D`;
    case 'build':
      return `${o.unitType ?? 'A'} ${to(o.province, o.coast)} B`;
    case 'waive':
      return 'WAIVE';
  }
}

/** The judges' flags in MILA's words: an order not allowed is `void` there. */
const milaFlags = (r: OrderResult): string[] => adjutantFlags(r).map((f) => (f === 'invalid' ? 'void' : f));

const POWER = (p: Power): string => p.toUpperCase();

function state(map: GameMap, position: Position, code: string, note = ''): Record<string, unknown> {
  const powers = map.powers.map((p) => p.name);
  const units: Record<string, string[]> = {};
  const retreats: Record<string, Record<string, string[]>> = {};
  const centers: Record<string, string[]> = {};
  const homes: Record<string, string[]> = {};
  // MILA disbands a dislodged unit with nowhere to go at once: only the others wait in the retreat phase.
  const waiting = position.dislodged.filter((u) => (u.retreats ?? []).length > 0);
  for (const p of powers) {
    units[POWER(p)] = [...position.units.filter((u) => u.power === p).map(unitText), ...waiting.filter((u) => u.power === p).map((u) => `*${unitText(u)}`)];
    retreats[POWER(p)] = Object.fromEntries(waiting.filter((u) => u.power === p).map((u) => [unitText(u), (u.retreats ?? []).map((r) => r.toUpperCase())]));
    centers[POWER(p)] = (position.supplyCenters[p] ?? []).map((c) => c.toUpperCase());
    homes[POWER(p)] = map.homeCenters(p).map((c) => c.toUpperCase());
  }
  return { name: code, units, retreats, centers, homes, note };
}

type Adjudication = GameFilePhase['adjudications'][number];

function phaseEntry(map: GameMap, phase: GameFilePhase, adjudication: Adjudication | null): Record<string, unknown> {
  const code = phaseCodeOf(phase.position.phase);
  const orders: Record<string, string[]> = Object.fromEntries(map.powers.map((p) => [POWER(p.name), []]));
  const results: Record<string, string[]> = {};
  const retreat = phase.position.phase.type === 'retreat';
  // Power by power, as the file lists them, so that a game read back writes the same file.
  const all = adjudication?.result.results ?? [];
  for (const r of map.powers.flatMap((p) => all.filter((x) => x.power === p.name))) {
    const text = milaOrderText(r.order);
    orders[POWER(r.power)].push(text);
    if (r.order.kind === 'waive') continue;
    // In a retreat phase MILA adds `disband` for every unit that did not come back: a disband order, a bounced retreat.
    const gone = retreat && (r.order.kind === 'disband' || r.outcome !== 'succeeds');
    results[text.split(' ').slice(0, 2).join(' ')] = [...milaFlags(r), ...(gone ? ['disband'] : [])];
  }
  // A dislodged unit with no order is disbanded: MILA says so.
  if (retreat && adjudication) for (const u of adjudication.result.removed) results[unitText(u)] ??= ['disband'];
  return { name: code, state: state(map, phase.position, code), orders, results, messages: [] };
}

/** A retreat phase in which no unit may retreat: MILA disbands such units at once and has no such phase. */
const skipped = (phase: GameFilePhase): boolean =>
  phase.position.phase.type === 'retreat' && phase.position.dislodged.every((u) => (u.retreats ?? []).length === 0);

/** `Victory by: AUS, FRA`: MILA's note on a finished game, each power by its first three letters. */
const victoryNote = (powers: Power[]): string => `Victory by: ${powers.map((p) => p.slice(0, 3).toUpperCase()).join(', ')}`;

/** The whole line of play as a MILA saved game. */
export function milaGame(file: GameFile, map: GameMap): Record<string, unknown> {
  const line = lineOfPlay(file).filter(({ phase }) => !skipped(phase));
  const phases = line.map(({ phase, adjudication }) => phaseEntry(map, phase, adjudication));
  const last = line.at(-1);
  const outcome = file.game.outcome;
  if (last?.adjudication && last.adjudication.nextPosition === null) {
    // After a solo no phase is in play: MILA ends such a game with a COMPLETED phase holding the final board.
    const a = last.adjudication;
    const final = { ...last.phase.position, units: a.result.units, dislodged: [], supplyCenters: a.result.supplyCenters };
    const note = a.result.winner ? victoryNote([a.result.winner]) : '';
    phases.push({ name: COMPLETED, state: state(map, final, COMPLETED, note), orders: {}, results: {}, messages: [] });
  } else if (last && !last.adjudication && outcome?.kind === 'draw') {
    // A draw ends the game in the phase then in play, which MILA keeps unadjudicated before COMPLETED.
    phases.push({ name: COMPLETED, state: state(map, last.phase.position, COMPLETED, victoryNote(outcome.powers)), orders: {}, results: {}, messages: [] });
  }
  return { id: file.game.name, map: MILA_MAPS[map.id], rules: [], phases };
}
