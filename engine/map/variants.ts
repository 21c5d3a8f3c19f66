// Variants: a map file (engine/map/load.ts) that may build on another map's board (`base`). The
// variants that ship with Adjutant are data in resources/, listed here; a GM's own variants come from
// the archive (electron/service/variants.ts) and go through the same loader. docs/variants.md.
import standardData from '../../resources/maps/standard/map.json';
import fleetRomeData from '../../resources/maps/variants/fleet-rome.json';
import v1898Data from '../../resources/maps/variants/1898.json';
import chaosData from '../../resources/maps/variants/chaos.json';
import ancientMedData from '../../resources/maps/ancient-mediterranean/map.json';
import youngstownReduxData from '../../resources/maps/youngstown-redux/map.json';
import { err } from '../result';
import type { Result } from '../result';
import { mapFault } from './faults';
import { loadMap, loadShippedMap } from './load';
import type { GameMap, MapError } from './types';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The maps a variant may name as its `base`: the boards that ship with Adjutant, by id. */
const BASES: Readonly<Record<string, unknown>> = { standard: standardData };

/** A base map's file by id (own properties only), or undefined. */
export function baseData(id: string): unknown {
  return Object.prototype.hasOwnProperty.call(BASES, id) ? BASES[id] : undefined;
}

/**
 * Reads and validates a variant file: a map file, or one that names a `base` map and gives only
 * what differs (powers, homes, start, build rule, victory). Every fault at once; never throws.
 */
export function loadVariant(data: unknown, bases: (id: string) => unknown = baseData): Result<GameMap, MapError[]> {
  return loadWith(loadMap, data, bases);
}

function loadWith(load: typeof loadMap, data: unknown, bases: (id: string) => unknown): Result<GameMap, MapError[]> {
  if (!isObj(data) || data.base === undefined) return load(data);
  if (typeof data.base !== 'string') return err([mapFault('wrong-type.base')]);
  const base = bases(data.base);
  if (!isObj(base)) return err([mapFault('unknown-base', { base: data.base, bases: Object.keys(BASES).join(', ') })]);
  const merged: Obj = { ...base, board: base.board ?? base.id, ...data };
  delete merged.base;
  return load(merged);
}

/** The variants that ship with Adjutant, in the order New game offers them. */
const BUILT_IN: readonly unknown[] = [standardData, fleetRomeData, v1898Data, chaosData, ancientMedData, youngstownReduxData];

const idOf = (data: unknown): string => String((data as { id?: unknown }).id);

// Each is loaded when first asked for (a command that needs no map pays nothing: loading all six at
// import cost every command of the command line about 40 ms), then kept, so nothing here is mutable.
// They ship with the app, so a fault in one is a bug, not bad input: a test checks each in full
// (checkedBuiltIn), and at run time they are built without the check (loadShippedMap).
const loaded = new Map<string, GameMap>();
const files = new Map(BUILT_IN.map((data) => [idOf(data), data]));

/** The standard map: the one object every caller shares (the engine caches its tables by map). */
export function standardMap(): GameMap {
  return mapOf('standard')!;
}

/** The ids of the variants Adjutant ships, in the order New game offers them. */
export const VARIANTS: readonly string[] = Object.freeze([...files.keys()]);

/** The map of a variant Adjutant ships, or null for any other id. */
export function mapOf(variant: string): GameMap | null {
  const known = loaded.get(variant);
  if (known) return known;
  const data = files.get(variant);
  if (data === undefined) return null;
  const map = loadWith(loadShippedMap, data, baseData);
  if (!map.ok) throw new Error(`a built-in variant file is invalid:\n${map.error.map((e) => `  ${e.code}: ${e.message}`).join('\n')}`);
  if (map.value.id !== variant) throw new Error(`the built-in variant file '${variant}' names itself '${map.value.id}'`);
  loaded.set(variant, map.value);
  return map.value;
}

/** A variant Adjutant ships, loaded with the full check a GM's own file gets (for the tests), or null for any other id. */
export function checkedBuiltIn(variant: string): Result<GameMap, MapError[]> | null {
  const data = files.get(variant);
  return data === undefined ? null : loadVariant(data);
}

/** What New game shows of each variant Adjutant ships. */
export interface VariantSummary {
  id: string;
  name: string;
  description: string;
  powers: number;
  centers: number;
  victoryCenters: number;
  board: string;
}

export function variantSummary(map: GameMap): VariantSummary {
  return {
    id: map.id,
    name: map.name,
    description: map.description,
    powers: map.powers.length,
    centers: map.provinces.filter((p) => p.supplyCenter).length,
    victoryCenters: map.victoryCenters,
    board: map.board,
  };
}
