// What the board shows, as plain data: built by scene.ts from a position, orders and results, drawn
// by the Konva view and by the SVG export. Semantic (a move, a bounce) with its geometry worked out,
// so both drawings stay simple and tests can read it.
import type { Coast, GivenOrder, OrderResult, Position, Power, ProvinceId, ReasonCode, UnitType } from '../types';
import type { BoardGeometry } from './geometry';
import type { BoardSizes } from './style';

export type HighlightKind = 'target' | 'source' | 'retreat';

/** Something the gestures light up: a legal target, the unit being dragged, a retreat option. */
export interface Highlight {
  kind: HighlightKind;
  province: ProvinceId;
  coast?: Coast | null;
}

export interface SceneInput {
  geometry: BoardGeometry;
  position: Position;
  orders: GivenOrder[];
  results?: OrderResult[] | null;
  highlights?: Highlight[];
  /** Sizes other than the screen's (the printed report's); default SCREEN_SIZES. */
  sizes?: BoardSizes;
}

/** `ordered` before adjudication; the engine's outcome after it. */
export type OrderStatus = 'ordered' | 'succeeds' | 'fails' | 'illegal' | 'void';

export interface SceneProvince {
  id: ProvinceId;
  path: string;
  kind: 'land' | 'sea';
  /** Owner of the supply centre in it (land only). */
  owner: Power | null;
  fill: string;
  highlight: 'target' | 'retreat' | null;
}

export interface SceneCenter {
  province: ProvinceId;
  x: number;
  y: number;
  owner: Power | null;
  fill: string;
}

export interface SceneLabel {
  province: ProvinceId;
  text: string;
  x: number;
  y: number;
  sea: boolean;
}

export interface SceneUnit {
  power: Power;
  type: UnitType;
  province: ProvinceId;
  coast: Coast | null;
  x: number;
  y: number;
  fill: string;
  stroke: string;
  ink: string;
  /** Dislodged (in the retreat phase, or by the results shown): drawn offset and marked. */
  dislodged: boolean;
  /** The unit a gesture is dragging. */
  source: boolean;
}

/** Small circles at coast points a gesture can drop on. */
export interface SceneSpot {
  kind: 'target' | 'retreat';
  province: ProvinceId;
  coast: Coast;
  x: number;
  y: number;
}

interface OrderBase {
  power: Power;
  /** The ordered unit's province (the built province for a build). */
  province: ProvinceId;
  status: OrderStatus;
  reason: ReasonCode | null;
  colour: string;
  /** Darker colour for outlines. */
  dark: string;
}

export interface SceneMove extends OrderBase {
  kind: 'move';
  to: ProvinceId;
  toCoast: Coast | null;
  /** Drawn polyline, start to end; ends short of the destination when bounced. */
  points: number[];
  /** The whole route, for anchoring supports and convoys. */
  route: number[];
  viaConvoy: boolean;
  bounced: boolean;
}

export interface SceneSupport extends OrderBase {
  kind: 'support';
  target: ProvinceId;
  to: ProvinceId | null;
  points: [number, number, number, number];
  /** A move the support names that nobody ordered: drawn faint so the line ends somewhere. */
  phantom: [number, number, number, number] | null;
}

export interface SceneConvoy extends OrderBase {
  kind: 'convoy';
  army: ProvinceId;
  to: ProvinceId;
  /** From the fleet to the army's route; empty when the route already runs through the fleet. */
  points: number[];
  phantom: [number, number, number, number] | null;
  x: number;
  y: number;
}

export interface SceneHold extends OrderBase {
  kind: 'hold';
  x: number;
  y: number;
}

export interface SceneRetreat extends OrderBase {
  kind: 'retreat';
  to: ProvinceId;
  points: number[];
  bounced: boolean;
}

export interface SceneDisband extends OrderBase {
  kind: 'disband' | 'remove';
  x: number;
  y: number;
}

export interface SceneBuild extends OrderBase {
  kind: 'build';
  unitType: UnitType | null;
  coast: Coast | null;
  x: number;
  y: number;
}

export type SceneOrder = SceneMove | SceneSupport | SceneConvoy | SceneHold | SceneRetreat | SceneDisband | SceneBuild;

/**
 * Result marks: `bounce` where a move stopped, `cut` across a cut support, `failed` across another
 * failed support or convoy, `disrupted` on a move whose convoy failed, `dislodged` on a unit.
 */
export interface SceneMark {
  kind: 'bounce' | 'cut' | 'failed' | 'disrupted' | 'dislodged';
  province: ProvinceId;
  x: number;
  y: number;
  /** Direction of the line it marks, radians (a bounce bar is drawn across it). */
  angle: number;
}

export interface Scene {
  width: number;
  height: number;
  viewBox: [number, number, number, number];
  provinces: SceneProvince[];
  impassable: string[];
  /**
   * Pairs joined across a strait, a canal or a corner of seas: a dashed line between two points. A
   * `wrap` joins across the board's left and right edges: a dashed line from each point to its edge.
   */
  links?: { from: [number, number]; to: [number, number]; wrap?: boolean }[];
  centers: SceneCenter[];
  labels: SceneLabel[];
  units: SceneUnit[];
  spots: SceneSpot[];
  orders: SceneOrder[];
  marks: SceneMark[];
  sizes?: BoardSizes;
}
