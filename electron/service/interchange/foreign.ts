// What a game from another program says, once read: its phases in turn, each with the orders given
// and what the other program printed as their results. Readers of the foreign formats (judgeRead.ts,
// milaRead.ts) produce this; replay.ts plays it again with Adjutant and lists where the two disagree.
import type { Place } from './reasons';
import { mapOf, type Order, type Phase, type Position, type Power, type ProvinceId, type Unit, type UnitType } from '../../../engine/index';

export const FOREIGN_FORMATS = ['judge', 'mila', 'jdip'] as const;
export type ForeignFormat = (typeof FOREIGN_FORMATS)[number];

/**
 * MILA's maps (the `map` of its saved games, its file names in diplomacy/maps) for Adjutant's variants
 * whose provinces MILA names the same way. MILA's `ancmed` names three provinces otherwise (SIN, THB,
 * TYN) and numbers years from 1, so it is not paired yet; Adjutant's other variants have no MILA map.
 */
export const MILA_MAPS: Record<string, string> = { standard: 'standard', 'fleet-rome': 'standard_fleet_rome' };
/**
 * njudge's names of Adjutant's variants (variant.c; printed as `Variant: Standard` in its mail header
 * and `  Variant:  Fleet_rome` in the game's parameters). njudge's `youngstown` is the original
 * Youngstown, not Youngstown Redux: not paired.
 */
export const JUDGE_VARIANTS: Record<string, string> = {
  standard: 'standard',
  'fleet-rome': 'fleet_rome',
  '1898': '1898',
  chaos: 'chaos',
  'ancient-mediterranean': 'ancient_med',
};
/** `Variant: Fleet_rome, Gunboat` (njudge's parameters) or a mail header `:: Judge: USIN  Game: x  Variant: Standard`. */
const JUDGE_VARIANT_LINE = /^(?:::\s*Judge:.*?\s|\s*)Variant:\s+([A-Za-z0-9_-]+)/;

/** The variant a Judge text names, with its line; null when it names none (the standard game). */
export function judgeVariantOf(text: string): { name: string; variant: string | null; line: number } | null {
  const lines = text.split(/\r\n|\r|\n/);
  const i = lines.findIndex((l) => JUDGE_VARIANT_LINE.test(l));
  if (i < 0) return null;
  const name = JUDGE_VARIANT_LINE.exec(lines[i])![1].toLowerCase();
  // njudge's name, else Adjutant's own id (an Adjutant export of a variant njudge does not have).
  const variant = Object.entries(JUDGE_VARIANTS).find(([, j]) => j === name)?.[0] ?? (mapOf(name) ? name : null);
  return { name, variant, line: i + 1 };
}

/** The variant of a MILA map name, or null. */
export const variantOfMilaMap = (name: string): string | null => Object.entries(MILA_MAPS).find(([, m]) => m === name)?.[0] ?? null;

export interface ForeignOrder {
  power: Power;
  order: Order;
  /** Where the order stands in the file: `line 12` (as data), `phases[3].orders.FRANCE[1]`. */
  place: Place;
  /** The order as the file wrote it, for the audit. */
  written: string;
  /** The result flags the file printed (`bounce`, `cut`...), sorted; null when it printed none at all. */
  flags: string[] | null;
}

export interface ForeignUnit {
  power: Power;
  type: UnitType;
  province: ProvinceId;
  /** Where the file names the unit, when it has a line of its own. */
  place?: Place;
}

export interface ForeignPhase {
  phase: Phase;
  /** Where the phase begins in the file. */
  place: Place;
  orders: ForeignOrder[];
  /** Units the file says this phase dislodged; null when it does not say. */
  dislodged: ForeignUnit[] | null;
  /** Who owns which center after the phase, as the file prints it; null when it does not. */
  centersAfter: Record<Power, ProvinceId[]> | null;
  /** The units on the board after the phase, as the file has them; null when it does not. */
  unitsAfter: Unit[] | null;
}

/** A year's supply-center counts, as a summary table prints them. */
export interface CenterCount {
  year: number;
  counts: Record<Power, number>;
  place: Place;
  /** Where each power's count was printed, when the table gives each power a row of its own. */
  rows?: Record<Power, Place>;
}

export interface ForeignGame {
  format: ForeignFormat;
  name: string | null;
  /** The position the first phase starts from; null for the map's own start. */
  start: Position | null;
  phases: ForeignPhase[];
  /** The file says the game is over after its last phase. */
  over: boolean;
  centerCounts: CenterCount[];
  /** The phase the file says is in play after its last adjudicated one; null when it does not say. */
  inPlay: Phase | null;
  /** The powers the file says the game was drawn between (MILA's `Victory by:` several powers); null when it does not. */
  drawn: Power[] | null;
  /** The rules the file names (an Adjutant export's `Rules:` line), with where; null when it names none. */
  rules?: { preset: string; options: Record<string, string>; place: Place } | null;
  /** What the reader passed over or cleaned up without changing a result (unknown fields, markup): one line each, for the audit. */
  notes: string[];
}

/** One point where the other program and Adjutant disagree. */
export interface Difference {
  /** The phase, as a code: `S1901M`. */
  phase: string;
  place: string;
  /** The order or unit concerned, as the file wrote it; null for the phase as a whole. */
  subject: string | null;
  file: string;
  adjutant: string;
}

export function phaseCodeOf(p: Phase): string {
  return `${p.season[0]}${p.year}${p.type[0]}`.toUpperCase();
}

const SEASON_LETTER = { s: 'spring', f: 'fall', w: 'winter' } as const;
const TYPE_LETTER = { m: 'movement', r: 'retreat', a: 'adjustment' } as const;

/** `S1901M` as a phase, or null. */
export function phaseOfCode(code: string): Phase | null {
  const m = /^([SFW])(\d{4})([MRA])$/i.exec(code.trim());
  if (!m) return null;
  const season = SEASON_LETTER[m[1].toLowerCase() as keyof typeof SEASON_LETTER];
  const type = TYPE_LETTER[m[3].toLowerCase() as keyof typeof TYPE_LETTER];
  return { season, year: Number(m[2]), type };
}

export const unitKey = (u: { power: Power; type: UnitType; province: ProvinceId }): string => `${u.power} ${u.type} ${u.province}`;
