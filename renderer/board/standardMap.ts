// The standard map for the renderer, loaded from the same file the main process reads
// (electron/maps/standard.ts), without importing the main process.
import data from '../../resources/maps/standard/map.json';
import { loadMap, type GameMap } from '../../engine/index';

let cached: GameMap | null = null;

/** The standard map. It ships with the app, so a fault in it is a bug: that throws. */
export function standardMap(): GameMap {
  if (cached === null) {
    const loaded = loadMap(data);
    if (!loaded.ok) throw new Error(`the standard map file is invalid: ${loaded.error.map((e) => e.message).join('; ')}`);
    cached = loaded.value;
  }
  return cached;
}
