// validatePosition: one test per fault kind, each with the code, the place and the unit named, and
// adjudicate's refusal of a position it cannot set up (a bug of the caller, thrown, never guessed).
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../engine/adjudicate/index';
import { InvalidPositionError, POSITION_FAULT_CODES, type PositionFault, type PositionFaultCode, validatePosition } from '../../engine/game/position';
import type { DislodgedUnit, Position, Unit } from '../../engine/types';
import { standardMap } from '../../engine/map/standard';

const map = standardMap();

function unit(power: string, type: string, province: string, coast: string | null = null): Unit {
  return { power, type, province, coast } as Unit;
}

const SPRING: Position = {
  variant: 'standard',
  phase: { season: 'spring', year: 1901, type: 'movement' },
  units: [unit('England', 'F', 'nth'), unit('France', 'A', 'par'), unit('Russia', 'F', 'stp', 'sc')],
  dislodged: [],
  standoffs: [],
  supplyCenters: { England: ['lon'], France: ['par'] },
};

// A retreat phase: Austria's army from Tyrolia dislodged the German army in Munich.
const dislodgedMun: DislodgedUnit = { ...unit('Germany', 'A', 'mun'), attackerFrom: 'tyr', viaConvoy: false };
const RETREAT: Position = {
  ...SPRING,
  phase: { season: 'spring', year: 1901, type: 'retreat' },
  units: [...SPRING.units, unit('Austria', 'A', 'mun')],
  dislodged: [dislodgedMun],
};

function faults(position: Position): PositionFault[] {
  const r = validatePosition(map, position);
  return r.ok ? [] : r.error;
}

interface Case {
  code: PositionFaultCode;
  position: Position;
  path: string;
  /** The start of the message: the unit (or other part) it is about. */
  starts: string;
  says: string;
}

const withUnit = (u: Unit): Position => ({ ...SPRING, units: [...SPRING.units, u] });

const CASES: Case[] = [
  { code: 'wrong-variant', position: { ...SPRING, variant: 'ancient' }, path: 'variant', starts: 'the position is', says: "for the 'ancient' variant" },
  {
    code: 'bad-phase',
    position: { ...SPRING, phase: { season: 'summer', year: 1901, type: 'movement' } as never },
    path: 'phase.season',
    starts: '"summer"',
    says: 'not a phase of the game',
  },
  { code: 'unknown-power', position: withUnit(unit('Prussia', 'A', 'ber')), path: 'units[3].power', starts: 'A ber:', says: "'Prussia' is not a power" },
  { code: 'unknown-unit-type', position: withUnit(unit('Germany', 'Z', 'ber')), path: 'units[3].type', starts: 'Z ber:', says: 'not a unit type' },
  { code: 'unknown-province', position: withUnit(unit('Germany', 'A', 'xyz')), path: 'units[3].province', starts: 'A xyz:', says: "'xyz' is not a province" },
  {
    code: 'army-at-sea',
    position: withUnit(unit('England', 'A', 'eng')),
    path: 'units[3].province',
    starts: 'A eng:',
    says: 'an army cannot stand in English Channel, which is a sea',
  },
  {
    code: 'fleet-inland',
    position: withUnit(unit('Germany', 'F', 'mun')),
    path: 'units[3].province',
    starts: 'F mun:',
    says: 'a fleet cannot stand in Munich, which is inland',
  },
  { code: 'unknown-coast', position: withUnit(unit('France', 'F', 'spa', 'xc')), path: 'units[3].coast', starts: 'F spa/xc:', says: "'xc' is not a coast" },
  {
    code: 'coast-on-army',
    position: withUnit(unit('France', 'A', 'gas', 'nc')),
    path: 'units[3].coast',
    starts: 'A gas/nc:',
    says: 'an army stands in a province, never on a coast',
  },
  {
    code: 'coast-not-split',
    position: withUnit(unit('France', 'F', 'bre', 'sc')),
    path: 'units[3].coast',
    starts: 'F bre/sc:',
    says: 'Brest has no separate coasts',
  },
  { code: 'no-such-coast', position: withUnit(unit('France', 'F', 'spa', 'ec')), path: 'units[3].coast', starts: 'F spa/ec:', says: "Spain has no 'ec' coast" },
  {
    code: 'coast-needed',
    position: withUnit(unit('France', 'F', 'spa')),
    path: 'units[3].coast',
    starts: 'F spa:',
    says: 'a fleet in Spain stands on one of its coasts (nc, sc), and none is given',
  },
  { code: 'two-units', position: withUnit(unit('Germany', 'A', 'par')), path: 'units[3]', starts: 'A par:', says: "France's A par already stands in Paris" },
  {
    code: 'dislodged-outside-retreat',
    position: { ...SPRING, dislodged: [dislodgedMun], units: RETREAT.units },
    path: 'dislodged',
    starts: 'dislodged units',
    says: 'not a movement phase',
  },
  {
    code: 'empty-retreat',
    position: { ...RETREAT, dislodged: [] },
    path: 'dislodged',
    starts: 'a retreat',
    says: 'a retreat phase needs at least one dislodged unit',
  },
  {
    code: 'two-dislodged',
    position: { ...RETREAT, dislodged: [dislodgedMun, { ...unit('Italy', 'A', 'mun'), attackerFrom: 'boh', viaConvoy: false }] },
    path: 'dislodged[1]',
    starts: 'dislodged A mun:',
    says: "Germany's A mun is dislodged from Munich too",
  },
  {
    code: 'dislodged-unattacked',
    position: { ...RETREAT, units: SPRING.units },
    path: 'dislodged[0]',
    starts: 'dislodged A mun:',
    says: 'no unit stands in Munich, so nothing dislodged it',
  },
  {
    code: 'attacker-in-place',
    position: { ...RETREAT, dislodged: [{ ...dislodgedMun, attackerFrom: 'mun' }] },
    path: 'dislodged[0].attackerFrom',
    starts: 'dislodged A mun:',
    says: 'cannot have come from the province it stands in',
  },
  {
    // Issue 26 item 8: London attacked from Moscow; where the attack came from decides the retreats.
    code: 'attacker-out-of-reach',
    position: {
      ...RETREAT,
      units: [...SPRING.units, unit('Russia', 'A', 'lon')],
      dislodged: [{ ...unit('England', 'F', 'lon'), attackerFrom: 'mos', viaConvoy: false }],
    },
    path: 'dislodged[0].attackerFrom',
    starts: 'dislodged F lon:',
    says: 'its attacker cannot have come from Moscow, which does not reach London',
  },
  {
    // A convoy carries armies only, between coasts: a fleet in Munich came from nowhere by convoy.
    code: 'attacker-out-of-reach',
    position: { ...RETREAT, dislodged: [{ ...dislodgedMun, attackerFrom: 'boh', viaConvoy: true }] },
    path: 'dislodged[0].attackerFrom',
    starts: 'dislodged A mun:',
    says: 'cannot have come from Bohemia',
  },
  {
    // Issue 26 item 8: 35 units, one more than the standard map's 34 centers.
    code: 'too-many-units',
    position: {
      ...SPRING,
      units: map.provinces
        .filter((p) => p.kind !== 'sea')
        .slice(0, 35)
        .map((p) => unit('Germany', 'A', p.id)),
    },
    path: 'units',
    starts: 'Germany:',
    says: '35 units, and the Standard map has only 34 supply centers',
  },
  {
    code: 'standoffs-outside-retreat',
    position: { ...SPRING, standoffs: ['bur'] },
    path: 'standoffs',
    starts: 'standoffs',
    says: 'standoffs belong to a retreat phase, not a movement phase',
  },
  {
    code: 'not-a-center',
    position: { ...SPRING, supplyCenters: { France: ['par', 'bur'] } },
    path: 'supplyCenters.France[1]',
    starts: 'supply center bur of France:',
    says: 'Burgundy is not a supply center',
  },
  {
    code: 'center-owned-twice',
    position: { ...SPRING, supplyCenters: { France: ['par'], Germany: ['par'] } },
    path: 'supplyCenters.Germany[0]',
    starts: 'supply center par of Germany:',
    says: 'owned by both France and Germany',
  },
];

describe('validatePosition: one fault of each kind', () => {
  it('a position that can exist is returned as it is', () => {
    expect(validatePosition(map, SPRING)).toEqual({ ok: true, value: SPRING });
    expect(validatePosition(map, RETREAT)).toEqual({ ok: true, value: RETREAT });
  });

  it('every fault code has a case', () => {
    expect([...new Set(CASES.map((c) => c.code))].sort()).toEqual([...POSITION_FAULT_CODES].sort());
  });

  for (const c of CASES) {
    it(c.code, () => {
      const found = faults(c.position);
      expect(found.map((f) => [f.code, f.path])).toEqual([[c.code, c.path]]);
      expect(found[0].message.startsWith(`${c.starts} `)).toBe(true);
      expect(found[0].message).toContain(c.says);
    });
  }

  it('more places of the same kinds: a dislodged unit, a standoff, an attacker, a center, civil disorder, proxies', () => {
    const position: Position = {
      ...RETREAT,
      dislodged: [{ ...unit('Germany', 'F', 'mun'), attackerFrom: 'atl', viaConvoy: false }],
      standoffs: ['xyz'],
      supplyCenters: { France: ['par', 'qqq'], Gondor: [] },
      civilDisorder: ['Mordor'],
      proxies: [{ province: 'zzz', power: 'Rohan' }],
    };
    expect(faults(position).map((f) => `${f.code} ${f.path}`)).toEqual([
      'fleet-inland dislodged[0].province',
      'unknown-province dislodged[0].attackerFrom',
      'unknown-province standoffs[0]',
      'unknown-province supplyCenters.France[1]',
      'unknown-power supplyCenters.Gondor',
      'unknown-power civilDisorder[0]',
      'unknown-province proxies[0].province',
      'unknown-power proxies[0].power',
    ]);
  });

  it('lists every fault at once, in the order of the position', () => {
    const position: Position = {
      ...SPRING,
      phase: { season: 'winter', year: 1901, type: 'movement' },
      units: [unit('England', 'A', 'nth'), unit('Germany', 'F', 'mun'), unit('France', 'F', 'spa'), unit('Italy', 'A', 'nth')],
      supplyCenters: { France: ['par'], Germany: ['par'] },
    };
    expect(faults(position).map((f) => f.message)).toEqual([
      '"winter" 1901 "movement" is not a phase of the game: winter has the adjustment phase only, and spring and fall have no adjustment phase',
      'A nth: an army cannot stand in North Sea, which is a sea',
      'F mun: a fleet cannot stand in Munich, which is inland',
      'F spa: a fleet in Spain stands on one of its coasts (nc, sc), and none is given',
      'A nth: an army cannot stand in North Sea, which is a sea',
      "A nth: England's A nth already stands in North Sea",
      'supply center par of Germany: Paris is owned by both France and Germany',
    ]);
  });

  it('a year that is not a whole number from 1, and a phase type that does not exist', () => {
    expect(faults({ ...SPRING, phase: { season: 'spring', year: 0, type: 'movement' } }).map((f) => f.path)).toEqual(['phase.year']);
    expect(faults({ ...SPRING, phase: { season: 'spring', year: 1901, type: 'build' } as never }).map((f) => f.path)).toEqual(['phase.type']);
  });
});

describe('adjudicate refuses a position it cannot set up, instead of guessing', () => {
  const thrown = (position: Position): InvalidPositionError => {
    try {
      adjudicate(map, position, []);
    } catch (e) {
      if (e instanceof InvalidPositionError) return e;
      throw e;
    }
    throw new Error('adjudicate accepted the position');
  };

  // Each fault the movement phase's own set-up meets, then the ones it leaves to the full check.
  const movement: [string, Position, PositionFaultCode][] = [
    ['a unit on no province', withUnit(unit('Germany', 'A', 'xyz')), 'unknown-province'],
    ['two units in one province', withUnit(unit('Germany', 'A', 'par')), 'two-units'],
    ['an unknown power', withUnit(unit('Prussia', 'A', 'ber')), 'unknown-power'],
    ['an army at sea', withUnit(unit('England', 'A', 'eng')), 'army-at-sea'],
    ['a fleet inland', withUnit(unit('Germany', 'F', 'mun')), 'fleet-inland'],
    ['a fleet without its coast', withUnit(unit('France', 'F', 'spa')), 'coast-needed'],
    ['a coast the province lacks', withUnit(unit('France', 'F', 'spa', 'ec')), 'no-such-coast'],
    ['a coast on a plain province', withUnit(unit('France', 'F', 'bre', 'sc')), 'coast-not-split'],
    ['an army on a coast', withUnit(unit('France', 'A', 'gas', 'nc')), 'coast-on-army'],
    ['an unknown unit type', withUnit(unit('Germany', 'Z', 'ber')), 'unknown-unit-type'],
    ['a winter movement phase', { ...SPRING, phase: { season: 'winter', year: 1901, type: 'movement' } }, 'bad-phase'],
    ['dislodged units in a movement phase', { ...SPRING, dislodged: [dislodgedMun], units: RETREAT.units }, 'dislodged-outside-retreat'],
  ];
  for (const [name, position, code] of movement) {
    it(`movement: ${name}`, () => {
      expect(thrown(position).faults.map((f) => f.code)).toEqual([code]);
    });
  }

  it('the error names every fault and the unit', () => {
    const e = thrown({ ...SPRING, units: [unit('England', 'A', 'nth'), unit('Germany', 'F', 'mun')] });
    expect(e.message).toContain('A nth: an army cannot stand in North Sea, which is a sea; F mun: a fleet cannot stand in Munich, which is inland');
  });

  it('a retreat or adjustment phase is validated in full', () => {
    expect(thrown({ ...RETREAT, units: SPRING.units }).faults.map((f) => f.code)).toEqual(['dislodged-unattacked']);
    const winter: Position = { ...SPRING, phase: { season: 'winter', year: 1901, type: 'adjustment' }, supplyCenters: { France: ['par', 'bur'] } };
    expect(thrown(winter).faults.map((f) => f.code)).toEqual(['not-a-center']);
    expect(thrown({ ...SPRING, phase: { season: 'spring', year: 1901, type: 'build' } as never }).faults.map((f) => f.code)).toEqual(['bad-phase']);
  });

  it('the next phase after a refused one is set up afresh (the reused board holds nothing of it)', () => {
    thrown(withUnit(unit('Germany', 'A', 'par')));
    const out = adjudicate(map, SPRING, []);
    expect(out.units).toEqual(SPRING.units);
  });
});
