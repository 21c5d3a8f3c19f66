// A headless driver for the gesture machine: feeds events as the board would and collects the
// order changes, so every gesture can be tested without a browser (tldraw's TestEditor, in small).
import { standardMap } from '../../../engine/map/standard';
import { dispatch, highlightsOf } from '../../../renderer/interaction/machine';
import { applyChange } from '../../../renderer/interaction/orders';
import type { GestureContext, GestureEvent, GestureMode, GestureState, OrderChange, Target } from '../../../renderer/interaction/types';
import { IDLE } from '../../../renderer/interaction/types';
import type { Coast, GivenOrder, Position, UnitSpec } from '../../../engine/types';
import { fixtures, givenOrders, startPosition } from '../harness/fixtures';

export const map = standardMap();
export const fixture = (name: string) => fixtures(map).find((f) => f.name === name)!;
export { givenOrders, startPosition };

export class Driver {
  state: GestureState = IDLE;
  changes: OrderChange[] = [];
  pans = 0;
  ctx: GestureContext;

  constructor(position: Position = startPosition(map), orders: GivenOrder[] = [], opts: { mode?: GestureMode; editable?: boolean } = {}) {
    this.ctx = { map, position, orders, mode: opts.mode ?? 'move', editable: opts.editable ?? true };
  }

  send(event: GestureEvent): this {
    const step = dispatch(this.state, event, this.ctx);
    this.state = step.state;
    if (step.pan) this.pans++;
    if (step.change) {
      this.changes.push(step.change);
      this.ctx = { ...this.ctx, orders: applyChange(this.ctx.orders, step.change) };
    }
    return this;
  }

  /** Press and release on the same spot. */
  click(target: Target, opts: { button?: 'left' | 'right' } = {}): this {
    this.send({ type: 'down', target, point: { x: 100, y: 100 }, button: opts.button });
    if (opts.button === 'right') return this;
    return this.send({ type: 'up', target, point: { x: 100, y: 100 } });
  }

  /** Press on `from`, move well past the threshold, then (unless `hold`) release on `to`. */
  drag(from: Target, to: Target, opts: { shift?: boolean; alt?: boolean; hold?: boolean } = {}): this {
    this.send({ type: 'down', target: from, point: { x: 100, y: 100 }, shift: opts.shift, alt: opts.alt });
    this.send({ type: 'move', target: from, point: { x: 110, y: 100 }, shift: opts.shift, alt: opts.alt });
    this.send({ type: 'move', target: to, point: { x: 200, y: 150 }, shift: opts.shift, alt: opts.alt });
    if (opts.hold) return this;
    return this.send({ type: 'up', target: to, point: { x: 200, y: 150 } });
  }

  key(key: string): this {
    return this.send({ type: 'key', key });
  }

  choose(option: string): this {
    return this.send({ type: 'choose', option });
  }

  highlights() {
    return highlightsOf(this.state);
  }
}

export const unit = (province: string, dislodged = false): Target => ({ province, unit: province, dislodged });
export const place = (province: string, coast?: string): Target => ({ province, coast: (coast ?? null) as never });
export const arrow = (mover: string, under: string | null = null): Target => ({ province: under, arrow: mover });
export const spec = (type: 'A' | 'F', province: string, coast: Coast | null = null): UnitSpec => ({ type, province, coast, power: null });
