// Retreat and adjustment phases: retreat drags, disbands, builds with their chooser, removals, waives.
import { describe, expect, it } from 'vitest';
import { Driver, fixture, place, spec, unit } from './driver';

describe('retreat phase', () => {
  const retreat = () => fixture('retreat').position;

  it('lights only the retreat options of the dislodged unit', () => {
    const d = new Driver(retreat()).drag(unit('bel', true), place('pic'), { hold: true });
    const lit = d
      .highlights()
      .filter((h) => h.kind === 'retreat')
      .map((h) => h.province)
      .sort();
    expect(lit).toEqual(['pic', 'ruh']);
  });

  it('a drag to an option orders the retreat', () => {
    const d = new Driver(retreat()).drag(unit('bel', true), place('pic'));
    expect(d.changes).toEqual([{ kind: 'set', power: 'France', order: { kind: 'retreat', unit: spec('A', 'bel'), to: 'pic', coast: null } }]);
  });

  it('a drag elsewhere gives nothing; the unit that dislodged it takes no orders', () => {
    const d = new Driver(retreat()).drag(unit('bel', true), place('hol')).drag(unit('bel'), place('pic'));
    expect(d.changes).toEqual([]);
  });

  it('a click disbands; the menu offers disband too', () => {
    const d = new Driver(retreat()).click(unit('ion', true));
    expect(d.changes).toEqual([{ kind: 'set', power: 'Italy', order: { kind: 'disband', unit: spec('F', 'ion') } }]);
    d.click(unit('bel', true), { button: 'right' });
    expect(d.state).toMatchObject({ name: 'contextMenu', items: ['move', 'disband'] });
    d.choose('disband');
    expect(d.changes[1]).toMatchObject({ power: 'France', order: { kind: 'disband' } });
  });
});

describe('adjustment phase', () => {
  const winter = () => fixture('winter').position;

  it('a click on a vacant owned home centre opens the build chooser', () => {
    const d = new Driver(winter()).click(place('lon'));
    expect(d.state).toMatchObject({ name: 'choosingBuild', power: 'England', province: 'lon', army: true, fleet: true });
    d.choose('fleet');
    expect(d.changes).toEqual([{ kind: 'set', power: 'England', order: { kind: 'build', unitType: 'F', province: 'lon', coast: null } }]);
  });

  it('an army build', () => {
    const d = new Driver(winter()).click(place('kie')).choose('army');
    expect(d.changes).toEqual([{ kind: 'set', power: 'Germany', order: { kind: 'build', unitType: 'A', province: 'kie', coast: null } }]);
  });

  it('a fleet on a split coast asks for the coast', () => {
    const d = new Driver(winter()).click(place('stp')).choose('fleet');
    expect(d.state).toMatchObject({ name: 'choosingCoast', coasts: ['nc', 'sc'] });
    d.choose('nc');
    expect(d.changes).toEqual([{ kind: 'set', power: 'Russia', order: { kind: 'build', unitType: 'F', province: 'stp', coast: 'nc' } }]);
  });

  it('a waive from the chooser', () => {
    const d = new Driver(winter()).click(place('ven')).choose('waive');
    expect(d.changes).toEqual([{ kind: 'set', power: 'Italy', order: { kind: 'waive' } }]);
  });

  it('no chooser where no one may build (occupied, not a home centre, not owned)', () => {
    // mar is a French home centre that Italy owns in the fixture.
    const d = new Driver(winter()).click(place('par')).click(place('bur')).click(place('mar'));
    expect(d.state.name).toBe('idle');
    expect(d.changes).toEqual([]);
  });

  it('a click on a unit removes it; Esc closes the chooser', () => {
    const d = new Driver(winter()).click(unit('par'));
    expect(d.changes).toEqual([{ kind: 'set', power: 'France', order: { kind: 'remove', unit: spec('A', 'par') } }]);
    d.click(place('lon')).key('Escape');
    expect(d.state.name).toBe('idle');
    expect(d.changes).toHaveLength(1);
  });
});
