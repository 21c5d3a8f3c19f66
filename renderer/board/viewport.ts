// Pan and zoom as plain numbers: screen = board * scale + (x, y). Fit shows the playing area (the
// provinces' unit and label points, with a margin) rather than the whole frame, which is mostly
// empty Atlantic and Russia.
import type { BoardGeometry } from '../../engine/index';

export interface Viewport {
  scale: number;
  x: number;
  y: number;
}

export interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const MIN_SCALE = 0.2;
export const MAX_SCALE = 8;

/** Below this width (a tablet upright, a phone: mobile.css's breakpoint) the board is not shrunk to fit whole. */
export const NARROW_BOARD = 900;
/** The least scale there: units about 26 px across, names 12 px; the GM pans or pinches for the rest. */
export const NARROW_FLOOR = 0.9;

export function fitFloor(width: number): number {
  return width < NARROW_BOARD ? NARROW_FLOOR : MIN_SCALE;
}

export function playingArea(geometry: BoardGeometry, margin = 45): Bounds {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const p of Object.values(geometry.provinces)) {
    for (const [x, y] of [p.unit, p.label, ...(p.sc ? [p.sc] : [])]) {
      xs.push(x);
      ys.push(y);
    }
  }
  const [vx, vy, vw, vh] = geometry.viewBox;
  const x0 = Math.max(vx, Math.min(...xs) - margin);
  const y0 = Math.max(vy, Math.min(...ys) - margin);
  const x1 = Math.min(vx + vw, Math.max(...xs) + margin);
  const y1 = Math.min(vy + vh, Math.max(...ys) + margin);
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/** Fits the area to the window; `floor` keeps a small window's pieces readable (the view then shows the area's middle). */
export function fitViewport(area: Bounds, width: number, height: number, floor = MIN_SCALE): Viewport {
  const scale = Math.max(MIN_SCALE, floor, Math.min(width / area.width, height / area.height));
  return { scale, x: (width - area.width * scale) / 2 - area.x * scale, y: (height - area.height * scale) / 2 - area.y * scale };
}

/** Zoom by `factor` keeping the board point under (px, py) where it is. */
export function zoomAt(vp: Viewport, factor: number, px: number, py: number): Viewport {
  const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, vp.scale * factor));
  const k = scale / vp.scale;
  return { scale, x: px - (px - vp.x) * k, y: py - (py - vp.y) * k };
}

export function toBoard(vp: Viewport, x: number, y: number): { x: number; y: number } {
  return { x: (x - vp.x) / vp.scale, y: (y - vp.y) / vp.scale };
}

export function toScreen(vp: Viewport, x: number, y: number): { x: number; y: number } {
  return { x: x * vp.scale + vp.x, y: y * vp.scale + vp.y };
}
