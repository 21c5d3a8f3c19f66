// The shipped boards' drawings, each fetched the first time a game on that board is shown: the
// renderer's bundler puts each one in a chunk of its own (the three weigh 0.76 MB of JSON, which a
// window that shows the game list, or only the standard board, should not parse at start). The main
// process and the reports draw from `boardGeometry` (./boards.ts), which has them all at hand;
// test/engine/draw/boardFiles.test.ts holds the two lists to the same boards and the same drawings.
import type { BoardGeometry } from './geometry';

type Loader = () => Promise<{ default: unknown }>;

const FILES: Readonly<Record<string, Loader>> = {
  standard: () => import('../../resources/maps/standard/geometry.json'),
  'ancient-mediterranean': () => import('../../resources/maps/ancient-mediterranean/geometry.json'),
  'youngstown-redux': () => import('../../resources/maps/youngstown-redux/geometry.json'),
};

/** The ids of the boards Adjutant ships a drawing of. */
export const SHIPPED_BOARDS: readonly string[] = Object.keys(FILES);

/** Whether Adjutant ships a drawing of board `id` (own properties only). */
export const shipsBoard = (id: string): boolean => Object.prototype.hasOwnProperty.call(FILES, id);

const loaded = new Map<string, BoardGeometry>();

/** A shipped board once fetched (`fetchBoard`), else null: a window draws at once what it has. */
export function fetchedBoard(id: string): BoardGeometry | null {
  return loaded.get(id) ?? null;
}

/** A shipped board by id, fetched once per window; null for a board Adjutant ships no drawing of. */
export async function fetchBoard(id: string): Promise<BoardGeometry | null> {
  if (!shipsBoard(id)) return null;
  const known = loaded.get(id);
  if (known) return known;
  const geometry = (await FILES[id]()).default as BoardGeometry;
  loaded.set(id, geometry);
  return geometry;
}
