// Reads a saved game of the `diplomacy` Python package (MILA; its `to_saved_game_format`): `id`,
// `map`, `rules` and `phases`, each phase with its `name` (`S1901M`), its `state` (units per power,
// `*` before a dislodged one, centers, homes, retreats...), the `orders` per power in its notation
// (`A PAR - BUR`, `F STP/SC - BOT`, `A LON - BEL VIA`, `A PAR R BUR`, `A PAR D`, `A PAR B`,
// `WAIVE`) and the `results` per unit (`bounce`, `cut`, `dislodged`, `void`, `no convoy`...).
// The last phase is the one in play (or `COMPLETED`); every earlier one is compared by replay.ts with
// what the next phase's state says: the units left, the dislodged ones, the centers.
import { type GameMap, parseOrder, type Coast, type Order, type Position, type Power, type Unit, type UnitType } from '../../../engine/index';
import { MILA_MAPS, phaseCodeOf, phaseOfCode, unitKey, type ForeignGame, type ForeignPhase, type ForeignUnit } from './foreign';
import { checkMila, type MilaPhase } from './milaShape';
import { readerSaid, refused, type Refused } from './reasons';

export const COMPLETED = 'COMPLETED';

/**
 * MILA's result words in the judges' words, which the audit speaks. `disrupted` (its convoy was
 * broken) is the judges' `no convoy`; `disband` (a dislodged unit that could not stay) repeats what
 * the retreat phase shows, `maybe` is MILA's word before adjudication and '' is its success: none is a flag.
 */
const FLAG_WORDS: Record<string, string | null> = { disrupted: 'no convoy', disband: null, maybe: null, '': null };
const flagWord = (r: string): string | null =>
  Object.hasOwn(FLAG_WORDS, r.trim().toLowerCase()) ? FLAG_WORDS[r.trim().toLowerCase()] : r.trim().toLowerCase();

type Read<T> = { ok: true; value: T } | Refused;

function powerOf(map: GameMap, written: string, where: string): Read<Power> {
  const p = map.powers.find((x) => x.name.toUpperCase() === written.toUpperCase());
  return p ? { ok: true, value: p.name } : refused('mila.not-power', { place: where, value: written, mapName: map.name });
}

/** `A PAR`, `F STP/SC`, `*A SER` (dislodged). */
function unitOf(map: GameMap, power: Power, written: string, where: string): Read<Unit & { dislodged: boolean }> {
  const m = /^(\*?)([AF])\s+([A-Z]{3})(?:\/([NSEW]C))?$/i.exec(written.trim());
  const province = m ? map.province(m[3].toLowerCase()) : undefined;
  if (!m || !province) return refused('mila.not-unit', { place: where, value: written });
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
    if (bad >= 0) return refused('mila.not-center', { place: `${where}.state.centers.${written}[${bad}]`, value: list[bad] });
    if (ids.length) out[power.value] = ids.sort();
  }
  return { ok: true, value: out };
}

const MILA_WORDS = /^[A-Z]+$/;

/**
 * An order in MILA's exact notation, read without the general order reader (a long game has thousands):
 * `A PAR H`, `A PAR - BUR [VIA]`, `A MUN S A PAR [- BUR]`, `F NTH C A LON - BEL`, `A PAR R BUR`,
 * `A PAR D`, `A PAR B`, `WAIVE`; the same order object parseOrder makes (a test holds them equal on
 * every order of the real games in the fixtures). Anything else, a coast among it, is left to parseOrder:
 * null.
 */
export function milaOrder(text: string, map: GameMap, type: ForeignPhase['phase']['type']): Order | null {
  const w = text.trim().split(/\s+/);
  if (!w.every((x) => MILA_WORDS.test(x) || x === '-')) return null;
  if (w.length === 1 && w[0] === 'WAIVE' && type === 'adjustment') return { kind: 'waive' };
  const place = (id: string | undefined): string | null => (id && id.length === 3 && map.province(id.toLowerCase()) ? id.toLowerCase() : null);
  const unitAt = (t: string | undefined, id: string | undefined) => {
    const province = place(id);
    return (t === 'A' || t === 'F') && province ? { type: t as UnitType, province, coast: null, power: null } : null;
  };
  const unit = unitAt(w[0], w[1]);
  if (!unit) return null;
  const verb = w[2];
  if (type === 'movement') {
    if (verb === 'H' && w.length === 3) return { kind: 'hold', unit };
    const to = place(w[3]);
    if (verb === '-' && to && (w.length === 4 || (w.length === 5 && w[4] === 'VIA')))
      return { kind: 'move', unit, to, coast: null, viaConvoy: w.length === 5, path: null };
    const target = unitAt(w[3], w[4]);
    if (verb === 'S' && target && w.length === 5) return { kind: 'support', unit, target, to: null, coast: null };
    const dest = place(w[6]);
    if (verb === 'S' && target && w.length === 7 && w[5] === '-' && dest) return { kind: 'support', unit, target, to: dest, coast: null };
    if (verb === 'C' && target && target.type === 'A' && w.length === 7 && w[5] === '-' && dest) return { kind: 'convoy', unit, army: target, to: dest };
    return null;
  }
  if (type === 'retreat') {
    const to = place(w[3]);
    if (verb === 'R' && to && w.length === 4) return { kind: 'retreat', unit, to, coast: null };
    if (verb === 'D' && w.length === 3) return { kind: 'disband', unit };
    return null;
  }
  if (verb === 'D' && w.length === 3) return { kind: 'remove', unit };
  if (verb === 'B' && w.length === 3) return { kind: 'build', unitType: unit.type, province: unit.province, coast: null };
  return null;
}

const bare = (u: Unit): Unit => ({ power: u.power, type: u.type, province: u.province, coast: u.coast });

function ordersOf(map: GameMap, phase: MilaPhase, where: string, type: ForeignPhase['phase']['type']): Read<ForeignPhase['orders']> {
  const out: ForeignPhase['orders'] = [];
  for (const [written, list] of Object.entries(phase.orders ?? {})) {
    const power = powerOf(map, written, `${where}.orders`);
    if (!power.ok) return power;
    for (const [i, text] of (list ?? []).entries()) {
      const place = `${where}.orders.${written}[${i}]`;
      const fast = milaOrder(text, map, type);
      const parsed = fast ? { ok: true as const, value: fast } : parseOrder(text, map, { phase: type });
      if (!parsed.ok) return refused('mila.order-unreadable', { place, value: text, reason: readerSaid(parsed.error) });
      const key = /^([AF]\s+[A-Z]{3}(?:\/[NSEW]C)?)\b/i.exec(text.trim())?.[1].toUpperCase().replace(/\s+/, ' ');
      const results = key && phase.results && Object.hasOwn(phase.results, key) ? phase.results[key] : undefined;
      const flags = results ? [...new Set(results.map(flagWord).filter((f): f is string => f !== null))].sort() : key ? [] : null;
      out.push({ power: power.value, order: parsed.value, place, written: text, flags });
    }
  }
  return { ok: true, value: out };
}

/**
 * The units a movement phase dislodged. MILA's results say so (`dislodged`) for every unit, while the
 * state of a retreat phase next shows only the ones with somewhere to go (`*`): a unit with no retreat is
 * disbanded at once and the retreat phase skipped when nobody else was dislodged. Both are read.
 */
function dislodgedOf(map: GameMap, phase: MilaPhase, where: string, nextUnits: (Unit & { dislodged: boolean })[] | null): Read<ForeignUnit[]> {
  const before = unitsOf(map, phase, where);
  if (!before.ok) return before;
  const out = new Map<string, ForeignUnit>();
  for (const [key, words] of Object.entries(phase.results ?? {})) {
    if (!words.some((w) => w.trim().toLowerCase() === 'dislodged')) continue;
    const m = /^([AF])\s+([A-Z]{3})/i.exec(key.trim());
    const unit = m ? before.value.find((u) => u.province === m[2].toLowerCase() && u.type === m[1].toUpperCase()) : undefined;
    if (!unit) return refused('mila.dislodged-unknown', { place: `${where}.results`, value: key });
    const u = { power: unit.power, type: unit.type, province: unit.province, place: `${where}.results["${key}"]` };
    out.set(unitKey(u), u);
  }
  for (const u of nextUnits ?? []) {
    if (!u.dislodged) continue;
    const f = { power: u.power, type: u.type, province: u.province };
    if (!out.has(unitKey(f))) out.set(unitKey(f), f);
  }
  return { ok: true, value: [...out.values()] };
}

function readPhase(map: GameMap, phase: MilaPhase, next: MilaPhase | undefined, where: string, nextWhere: string): Read<ForeignPhase> {
  const code = phaseOfCode(phase.name);
  if (!code) return refused('mila.not-phase-any', { place: `${where}.name`, value: phase.name });
  const orders = ordersOf(map, phase, where, code.type);
  if (!orders.ok) return orders;
  const after = next ? unitsOf(map, next, nextWhere) : null;
  if (after && !after.ok) return after;
  const centers = next ? centersOf(map, next, nextWhere) : null;
  if (centers && !centers.ok) return centers;
  const units = after?.value ?? null;
  const retreatNext = next ? phaseOfCode(next.name)?.type === 'retreat' : false;
  const dislodged = code.type === 'movement' ? dislodgedOf(map, phase, where, retreatNext ? units : null) : null;
  if (dislodged && !dislodged.ok) return dislodged;
  return {
    ok: true,
    value: {
      phase: code,
      place: where,
      orders: orders.value,
      dislodged: dislodged?.value ?? null,
      centersAfter: centers?.value ?? null,
      unitsAfter: units ? units.filter((u) => !u.dislodged).map(bare) : null,
    },
  };
}

function startOf(map: GameMap, first: MilaPhase): Read<Position> {
  const code = phaseOfCode(first.name);
  if (!code) return refused('mila.not-phase-first', { place: 'phases[0].name', value: first.name });
  if (code.type === 'retreat') return refused('mila.starts-retreat', { place: 'phases[0].name', code: first.name });
  const units = unitsOf(map, first, 'phases[0]');
  if (!units.ok) return units;
  const centers = centersOf(map, first, 'phases[0]');
  if (!centers.ok) return centers;
  return { ok: true, value: { variant: map.id, phase: code, units: units.value.map(bare), dislodged: [], standoffs: [], supplyCenters: centers.value } };
}

/** MILA's note on a finished game, `Victory by: AUS, FRA, GER`: the powers by their first three letters. */
function victorsOf(map: GameMap, note: unknown): Power[] | null {
  const m = typeof note === 'string' ? /^\s*Victory by:\s*(.+?)\s*$/i.exec(note) : null;
  if (!m) return null;
  const out: Power[] = [];
  for (const w of m[1].split(/\s*,\s*/)) {
    const p = map.powers.find((x) => x.name.slice(0, 3).toUpperCase() === w.toUpperCase() || x.name.toUpperCase() === w.toUpperCase());
    if (!p) return null;
    out.push(p.name);
  }
  return out;
}

function unknownFieldsNote(unknown: Map<string, number>): string[] {
  if (unknown.size === 0) return [];
  const list = [...unknown].map(([field, n]) => (n > 1 ? `${field} (${n} times)` : field)).join(', ');
  return [`fields the diplomacy package does not define were ignored: ${list}`];
}

/** A checked MILA saved game as a foreign game. */
export function readMila(data: unknown, map: GameMap): Read<ForeignGame> {
  const shaped = checkMila(data);
  if (!shaped.ok) return refused('mila.not-saved-game', { reason: shaped.said });
  const { game, unknown } = shaped.value;
  const mapName = game.map ?? 'standard';
  if (MILA_MAPS[map.id] !== mapName) return refused('map.mila-other-map', { name: mapName, mapName: map.name, id: MILA_MAPS[map.id] ?? map.id });
  if (game.phases.length === 0) return refused('mila.no-phase');
  const start = startOf(map, game.phases[0]);
  if (!start.ok) return start;
  const over = game.phases.at(-1)!.name === COMPLETED;
  // A game MILA ended in a draw (`draw()`) keeps the phase then in play, unadjudicated, before COMPLETED;
  // after a solo the phase before COMPLETED was adjudicated and COMPLETED holds the board it left.
  const victors = over ? victorsOf(map, game.phases.at(-1)!.state.note) : null;
  const drawn = victors && victors.length > 1 ? victors : null;
  const lastPlayed = game.phases.length - (drawn && game.phases.length > 1 ? 2 : 1);
  const phases: ForeignPhase[] = [];
  for (let i = 0; i < lastPlayed; i++) {
    const read = readPhase(map, game.phases[i], game.phases[i + 1], `phases[${i}]`, `phases[${i + 1}]`);
    if (!read.ok) return read;
    phases.push(read.value);
  }
  // The phase in play has no results yet: its orders (if any) are not adjudicated, only its name checked.
  const last = game.phases[lastPlayed];
  const inPlayName = over && !drawn ? null : last.name;
  if (inPlayName !== null && !phaseOfCode(inPlayName)) return refused('mila.not-phase', { place: `phases[${lastPlayed}].name`, value: last.name });
  if (inPlayName !== null && phases.length > 0 && phaseCodeOf(phases.at(-1)!.phase) === inPlayName)
    return refused('mila.twice', { place: `phases[${lastPlayed}].name`, code: last.name });
  const notes = unknownFieldsNote(unknown);
  if (drawn) notes.push(`the file ends the game in a draw between ${drawn.join(', ')} during ${last.name} (its COMPLETED phase): stored as drawn`);
  return {
    ok: true,
    value: {
      format: 'mila',
      name: game.id ?? null,
      start: start.value,
      phases,
      over: over && !drawn,
      centerCounts: [],
      inPlay: inPlayName === null ? null : phaseOfCode(inPlayName),
      drawn,
      notes,
    },
  };
}
