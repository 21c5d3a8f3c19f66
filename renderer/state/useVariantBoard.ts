// The map and the drawn board of a game's variant (docs/variants.md): a variant Adjutant ships comes
// from the engine at once; a GM's own is fetched from the archive once per window, loaded and checked
// here as the main process does, so the window never trusts what it is handed.
import { useEffect, useState } from 'react';
import { type BoardGeometry, type GameMap, geometryFor, loadGeometry, loadVariant, mapOf, standardMap } from '../../engine/index';
import { call, whatFailed, useApi } from './api';

export interface VariantBoard {
  map: GameMap;
  /** Null while a GM's own variant loads, or for a board Adjutant has no drawing of. */
  geometry: BoardGeometry | null;
  /** Why the game cannot be shown on its own map (an unknown or broken variant), or null. */
  problem: string | null;
}

const own = new Map<string, { map: GameMap; geometry: BoardGeometry | null }>();

function shipped(id: string): VariantBoard | null {
  const map = mapOf(id) ?? own.get(id)?.map;
  if (!map) return null;
  return { map, geometry: own.get(id)?.geometry ?? geometryFor(map), problem: null };
}

/** The board of variant `id` (the standard map until the game is known). */
export function useVariantBoard(id: string | undefined): VariantBoard {
  const api = useApi();
  const [loaded, setLoaded] = useState<VariantBoard | null>(null);
  useEffect(() => {
    if (id === undefined || shipped(id)) return;
    let live = true;
    void (async () => {
      try {
        const file = await call(api, 'variant:get', { id });
        if (!file) throw new Error(`variant '${id}' is not in this archive`);
        const map = loadVariant(JSON.parse(file.data));
        if (!map.ok) throw new Error(`variant '${id}' does not load: ${map.error.map((f) => f.message).join('; ')}`);
        const drawn = file.geometry === null ? { ok: true as const, value: geometryFor(map.value) } : loadGeometry(JSON.parse(file.geometry), map.value);
        const geometry = drawn.ok ? drawn.value : null;
        own.set(id, { map: map.value, geometry });
        if (live) setLoaded({ map: map.value, geometry, problem: null });
      } catch (e) {
        if (live) setLoaded({ map: standardMap(), geometry: null, problem: whatFailed(e) });
      }
    })();
    return () => {
      live = false;
    };
  }, [api, id]);
  if (id === undefined) return { map: standardMap(), geometry: geometryFor(standardMap()), problem: null };
  return shipped(id) ?? loaded ?? { map: standardMap(), geometry: null, problem: null };
}
