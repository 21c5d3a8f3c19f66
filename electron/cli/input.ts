// Reads one adjudication input (a position with orders, as JSON) into what the engine takes,
// reporting each fault with its place (`orders[3]: ...`): first its shape (fields and JSON types,
// inputShape.ts, the same zod vocabulary as IPC payloads and game files), then what the values mean
// on the map; the position it makes is then checked whole by the engine's validatePosition, as every
// entrance does. Readers here skip a value of the wrong type: the shape check has reported it. Orders
// are text, read by the order reader for the phase; an order for a missing or foreign unit is no
// fault here: the engine rules on it.
import {
  validatePosition,
  type GameMap,
  type RuleOptions,
  parseOrder,
  PHASE_TYPES,
  SEASONS,
  type GivenOrder,
  type Phase,
  type Position,
  type Power,
  type ProvinceId,
  mapOf,
  standardMap,
  VARIANTS,
} from '../../engine/index';
import { readDislodged, readPower, readProvince, readProvinces, readSupplyCenters, readUnits } from './inputUnits';
import { checkShape } from './inputShape';
import { type Problem, Problems, isObject, shown } from './problems';
import { readRuleOptions } from './ruleOptions';

export interface AdjudicationInput {
  map: GameMap;
  position: Position;
  orders: GivenOrder[];
  /** The game's rule options (the DATC preferences unless the input chose otherwise). */
  options: RuleOptions;
  /** Things worth telling a person that are not faults (options without effect here). */
  notes: string[];
}

export type InputRead = { ok: true; value: AdjudicationInput } | { ok: false; problems: Problem[] };

export function readInput(raw: unknown): InputRead {
  const problems = new Problems();
  if (!isObject(raw)) return { ok: false, problems: [{ path: '', message: `expected a JSON object (a position with orders), got ${shown(raw)}` }] };
  checkShape(raw, problems);
  const map = readVariant(raw.variant, problems);
  if (!map) return { ok: false, problems: problems.list };
  const phase = readPhase(raw.phase, problems);
  const { options, notes } = readRuleOptions(raw.options, problems);
  const position: Position = {
    variant: map.id,
    phase: phase ?? map.start.phase,
    units: readUnits(map, raw.units, 'units', problems),
    dislodged: readDislodged(map, raw.dislodged, problems),
    standoffs: readProvinces(map, raw.standoffs, 'standoffs', problems),
    supplyCenters: readSupplyCenters(map, raw.supplyCenters, problems),
  };
  if (raw.civilDisorder !== undefined) position.civilDisorder = readPowerList(map, raw.civilDisorder, problems);
  if (raw.proxies !== undefined) position.proxies = readProxies(map, raw.proxies, problems);
  if (phase && phase.type !== 'retreat' && position.dislodged.length > 0) {
    problems.add('dislodged', `only a retreat phase has dislodged units, and this is a ${phase.type} phase`);
  }
  const orders = readOrders(map, raw.orders, phase, options, problems);
  if (problems.count > 0) return { ok: false, problems: problems.list };
  // Field by field the input reads well; whether the position as a whole can exist is the engine's
  // call (a dislodged unit where no attacker stands, standoffs outside a retreat phase...).
  const valid = validatePosition(map, position);
  if (!valid.ok) return { ok: false, problems: valid.error.map((f) => ({ path: f.path, message: f.message })) };
  return { ok: true, value: { map, position, orders, options, notes } };
}

function readVariant(v: unknown, problems: Problems): GameMap | null {
  if (v === undefined) return standardMap();
  const map = mapOf(typeof v === 'string' ? v.trim().toLowerCase() : '');
  if (map) return map;
  problems.add('variant', `unknown variant ${typeof v === 'string' ? `'${v}'` : shown(v)}; known variants: ${VARIANTS.join(', ')}`);
  return null;
}

function readPhase(v: unknown, problems: Problems): Phase | null {
  if (!isObject(v)) return null;
  const before = problems.count;
  const season = typeof v.season === 'string' ? SEASONS.find((s) => s === (v.season as string).trim().toLowerCase()) : undefined;
  if (!season && typeof v.season === 'string') problems.add('phase.season', `expected spring, fall or winter, got ${shown(v.season)}`);
  const type = typeof v.type === 'string' ? PHASE_TYPES.find((t) => t === (v.type as string).trim().toLowerCase()) : undefined;
  if (!type && typeof v.type === 'string') problems.add('phase.type', `expected movement, retreat or adjustment, got ${shown(v.type)}`);
  const year = v.year;
  if (season && type && (season === 'winter') !== (type === 'adjustment')) {
    problems.add('phase.type', season === 'winter' ? 'a winter phase is an adjustment phase' : `an adjustment phase comes in winter, not in ${season}`);
  }
  if (problems.count > before || !season || !type || typeof year !== 'number' || !Number.isInteger(year) || year < 1) return null;
  return { season, year, type };
}

function readPowerList(map: GameMap, v: unknown, problems: Problems): Power[] {
  if (!Array.isArray(v)) return [];
  const out: Power[] = [];
  v.forEach((item, i) => {
    const p = readPower(map, item, `civilDisorder[${i}]`, problems);
    if (p && !out.includes(p)) out.push(p);
  });
  return out;
}

function readProxies(map: GameMap, v: unknown, problems: Problems): { province: ProvinceId; power: Power }[] {
  if (!Array.isArray(v)) return [];
  const out: { province: ProvinceId; power: Power }[] = [];
  v.forEach((item, i) => {
    const path = `proxies[${i}]`;
    if (!isObject(item)) return;
    const place = readProvince(map, item.province, `${path}.province`, problems);
    const power = readPower(map, item.power, `${path}.power`, problems);
    if (place && power) out.push({ province: place.province, power });
  });
  return out;
}

function readOrders(map: GameMap, v: unknown, phase: Phase | null, options: RuleOptions, problems: Problems): GivenOrder[] {
  if (!Array.isArray(v)) return [];
  const out: GivenOrder[] = [];
  v.forEach((item, i) => {
    const path = `orders[${i}]`;
    if (!isObject(item)) return;
    const power = readPower(map, item.power, `${path}.power`, problems);
    if (typeof item.text !== 'string' || !phase) return;
    const read = parseOrder(item.text, map, { phase: phase.type, rules: options });
    if (!read.ok) {
      const e = read.error;
      return problems.add(path, `${e.message} (in "${item.text}" at column ${e.start + 1})`);
    }
    if (power) out.push({ power, order: read.value, text: item.text });
  });
  return out;
}
