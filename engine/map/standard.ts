// The standard map, loaded from its file once and then shared: the one loader the main process, the
// renderer and the tests all use, and the one list of the variants Adjutant knows. The map file is
// data (resources/), validated by loadMap here.
import data from '../../resources/maps/standard/map.json';
import { loadMap } from './load';
import type { GameMap } from './types';

// Loaded when the module is first imported (about a millisecond), so nothing here is mutable.
const loaded = loadMap(data);

/** The standard map. It ships with the app, so a fault in it is a bug, not bad input: that throws. */
export function standardMap(): GameMap {
  if (!loaded.ok) {
    const faults = loaded.error.map((e) => `  ${e.code}: ${e.message}`).join('\n');
    throw new Error(`the standard map file is invalid:\n${faults}`);
  }
  return loaded.value;
}

/** The variants Adjutant knows, by id. */
export const VARIANTS = ['standard'] as const;
export type Variant = (typeof VARIANTS)[number];

/** The map of a variant Adjutant knows, or null for any other id. */
export function mapOf(variant: string): GameMap | null {
  return variant === 'standard' ? standardMap() : null;
}
