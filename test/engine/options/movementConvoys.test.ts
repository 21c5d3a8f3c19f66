// DATC 4.A.1 and 4.A.4-4.A.7 under every alternative: multi-route convoys, cutting a support by a
// convoy from the attacked province, retreating to a convoyed attacker's origin, written convoy
// paths, and a dislodged unit that was not in a head-to-head battle. Each expected result is
// reasoned from the DATC's description of the alternative (chapter 4) and its chapter 6 cases.
import { describe, expect, it } from 'vitest';
import { datc, everyAlternativeTested, markTested, scenario, underEach } from './scenario';

describe('4.A.1 convoy with more than one route', () => {
  // Four DATC cases where England convoys A lon - bel over more than one route and one route is
  // disrupted: the other units end alike under every alternative, and the army ends in London
  // (stopped) or Belgium (carried): one row a case, with where the army ends under each alternative.
  // a (any-route-disrupted): any disrupted route stops the army (the 1971 reading);
  // b (all-routes-disrupted): a whole route carries it (DATC preference);
  // DPTG: routes of the army's own fleets first, foreign ones only when there is none of its own.
  for (const [id, label, others, dislodged, army] of [
    // 6.F.9: English F eng and F nth both convoy; France dislodges F eng. a: stopped; b: the North
    // Sea route is whole; DPTG: both routes are England's own, nothing left out, one disrupted stops it.
    ['6.F.9', 'one of two own routes disrupted', ['England F nth', 'France F bre', 'France F eng'], 'England F eng', ['lon', 'bel', 'lon']],
    // 6.F.10: the disrupted route runs through a German fleet England did not ask for. a: its
    // disruption stops the army (the 1971 weakness); b: the English route is whole; DPTG: an own
    // route exists, so the German fleet is skipped and the own route is whole.
    ['6.F.10', 'an unwanted foreign route disrupted', ['England F nth', 'France F bre', 'France F eng'], 'Germany F eng', ['lon', 'bel', 'bel']],
    // 6.F.11: only foreign fleets (German and Russian) convoy; France dislodges the German one. a: one
    // route disrupted stops the army; b: the Russian route is whole; DPTG: no own route, so every
    // route counts and one disrupted stops it.
    ['6.F.11', 'routes of foreign fleets only', ['France F bre', 'France F eng', 'Russia F nth'], 'Germany F eng', ['lon', 'bel', 'lon']],
    // 6.F.12: the dislodged convoying fleet (Irish Sea) lies on no route from London to Belgium: only
    // fleets on a route count, and the (own) Channel route is whole under all three.
    ['6.F.12', 'a dislodged fleet on no route disrupts nothing', ['England F eng', 'France F iri', 'France F nao'], 'England F iri', ['bel', 'bel', 'bel']],
  ] as const) {
    const ends = (where: string) => ({ board: [`England A ${where}`, ...others], dislodged: [dislodged] });
    underEach('4.A.1', `DATC ${id}, ${label}`, datc(id), {
      'any-route-disrupted': ends(army[0]),
      'all-routes-disrupted': ends(army[1]),
      dptg: ends(army[2]),
    });
  }
});

describe('4.A.4 cutting a support for an attack on oneself, by convoy', () => {
  // DATC 6.G.13: A tri - ven via Convoy attacks A ven, which supports F alb - tri (the attack on Trieste).
  underEach('4.A.4', 'DATC 6.G.13', datc('6.G.13'), {
    // a: the army comes from Trieste, the province the support is aimed at: not cut, A tri dislodged.
    'not-cut': { board: ['Austria F adr', 'Italy F tri', 'Italy A ven'], dislodged: ['Austria A tri'] },
    // b: the attack arrives from the sea, so it cuts the support; F alb - tri then fails 1 to 1.
    cut: { board: ['Austria F adr', 'Austria A tri', 'Italy F alb', 'Italy A ven'] },
  });
});

describe('4.A.5 retreat after being dislodged by a convoy', () => {
  // DATC 6.H.11 (its movement phase): A gas - mar via Convoy, supported from Burgundy, dislodges A mar.
  const base = {
    units: ['France: A gas', 'France: F mao', 'France: F wes', 'France: F lyo', 'France: A bur', 'Italy: A mar'],
    orders: [
      'France: A gas - mar via Convoy',
      'France: F mao C A gas - mar',
      'France: F wes C A gas - mar',
      'France: F lyo C A gas - mar',
      'France: A bur S A gas - mar',
      'Italy: A mar H',
    ],
  };
  for (const [alternative, retreats, why] of [
    ['never-to-origin', ['pie', 'spa'], "a: never to the attacker's starting province, however it came"],
    ['origin-if-convoyed', ['gas', 'pie', 'spa'], 'b: the attacker crossed no border with Marseilles, so Gascony is open (6.H.11)'],
  ] as const) {
    markTested('4.A.5', alternative);
    it(`4.A.5 ${alternative}: DATC 6.H.11, where the army dislodged from Marseilles may retreat`, () => {
      // Burgundy is held by France; Gascony was left by the convoyed attacker.
      const s = scenario({ ...base, options: { '4.A.5': alternative } });
      expect(s.board()).toEqual(['France A bur', 'France A mar', 'France F lyo', 'France F mao', 'France F wes']);
      expect(s.retreats('mar'), why).toEqual([...retreats]);
    });
  }
});

describe('4.A.6 convoy path written in the order', () => {
  // F nth convoys A lon - bel; the army's order writes no path, the route ordered, or the Channel,
  // where no fleet is. a (ignored): paths play no part, the ordered route carries the army;
  // b (optional): without a path any ordered route counts, with one only that route; c (required):
  // a convoyed move without a path fails.
  const units = ['England: A lon', 'England: F nth'];
  const lands = { board: ['England A bel', 'England F nth'] };
  const stays = { board: ['England A lon', 'England F nth'] };
  for (const [label, move, expected] of [
    ['no path written', 'A lon - bel', { ignored: lands, optional: lands, required: stays }],
    ['the path written is the route ordered', 'A lon - nth - bel', { ignored: lands, optional: lands, required: lands }],
    ['the path names a sea without a fleet', 'A lon - eng - bel', { ignored: lands, optional: stays, required: stays }],
  ] as const) {
    underEach('4.A.6', label, { units, orders: [`England: ${move}`, 'England: F nth C A lon - bel'] }, expected);
  }

  // Two convoying fleets; the path names the Channel, whose fleet France dislodges.
  underEach(
    '4.A.6',
    'the path names the route that is disrupted',
    {
      units: ['England: A lon', 'England: F eng', 'England: F nth', 'France: F mao', 'France: F bre'],
      orders: [
        'England: A lon - eng - bel',
        'England: F eng C A lon - bel',
        'England: F nth C A lon - bel',
        'France: F mao - eng',
        'France: F bre S F mao - eng',
      ],
    },
    {
      // a: the path is ignored; under 4.A.1 b the North Sea route still carries the army.
      ignored: { board: ['England A bel', 'England F nth', 'France F bre', 'France F eng'], dislodged: ['England F eng'] },
      // b: only the written route counts, and it is disrupted.
      optional: { board: ['England A lon', 'England F nth', 'France F bre', 'France F eng'], dislodged: ['England F eng'] },
      // c: as b.
      required: { board: ['England A lon', 'England F nth', 'France F bre', 'France F eng'], dislodged: ['England F eng'] },
    },
  );
});

describe('4.A.7 dislodged unit that was not in a head-to-head battle', () => {
  // DATC 6.G.10: English A nwy - swe via Convoy (3) dislodges Russian A swe - nwy, which met French
  // F nwg - nwy 2 to 2. DATC 6.G.14: this time the Russian army goes by convoy and the English army
  // over land. Both end alike.
  for (const id of ['6.G.10', '6.G.14']) {
    underEach('4.A.7', `DATC ${id}`, datc(id), {
      // a: a dislodged unit never affects its attacker's origin: F nwg enters Norway.
      'always-no-effect': {
        board: ['England A swe', 'England F den', 'England F fin', 'France F nth', 'France F nwy', 'Germany F ska', 'Russia F bar'],
        dislodged: ['Russia A swe'],
      },
      // b: no head-to-head battle (one of the armies came by sea), so the Russian army still bounces
      // F nwg (6.G.14's DATC result).
      'head-to-head-only': {
        board: ['England A swe', 'England F den', 'England F fin', 'France F nth', 'France F nwg', 'Germany F ska', 'Russia F bar'],
        dislodged: ['Russia A swe'],
      },
    });
  }

  // DATC 6.G.15: A lon - bel and A bel - lon both by convoy; A bel is dislodged and A yor - lon waits.
  underEach('4.A.7', 'DATC 6.G.15', datc('6.G.15'), {
    // a: the French army has no effect on London, its attacker's origin: A yor enters London.
    'always-no-effect': { board: ['England A bel', 'England A hol', 'England A lon', 'England F nth', 'France F eng'], dislodged: ['France A bel'] },
    // b: the armies passed each other at sea, so the French army still bounces A yor.
    'head-to-head-only': { board: ['England A bel', 'England A hol', 'England A yor', 'England F nth', 'France F eng'], dislodged: ['France A bel'] },
  });
});

everyAlternativeTested(['4.A.1', '4.A.4', '4.A.5', '4.A.6', '4.A.7']);
