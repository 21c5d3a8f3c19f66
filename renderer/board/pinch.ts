// Two fingers on the board: pinch to zoom about their midpoint, move together to pan. Plain numbers
// (screen pixels and viewports), so it runs headless in tests; useGestures feeds it touch pointers.
import { zoomAt, type Viewport } from './viewport';

interface Point {
  x: number;
  y: number;
}

const mid = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
const apart = (a: Point, b: Point): number => Math.max(1, Math.hypot(a.x - b.x, a.y - b.y));

export class Fingers {
  private at = new Map<number, Point>();
  private start: { mid: Point; apart: number; vp: Viewport } | null = null;
  /** Once two fingers were down, the rest of the touch is the pinch's, until every finger is up. */
  private lifting = false;

  /** A finger down; true when it makes a pinch (the second finger). */
  down(id: number, p: Point, vp: Viewport): boolean {
    this.at.set(id, p);
    if (this.at.size < 2) return this.lifting;
    const [a, b] = [...this.at.values()];
    this.start = { mid: mid(a, b), apart: apart(a, b), vp };
    this.lifting = true;
    return true;
  }

  pinching(): boolean {
    return this.start !== null || this.lifting;
  }

  /** A finger moved: the viewport the pinch gives now, or null when there is no pinch. */
  move(id: number, p: Point): Viewport | null {
    if (!this.at.has(id)) return null;
    this.at.set(id, p);
    if (!this.start || this.at.size < 2) return null;
    const [a, b] = [...this.at.values()];
    const m = mid(a, b);
    const { vp } = this.start;
    const moved = { ...vp, x: vp.x + m.x - this.start.mid.x, y: vp.y + m.y - this.start.mid.y };
    return zoomAt(moved, apart(a, b) / this.start.apart, m.x, m.y);
  }

  /** A finger up; true while the touch still belongs to a pinch (its release is not a tap). */
  up(id: number): boolean {
    this.at.delete(id);
    if (this.at.size < 2) this.start = null;
    const wasPinch = this.lifting;
    if (this.at.size === 0) this.lifting = false;
    return wasPinch;
  }
}
