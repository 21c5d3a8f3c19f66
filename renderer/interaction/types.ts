// The vocabulary of the board's gestures: what the pointer is over, the events the view feeds in, the
// states a gesture passes through, and the one order change a completed gesture gives out.
// Pure data: the machine runs headless in tests, the Konva view only translates pointer events.
import type { GameMap, Coast, GivenOrder, Order, Position, Power, ProvinceId, UnitType } from '../../engine/index';

export type GestureMode = 'move' | 'support' | 'convoy';

export type OrderChange = { kind: 'set'; power: Power; order: Order } | { kind: 'clear'; power: Power; province: ProvinceId };

/**
 * What lies under the pointer: the province (and coast spot), and on top of it a unit or a move
 * order's arrow (named by the moving unit's province), when the pointer is on one.
 */
export interface Target {
  province: ProvinceId | null;
  coast?: Coast | null;
  unit?: ProvinceId;
  /** The unit hit is a dislodged one (retreat phase). */
  dislodged?: boolean;
  arrow?: ProvinceId;
}

export interface Point {
  x: number;
  y: number;
}

export interface Modifiers {
  shift?: boolean;
  alt?: boolean;
}

/** A press by a finger: a tap on a unit opens its action sheet, and a finger may wander further. */
export interface Touch {
  touch?: boolean;
}

/** Points are screen pixels: the drag threshold is about the hand, not the map. */
export type GestureEvent =
  | ({ type: 'down'; target: Target; point: Point; button?: 'left' | 'right' } & Modifiers & Touch)
  | ({ type: 'move'; target: Target; point: Point } & Modifiers)
  | { type: 'up'; target: Target; point: Point }
  | { type: 'key'; key: string }
  /** An overlay button: a coast (`nc`), a build (`army`, `fleet`, `waive`), a menu item, or `cancel`. */
  | { type: 'choose'; option: string };

export interface GestureContext {
  map: GameMap;
  position: Position;
  orders: GivenOrder[];
  mode: GestureMode;
  editable: boolean;
}

/** The unit a gesture is about. */
export interface Picked {
  power: Power;
  type: UnitType;
  province: ProvinceId;
  coast: Coast | null;
  dislodged: boolean;
}

export type Intent = 'move' | 'support' | 'convoy' | 'retreat';

export type MenuItem = 'hold' | 'move' | 'support' | 'convoy' | 'disband' | 'remove' | 'clear';

/** An order waiting for its coast. */
export type Pending =
  | { kind: 'move'; unit: Picked; to: ProvinceId; viaConvoy: boolean }
  | { kind: 'retreat'; unit: Picked; to: ProvinceId }
  | { kind: 'build'; power: Power; province: ProvinceId };

export interface Idle {
  name: 'idle';
}

export interface Pointing {
  name: 'pointing';
  /** A unit pressed, or (adjustment phase) a province to build in. */
  unit: Picked | null;
  province: ProvinceId;
  start: Point;
  intent: Intent;
  /** Pressed by a finger. */
  touch?: boolean;
}

export interface DraggingUnit {
  name: 'draggingUnit';
  unit: Picked;
  intent: Intent;
  /** Provinces a drop may go to (lit while dragging). */
  targets: ProvinceId[];
  /** Coasts lit as spots, for fleets that can reach several. */
  coasts: { province: ProvinceId; coast: Coast }[];
  point: Point;
  over: Target;
  /** Started from the context menu: the pointer is not held, the next click drops. */
  sticky: boolean;
}

export interface ChoosingCoast {
  name: 'choosingCoast';
  pending: Pending;
  province: ProvinceId;
  coasts: Coast[];
  point: Point;
}

export interface ChoosingBuild {
  name: 'choosingBuild';
  power: Power;
  province: ProvinceId;
  army: boolean;
  fleet: boolean;
  point: Point;
}

export interface ContextMenu {
  name: 'contextMenu';
  unit: Picked;
  items: MenuItem[];
  point: Point;
  /** Opened by a tap: support and convoy go on tap by tap (tapping.ts), not as a sticky drag. */
  touch?: boolean;
}

/**
 * Support or convoy by taps (a finger cannot point at an arrow): first the unit supported or the
 * army convoyed (`other` null), then where it goes; the supported unit's own province is a hold.
 */
export interface Tapping {
  name: 'tapping';
  unit: Picked;
  intent: 'support' | 'convoy';
  other: Picked | null;
  /** Provinces lit: the units that may be chosen, then the destinations. */
  targets: ProvinceId[];
  point: Point;
}

export type GestureState = Idle | Pointing | DraggingUnit | ChoosingCoast | ChoosingBuild | ContextMenu | Tapping;

/** What one event does: the next state, at most one order change, and whether the view should pan. */
export interface Step {
  state: GestureState;
  change?: OrderChange;
  /** Nothing claimed the press: the view pans the board from here. */
  pan?: boolean;
}

export const IDLE: Idle = { name: 'idle' };
