// The order box's legality flags (issue 19, item 5): each order typed is checked against the
// ordering power's units and the phase, with the reason, before it is filed.
import { describe, expect, it } from 'vitest';
import { readSheet } from '../../../engine/orders/sheet';
import type { Position, PhaseType } from '../../../engine/types';
import { startPosition } from '../../../electron/service/engine';
import { standardMap } from '../../../engine/map/standard';
import { checkOrder } from '../../../renderer/panels/orderCheck';

const map = standardMap();
const spring = startPosition(map, 'standard');

function at(type: PhaseType, patch: Partial<Position> = {}): Position {
  return { ...spring, ...patch, phase: { ...spring.phase, type, season: type === 'adjustment' ? 'winter' : spring.phase.season } };
}

/** The flag for one typed line, read as the box reads it. */
function flagOf(line: string, power: string, position: Position = spring) {
  const read = readSheet(line, map, {
    phase: position.phase.type,
    units: position.phase.type === 'retreat' ? position.dislodged : position.units,
    defaultPower: power,
  });
  const order = read.lines[0].order;
  if (!order) throw new Error(`not read: ${line}`);
  return checkOrder(order, position, map);
}

describe('checkOrder', () => {
  it.each([
    ['F lon - nth', 'England'],
    ['A par - bur', 'France'],
    ['A vie S A bud - gal', 'Austria'],
    ['F nap - ion', 'Italy'],
    ['A ven H', 'Italy'],
  ])('passes %s for %s', (line, power) => {
    expect(flagOf(line, power)).toBeNull();
  });

  it('flags a move to a province out of reach, naming both', () => {
    expect(flagOf('A Mos - Ber', 'Russia')).toEqual({ code: 'impossible', message: 'the army in Moscow cannot reach Berlin' });
  });

  it("flags an order for another power's unit, not filed", () => {
    expect(flagOf('A vie - tyr', 'England')).toEqual({ code: 'foreign-unit', message: "the army in Vienna is Austria's, not England's: not filed" });
  });

  it('flags an order for a province with no unit', () => {
    expect(flagOf('A bur - par', 'France')).toMatchObject({ code: 'no-unit', message: 'no unit in Burgundy' });
  });

  it('flags a build in a movement phase', () => {
    expect(flagOf('Build F Mun', 'Germany')).toMatchObject({ code: 'wrong-phase' });
  });

  it('flags builds that cannot be made in an adjustment phase, with the reason', () => {
    const winter = at('adjustment', { units: spring.units.filter((u) => u.province !== 'mun' && u.province !== 'kie') });
    expect(flagOf('Build F Mun', 'Germany', winter)).toEqual({ code: 'impossible', message: 'a fleet cannot be built in Munich: it is inland' });
    expect(flagOf('Build A Par', 'Germany', winter)).toMatchObject({ code: 'not-home', message: 'Paris is not a home center of Germany' });
    expect(flagOf('Build A Ber', 'Germany', winter)).toMatchObject({ code: 'occupied', message: 'Berlin is occupied' });
    expect(flagOf('Build F Kie', 'Germany', winter)).toBeNull();
    const lost = at('adjustment', { units: winter.units, supplyCenters: { ...spring.supplyCenters, Germany: ['ber', 'mun'] } });
    expect(flagOf('Build F Kie', 'Germany', lost)).toMatchObject({ code: 'not-owned', message: 'Germany does not own Kiel now' });
  });
});
