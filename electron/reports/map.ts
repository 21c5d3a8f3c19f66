// The map in reports: the board drawn by the renderer's pure scene builder and SVG writer (the same
// drawing the workstation shows, without React or a DOM), with the phase's units, orders and
// results. The one place reports reach into renderer/board.
import { type GameMap, type GivenOrder, type OrderResult, type Position, standardGeometry, buildScene, sceneToSvg, powerColours } from '../../engine/index';

export interface MapInput {
  map: GameMap;
  position: Position;
  orders: GivenOrder[];
  /** The phase's results, drawn on the orders (bounces, cuts, dislodgements); empty before adjudication. */
  results: OrderResult[];
  title?: string;
  /** Width of the SVG in pixels; the height follows the board. */
  width?: number;
}

/** The board with the phase's orders and results as a standalone SVG document, or null for a map with no drawing. */
export function phaseMapSvg(input: MapInput): string | null {
  if (input.map.id !== standardGeometry.map) return null;
  const scene = buildScene({ geometry: standardGeometry, position: input.position, orders: input.orders, results: input.results });
  return sceneToSvg(scene, { title: input.title, width: input.width });
}

/** The colour the board gives a power, so tables in reports match the map. */
export function powerColour(power: string): { main: string; land: string; ink: string } {
  return powerColours(power);
}
