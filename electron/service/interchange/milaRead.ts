// Reads a saved game of the `diplomacy` Python package (MILA; its `to_saved_game_format`): `id`,
// `map`, `rules` and `phases`, each phase with its `name` (`S1901M`), its `state` (units per power,
// `*` before a dislodged one, centers, homes, retreats...), the `orders` per power in its notation
// (`A PAR - BUR`, `F STP/SC - BOT`, `A LON - BEL VIA`, `A PAR R BUR`, `A PAR D`, `A PAR B`,
// `WAIVE`) and the `results` per unit (`bounce`, `cut`, `dislodged`, `void`, `no convoy`...).
// The last phase is the one in play (or `COMPLETED`); every earlier one is compared by replay.ts with
// what the next phase's state says: the units left, the dislodged ones, the centers.
import { type GameMap, parseOrder, type Coast, type Position, type Power, type Unit, type UnitType } from '../../../engine/index';
import { anything, array, check, nullable, object, optional, record, str, type Checked } from '../validate';
import { phaseCodeOf, phaseOfCode, type ForeignGame, type ForeignPhase, type ForeignUnit } from './foreign';

const word = str({ max: 200 });
const stateShape = object({
  name: optional(word),
  units: record(array(word, { max: 100 })),
  centers: record(array(word, { max: 100 })),
  retreats: optional(record(record(array(word, { max: 100 })))),
  homes: optional(record(array(word, { max: 100 }))),
  influence: optional(anything),
  civil_disorder: optional(anything),
  builds: optional(anything),
  note: optional(anything),
  timestamp: optional(anything),
  zobrist_hash: optional(anything),
  game_id: optional(anything),
  map: optional(anything),
  rules: optional(anything),
});

const phaseShape = object({
  name: word,
  state: stateShape,
  orders: record(nullable(array(word, { max: 200 }))),
  results: record(array(word, { max: 20 })),
  messages: optional(anything),
});

export const milaGameShape = object({
  id: word,
  map: word,
  rules: array(word, { max: 100 }),
  phases: array(phaseShape, { max: 10_000 }),
  status: optional(anything),
  outcome: optional(anything),
  timestamp_created: optional(anything),
  messages: optional(anything),
});

export type MilaGame = Checked<typeof milaGameShape>;
type MilaPhase = MilaGame['phases'][number];

export const COMPLETED = 'COMPLETED';

/**
 * MILA's result words in the judges' words, which the audit speaks. `disrupted` (its convoy was
 * broken) is the judges' `no convoy`; `disband` (a dislodged unit that could not stay) repeats what
 * the retreat phase shows, `maybe` is MILA's word before adjudication and '' is its success: none is a flag.
 */
const FLAG_WORDS: Record<string, string | null> = { disrupted: 'no convoy', disband: null, maybe: null, '': null };
const flagWord = (r: string): string | null =>
  Object.hasOwn(FLAG_WORDS, r.trim().toLowerCase()) ? FLAG_WORDS[r.trim().toLowerCase()] : r.trim().toLowerCase();

type Read<T> = { ok: true; value: T } | { ok: false; error: string };

function powerOf(map: GameMap, written: string, where: string): Read<Power> {
  const p = map.powers.find((x) => x.name.toUpperCase() === written.toUpperCase());
  return p ? { ok: true, value: p.name } : { ok: false, error: `${where}: '${written}' is not a power of the ${map.name} map` };
}

/** `A PAR`, `F STP/SC`, `*A SER` (dislodged). */
function unitOf(map: GameMap, power: Power, written: string, where: string): Read<Unit & { dislodged: boolean }> {
  const m = /^(\*?)([AF])\s+([A-Z]{3})(?:\/([NSEW]C))?$/i.exec(written.trim());
  const province = m ? map.province(m[3].toLowerCase()) : undefined;
  if (!m || !province) return { ok: false, error: `${where}: '${written}' is not a unit (such as "A PAR" or "F STP/SC")` };
  const coast = (m[4]?.toLowerCase() ?? null) as Coast | null;
  return { ok: true, value: { power, type: m[2].toUpperCase() as UnitType, province: province.id, coast, dislodged: m[1] === '*' } };
}

function unitsOf(map: GameMap, phase: MilaPhase, where: string): Read<(Unit & { dislodged: boolean })[]> {
  const out: (Unit & { dislodged: boolean })[] = [];
  for (const [written, list] of Object.entries(phase.state.units)) {
    const power = powerOf(map, written, `${where}.state.units`);
    if (!power.ok) return power;
    for (const [i, u] of list.entries()) {
      const unit = unitOf(map, power.value, u, `${where}.state.units.${written}[${i}]`);
      if (!unit.ok) return unit;
      out.push(unit.value);
    }
  }
  return { ok: true, value: out };
}

function centersOf(map: GameMap, phase: MilaPhase, where: string): Read<Record<Power, string[]>> {
  const out: Record<Power, string[]> = {};
  for (const [written, list] of Object.entries(phase.state.centers)) {
    const power = powerOf(map, written, `${where}.state.centers`);
    if (!power.ok) return power;
    const ids = list.map((c) => c.toLowerCase());
    const bad = ids.findIndex((c) => !map.province(c)?.supplyCenter);
    if (bad >= 0) return { ok: false, error: `${where}.state.centers.${written}[${bad}]: '${list[bad]}' is not a supply center` };
    if (ids.length) out[power.value] = ids.sort();
  }
  return { ok: true, value: out };
}

const bare = (u: Unit): Unit => ({ power: u.power, type: u.type, province: u.province, coast: u.coast });

function ordersOf(map: GameMap, phase: MilaPhase, where: string, type: ForeignPhase['phase']['type']): Read<ForeignPhase['orders']> {
  const out: ForeignPhase['orders'] = [];
  for (const [written, list] of Object.entries(phase.orders)) {
    const power = powerOf(map, written, `${where}.orders`);
    if (!power.ok) return power;
    for (const [i, text] of (list ?? []).entries()) {
      const place = `${where}.orders.${written}[${i}]`;
      const parsed = parseOrder(text, map, { phase: type });
      if (!parsed.ok) return { ok: false, error: `${place}: '${text}' cannot be read: ${parsed.error.message}` };
      const key = /^([AF]\s+[A-Z]{3}(?:\/[NSEW]C)?)\b/i.exec(text.trim())?.[1].toUpperCase().replace(/\s+/, ' ');
      const results = key ? phase.results[key] : undefined;
      const flags = results ? [...new Set(results.map(flagWord).filter((f): f is string => f !== null))].sort() : key ? [] : null;
      out.push({ power: power.value, order: parsed.value, place, written: text, flags });
    }
  }
  return { ok: true, value: out };
}

function readPhase(map: GameMap, phase: MilaPhase, next: MilaPhase | undefined, where: string, nextWhere: string): Read<ForeignPhase> {
  const code = phaseOfCode(phase.name);
  if (!code) return { ok: false, error: `${where}.name: '${phase.name}' is not a phase (such as S1901M, F1901R, W1901A)` };
  const orders = ordersOf(map, phase, where, code.type);
  if (!orders.ok) return orders;
  const after = next ? unitsOf(map, next, nextWhere) : null;
  if (after && !after.ok) return after;
  const centers = next ? centersOf(map, next, nextWhere) : null;
  if (centers && !centers.ok) return centers;
  const units = after?.value ?? null;
  // Without a retreat phase next, a unit dislodged with nowhere to go left no trace in the state.
  const retreatNext = next ? phaseOfCode(next.name)?.type === 'retreat' : false;
  const dislodged: ForeignUnit[] | null =
    units && code.type === 'movement' && retreatNext
      ? units.filter((u) => u.dislodged).map((u) => ({ power: u.power, type: u.type, province: u.province }))
      : null;
  return {
    ok: true,
    value: {
      phase: code,
      place: where,
      orders: orders.value,
      dislodged,
      centersAfter: centers?.value ?? null,
      unitsAfter: units ? units.filter((u) => !u.dislodged).map(bare) : null,
    },
  };
}

function startOf(map: GameMap, first: MilaPhase): Read<Position> {
  const code = phaseOfCode(first.name);
  if (!code) return { ok: false, error: `phases[0].name: '${first.name}' is not a phase (such as S1901M)` };
  if (code.type === 'retreat')
    return {
      ok: false,
      error: `phases[0].name: the game starts in a retreat phase (${first.name}); the saved state does not say who dislodged whom, so it cannot be imported`,
    };
  const units = unitsOf(map, first, 'phases[0]');
  if (!units.ok) return units;
  const centers = centersOf(map, first, 'phases[0]');
  if (!centers.ok) return centers;
  return { ok: true, value: { variant: 'standard', phase: code, units: units.value.map(bare), dislodged: [], standoffs: [], supplyCenters: centers.value } };
}

/** A checked MILA saved game as a foreign game. */
export function readMila(data: unknown, map: GameMap): Read<ForeignGame> {
  const shaped = check(milaGameShape, data);
  if (!shaped.ok) return { ok: false, error: `not a saved game of the diplomacy package: ${shaped.error}` };
  const game = shaped.value;
  if (game.map !== 'standard')
    return { ok: false, error: `map: the game is played on the '${game.map}' map; Adjutant reads MILA games on the standard map only` };
  if (game.phases.length === 0) return { ok: false, error: 'phases: the game has no phase' };
  const start = startOf(map, game.phases[0]);
  if (!start.ok) return start;
  const over = game.phases.at(-1)!.name === COMPLETED;
  const phases: ForeignPhase[] = [];
  for (let i = 0; i < game.phases.length - 1; i++) {
    const read = readPhase(map, game.phases[i], game.phases[i + 1], `phases[${i}]`, `phases[${i + 1}]`);
    if (!read.ok) return read;
    phases.push(read.value);
  }
  // The phase in play has no results yet: its orders (if any) are not adjudicated, only its name checked.
  const last = game.phases.at(-1)!;
  if (!over && !phaseOfCode(last.name)) return { ok: false, error: `phases[${game.phases.length - 1}].name: '${last.name}' is not a phase` };
  if (!over && phases.length > 0 && phaseCodeOf(phases.at(-1)!.phase) === last.name)
    return { ok: false, error: `phases[${game.phases.length - 1}].name: ${last.name} comes twice` };
  return {
    ok: true,
    value: { format: 'mila', name: game.id, start: start.value, phases, over, centerCounts: [], inPlay: over ? null : phaseOfCode(last.name) },
  };
}
