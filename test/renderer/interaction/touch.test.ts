// Orders by finger (issue 29 item 6), headless: a tap on a unit opens its action sheet instead of
// ordering a hold; support and convoy go on tap by tap (the unit, then where it goes); a finger that
// wanders a little is still a tap, one that crosses the board pans it; two fingers pinch (pinch.ts).
import { describe, expect, it } from 'vitest';
import { Fingers } from '../../../renderer/board/pinch';
import type { GestureEvent, Target } from '../../../renderer/interaction/types';
import type { Unit } from '../../../engine/types';
import { Driver, givenOrders, map, place, spec, startPosition, unit } from './driver';

/** A finger's tap: press and release, `wander` px apart. */
function tap(d: Driver, target: Target, wander = 0): Driver {
  d.send({ type: 'down', target, point: { x: 100, y: 100 }, touch: true } as GestureEvent);
  if (wander) d.send({ type: 'move', target, point: { x: 100 + wander, y: 100 } });
  return d.send({ type: 'up', target, point: { x: 100 + wander, y: 100 } });
}

/** The opening, with England's fleet of Edinburgh in the North Sea and an army in London. */
const convoyPosition = () => {
  const p = startPosition(map);
  const moved: Record<string, Partial<Unit>> = { lon: { type: 'A' }, edi: { province: 'nth' } };
  p.units = p.units.map((u) => ({ ...u, ...moved[u.province] }));
  return p;
};

describe('a tap on a unit', () => {
  it('opens its action sheet (never a hold by itself), with the orders of a movement phase', () => {
    const d = tap(new Driver(), unit('par'));
    expect(d.changes).toEqual([]);
    expect(d.state).toMatchObject({ name: 'contextMenu', touch: true, items: ['hold', 'move', 'support'] });
    d.choose('hold');
    expect(d.changes).toEqual([{ kind: 'set', power: 'France', order: { kind: 'hold', unit: spec('A', 'par') } }]);
  });

  it('stays a tap when the finger wanders up to 10 px; a mouse click that far is a drag', () => {
    expect(tap(new Driver(), unit('par'), 9).state.name).toBe('contextMenu');
    const mouse = new Driver()
      .send({ type: 'down', target: unit('par'), point: { x: 100, y: 100 } })
      .send({ type: 'move', target: unit('par'), point: { x: 109, y: 100 } });
    expect(mouse.state.name).toBe('draggingUnit');
  });

  it('a finger crossing the board from a unit pans it and orders nothing', () => {
    const d = new Driver()
      .send({ type: 'down', target: unit('par'), point: { x: 100, y: 100 }, touch: true })
      .send({ type: 'move', target: place('bur'), point: { x: 160, y: 100 } })
      .send({ type: 'up', target: place('bur'), point: { x: 160, y: 100 } });
    expect(d.pans).toBe(1);
    expect(d.changes).toEqual([]);
    expect(d.state.name).toBe('idle');
  });

  it('Move then a tap on the destination files the move; a tap elsewhere files nothing', () => {
    const d = tap(new Driver(), unit('par')).choose('move');
    expect(d.state).toMatchObject({ name: 'draggingUnit', sticky: true });
    tap(d, place('bur'));
    expect(d.changes).toEqual([
      { kind: 'set', power: 'France', order: { kind: 'move', unit: spec('A', 'par'), to: 'bur', coast: null, viaConvoy: false, path: null } },
    ]);
    tap(tap(d, unit('mar')).choose('move'), place('mos'));
    expect(d.changes).toHaveLength(1);
  });

  it('in a retreat phase offers the retreat and the disband; in an adjustment phase the removal', () => {
    const retreat = startPosition(map);
    retreat.phase = { ...retreat.phase, type: 'retreat' };
    retreat.dislodged = [{ power: 'France', type: 'A', province: 'bur', coast: null, attackedFrom: 'mun', contested: [] } as never];
    expect(tap(new Driver(retreat), unit('bur', true)).state).toMatchObject({ name: 'contextMenu', items: ['move', 'disband'] });
    const adjust = startPosition(map);
    adjust.phase = { ...adjust.phase, season: 'winter', type: 'adjustment' };
    expect(tap(new Driver(adjust), unit('par')).state).toMatchObject({ name: 'contextMenu', items: ['remove'] });
  });
});

describe('support by taps', () => {
  it('the supported unit, then its destination: a support of the move', () => {
    const d = tap(new Driver(), unit('mar')).choose('support');
    expect(d.state).toMatchObject({ name: 'tapping', intent: 'support', other: null });
    // Lit: the units that can move next to Marseilles (F Bre to Gas, A Mun to Bur, A Par, A Ven to Pie).
    expect((d.state as { targets: string[] }).targets.sort()).toEqual(['bre', 'mun', 'par', 'ven']);
    tap(d, unit('par'));
    expect(d.state).toMatchObject({ name: 'tapping', other: { province: 'par' } });
    expect((d.state as { targets: string[] }).targets.sort()).toEqual(['bur', 'gas']);
    tap(d, place('bur'));
    expect(d.changes).toEqual([
      { kind: 'set', power: 'France', order: { kind: 'support', unit: spec('A', 'mar'), target: spec('A', 'par'), to: 'bur', coast: null } },
    ]);
    expect(d.state.name).toBe('idle');
  });

  it('the supported unit tapped twice: a support to hold, when the supporter reaches it', () => {
    const d = tap(tap(tap(new Driver(), unit('kie')).choose('support'), unit('ber')), unit('ber'));
    expect(d.changes).toEqual([
      { kind: 'set', power: 'Germany', order: { kind: 'support', unit: spec('F', 'kie'), target: spec('A', 'ber'), to: null, coast: null } },
    ]);
  });

  it('a tap on a place not lit, or Cancel, gives up with nothing filed', () => {
    // Moscow cannot move next to Marseilles: not lit.
    const d = tap(tap(new Driver(), unit('mar')).choose('support'), unit('mos'));
    expect(d.state.name).toBe('idle');
    tap(tap(d, unit('mar')).choose('support'), unit('par')).choose('cancel');
    expect(d.state.name).toBe('idle');
    expect(d.changes).toEqual([]);
  });

  it('a press while choosing asks the view to pan (the finger may be looking for the place)', () => {
    const d = tap(new Driver(), unit('mar')).choose('support');
    d.send({ type: 'down', target: place('nao'), point: { x: 0, y: 0 }, touch: true });
    expect(d.pans).toBe(1);
    expect(d.state.name).toBe('tapping');
  });
});

describe('convoy by taps', () => {
  it('the army, then its destination', () => {
    const d = tap(new Driver(convoyPosition()), unit('nth')).choose('convoy');
    expect((d.state as { targets: string[] }).targets).toEqual(['lon']);
    tap(tap(d, unit('lon')), place('nwy'));
    expect(d.changes).toEqual([{ kind: 'set', power: 'England', order: { kind: 'convoy', unit: spec('F', 'nth'), army: spec('A', 'lon'), to: 'nwy' } }]);
  });

  it('a fleet on a coast is offered no convoy', () => {
    const d = tap(new Driver(startPosition(map), givenOrders(map, {})), unit('edi'));
    expect(d.state).toMatchObject({ name: 'contextMenu' });
    expect((d.state as { items: string[] }).items).not.toContain('convoy');
  });
});

describe('two fingers', () => {
  it('pinch apart zooms about their midpoint; moving together pans; the release is not a tap', () => {
    const f = new Fingers();
    const vp = { scale: 1, x: 0, y: 0 };
    expect(f.down(1, { x: 100, y: 100 }, vp)).toBe(false);
    expect(f.down(2, { x: 200, y: 100 }, vp)).toBe(true);
    const zoomed = f.move(2, { x: 300, y: 100 })!;
    // Twice as far apart: twice the scale, the board point under the midpoint (200, 100) now at (200, 100).
    expect(zoomed.scale).toBeCloseTo((200 / 100) * 1, 5);
    expect((200 - zoomed.x) / zoomed.scale).toBeCloseTo(150, 5);
    const panned = f.move(1, { x: 150, y: 150 })!;
    expect(panned.y).toBeGreaterThan(zoomed.y);
    expect(f.up(1)).toBe(true);
    expect(f.pinching()).toBe(true);
    expect(f.up(2)).toBe(true);
    expect(f.pinching()).toBe(false);
    expect(f.down(3, { x: 10, y: 10 }, vp)).toBe(false);
    expect(f.up(3)).toBe(false);
  });
});
