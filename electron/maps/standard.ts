// The standard map for Node-side code and tests, loaded from its file once and then shared.
import data from '../../resources/maps/standard/map.json';
import { loadMap } from '../../engine/map/load';
import type { GameMap } from '../../engine/map/types';

let cached: GameMap | null = null;

/** The standard map. It ships with the app, so a fault in it is a bug, not bad input: that throws. */
export function standardMap(): GameMap {
  if (cached === null) {
    const loaded = loadMap(data);
    if (!loaded.ok) {
      const faults = loaded.error.map((e) => `  ${e.code}: ${e.message}`).join('\n');
      throw new Error(`the standard map file is invalid:\n${faults}`);
    }
    cached = loaded.value;
  }
  return cached;
}
