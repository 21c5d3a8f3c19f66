// The frame of a MILA saved game, checked by hand: a long game is megabytes of JSON (a 283-phase game
// is 0.8 MB, most of it lists of words), and a schema library's general checks cost more than the
// rest of its import. Every fault names its field (`phases[3].orders.FRANCE[1]`); fields MILA does not
// define are left out and counted, for one note in the audit (MILA's own loader passes over them).
// Only own properties are read; nothing here throws on any JSON value.
import { refused, type ReasonParam, type Refused } from './reasons';

export interface MilaState {
  name?: string;
  units: Record<string, string[]>;
  centers: Record<string, string[]>;
  retreats?: Record<string, Record<string, string[]>>;
  homes?: Record<string, string[]>;
  note?: unknown;
}

export interface MilaPhase {
  name: string;
  state: MilaState;
  orders?: Record<string, string[] | null>;
  results?: Record<string, string[]>;
}

export interface MilaGame {
  id?: string | null;
  map?: string;
  rules?: string[];
  phases: MilaPhase[];
}

/** The fields MILA writes: the ones read, and the ones accepted and not used. */
const TOP_FIELDS = new Set(['id', 'map', 'rules', 'phases', 'status', 'outcome', 'timestamp_created', 'messages']);
const PHASE_FIELDS = new Set(['name', 'state', 'orders', 'results', 'messages']);
const STATE_FIELDS = new Set([
  'name',
  'units',
  'centers',
  'retreats',
  'homes',
  'influence',
  'civil_disorder',
  'builds',
  'note',
  'timestamp',
  'zobrist_hash',
  'game_id',
  'map',
  'rules',
]);

const MAX_WORD = 200;
const MAX_PHASES = 10_000;

type Read<T> = { ok: true; value: T } | Refused;
/** A fault of the file's shape (reasons.ts `shape`), thrown to the top of the check. */
class Fault {
  constructor(
    readonly key: string,
    readonly params: Record<string, ReasonParam> = {},
  ) {}
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const own = (o: Record<string, unknown>, k: string): unknown => (Object.hasOwn(o, k) ? o[k] : undefined);

function word(v: unknown, where: string): string {
  if (typeof v !== 'string') throw new Fault('shape.string', { place: where });
  if (v.length > MAX_WORD) throw new Fault('shape.long', { place: where, max: MAX_WORD });
  return v;
}

function words(v: unknown, where: string, max: number): string[] {
  if (!Array.isArray(v)) throw new Fault('shape.list', { place: where });
  if (v.length > max) throw new Fault('shape.entries', { place: where, max });
  return v.map((x, i) => word(x, `${where}[${i}]`));
}

function record<T>(v: unknown, where: string, each: (x: unknown, at: string) => T): Record<string, T> {
  if (!isObject(v)) throw new Fault('shape.object', { place: where });
  const out: Record<string, T> = Object.create(null) as Record<string, T>;
  for (const [k, x] of Object.entries(v)) out[k] = each(x, `${where}.${k}`);
  return out;
}

function known(o: Record<string, unknown>, fields: Set<string>, where: string, unknown: Map<string, number>): void {
  for (const k of Object.keys(o)) if (!fields.has(k)) unknown.set(`${where}${k}`, (unknown.get(`${where}${k}`) ?? 0) + 1);
}

function state(v: unknown, where: string, unknown: Map<string, number>): MilaState {
  if (!isObject(v)) throw new Fault('shape.object', { place: where });
  known(v, STATE_FIELDS, 'phases[].state.', unknown);
  const name = own(v, 'name');
  const retreats = own(v, 'retreats');
  const homes = own(v, 'homes');
  return {
    ...(name === undefined ? {} : { name: word(name, `${where}.name`) }),
    units: record(own(v, 'units'), `${where}.units`, (x, at) => words(x, at, 100)),
    centers: record(own(v, 'centers'), `${where}.centers`, (x, at) => words(x, at, 100)),
    ...(retreats === undefined ? {} : { retreats: record(retreats, `${where}.retreats`, (x, at) => record(x, at, (y, at2) => words(y, at2, 100))) }),
    ...(homes === undefined ? {} : { homes: record(homes, `${where}.homes`, (x, at) => words(x, at, 100)) }),
    note: own(v, 'note'),
  };
}

function phase(v: unknown, where: string, unknown: Map<string, number>): MilaPhase {
  if (!isObject(v)) throw new Fault('shape.object', { place: where });
  known(v, PHASE_FIELDS, 'phases[].', unknown);
  const orders = own(v, 'orders');
  const results = own(v, 'results');
  return {
    name: word(own(v, 'name'), `${where}.name`),
    state: state(own(v, 'state'), `${where}.state`, unknown),
    ...(orders === undefined ? {} : { orders: record(orders, `${where}.orders`, (x, at) => (x === null ? null : words(x, at, 200))) }),
    ...(results === undefined ? {} : { results: record(results, `${where}.results`, (x, at) => words(x, at, 20)) }),
  };
}

/** The saved game's frame, and the fields it has that MILA does not define (field path to count). */
export function checkMila(data: unknown): Read<{ game: MilaGame; unknown: Map<string, number> }> {
  const unknown = new Map<string, number>();
  try {
    if (!isObject(data)) throw new Fault('shape.object-whole');
    known(data, TOP_FIELDS, '', unknown);
    const id = own(data, 'id');
    const map = own(data, 'map');
    const rules = own(data, 'rules');
    const phases = own(data, 'phases');
    if (!Array.isArray(phases)) throw new Fault('shape.list', { place: 'phases' });
    if (phases.length > MAX_PHASES) throw new Fault('shape.phases', { max: MAX_PHASES });
    const game: MilaGame = {
      ...(id === undefined || id === null ? {} : { id: word(id, 'id') }),
      ...(map === undefined ? {} : { map: word(map, 'map') }),
      ...(rules === undefined ? {} : { rules: words(rules, 'rules', 100) }),
      phases: phases.map((p, i) => phase(p, `phases[${i}]`, unknown)),
    };
    return { ok: true, value: { game, unknown } };
  } catch (e) {
    if (e instanceof Fault) return refused(e.key, e.params);
    throw e;
  }
}
