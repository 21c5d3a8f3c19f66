// Movement-phase gestures: click for hold, drag to move, legal targets, convoy destinations, the
// coast picker, Esc, and past phases.
import { describe, expect, it } from 'vitest';
import { Driver, map, place, spec, startPosition, unit } from './driver';
import { unitsOf } from '../../support/positions';

describe('movement: click and drag', () => {
  it('a click on a unit orders it to hold', () => {
    const d = new Driver().click(unit('par'));
    expect(d.changes).toEqual([{ kind: 'set', power: 'France', order: { kind: 'hold', unit: spec('A', 'par') } }]);
    expect(d.state.name).toBe('idle');
  });

  it('a drag to a neighbouring province orders a move, once', () => {
    const d = new Driver().drag(unit('par'), place('bur'));
    expect(d.changes).toEqual([
      { kind: 'set', power: 'France', order: { kind: 'move', unit: spec('A', 'par'), to: 'bur', coast: null, viaConvoy: false, path: null } },
    ]);
  });

  it('a drop on a unit moves into its province (an attack)', () => {
    const d = new Driver().drag(unit('mun'), unit('ber'));
    expect(d.changes).toHaveLength(1);
    expect(d.changes[0]).toMatchObject({ order: { kind: 'move', to: 'ber' } });
  });

  it('lights the legal targets while dragging, and the unit in hand', () => {
    const d = new Driver().drag(unit('par'), place('bur'), { hold: true });
    expect(d.state.name).toBe('draggingUnit');
    const hl = d.highlights();
    expect(hl).toContainEqual({ kind: 'source', province: 'par' });
    const lit = hl
      .filter((h) => h.kind === 'target')
      .map((h) => h.province)
      .sort();
    expect(lit).toEqual(['bre', 'bur', 'gas', 'pic']);
  });

  it('a fleet lights sea and coast, never inland', () => {
    const d = new Driver().drag(unit('bre'), place('par'), { hold: true });
    const lit = d
      .highlights()
      .filter((h) => h.kind === 'target')
      .map((h) => h.province)
      .sort();
    expect(lit).toEqual(['eng', 'gas', 'mao', 'pic']);
  });

  it('a drop outside the targets, or back home, gives nothing', () => {
    const d = new Driver().drag(unit('par'), place('mun')).drag(unit('par'), unit('par')).drag(unit('par'), { province: null });
    expect(d.changes).toEqual([]);
    expect(d.state.name).toBe('idle');
  });

  it('Esc during a drag cancels it: no change, back to idle', () => {
    const d = new Driver().drag(unit('par'), place('bur'), { hold: true }).key('Escape');
    expect(d.state.name).toBe('idle');
    d.send({ type: 'up', target: place('bur'), point: { x: 0, y: 0 } });
    expect(d.changes).toEqual([]);
  });

  it('a small wobble is still a click', () => {
    const d = new Driver();
    d.send({ type: 'down', target: unit('vie'), point: { x: 10, y: 10 } });
    d.send({ type: 'move', target: unit('vie'), point: { x: 12, y: 11 } });
    d.send({ type: 'up', target: unit('vie'), point: { x: 12, y: 11 } });
    expect(d.changes).toEqual([{ kind: 'set', power: 'Austria', order: { kind: 'hold', unit: spec('A', 'vie') } }]);
  });

  it('a press on empty board is left to the view to pan', () => {
    const d = new Driver();
    d.send({ type: 'down', target: place('bur'), point: { x: 0, y: 0 } });
    expect(d.pans).toBe(1);
    expect(d.state.name).toBe('idle');
  });

  it('a past phase takes no orders: presses pan', () => {
    const d = new Driver(startPosition(map), [], { editable: false }).click(unit('par')).drag(unit('par'), place('bur'));
    expect(d.changes).toEqual([]);
    expect(d.pans).toBeGreaterThan(0);
  });
});

describe('movement: convoys and coasts', () => {
  const withFleets = () => {
    const p = startPosition(map);
    p.units = unitsOf('England A lon, England F nth, Turkey F con, Russia F stp/sc');
    return p;
  };

  it('an army on a coast can be dragged across a sea holding a fleet: via convoy', () => {
    const d = new Driver(withFleets()).drag(unit('lon'), place('nwy'), { hold: true });
    const lit = d.highlights().map((h) => h.province);
    expect(lit).toContain('nwy');
    expect(lit).toContain('bel');
    d.send({ type: 'up', target: place('nwy'), point: { x: 0, y: 0 } });
    expect(d.changes[0]).toMatchObject({ kind: 'set', power: 'England', order: { kind: 'move', to: 'nwy', viaConvoy: true } });
  });

  it('a fleet that reaches two coasts asks which (coast picker)', () => {
    const d = new Driver(withFleets()).drag(unit('con'), place('bul'));
    expect(d.state).toMatchObject({ name: 'choosingCoast', province: 'bul', coasts: ['ec', 'sc'] });
    expect(d.changes).toEqual([]);
    expect(d.highlights()).toContainEqual({ kind: 'target', province: 'bul', coast: 'sc' });
    d.choose('sc');
    expect(d.changes).toEqual([
      { kind: 'set', power: 'Turkey', order: { kind: 'move', unit: spec('F', 'con'), to: 'bul', coast: 'sc', viaConvoy: false, path: null } },
    ]);
  });

  it('a drop on a coast spot needs no picker', () => {
    const d = new Driver(withFleets()).drag(unit('con'), place('bul', 'ec'));
    expect(d.changes[0]).toMatchObject({ order: { kind: 'move', to: 'bul', coast: 'ec' } });
  });

  it('the coast spots are lit while dragging a fleet that could reach several', () => {
    const d = new Driver(withFleets()).drag(unit('con'), place('bul'), { hold: true });
    expect(d.highlights()).toContainEqual({ kind: 'target', province: 'bul', coast: 'ec' });
  });

  it('a fleet with one way in gets that coast without asking', () => {
    const d = new Driver(withFleets()).drag(unit('stp'), place('bot'));
    expect(d.changes[0]).toMatchObject({ order: { kind: 'move', unit: spec('F', 'stp', 'sc'), to: 'bot', coast: null } });
    const p = withFleets();
    p.units.push({ power: 'France', type: 'F', province: 'mao', coast: null });
    const e = new Driver(p).drag(unit('mao'), place('spa'));
    expect(e.state.name).toBe('choosingCoast');
  });

  it('Esc (or cancel) in the coast picker gives nothing', () => {
    const d = new Driver(withFleets()).drag(unit('con'), place('bul')).key('Escape');
    expect(d.state.name).toBe('idle');
    d.drag(unit('con'), place('bul')).choose('cancel');
    expect(d.state.name).toBe('idle');
    expect(d.changes).toEqual([]);
  });
});
