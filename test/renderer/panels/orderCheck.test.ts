// The order box's legality flags (issue 19, item 5; issue 25, item 3): each order typed is checked
// by adjudication's own legality (the engine's orderLegality), with adjudication's reason code and
// the reason in words, before it is filed.
import { describe, expect, it } from 'vitest';
import { readSheet } from '../../../engine/orders/sheet';
import type { Position, PhaseType } from '../../../engine/types';
import { startPosition } from '../../../electron/service/engine';
import { standardMap } from '../../../engine/map/standard';
import { checkOrder } from '../../../renderer/panels/orderCheck';
import { adjudicate } from '../../../engine/adjudicate/index';
import type { GivenOrder } from '../../../engine/types';
import { DEFAULT_OPTIONS, resolveOptions } from '../../../engine/rules/options';

/** Rules under which a wrong unit letter is not followed (4.C.2 a): there it is illegal. */
const STRICT = (() => {
  const r = resolveOptions({ options: { '4.C.2': 'invalid' } });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
})();

const map = standardMap();
const spring = startPosition(map, 'standard');

function at(type: PhaseType, patch: Partial<Position> = {}): Position {
  return { ...spring, ...patch, phase: { ...spring.phase, type, season: type === 'adjustment' ? 'winter' : spring.phase.season } };
}

/** The flag for one typed line, read as the box reads it. */
function read(line: string, power: string, position: Position): GivenOrder {
  const sheet = readSheet(line, map, {
    phase: position.phase.type,
    units: position.phase.type === 'retreat' ? position.dislodged : position.units,
    defaultPower: power,
  });
  const order = sheet.lines[0].order;
  if (!order) throw new Error(`not read: ${line}`);
  return order;
}

function flagOf(line: string, power: string, position: Position = spring, others: string[] = [], options = DEFAULT_OPTIONS) {
  return checkOrder(read(line, power, position), position, map, { others: others.map((o) => read(o, power, position)), options });
}

/** The reason adjudication itself gives the order (given after `others`), or null when it is legal. */
function adjudicated(line: string, power: string, position: Position, others: string[] = [], options = DEFAULT_OPTIONS) {
  const orders = [...others, line].map((o) => read(o, power, position));
  const r = adjudicate(map, position, orders, options).results.at(-1)!;
  return r.outcome === 'illegal' ? r.reason : null;
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
    expect(flagOf('A Mos - Ber', 'Russia')).toEqual({ code: 'cannot-reach', message: 'the army in Moscow cannot reach Berlin' });
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
    expect(flagOf('Build F Mun', 'Germany', winter)).toEqual({ code: 'fleet-in-land', message: 'a fleet cannot be built in Munich: it is inland' });
    expect(flagOf('Build A Par', 'Germany', winter)).toMatchObject({ code: 'not-home-center', message: 'Paris is not a home center of Germany' });
    expect(flagOf('Build A Ber', 'Germany', winter)).toMatchObject({ code: 'occupied', message: 'Berlin is occupied' });
    expect(flagOf('Build F Kie', 'Germany', winter)).toBeNull();
    const lost = at('adjustment', { units: winter.units, supplyCenters: { ...spring.supplyCenters, Germany: ['ber', 'mun'] } });
    expect(flagOf('Build F Kie', 'Germany', lost)).toMatchObject({ code: 'not-owned', message: 'Germany does not own Kiel now' });
  });
});

describe('the live check is adjudication’s own legality (issue 25, item 3)', () => {
  const winter = at('adjustment', { units: spring.units.filter((u) => u.province !== 'mun' && u.province !== 'kie') });
  const dislodgedFleet: Position = {
    ...spring,
    phase: { ...spring.phase, type: 'retreat' },
    units: spring.units.filter((u) => u.province !== 'tri').concat({ power: 'Italy', type: 'A', province: 'tri', coast: null }),
    dislodged: [{ power: 'Austria', type: 'F', province: 'tri', coast: null, attackerFrom: 'ven', viaConvoy: false }],
  };
  const oneDue = at('adjustment', {
    units: spring.units.filter((u) => u.province !== 'mun' && u.province !== 'kie').concat({ power: 'Germany', type: 'A', province: 'hol', coast: null }),
  });
  it.each<[string, string, string, Position, string[], string]>([
    ['a build when none is due', 'Build A Par', 'France', winter, [], 'no-builds-due'],
    ['a build on an occupied centre', 'Build A Ber', 'Germany', winter, [], 'occupied'],
    ['a build on a foreign centre', 'Build A Par', 'Germany', winter, [], 'not-home-center'],
    ['more builds than due', 'Build A Mun', 'Germany', oneDue, ['Build F Kie'], 'too-many'],
    ['a retreat to a place it cannot go', 'F tri - ven', 'Austria', dislodgedFleet, [], 'retreat-not-allowed'],
  ])('flags %s while typing, with adjudication’s reason', (_, line, power, position, others, reason) => {
    expect(adjudicated(line, power, position, others)).toBe(reason);
    expect(flagOf(line, power, position, others)?.code).toBe(reason);
  });

  it('flags a wrong unit letter where the rules do not follow it (4.C.2 a), and not where they do', () => {
    expect(adjudicated('A lon - nth', 'England', spring, [], STRICT)).toBe('wrong-unit-type');
    expect(flagOf('A lon - nth', 'England', spring, [], STRICT)).toEqual({ code: 'wrong-unit-type', message: 'the unit in London is a fleet, not an army' });
    expect(adjudicated('A lon - nth', 'England', spring)).toBeNull();
    expect(flagOf('A lon - nth', 'England', spring)).toBeNull();
  });

  it('words each reason with its places', () => {
    expect(flagOf('Build A Par', 'France', winter)?.message).toBe('France has no builds due (as many units as centers)');
    expect(flagOf('F tri - ven', 'Austria', dislodgedFleet)?.message).toMatch(/^the fleet in Trieste cannot retreat to Venice \(it may retreat to /);
  });

  it('counts a build already filed against what is due, and lets a build replace one for the same place', () => {
    expect(flagOf('Build A Mun', 'Germany', oneDue)).toBeNull();
    expect(flagOf('Build A Mun', 'Germany', oneDue, ['Build F Kie'])).toEqual({ code: 'too-many', message: 'more builds than Germany is due (1)' });
    expect(flagOf('Build A Mun', 'Germany', oneDue, ['Build F Mun'])).toBeNull();
  });
});
