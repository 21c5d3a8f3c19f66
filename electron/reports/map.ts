// The map in reports: the board drawn by the renderer's pure scene builder and SVG writer (the same
// drawing the workstation shows, without React or a DOM), with the phase's units, orders and
// results, drawn by the shared drawing code in engine/draw (print sizes and hatching: mapPrint.ts).
import {
  type BoardGeometry,
  type GameMap,
  type GivenOrder,
  type OrderResult,
  type Position,
  geometryFor,
  buildScene,
  localLabels,
  sceneToSvg,
  powerColours,
} from '../../engine/index';
import { reportWords, type ReportLanguage } from './language';
import { hatchOwnedLand, PRINT_SIZES, printKeySvg } from './mapPrint';

export interface MapInput {
  map: GameMap;
  position: Position;
  orders: GivenOrder[];
  /** The phase's results, drawn on the orders (bounces, cuts, dislodgements); empty before adjudication. */
  results: OrderResult[];
  title?: string;
  /** Width of the SVG in pixels; the height follows the board. */
  width?: number;
  /** Drawn for paper (the phase report): bigger units, labels and marks, owned land hatched (mapPrint.ts). */
  print?: boolean;
  /** The language of the province labels (the edition's abbreviations on the standard board); English when left out. */
  language?: ReportLanguage;
  /** The drawn board: a GM's own variant brings its own; else the shipped board the map names. */
  geometry?: BoardGeometry | null;
}

/** The board with the phase's orders and results as a standalone SVG document, or null for a map with no drawing. */
export function phaseMapSvg(input: MapInput): string | null {
  const geometry = input.geometry ?? geometryFor(input.map);
  if (geometry === null) return null;
  const scene = buildScene({
    geometry,
    position: input.position,
    orders: input.orders,
    results: input.results,
    sizes: input.print ? PRINT_SIZES : undefined,
  });
  if (input.language && input.language !== 'en') {
    scene.labels = localLabels(scene.labels, input.map.board, input.language);
  }
  if (!input.print) return sceneToSvg(scene, { title: input.title, width: input.width });
  return sceneToSvg(scene, { title: input.title, width: input.width, overlay: hatchOwnedLand(scene, input.map) });
}

/** The key printed under the phase report's map, or null for a map with no drawing. */
export function phaseMapKeySvg(map: GameMap, geometry: BoardGeometry | null = geometryFor(map), language: ReportLanguage = 'en'): string | null {
  if (geometry === null) return null;
  return printKeySvg(map, geometry.viewBox[2], reportWords(language, map));
}

/** The colour the board gives a power, so tables in reports match the map. */
export function powerColour(power: string): { main: string; land: string; ink: string } {
  return powerColours(power);
}
