// DATC 4.D.3, 4.D.9, 4.E.1, 4.E.3 and 4.E.5 under every alternative, in a movement phase: two orders
// for one unit, hold support for a power in civil disorder, which orders are legal, implicit orders
// and proxy orders. Expected results are reasoned from the DATC's description of each alternative.
import { describe, expect, it } from 'vitest';
import type { GivenOrder } from '../../../engine/types';
import { datc, everyAlternativeTested, scenario, underEach } from './scenario';

describe('4.D.3 two different orders for one unit', () => {
  // Germany orders A mun twice; A kie supports it to hold; Russia attacks Munich with support.
  const base = {
    units: ['Germany: A mun', 'Germany: A kie', 'Russia: A boh', 'Russia: A sil'],
    orders: ['Germany: A mun - ruh', 'Germany: A mun - bur', 'Germany: A kie S A mun', 'Russia: A boh - mun', 'Russia: A sil S A boh - mun'],
  };
  underEach('4.D.3', 'A mun - ruh, then A mun - bur', base, {
    // a: the first order: Munich empties into the Ruhr and Russia enters.
    first: { board: ['Germany A kie', 'Germany A ruh', 'Russia A mun', 'Russia A sil'] },
    // b: the last order: to Burgundy; Russia enters.
    last: { board: ['Germany A bur', 'Germany A kie', 'Russia A mun', 'Russia A sil'] },
    // c: the unit holds and can be supported in place: 2 against 2, Munich holds (DATC preference).
    hold: { board: ['Germany A kie', 'Germany A mun', 'Russia A boh', 'Russia A sil'] },
  });
});

describe('4.D.9 hold support for a power in civil disorder', () => {
  // Italy, in civil disorder, holds in Venice; France supports it; Austria attacks with one support.
  const base = {
    units: ['Italy: A ven', 'Austria: A tri', 'Austria: A tyr', 'France: A pie'],
    orders: ['Austria: A tri - ven', 'Austria: A tyr S A tri - ven', 'France: A pie S Italian A ven'],
  };
  underEach(
    '4.D.9',
    'Italy in civil disorder',
    { ...base, civilDisorder: ['Italy'] },
    {
      // a: the hold support fails: 2 against 1, A ven dislodged.
      fails: { board: ['Austria A tyr', 'Austria A ven', 'France A pie'], dislodged: ['Italy A ven'] },
      // b: any unit not moving can be supported to hold: 2 against 2 (DATC preference).
      succeeds: { board: ['Austria A tri', 'Austria A tyr', 'France A pie', 'Italy A ven'] },
    },
  );
  underEach(
    '4.D.9',
    'Italy silent but not in civil disorder',
    { ...base, civilDisorder: [] },
    {
      // a: only a power in civil disorder loses hold support; an unordered unit keeps it (the distinction).
      fails: { board: ['Austria A tri', 'Austria A tyr', 'France A pie', 'Italy A ven'] },
      // b: the support counts.
      succeeds: { board: ['Austria A tri', 'Austria A tyr', 'France A pie', 'Italy A ven'] },
    },
  );
});

describe('4.E.1 which orders are legal', () => {
  // Rod Walker's example (DATC 4.E.1 b): GER A Mun-Mos, A Ruh S A Mun; RUS A Sil-Mun, A Boh S A Sil-Mun.
  const munMos = {
    units: ['Germany: A mun', 'Germany: A ruh', 'Russia: A sil', 'Russia: A boh'],
    orders: ['Germany: A mun - mos', 'Germany: A ruh S A mun', 'Russia: A sil - mun', 'Russia: A boh S A sil - mun'],
  };
  const munTaken = { board: ['Germany A ruh', 'Russia A boh', 'Russia A mun'], dislodged: ['Germany A mun'] };
  const munHeld = { board: ['Germany A mun', 'Germany A ruh', 'Russia A boh', 'Russia A sil'] };
  underEach('4.E.1', 'A Mun - Mos', munMos, {
    // a: anything in the form of an order is legal: a move, so no hold support; A mun dislodged.
    'any-format': munTaken,
    // b: names of real provinces make a move, however impossible: A mun dislodged (Walker's answer).
    'known-places': munTaken,
    // c: Mun - Mos can succeed in no position: illegal, so A mun holds with support, 2 against 2.
    'possible-on-map': munHeld,
    // d: impossible now: illegal, A mun holds with support.
    'possible-now': munHeld,
    'possible-now-needed': munHeld,
  });

  // England A yor - hol with no fleet at sea; France attacks Yorkshire with support.
  const yorHol = {
    units: ['England: A yor', 'England: A lvp', 'France: A wal', 'France: F lon'],
    orders: ['England: A yor - hol', 'England: A lvp S A yor', 'France: A wal - yor', 'France: F lon S A wal - yor'],
  };
  const yorTaken = { board: ['England A lvp', 'France A yor', 'France F lon'], dislodged: ['England A yor'] };
  const yorHeld = { board: ['England A lvp', 'England A yor', 'France A wal', 'France F lon'] };
  underEach('4.E.1', 'A Yor - Hol with no fleet in the North Sea', yorHol, {
    // a: a move in form: A yor cannot be supported to hold and is dislodged.
    'any-format': yorTaken,
    // b: real provinces: a move, dislodged.
    'known-places': yorTaken,
    // c: a fleet in the North Sea could convoy it in some position: legal, a move, dislodged (the DATC's example).
    'possible-on-map': yorTaken,
    // d: no fleet stands on a route now: illegal, A yor holds with support (the DATC's example).
    'possible-now': yorHeld,
    'possible-now-needed': yorHeld,
  });

  // "A Mun - Oz" names no place on the map (Walker: "A Mun-Oz" is no order to move).
  const munOz = { ...munMos, orders: ['Germany: A mun - oz', ...munMos.orders.slice(1)], allowUnread: true };
  underEach('4.E.1', 'A Mun - Oz as written', munOz, {
    // a: every order in the form of an order is legal, even with places not on the map: a move, dislodged.
    'any-format': munTaken,
    // b: not a place on the map, so not a move: A mun holds and can be supported.
    'known-places': munHeld,
    // c: not an order that can ever succeed: A mun holds with support.
    'possible-on-map': munHeld,
    // d: as c.
    'possible-now': munHeld,
    'possible-now-needed': munHeld,
  });
  const toOz: GivenOrder = {
    power: 'Germany',
    order: { kind: 'move', unit: { type: 'A', province: 'mun', coast: null, power: null }, to: 'oz', coast: null, viaConvoy: false, path: null },
  };
  underEach(
    '4.E.1',
    'A Mun - Oz given as data',
    { ...munMos, orders: [toOz, ...munMos.orders.slice(1)] },
    {
      // a: in the form of an order: a move, dislodged.
      'any-format': munTaken,
      // b: a move only when it names places on the map; Oz is none, so A mun holds with support.
      'known-places': munHeld,
      // c: holds with support.
      'possible-on-map': munHeld,
      // d: holds with support.
      'possible-now': munHeld,
      'possible-now-needed': munHeld,
    },
  );
});

describe('4.E.1 which orders are legal: a convoying fleet no route needs (DATC v3.0)', () => {
  // DATC v3.0 6.G.19: the route Marseilles - Gulf of Lyon - Spain needs no fleet in the Western
  // Mediterranean. France's own convoy order is then what shows (or fails to show) its intent.
  const marSpa = {
    units: ['France: A mar', 'France: F wes', 'Italy: F lyo', 'Italy: A spa'],
    orders: ['France: A mar - spa', 'France: F wes C A mar - spa', 'Italy: F lyo C A mar - spa', 'Italy: A spa - mar'],
  };
  const swapped = { board: ['France A spa', 'France F wes', 'Italy A mar', 'Italy F lyo'] };
  const bounced = { board: ['France A mar', 'France F wes', 'Italy A spa', 'Italy F lyo'] };
  underEach('4.E.1', 'DATC v3.0 6.G.19, swapping with intent of an unnecessary convoy', marSpa, {
    // a-c: the fleet lies on a route the map allows: legal, it shows France's intent, the armies swap.
    'any-format': swapped,
    'known-places': swapped,
    'possible-on-map': swapped,
    // d: fleets stand on a route through it now: legal, swap.
    'possible-now': swapped,
    // v3.0: no route needs the fleet: illegal and ignored, no intent, a head-to-head bounce.
    'possible-now-needed': bounced,
  });

  it('possible-now-needed: the unneeded convoy order is illegal, the needed one is not', () => {
    const s = scenario({ ...marSpa, options: { '4.E.1': 'possible-now-needed' } });
    expect(s.result(1).outcome).toBe('illegal');
    expect(s.result(1).reason).toBe('not-on-route');
    expect(s.result(2).outcome).not.toBe('illegal');
  });

  it('possible-now-needed: a fleet that a longer route needs is legal (Irish Sea - English Channel)', () => {
    const s = scenario({
      units: ['England: A lvp', 'England: F iri', 'England: F eng', 'England: F nth'],
      orders: ['England: A lvp - edi', 'England: F iri C A lvp - edi', 'England: F eng C A lvp - edi', 'England: F nth C A lvp - edi'],
      options: { '4.E.1': 'possible-now-needed' },
    });
    expect([1, 2, 3].map((i) => s.outcome(i))).toEqual(['succeeds', 'succeeds', 'succeeds']);
    expect(s.board()).toContain('England A edi');
  });
});

describe('4.E.1 which orders are legal: the DATC cases 6.D.29 to 6.D.31', () => {
  const conHeld = { board: ['Italy F aeg', 'Russia F con', 'Turkey A bul', 'Turkey F bla'] };
  underEach('4.E.1', '6.D.30 F con - bul with no coast, supported to hold', datc('6.D.30'), {
    // a: in the form of a move: a move that cannot succeed, so no hold support; 2 against 1, dislodged.
    'any-format': { board: ['Italy F aeg', 'Turkey A bul', 'Turkey F con'], dislodged: ['Russia F con'] },
    // b: Bulgaria is a place on the map, however the coast is missing: a move, dislodged.
    'known-places': { board: ['Italy F aeg', 'Turkey A bul', 'Turkey F con'], dislodged: ['Russia F con'] },
    // c: a fleet move without its required coast can never be valid: illegal, Constantinople holds with support (the DATC's words).
    'possible-on-map': conHeld,
    // d: as c (DATC preference, the case's result).
    'possible-now': conHeld,
  });

  const rumHeld = { board: ['Austria A bud', 'Russia F rum', 'Turkey A bul', 'Turkey F bla'] };
  underEach('4.E.1', '6.D.29 F rum - bul/sc, a coast out of reach, supported to hold', datc('6.D.29'), {
    // a: a move in form: no hold support, F rum dislodged by F bla with support.
    'any-format': { board: ['Austria A bud', 'Turkey A bul', 'Turkey F rum'], dislodged: ['Russia F rum'] },
    // b: Bulgaria's south coast is a place on the map: a move, dislodged.
    'known-places': { board: ['Austria A bud', 'Turkey A bul', 'Turkey F rum'], dislodged: ['Russia F rum'] },
    // c: never valid: illegal, Rumania holds with support.
    'possible-on-map': rumHeld,
    // d: as c (the case's result).
    'possible-now': rumHeld,
  });

  // 6.D.31 with a second order for the Black Sea fleet: the DATC says it is carried out when the
  // support is illegal (c, d); where the support is legal (a, b) the fleet has two orders (4.D.3 c: it holds).
  const d31 = datc('6.D.31');
  const twoOrders = { ...d31, orders: [...d31.orders, 'Turkey: F bla - arm'] };
  underEach('4.E.1', '6.D.31 F bla S A rum - arm, then F bla - arm', twoOrders, {
    // a: the support is in the form of an order: two orders, the fleet holds.
    'any-format': { board: ['Austria A rum', 'Turkey F bla'] },
    // b: it names places on the map: two orders, the fleet holds.
    'known-places': { board: ['Austria A rum', 'Turkey F bla'] },
    // c: the only route from Rumania to Armenia runs through the Black Sea, so the support can never be valid: ignored, the fleet moves.
    'possible-on-map': { board: ['Austria A rum', 'Turkey F arm'] },
    // d: as c (DATC preference).
    'possible-now': { board: ['Austria A rum', 'Turkey F arm'] },
  });
  const secondFirst = { ...d31, orders: [d31.orders[0], 'Turkey: F bla - arm', d31.orders[1]] };
  underEach('4.E.1', '6.D.31 F bla - arm, then F bla S A rum - arm', secondFirst, {
    'any-format': { board: ['Austria A rum', 'Turkey F bla'] },
    'known-places': { board: ['Austria A rum', 'Turkey F bla'] },
    'possible-on-map': { board: ['Austria A rum', 'Turkey F arm'] },
    'possible-now': { board: ['Austria A rum', 'Turkey F arm'] },
  });
  it('4.E.1 6.D.31: the support is reported illegal under c and d, and given (to a move that fails) under a and b', () => {
    const expected: [string, string, string | null][] = [
      ['any-format', 'succeeds', null],
      ['known-places', 'succeeds', null],
      ['possible-on-map', 'illegal', 'supporter-on-route'],
      ['possible-now', 'illegal', 'supporter-on-route'],
    ];
    for (const [alternative, outcome, reason] of expected) {
      const r = scenario({ ...d31, options: { '4.E.1': alternative } }).result(1);
      expect([alternative, r.outcome, r.reason]).toEqual([alternative, outcome, reason]);
    }
  });

  // A support of a move its unit can never make (Munich is nowhere near Warsaw), and a second order.
  const munWar = { units: ['Germany: A sil', 'Germany: A mun'], orders: ['Germany: A sil S A mun - war', 'Germany: A sil - war'] };
  underEach('4.E.1', 'A sil S A mun - war, then A sil - war', munWar, {
    // a: two orders in form: Silesia holds (4.D.3 c).
    'any-format': { board: ['Germany A mun', 'Germany A sil'] },
    // b: two orders naming places on the map: Silesia holds.
    'known-places': { board: ['Germany A mun', 'Germany A sil'] },
    // c: the support can never be valid: ignored, Silesia moves to Warsaw.
    'possible-on-map': { board: ['Germany A mun', 'Germany A war'] },
    // d: as c.
    'possible-now': { board: ['Germany A mun', 'Germany A war'] },
  });

  // c and d differ on a support of a convoy that needs a fleet not yet at sea: England supports
  // A lon - bel from the Channel while no fleet is in the North Sea, then orders the fleet to Belgium.
  const lonBel = { units: ['England: A lon', 'England: F eng'], orders: ['England: F eng S A lon - bel', 'England: F eng - bel'] };
  underEach('4.E.1', 'F eng S A lon - bel with no fleet in the North Sea, then F eng - bel', lonBel, {
    'any-format': { board: ['England A lon', 'England F eng'] },
    'known-places': { board: ['England A lon', 'England F eng'] },
    // c: a fleet in the North Sea could convoy it: the support is legal, two orders, the fleet holds.
    'possible-on-map': { board: ['England A lon', 'England F eng'] },
    // d: no fleet but the supporter stands on a route now: the support is illegal, the fleet moves.
    'possible-now': { board: ['England A lon', 'England F bel'] },
  });

  // A coast Brest does not have, and a coast of Spain an army cannot use (4.B.6 a keeps both orders as written).
  const breSc = {
    units: ['France: F gas', 'France: A par', 'England: A bur', 'England: F mao'],
    orders: ['France: F gas - bre/sc', 'France: A par S F gas', 'England: F mao - gas', 'England: A bur S F mao - gas'],
    options: { '4.B.6': 'fails' },
  };
  const gasHeld = { board: ['England A bur', 'England F mao', 'France A par', 'France F gas'] };
  underEach('4.E.1', 'F gas - bre/sc under 4.B.6 a', breSc, {
    // a: in the form of a move: a move, no hold support, dislodged.
    'any-format': { board: ['England A bur', 'England F gas', 'France A par'], dislodged: ['France F gas'] },
    // b: Brest has no south coast, so the order names no place on the map: not a move, held.
    'known-places': gasHeld,
    'possible-on-map': gasHeld,
    'possible-now': gasHeld,
  });
  const marSpa = {
    units: ['France: A mar', 'France: A bur', 'Italy: A pie', 'Italy: F lyo'],
    orders: ['France: A mar - spa/sc', 'France: A bur S A mar', 'Italy: A pie - mar', 'Italy: F lyo S A pie - mar'],
    options: { '4.B.6': 'fails' },
  };
  const marHeld = { board: ['France A bur', 'France A mar', 'Italy A pie', 'Italy F lyo'] };
  underEach('4.E.1', 'A mar - spa/sc under 4.B.6 a', marSpa, {
    'any-format': { board: ['France A bur', 'Italy A mar', 'Italy F lyo'], dislodged: ['France A mar'] },
    // b: Spain's south coast is a place on the map: a move, so no hold support, dislodged.
    'known-places': { board: ['France A bur', 'Italy A mar', 'Italy F lyo'], dislodged: ['France A mar'] },
    'possible-on-map': marHeld,
    'possible-now': marHeld,
  });
});

describe('4.E.3 implicit orders', () => {
  const german = ['Germany: A ruh', 'Germany: A kie'];
  underEach(
    '4.E.3',
    'A ruh S A kie - hol and no order for Kiel',
    { units: german, orders: ['Germany: A ruh S A kie - hol'] },
    {
      // a: the move A kie - hol is deduced from the own support.
      allowed: { board: ['Germany A hol', 'Germany A ruh'] },
      // b: Kiel has no order and holds (DATC preference).
      'not-allowed': { board: ['Germany A kie', 'Germany A ruh'] },
    },
  );
  const english = ['England: F nth', 'England: A lon'];
  underEach(
    '4.E.3',
    'F nth C A lon - bel and no order for London',
    { units: english, orders: ['England: F nth C A lon - bel'] },
    {
      // a: the move A lon - bel is deduced from the own convoy order.
      allowed: { board: ['England A bel', 'England F nth'] },
      // b: London has no order and holds.
      'not-allowed': { board: ['England A lon', 'England F nth'] },
    },
  );
  const explicit = { units: german, orders: ['Germany: A ruh S A kie - hol', 'Germany: A kie H'] };
  underEach('4.E.3', 'an explicit order for Kiel', explicit, {
    // a: an explicit order takes precedence over an implicit one: Kiel holds.
    allowed: { board: ['Germany A kie', 'Germany A ruh'] },
    // b: Kiel holds as ordered.
    'not-allowed': { board: ['Germany A kie', 'Germany A ruh'] },
  });
  const foreign = { units: ['England: A ruh', 'Germany: A kie'], orders: ['England: A ruh S German A kie - hol'] };
  underEach('4.E.3', "another power's support", foreign, {
    // a: an implicit order is never deduced from another player's orders: Kiel holds.
    allowed: { board: ['England A ruh', 'Germany A kie'] },
    // b: Kiel holds.
    'not-allowed': { board: ['England A ruh', 'Germany A kie'] },
  });
});

describe('4.E.5 proxy orders', () => {
  // Germany has let France order its army in Munich.
  const proxies = [{ province: 'mun', power: 'France' }];
  const byFrance = { units: ['Germany: A mun', 'France: A par'], orders: ['France: A mun - ruh'], proxies };
  underEach('4.E.5', "France orders Germany's proxied A mun", byFrance, {
    // a: an announced proxy: France's order moves the army.
    announced: { board: ['France A par', 'Germany A ruh'] },
    // b: a proxy in Germany's order set: France's order moves the army.
    'in-order-set': { board: ['France A par', 'Germany A ruh'] },
    // c: no proxies: France cannot order a German unit, so it holds.
    'not-allowed': { board: ['France A par', 'Germany A mun'] },
  });
  const both = { ...byFrance, orders: ['Germany: A mun - bur', 'France: A mun - ruh'] };
  underEach('4.E.5', 'both the owner and the proxy order A mun', both, {
    // a: the proxy holder gives the actual order: to the Ruhr.
    announced: { board: ['France A par', 'Germany A ruh'] },
    // b: as a.
    'in-order-set': { board: ['France A par', 'Germany A ruh'] },
    // c: only the owner's order counts: to Burgundy.
    'not-allowed': { board: ['France A par', 'Germany A bur'] },
  });
  it("4.E.5 the proxied move is reported as France's order", () => {
    // The result names who gave the order; under c France's order is foreign and illegal.
    expect(scenario({ ...byFrance, options: { '4.E.5': 'announced' } }).result(0)).toMatchObject({ power: 'France', outcome: 'succeeds' });
    expect(scenario({ ...byFrance, options: { '4.E.5': 'not-allowed' } }).result(0)).toMatchObject({ power: 'France', outcome: 'illegal' });
  });
});

everyAlternativeTested(['4.D.3', '4.D.9', '4.E.1', '4.E.3', '4.E.5']);
