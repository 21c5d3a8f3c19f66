// The winter adjustment phase under every alternative of its rule options (DATC 4.B.7, 4.C.3, 4.C.4,
// 4.D.4-4.D.8). Each position is chosen so that the alternative under test gives a different board
// from at least one other alternative: a test passes only if the engine reads the option.
import { describe, expect, it } from 'vitest';
import { standardMap } from '../../../engine/map/standard';
import { adjudicate, type PhaseResult } from '../../../engine/adjudicate/index';
import { BUILD_TYPE_NEEDED, WAIVE_NOT_ALLOWED } from '../../../engine/adjudicate/adjustBuilds';
import { parseOrder } from '../../../engine/orders/parse';
import { resolveOptions } from '../../../engine/rules/options';
import type { RuleOptions } from '../../../engine/rules/catalogue';
import type { Coast, GivenOrder, Position, Unit, UnitType } from '../../../engine/types';

const map = standardMap();

function unit(power: string, type: UnitType, province: string, coast: Coast | null = null, builtAt?: number): Unit {
  return builtAt === undefined ? { power, type, province, coast } : { power, type, province, coast, builtAt };
}

function winter(units: Unit[], supplyCenters: Record<string, string[]>): Position {
  return { variant: 'standard', phase: { season: 'winter', year: 1905, type: 'adjustment' }, units, dislodged: [], standoffs: [], supplyCenters };
}

function orders(power: string, ...texts: string[]): GivenOrder[] {
  return texts.map((text) => {
    const parsed = parseOrder(text, map, { phase: 'adjustment' });
    if (!parsed.ok) throw new Error(`${text}: ${parsed.error.message}`);
    return { power, order: parsed.value, text };
  });
}

function options(choices: Record<string, string>): RuleOptions {
  const resolved = resolveOptions({ options: choices });
  if (!resolved.ok) throw new Error(resolved.error.message);
  return resolved.value;
}

function run(position: Position, given: GivenOrder[], choices: Record<string, string>): PhaseResult {
  return adjudicate(map, position, given, options(choices));
}

/** `France A par`, `Russia F stp/nc`, sorted: the board compared whole. */
function board(units: Unit[]): string[] {
  return units.map((u) => `${u.power} ${u.type} ${u.province}${u.coast ? '/' + u.coast : ''}`).sort();
}

/** Each order's outcome, with its reason when it has one. */
function outcomes(result: PhaseResult): string[] {
  return result.results.map((r) => (r.reason ? `${r.outcome} ${r.reason}` : r.outcome));
}

describe('4.B.7 coast in a build order', () => {
  // Russia may build one; St Petersburg is its only split-coast home center.
  const position = winter([unit('Russia', 'A', 'mos'), unit('Russia', 'A', 'war'), unit('Russia', 'F', 'sev')], {
    Russia: ['mos', 'stp', 'war', 'sev'],
  });
  const given = orders('Russia', 'Build F stp');

  it('fails: a fleet without a coast is not built', () => {
    const result = run(position, given, { '4.B.7': 'fails' });
    expect(board(result.units)).toEqual(['Russia A mos', 'Russia A war', 'Russia F sev']);
    expect(outcomes(result)).toEqual(['illegal coast-needed']);
  });

  it('default-coast: the fleet goes to the first coast the map lists (north)', () => {
    const result = run(position, given, { '4.B.7': 'default-coast' });
    expect(board(result.units)).toEqual(['Russia A mos', 'Russia A war', 'Russia F sev', 'Russia F stp/nc']);
    expect(outcomes(result)).toEqual(['succeeds']);
    expect(result.results[0].order).toEqual({ kind: 'build', unitType: 'F', province: 'stp', coast: 'nc' });
  });
});

describe('4.C.3 unit type left out of a build', () => {
  // Germany, Russia and England may build one each: inland Munich, St Petersburg with a coast
  // written, and London, coastal without a coast (which fails under every alternative).
  const position = winter(
    [
      unit('Germany', 'A', 'ber'),
      unit('Germany', 'F', 'kie'),
      unit('Russia', 'A', 'mos'),
      unit('Russia', 'A', 'war'),
      unit('Russia', 'F', 'sev'),
      unit('England', 'F', 'edi'),
      unit('England', 'A', 'lvp'),
    ],
    { Germany: ['ber', 'kie', 'mun'], Russia: ['mos', 'stp', 'war', 'sev'], England: ['lon', 'edi', 'lvp'] },
  );
  const given = [...orders('Germany', 'Build mun'), ...orders('Russia', 'Build stp/nc'), ...orders('England', 'Build lon')];
  const before = board(position.units);

  it('fails: no build without a unit type', () => {
    const result = run(position, given, { '4.C.3': 'fails' });
    expect(board(result.units)).toEqual(before);
    expect(outcomes(result)).toEqual([`illegal ${BUILD_TYPE_NEEDED}`, `illegal ${BUILD_TYPE_NEEDED}`, `illegal ${BUILD_TYPE_NEEDED}`]);
  });

  it('army-inland: an army in Munich, nothing on the coasts', () => {
    const result = run(position, given, { '4.C.3': 'army-inland' });
    expect(board(result.units)).toEqual([...before, 'Germany A mun'].sort());
    expect(outcomes(result)).toEqual(['succeeds', `illegal ${BUILD_TYPE_NEEDED}`, `illegal ${BUILD_TYPE_NEEDED}`]);
  });

  it('army-inland-fleet-by-coast: an army in Munich and a fleet on the written coast', () => {
    const result = run(position, given, { '4.C.3': 'army-inland-fleet-by-coast' });
    expect(board(result.units)).toEqual([...before, 'Germany A mun', 'Russia F stp/nc'].sort());
    expect(outcomes(result)).toEqual(['succeeds', 'succeeds', `illegal ${BUILD_TYPE_NEEDED}`]);
    expect(result.results[1].order).toEqual({ kind: 'build', unitType: 'F', province: 'stp', coast: 'nc' });
  });
});

describe('4.C.4 fleet built in a land-locked province', () => {
  const position = winter([unit('Germany', 'A', 'ber'), unit('Germany', 'F', 'kie')], { Germany: ['ber', 'kie', 'mun'] });
  const given = orders('Germany', 'Build F mun');

  it('fails: no fleet, and no army either', () => {
    const result = run(position, given, { '4.C.4': 'fails' });
    expect(board(result.units)).toEqual(['Germany A ber', 'Germany F kie']);
    expect(outcomes(result)).toEqual(['illegal fleet-in-land']);
  });

  it('army-instead: an army is built in Munich', () => {
    const result = run(position, given, { '4.C.4': 'army-instead' });
    expect(board(result.units)).toEqual(['Germany A ber', 'Germany A mun', 'Germany F kie']);
    expect(outcomes(result)).toEqual(['succeeds']);
    expect(result.results[0].order).toEqual({ kind: 'build', unitType: 'A', province: 'mun', coast: null });
  });
});

// France owns four centers with two units away from home: two builds due, three home centers free.
const france = winter([unit('France', 'A', 'spa'), unit('France', 'A', 'bur')], { France: ['par', 'bre', 'mar', 'spa'] });
const franceBefore = ['France A bur', 'France A spa'];

describe('4.D.4 too many builds', () => {
  const given = orders('France', 'Build A par', 'Build F bre', 'Build A mar');

  it('all-fail: none of the three builds is made', () => {
    const result = run(france, given, { '4.D.4': 'all-fail' });
    expect(board(result.units)).toEqual(franceBefore);
    expect(outcomes(result)).toEqual(['illegal too-many', 'illegal too-many', 'illegal too-many']);
    expect(result.adjustments!.France).toEqual({ due: 2, done: 0 });
  });

  it('first: Paris and Brest', () => {
    const result = run(france, given, { '4.D.4': 'first' });
    expect(board(result.units)).toEqual([...franceBefore, 'France A par', 'France F bre'].sort());
    expect(outcomes(result)).toEqual(['succeeds', 'succeeds', 'illegal too-many']);
  });

  it('last: Brest and Marseilles', () => {
    const result = run(france, given, { '4.D.4': 'last' });
    expect(board(result.units)).toEqual([...franceBefore, 'France A mar', 'France F bre'].sort());
    expect(outcomes(result)).toEqual(['illegal too-many', 'succeeds', 'succeeds']);
  });

  it('first: an illegal build is skipped, not counted', () => {
    const result = run(france, orders('France', 'Build A mun', 'Build A par', 'Build A mar'), { '4.D.4': 'first' });
    expect(board(result.units)).toEqual([...franceBefore, 'France A mar', 'France A par'].sort());
    expect(outcomes(result)).toEqual(['illegal not-home-center', 'succeeds', 'succeeds']);
  });
});

describe('4.D.5 two builds in one province', () => {
  const given = orders('France', 'Build A bre', 'Build F bre', 'Build A par');

  it('all-fail: neither unit in Brest; Paris is built', () => {
    const result = run(france, given, { '4.D.5': 'all-fail' });
    expect(board(result.units)).toEqual([...franceBefore, 'France A par'].sort());
    expect(outcomes(result)).toEqual(['illegal duplicate', 'illegal duplicate', 'succeeds']);
  });

  it('all-fail: the same build written twice is no contradiction', () => {
    const result = run(france, orders('France', 'Build A bre', 'Build A bre'), { '4.D.5': 'all-fail' });
    expect(board(result.units)).toEqual([...franceBefore, 'France A bre'].sort());
    expect(outcomes(result)).toEqual(['succeeds', 'illegal duplicate']);
  });

  it('first: the army in Brest; the fleet finds the province occupied', () => {
    const result = run(france, given, { '4.D.5': 'first' });
    expect(board(result.units)).toEqual([...franceBefore, 'France A bre', 'France A par'].sort());
    expect(outcomes(result)).toEqual(['succeeds', 'illegal occupied', 'succeeds']);
  });

  it('last: the fleet in Brest', () => {
    const result = run(france, given, { '4.D.5': 'last' });
    expect(board(result.units)).toEqual([...franceBefore, 'France A par', 'France F bre'].sort());
    expect(outcomes(result)).toEqual(['illegal superseded', 'succeeds', 'succeeds']);
  });
});

describe('4.D.6 too many removals', () => {
  // France keeps two centers with three armies: one removal due. By distance (4.D.8 d) the Ruhr
  // army is the farthest (Ruhr, Burgundy, Paris); the orders name Paris and Picardy.
  const position = winter([unit('France', 'A', 'par'), unit('France', 'A', 'pic'), unit('France', 'A', 'ruh')], { France: ['par', 'bre'] });
  const given = orders('France', 'Remove A par', 'Remove A pic');

  it('civil-disorder: both orders set aside; the farthest unit (Ruhr) goes', () => {
    const result = run(position, given, { '4.D.6': 'civil-disorder' });
    expect(board(result.units)).toEqual(['France A par', 'France A pic']);
    expect(board(result.removed)).toEqual(['France A ruh']);
    expect(outcomes(result)).toEqual(['illegal too-many', 'illegal too-many']);
  });

  it('first: Paris', () => {
    const result = run(position, given, { '4.D.6': 'first' });
    expect(board(result.units)).toEqual(['France A pic', 'France A ruh']);
    expect(result.removed).toEqual([]);
    expect(outcomes(result)).toEqual(['succeeds', 'illegal too-many']);
  });

  it('last: Picardy', () => {
    const result = run(position, given, { '4.D.6': 'last' });
    expect(board(result.units)).toEqual(['France A par', 'France A ruh']);
    expect(outcomes(result)).toEqual(['illegal too-many', 'succeeds']);
  });

  it('last: a unit ordered removed twice counts once, at its last order', () => {
    const result = run(position, orders('France', 'Remove A par', 'Remove A pic', 'Remove A par'), { '4.D.6': 'last' });
    expect(board(result.units)).toEqual(['France A pic', 'France A ruh']);
    expect(outcomes(result)).toEqual(['illegal duplicate', 'illegal too-many', 'succeeds']);
  });
});

describe('4.D.7 waiving builds', () => {
  const given = orders('France', 'Waive', 'Build A par', 'Build A mar');

  it('allowed: the waive uses one of the two builds', () => {
    const result = run(france, given, { '4.D.7': 'allowed' });
    expect(board(result.units)).toEqual([...franceBefore, 'France A par'].sort());
    expect(outcomes(result)).toEqual(['succeeds', 'succeeds', 'illegal too-many']);
    expect(result.adjustments!.France).toEqual({ due: 2, done: 2 });
  });

  it('not-allowed: the waive is refused and both builds are made', () => {
    const result = run(france, given, { '4.D.7': 'not-allowed' });
    expect(board(result.units)).toEqual([...franceBefore, 'France A mar', 'France A par'].sort());
    expect(outcomes(result)).toEqual([`illegal ${WAIVE_NOT_ALLOWED}`, 'succeeds', 'succeeds']);
  });

  it('not-allowed: builds not ordered are simply not made', () => {
    const result = run(france, [], { '4.D.7': 'not-allowed' });
    expect(board(result.units)).toEqual(franceBefore);
    expect(result.adjustments!.France).toEqual({ due: 2, done: 0 });
  });
});

describe('4.D.8 removing units in civil disorder: distance by convoy or through seas', () => {
  // England keeps one center with two units and orders nothing. F nwg is one move from Edinburgh.
  // A bel is one convoy from London across the North Sea, or two moves as a fleet would go;
  // the only fleet in the North Sea is German.
  const position = winter([unit('England', 'A', 'bel'), unit('England', 'F', 'nwg'), unit('Germany', 'F', 'nth')], {
    England: ['lon'],
    Germany: ['kie'],
  });
  const englandAfter = (result: PhaseResult) => board(result.units.filter((u) => u.power === 'England'));

  it('convoy-as-one-move: Belgium is one move, as near as the fleet, and the fleet goes first', () => {
    const result = run(position, [], { '4.D.8': 'convoy-as-one-move' });
    expect(board(result.removed)).toEqual(['England F nwg']);
    expect(englandAfter(result)).toEqual(['England A bel']);
  });

  it('own-fleets-convoy: no English fleet can carry the army, so Belgium has no distance and goes', () => {
    const result = run(position, [], { '4.D.8': 'own-fleets-convoy' });
    expect(board(result.removed)).toEqual(['England A bel']);
    expect(englandAfter(result)).toEqual(['England F nwg']);
  });

  it('own-fleets-convoy: an English fleet in the North Sea makes Belgium one move', () => {
    const own = winter([unit('England', 'A', 'bel'), unit('England', 'F', 'nwg'), unit('England', 'F', 'nth')], { England: ['lon', 'edi'] });
    const result = run(own, [], { '4.D.8': 'own-fleets-convoy' });
    // All three are one move from home: fleets first, then North Sea before Norwegian Sea.
    expect(board(result.removed)).toEqual(['England F nth']);
  });

  it('any-fleets-convoy: the German fleet can carry the army, so Belgium is one move', () => {
    const result = run(position, [], { '4.D.8': 'any-fleets-convoy' });
    expect(board(result.removed)).toEqual(['England F nwg']);
    expect(englandAfter(result)).toEqual(['England A bel']);
  });

  it('army-as-fleet: Belgium is two moves (North Sea, London) and goes', () => {
    const result = run(position, [], { '4.D.8': 'army-as-fleet' });
    expect(board(result.removed)).toEqual(['England A bel']);
    expect(englandAfter(result)).toEqual(['England F nwg']);
  });

  it('convoy-as-one-move: an army on the far side of the Mediterranean is still one convoy from home', () => {
    // A tun: one convoy to Marseilles under a; three moves as a fleet would go under d.
    const far = winter([unit('France', 'A', 'tun'), unit('France', 'A', 'ruh')], { France: ['par'] });
    expect(board(run(far, [], { '4.D.8': 'convoy-as-one-move' }).removed)).toEqual(['France A ruh']);
    expect(board(run(far, [], { '4.D.8': 'army-as-fleet' }).removed)).toEqual(['France A tun']);
  });
});

describe('4.D.8 removing units in civil disorder: amphibious distance', () => {
  // France keeps one center. F spa/nc sails two moves home (Gascony, Brest); over land or from the
  // south coast it is one move from Marseilles. A ruh marches two (Burgundy, Paris).
  const position = winter([unit('France', 'F', 'spa', 'nc'), unit('France', 'A', 'ruh')], { France: ['par'] });

  it('army-as-fleet: both are two moves; the fleet goes first', () => {
    const result = run(position, [], { '4.D.8': 'army-as-fleet' });
    expect(board(result.removed)).toEqual(['France F spa/nc']);
    expect(board(result.units)).toEqual(['France A ruh']);
  });

  it('both-amphibious: the fleet is one move from Marseilles, so the Ruhr army goes', () => {
    const result = run(position, [], { '4.D.8': 'both-amphibious' });
    expect(board(result.removed)).toEqual(['France A ruh']);
    expect(board(result.units)).toEqual(['France F spa/nc']);
  });
});

describe('4.D.8 removing units in civil disorder: the 2023 rule, to the nearest owned center', () => {
  // DATC v3.0 6.J.11: Italy owns only Warsaw and has armies in Warsaw and Tuscany. Counted to its
  // home centers, Tuscany is one move from Rome and Warsaw is far: the army in Warsaw would go.
  const position = winter([unit('Italy', 'A', 'war'), unit('Italy', 'A', 'tus')], { Italy: ['war'] });

  it('both-amphibious (home centers): the army in Warsaw goes', () => {
    expect(board(run(position, [], { '4.D.8': 'both-amphibious' }).removed)).toEqual(['Italy A war']);
  });

  it('owned-centers: Warsaw is an owned center, so the army in Tuscany goes', () => {
    const result = run(position, [], { '4.D.8': 'owned-centers' });
    expect(board(result.removed)).toEqual(['Italy A tus']);
    expect(board(result.units)).toEqual(['Italy A war']);
  });

  it('owned-centers: a fleet counts over land too (F spa/nc is one move from Marseilles)', () => {
    const france = winter([unit('France', 'F', 'spa', 'nc'), unit('France', 'A', 'ruh')], { France: ['mar'] });
    // By its own moves the fleet is two from Marseilles (Gulf of Lyon is not next to the north
    // coast); over land and sea it is one, and the Ruhr army is two (Burgundy, Marseilles).
    expect(board(run(france, [], { '4.D.8': 'army-as-fleet' }).removed)).toEqual(['France F spa/nc']);
    expect(board(run(france, [], { '4.D.8': 'owned-centers' }).removed)).toEqual(['France A ruh']);
  });
});

describe('4.D.8 removing units in civil disorder: least recently built', () => {
  it('removes the oldest unit, however near home', () => {
    const position = winter([unit('France', 'A', 'pic'), unit('France', 'A', 'ruh', null, 1903)], { France: ['par'] });
    expect(board(run(position, [], { '4.D.8': 'army-as-fleet' }).removed)).toEqual(['France A ruh']);
    expect(board(run(position, [], { '4.D.8': 'least-recently-built' }).removed)).toEqual(['France A pic']);
  });

  it('passes over units on supply centers, and breaks a tie of build years by distance', () => {
    // A bel is the oldest but stands on a center; A ruh and A bur were built in the same winter,
    // and Ruhr is farther from home (alphabetically Burgundy would come first).
    const position = winter(
      [unit('France', 'A', 'bel'), unit('France', 'A', 'pic', null, 1903), unit('France', 'A', 'ruh', null, 1902), unit('France', 'A', 'bur', null, 1902)],
      { France: ['par', 'bre', 'mar'] },
    );
    expect(board(run(position, [], { '4.D.8': 'army-as-fleet' }).removed)).toEqual(['France A bel']);
    expect(board(run(position, [], { '4.D.8': 'least-recently-built' }).removed)).toEqual(['France A ruh']);
  });

  it('falls back to distance when no unit has a build history', () => {
    const position = winter([unit('France', 'A', 'pic'), unit('France', 'A', 'ruh')], { France: ['par'] });
    expect(board(run(position, [], { '4.D.8': 'least-recently-built' }).removed)).toEqual(['France A ruh']);
  });

  it('stamps each unit built with the year of its winter', () => {
    const result = run(france, orders('France', 'Build A par'), {});
    expect(result.units.find((u) => u.province === 'par')!.builtAt).toBe(1905);
    expect(result.units.find((u) => u.province === 'spa')!.builtAt).toBeUndefined();
  });
});
