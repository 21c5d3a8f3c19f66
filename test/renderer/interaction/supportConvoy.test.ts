// Support and convoy by dragging (mode or Shift/Alt), and the context menu's orders.
import { describe, expect, it } from 'vitest';
import { arrow, Driver, givenOrders, map, place, spec, startPosition, unit } from './driver';
import { unitsOf } from '../../support/positions';

const opening = () => givenOrders(map, { France: ['A par - bur'], Germany: ['A mun - bur'] });

describe('support', () => {
  it('in support mode, a drop on a unit supports it to hold', () => {
    const d = new Driver(startPosition(map), [], { mode: 'support' }).drag(unit('par'), unit('bre'));
    expect(d.changes).toEqual([
      { kind: 'set', power: 'France', order: { kind: 'support', unit: spec('A', 'par'), target: spec('F', 'bre'), to: null, coast: null } },
    ]);
  });

  it('Shift turns a move drag into a support drag', () => {
    const d = new Driver().drag(unit('par'), unit('bre'), { shift: true });
    expect(d.changes[0]).toMatchObject({ order: { kind: 'support', to: null } });
  });

  it('a drop on a move arrow supports that move', () => {
    const d = new Driver(startPosition(map), opening(), { mode: 'support' }).drag(unit('mar'), arrow('par', 'gas'));
    expect(d.changes).toEqual([
      { kind: 'set', power: 'France', order: { kind: 'support', unit: spec('A', 'mar'), target: spec('A', 'par'), to: 'bur', coast: null } },
    ]);
  });

  it("a drop on a move's empty destination supports that move", () => {
    const d = new Driver(startPosition(map), opening(), { mode: 'support' }).drag(unit('mar'), place('bur'));
    expect(d.changes[0]).toMatchObject({ order: { kind: 'support', target: spec('A', 'par'), to: 'bur' } });
  });

  it('lights the units and move destinations the supporter can reach', () => {
    const d = new Driver(startPosition(map), opening(), { mode: 'support' }).drag(unit('mar'), place('bur'), { hold: true });
    const lit = d
      .highlights()
      .filter((h) => h.kind === 'target')
      .map((h) => h.province)
      .sort();
    expect(lit).toEqual(['bur']);
  });

  it('a support the supporter cannot give is refused (nothing changes)', () => {
    const d = new Driver(startPosition(map), opening(), { mode: 'support' }).drag(unit('bre'), place('bur')).drag(unit('lon'), unit('par'));
    expect(d.changes).toEqual([]);
  });
});

describe('convoy', () => {
  const position = () => {
    const p = startPosition(map);
    p.units = unitsOf('England A lon, England F nth, England F edi');
    return p;
  };
  const orders = () => givenOrders(map, { England: ['A lon - nwy'] });

  it("in convoy mode, a fleet dropped on an army's move arrow convoys it", () => {
    const d = new Driver(position(), orders(), { mode: 'convoy' }).drag(unit('nth'), arrow('lon', 'nth'));
    expect(d.changes).toEqual([{ kind: 'set', power: 'England', order: { kind: 'convoy', unit: spec('F', 'nth'), army: spec('A', 'lon'), to: 'nwy' } }]);
  });

  it('Alt does the same from move mode; a drop on the army or the destination works too', () => {
    expect(new Driver(position(), orders()).drag(unit('nth'), unit('lon'), { alt: true }).changes[0]).toMatchObject({ order: { kind: 'convoy', to: 'nwy' } });
    expect(new Driver(position(), orders()).drag(unit('nth'), place('nwy'), { alt: true }).changes[0]).toMatchObject({ order: { kind: 'convoy', to: 'nwy' } });
  });

  it('a fleet in a coastal province cannot convoy', () => {
    const d = new Driver(position(), orders(), { mode: 'convoy' }).drag(unit('edi'), arrow('lon'));
    expect(d.changes).toEqual([]);
  });
});

describe('context menu', () => {
  it('offers the movement orders, and convoy only to fleets at sea', () => {
    const d = new Driver().click(unit('par'), { button: 'right' });
    expect(d.state).toMatchObject({ name: 'contextMenu', items: ['hold', 'move', 'support'] });
    const p = startPosition(map);
    p.units.push({ power: 'England', type: 'F', province: 'nth', coast: null });
    expect(new Driver(p).click(unit('nth'), { button: 'right' }).state).toMatchObject({ items: ['hold', 'move', 'support', 'convoy'] });
  });

  it('hold, and clear once the unit has an order', () => {
    const d = new Driver().click(unit('par'), { button: 'right' }).choose('hold');
    expect(d.changes).toEqual([{ kind: 'set', power: 'France', order: { kind: 'hold', unit: spec('A', 'par') } }]);
    d.click(unit('par'), { button: 'right' });
    expect(d.state).toMatchObject({ items: ['hold', 'move', 'support', 'clear'] });
    d.choose('clear');
    expect(d.changes[1]).toEqual({ kind: 'clear', power: 'France', province: 'par' });
  });

  it('support… then a click on the target', () => {
    const d = new Driver(startPosition(map), opening()).click(unit('mar'), { button: 'right' }).choose('support');
    expect(d.state).toMatchObject({ name: 'draggingUnit', intent: 'support', sticky: true });
    d.click(arrow('par', 'bur'));
    expect(d.changes).toEqual([
      { kind: 'set', power: 'France', order: { kind: 'support', unit: spec('A', 'mar'), target: spec('A', 'par'), to: 'bur', coast: null } },
    ]);
  });

  it('Esc closes the menu, and a press elsewhere does too', () => {
    expect(new Driver().click(unit('par'), { button: 'right' }).key('Escape').state.name).toBe('idle');
    const d = new Driver().click(unit('par'), { button: 'right' });
    d.send({ type: 'down', target: place('bur'), point: { x: 0, y: 0 } });
    expect(d.state.name).toBe('idle');
    expect(d.changes).toEqual([]);
  });
});
