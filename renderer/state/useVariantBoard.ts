// The map and the drawn board of a game's variant (docs/variants.md): a variant Adjutant ships comes
// from the engine at once, its drawing fetched the first time a game on that board is shown (each
// board is a chunk of its own: the game list never parses one); a GM's own is fetched from the
// archive once per window, loaded and checked here as the main process does, so the window never
// trusts what it is handed.
import { useEffect, useState } from 'react';
import { type BoardGeometry, type GameMap, fetchBoard, fetchedBoard, loadGeometry, loadVariant, mapOf, shipsBoard, standardMap } from '../../engine/index';
import { call, whatFailed, useApi } from './api';

export interface VariantBoard {
  map: GameMap;
  /** Null while the drawing loads (`loading`), or for a board Adjutant has no drawing of. */
  geometry: BoardGeometry | null;
  /** Why the game cannot be shown on its own map (an unknown or broken variant), or null. */
  problem: string | null;
  /** True while the map or its drawing is on its way: the board's place shows that, not "no drawing". */
  loading: boolean;
}

const own = new Map<string, { map: GameMap; geometry: BoardGeometry | null }>();

/** The board as far as this window has it now, with nothing left to fetch; else null. */
function ready(id: string): VariantBoard | null {
  const ours = own.get(id);
  if (ours) return { ...ours, problem: null, loading: false };
  const map = mapOf(id);
  if (!map) return null;
  const geometry = fetchedBoard(map.board);
  if (!geometry && shipsBoard(map.board)) return null;
  return { map, geometry, problem: null, loading: false };
}

/** A variant's map and drawing: a shipped one's drawing fetched, a GM's own read from the archive. */
async function fetchVariant(api: ReturnType<typeof useApi>, id: string): Promise<{ map: GameMap; geometry: BoardGeometry | null }> {
  const shipped = mapOf(id);
  if (shipped) return { map: shipped, geometry: await fetchBoard(shipped.board) };
  const file = await call(api, 'variant:get', { id });
  if (!file) throw new Error(`variant '${id}' is not in this archive`);
  const map = loadVariant(JSON.parse(file.data));
  if (!map.ok) throw new Error(`variant '${id}' does not load: ${map.error.map((f) => f.message).join('; ')}`);
  const drawn = file.geometry === null ? { ok: true as const, value: await fetchBoard(map.value.board) } : loadGeometry(JSON.parse(file.geometry), map.value);
  const loaded = { map: map.value, geometry: drawn.ok ? drawn.value : null };
  own.set(id, loaded);
  return loaded;
}

/** The board of variant `id` (the standard map, still loading, until the game is known). */
export function useVariantBoard(id: string | undefined): VariantBoard {
  const api = useApi();
  const [loaded, setLoaded] = useState<{ id: string; board: VariantBoard } | null>(null);
  useEffect(() => {
    if (id === undefined || ready(id)) return;
    let live = true;
    fetchVariant(api, id).then(
      (board) => live && setLoaded({ id, board: { ...board, problem: null, loading: false } }),
      (e: unknown) => live && setLoaded({ id, board: { map: standardMap(), geometry: null, problem: whatFailed(e), loading: false } }),
    );
    return () => {
      live = false;
    };
  }, [api, id]);
  if (id === undefined) return { map: standardMap(), geometry: null, problem: null, loading: true };
  return ready(id) ?? (loaded?.id === id ? loaded.board : null) ?? { map: mapOf(id) ?? standardMap(), geometry: null, problem: null, loading: true };
}
