// Every reason code in words: each case builds a small position, adjudicates it with the real engine
// and checks the reason the engine gave and the sentence describeResult makes of it.
import { describe, expect, it } from 'vitest';
import { describeResult } from '../../../engine/report/index';
import type { DislodgedUnit, ReasonCode } from '../../../engine/types';
import { type Setup, RETREAT, WINTER, judge, map, resultOf } from './judge';

interface Case {
  units: string[];
  orders: [string, string][];
  setup?: Setup;
  /** The order (as written) whose sentence is checked. */
  of: string;
  reason: ReasonCode | null;
  says: string;
}

function dislodged(text: string, attackerFrom: string): DislodgedUnit {
  const [power, type, province] = text.split(' ');
  return { power, type: type as 'A' | 'F', province, coast: null, attackerFrom, viaConvoy: false };
}

const retreat: Setup = { phase: RETREAT, dislodged: [dislodged('Germany A mun', 'tyr'), dislodged('Germany A boh', 'gal'), dislodged('Russia A vie', 'bud')] };
// Each attacker now stands where it dislodged a unit.
const retreatUnits = ['Austria A mun', 'Austria A boh', 'Austria A vie', 'Austria A sil'];
const centers = {
  England: ['bel', 'edi', 'lon', 'lvp', 'nwy'],
  France: ['bre', 'mar', 'par'],
  Germany: ['hol', 'kie', 'mun'],
  Russia: ['mos', 'sev', 'war'],
  Italy: ['nap', 'rom', 'ven'],
  Austria: ['bud', 'tri', 'vie'],
  Turkey: ['ank', 'con', 'smy'],
};
const winterUnits = [
  'England F nth',
  'England A yor',
  'France A par',
  'France A mar',
  'France F bre',
  'France A bur',
  'Germany A mun',
  'Italy A rom',
  'Italy A ven',
];
const winter: Setup = { phase: WINTER, supplyCenters: centers };

/** Codes the engine gives for a failed, void or illegal order; the keys must name every ReasonCode. */
const CASES: Record<ReasonCode, Case> = {
  bounce: {
    units: ['Germany A mun', 'France A mar'],
    orders: [
      ['Germany', 'A mun - bur'],
      ['France', 'A mar - bur'],
    ],
    of: 'A mun - bur',
    reason: 'bounce',
    says: 'A mun - bur bounces: attack 1 against A mar (1).',
  },
  held: {
    units: ['Austria A boh', 'Germany A mun', 'Germany A ber'],
    orders: [
      ['Austria', 'A boh - mun'],
      ['Germany', 'A ber S A mun'],
    ],
    of: 'A boh - mun',
    reason: 'held',
    says: 'A boh - mun fails: attack 1 against hold 2 of A mun.',
  },
  beaten: {
    units: ['Germany A mun', 'Germany A bel', 'Germany A pic', 'France A bur', 'France A ruh'],
    orders: [
      ['Germany', 'A mun - bur'],
      ['Germany', 'A bel S A mun - bur'],
      ['Germany', 'A pic S A mun - bur'],
      ['France', 'A bur - mun'],
      ['France', 'A ruh S A bur - mun'],
    ],
    of: 'A bur - mun',
    reason: 'beaten',
    says: 'A bur - mun is beaten head to head by A mun (3 against 2), and is dislodged by A mun from Munich.',
  },
  'own-unit': {
    units: ['Germany A ber', 'Germany F kie'],
    orders: [
      ['Germany', 'A ber - kie'],
      ['Germany', 'F kie H'],
    ],
    of: 'A ber - kie',
    reason: 'own-unit',
    says: 'A ber - kie fails: it cannot dislodge its own F kie.',
  },
  'no-path': {
    units: ['England A lon', 'England F nth'],
    orders: [['England', 'A lon - bel']],
    of: 'A lon - bel',
    reason: 'no-path',
    says: 'A lon - bel fails: no convoy route was ordered for it.',
  },
  'path-missing': {
    units: ['England A yor', 'England F nth'],
    orders: [
      ['England', 'A yor - nwy'],
      ['England', 'F nth C A yor - nwy'],
    ],
    setup: { options: { '4.A.6': 'required' } },
    of: 'A yor - nwy',
    reason: 'path-missing',
    says: 'A yor - nwy fails: its convoy path is not written, and the rules want one (DATC 4.A.6 c).',
  },
  'convoy-disrupted': {
    units: ['England A lon', 'England F nth', 'Germany F hel', 'Germany F den'],
    orders: [
      ['England', 'A lon - bel'],
      ['England', 'F nth C A lon - bel'],
      ['Germany', 'F hel - nth'],
      ['Germany', 'F den S F hel - nth'],
    ],
    of: 'A lon - bel',
    reason: 'convoy-disrupted',
    says: 'A lon - bel fails: its convoy is disrupted, F nth being dislodged.',
  },
  paradox: {
    units: ['England F lon', 'England F wal', 'France A bre', 'France F eng'],
    orders: [
      ['England', 'F lon S F wal - eng'],
      ['England', 'F wal - eng'],
      ['France', 'A bre - lon'],
      ['France', 'F eng C A bre - lon'],
    ],
    of: 'A bre - lon',
    reason: 'paradox',
    says: 'A bre - lon fails under the convoy paradox rule, which stops the convoy by F eng.',
  },
  cut: {
    units: ['France A mar', 'France A par', 'Germany A pic'],
    orders: [
      ['France', 'A mar - bur'],
      ['France', 'A par S A mar - bur'],
      ['Germany', 'A pic - par'],
    ],
    of: 'A par S A mar - bur',
    reason: 'cut',
    says: 'A par S A mar - bur is cut by A pic.',
  },
  dislodged: {
    units: ['Germany A mun', 'Germany A sil', 'Austria A boh', 'Austria A tyr'],
    orders: [
      ['Germany', 'A mun S A sil - boh'],
      ['Germany', 'A sil - boh'],
      ['Austria', 'A boh - mun'],
      ['Austria', 'A tyr S A boh - mun'],
    ],
    of: 'A mun S A sil - boh',
    reason: 'dislodged',
    says: 'A mun S A sil - boh fails and is dislodged by A boh from Bohemia.',
  },
  'no-match': {
    units: ['France A par', 'France A mar'],
    orders: [
      ['France', 'A par S A mar - bur'],
      ['France', 'A mar H'],
    ],
    of: 'A par S A mar - bur',
    reason: 'no-match',
    says: 'A par S A mar - bur is void: A mar was not ordered to bur.',
  },
  'not-on-route': {
    units: ['England A lon', 'England F nth', 'France F mao'],
    orders: [
      ['England', 'A lon - bel'],
      ['England', 'F nth C A lon - bel'],
      ['France', 'F mao C A lon - bel'],
    ],
    of: 'F mao C A lon - bel',
    reason: 'not-on-route',
    says: 'F mao C A lon - bel is illegal: the fleet in Mid-Atlantic Ocean is on no route that could carry A lon to Belgium.',
  },
  'no-unit': {
    units: ['France A par'],
    orders: [['France', 'A bur - par']],
    of: 'A bur - par',
    reason: 'no-unit',
    says: 'A bur - par is illegal: there is no unit in Burgundy.',
  },
  'foreign-unit': {
    units: ['Germany A mun'],
    orders: [['France', 'A mun - ruh']],
    of: 'A mun - ruh',
    reason: 'foreign-unit',
    says: 'A mun - ruh is illegal: the unit in Munich is not French.',
  },
  'wrong-unit-type': {
    units: ['Germany A mun'],
    orders: [['Germany', 'F mun - bur']],
    setup: { options: { '4.C.2': 'invalid' } },
    of: 'F mun - bur',
    reason: 'wrong-unit-type',
    says: 'F mun - bur is illegal: the unit in Munich is an army, not a fleet.',
  },
  'wrong-coast': {
    units: ['France F spa/nc'],
    orders: [['France', 'F spa/sc - mao']],
    setup: { options: { '4.B.5': 'fails' } },
    of: 'F spa/sc - mao',
    reason: 'wrong-coast',
    says: 'F spa/sc - mao is illegal: the fleet in Spain is not on the south coast of Spain.',
  },
  'wrong-phase': {
    units: ['France A par'],
    orders: [['France', 'build A par']],
    of: 'build A par',
    reason: 'wrong-phase',
    says: 'Build A par is illegal: a build order cannot be given in this phase.',
  },
  'not-adjacent': {
    units: ['France F bre'],
    orders: [['France', 'F bre - mar']],
    of: 'F bre - mar',
    reason: 'not-adjacent',
    says: 'F bre - mar is illegal: a fleet cannot go from Brest to Marseilles in one move.',
  },
  'army-to-sea': {
    units: ['England A lon'],
    orders: [['England', 'A lon - nth']],
    of: 'A lon - nth',
    reason: 'army-to-sea',
    says: 'A lon - nth is illegal: an army cannot go to North Sea, which is a sea.',
  },
  'fleet-to-land': {
    units: ['France F bre'],
    orders: [['France', 'F bre - par']],
    of: 'F bre - par',
    reason: 'fleet-to-land',
    says: 'F bre - par is illegal: a fleet cannot go to Paris, which is inland.',
  },
  'coast-needed': {
    units: ['France F mao'],
    orders: [['France', 'F mao - spa']],
    of: 'F mao - spa',
    reason: 'coast-needed',
    says: 'F mao - spa is illegal: Spain has more than one coast and the order does not say which.',
  },
  'no-such-coast': {
    units: ['France F mao'],
    orders: [['France', 'F mao - spa/ec']],
    setup: { options: { '4.B.6': 'fails' } },
    of: 'F mao - spa/ec',
    reason: 'no-such-coast',
    says: 'F mao - spa/ec is illegal: Spain has no east coast.',
  },
  'same-province': {
    units: ['France A par'],
    orders: [['France', 'A par - par']],
    of: 'A par - par',
    reason: 'same-province',
    says: 'A par - par is illegal: a unit cannot move to the province it stands in.',
  },
  'cannot-reach': {
    units: ['Germany A mun'],
    orders: [['Germany', 'A mun - mos']],
    of: 'A mun - mos',
    reason: 'cannot-reach',
    says: 'A mun - mos is illegal: Munich cannot reach Moscow, neither directly nor by a convoy of the fleets now at sea.',
  },
  'support-self': {
    units: ['England F edi'],
    orders: [['England', 'F edi S F edi']],
    of: 'F edi S F edi',
    reason: 'support-self',
    says: 'F edi S F edi is illegal: a unit cannot support itself.',
  },
  'supported-cannot-reach': {
    units: ['Germany A sil', 'Germany A mun'],
    orders: [['Germany', 'A sil S A mun - war']],
    of: 'A sil S A mun - war',
    reason: 'supported-cannot-reach',
    says: 'A sil S A mun - war is illegal: A mun cannot reach Warsaw.',
  },
  'supporter-on-route': {
    units: ['Austria A rum', 'Turkey F bla'],
    orders: [
      ['Austria', 'A rum - arm'],
      ['Turkey', 'F bla S A rum - arm'],
    ],
    of: 'F bla S A rum - arm',
    reason: 'supporter-on-route',
    says: 'F bla S A rum - arm is illegal: A rum could reach Armenia only by a convoy through Black Sea, and a fleet cannot convoy and support at once.',
  },
  'army-cannot-convoy': {
    units: ['France A par', 'Germany A mun'],
    orders: [['France', 'A par C A mun - bur']],
    of: 'A par C A mun - bur',
    reason: 'army-cannot-convoy',
    says: 'A par C A mun - bur is illegal: only a fleet can convoy.',
  },
  'fleet-not-at-sea': {
    units: ['Italy F rom', 'Italy A ven'],
    orders: [['Italy', 'F rom C A ven - tun']],
    of: 'F rom C A ven - tun',
    reason: 'fleet-not-at-sea',
    says: 'F rom C A ven - tun is illegal: a fleet convoys only at sea, and Rome is not a sea.',
  },
  'convoy-fleet': {
    units: ['England F nth', 'England F edi'],
    orders: [['England', 'F nth C F edi - bel']],
    of: 'F nth C F edi - bel',
    reason: 'convoy-fleet',
    says: 'F nth C F edi - bel is illegal: only armies are convoyed, and F edi is not an army.',
  },
  duplicate: {
    units: ['Italy A ven'],
    orders: [
      ['Italy', 'A ven - tri'],
      ['Italy', 'A ven - tyr'],
    ],
    of: 'A ven - tyr',
    reason: 'duplicate',
    says: 'A ven - tyr is illegal: the unit was given more than one order.',
  },
  superseded: {
    units: ['Italy A ven'],
    orders: [
      ['Italy', 'A ven - tri'],
      ['Italy', 'A ven - tyr'],
    ],
    setup: { options: { '4.D.3': 'last' } },
    of: 'A ven - tri',
    reason: 'superseded',
    says: 'A ven - tri is illegal: another order for the same unit takes its place.',
  },
  'not-dislodged': {
    units: retreatUnits,
    orders: [['Austria', 'A sil - boh']],
    setup: retreat,
    of: 'A sil - boh',
    reason: 'not-dislodged',
    says: 'A sil R boh is illegal: there is no dislodged unit in Silesia.',
  },
  'retreat-not-allowed': {
    units: retreatUnits,
    orders: [['Germany', 'A mun - tyr']],
    setup: retreat,
    of: 'A mun - tyr',
    reason: 'retreat-not-allowed',
    says: 'A mun R tyr is illegal: the unit in Munich cannot retreat to Tyrolia.',
  },
  'not-home-center': {
    units: winterUnits,
    orders: [['England', 'build F mos']],
    setup: winter,
    of: 'build F mos',
    reason: 'not-home-center',
    says: 'Build F mos is illegal: Moscow is not a home center of England.',
  },
  'not-owned': {
    units: winterUnits,
    orders: [['Germany', 'build A ber']],
    setup: winter,
    of: 'build A ber',
    reason: 'not-owned',
    says: 'Build A ber is illegal: Germany does not own Berlin.',
  },
  occupied: {
    units: winterUnits,
    orders: [['Germany', 'build F mun']],
    setup: winter,
    of: 'build F mun',
    reason: 'occupied',
    says: 'Build F mun is illegal: Munich is occupied.',
  },
  'no-builds-due': {
    units: winterUnits,
    orders: [['France', 'build A par']],
    setup: winter,
    of: 'build A par',
    reason: 'no-builds-due',
    says: 'Build A par is illegal: France has no builds due.',
  },
  'no-removals-due': {
    units: winterUnits,
    orders: [['Italy', 'remove A rom']],
    setup: winter,
    of: 'remove A rom',
    reason: 'no-removals-due',
    says: 'Remove A rom is illegal: Italy has no removals due.',
  },
  'too-many': {
    units: winterUnits,
    orders: [
      ['England', 'build A lon'],
      ['England', 'build F edi'],
      ['England', 'build A lvp'],
      ['England', 'waive'],
    ],
    setup: winter,
    of: 'waive',
    reason: 'too-many',
    says: 'Waive is illegal: England ordered more builds than it may make, and the rules set this one aside.',
  },
  'waive-not-allowed': {
    units: winterUnits,
    orders: [['England', 'waive']],
    setup: { ...winter, options: { '4.D.7': 'not-allowed' } },
    of: 'waive',
    reason: 'waive-not-allowed',
    says: 'Waive is illegal: the rules of this game do not allow waiving a build.',
  },
  'unknown-place': {
    units: ['Germany A mun'],
    orders: [['Germany', 'A mun - oz']],
    setup: { options: { '4.E.1': 'any-format' } },
    of: 'A mun - oz',
    reason: 'unknown-place',
    says: "A mun - oz fails: oz is not a place on the map; under this game's rules it still counts as a move.",
  },
  'type-needed': {
    units: winterUnits,
    orders: [['England', 'build lon']],
    setup: winter,
    of: 'build lon',
    reason: 'type-needed',
    says: 'Build lon is illegal: the build in London does not say army or fleet.',
  },
  'fleet-in-land': {
    units: ['Germany A kie'],
    orders: [['Germany', 'build F mun']],
    setup: winter,
    of: 'build F mun',
    reason: 'fleet-in-land',
    says: 'Build F mun is illegal: a fleet cannot be built in Munich, which is not on a coast.',
  },
};

describe('describeResult: every reason code, from a real adjudication', () => {
  for (const [code, c] of Object.entries(CASES)) {
    it(code, () => {
      const { result } = judge(c.units, c.orders, c.setup);
      const r = resultOf(result, c.of);
      expect(r.reason).toBe(c.reason);
      expect(describeResult(r, map)).toBe(c.says);
    });
  }
});

describe('describeResult: orders that succeed, and other readings', () => {
  const said = (units: string[], orders: [string, string][], of: string, setup?: Setup): string =>
    describeResult(resultOf(judge(units, orders, setup).result, of), map);

  it('an unopposed move', () => {
    expect(said(['France A par'], [['France', 'A par - bur']], 'A par - bur')).toBe('A par - bur moves.');
  });

  it('a move that beats a hold, and the support that made it', () => {
    const units = ['Austria A boh', 'Austria A tyr', 'Germany A mun'];
    const orders: [string, string][] = [
      ['Austria', 'A boh - mun'],
      ['Austria', 'A tyr S A boh - mun'],
    ];
    expect(said(units, orders, 'A boh - mun')).toBe('A boh - mun moves: attack 2 against hold 1.');
    expect(said(units, orders, 'A tyr S A boh - mun')).toBe('A tyr S A boh - mun gives support.');
  });

  it('a hold, and a hold dislodged', () => {
    const units = ['Austria A boh', 'Austria A tyr', 'Germany A mun'];
    const orders: [string, string][] = [
      ['Austria', 'A boh - mun'],
      ['Austria', 'A tyr S A boh - mun'],
      ['Germany', 'A mun H'],
    ];
    expect(said(['France A par'], [['France', 'A par H']], 'A par H')).toBe('A par holds.');
    expect(said(units, orders, 'A mun H')).toBe('A mun holds but is dislodged by A boh from Bohemia.');
  });

  it('a convoy, and the convoyed move', () => {
    const units = ['England A lon', 'England F nth'];
    const orders: [string, string][] = [
      ['England', 'A lon - bel'],
      ['England', 'F nth C A lon - bel'],
    ];
    expect(said(units, orders, 'F nth C A lon - bel')).toBe('F nth C A lon - bel convoys.');
    expect(said(units, orders, 'A lon - bel')).toBe('A lon - bel moves.');
  });

  it('a convoy with no matching move is void', () => {
    const orders: [string, string][] = [
      ['England', 'A lon - wal'],
      ['England', 'F nth C A lon - bel'],
    ];
    expect(said(['England A lon', 'England F nth'], orders, 'F nth C A lon - bel')).toBe(
      'F nth C A lon - bel is void: A lon was not ordered to bel by convoy.',
    );
  });

  it('a support to hold for a unit that moves is void', () => {
    const orders: [string, string][] = [
      ['France', 'A pic S A bur'],
      ['France', 'A bur - bel'],
    ];
    expect(said(['France A pic', 'France A bur'], orders, 'A pic S A bur')).toBe('A pic S A bur is void: A bur moves, so it cannot be supported to hold.');
  });

  it('a convoying fleet dislodged', () => {
    const c = CASES['convoy-disrupted'];
    expect(said(c.units, c.orders, 'F nth C A lon - bel')).toBe('F nth C A lon - bel fails and is dislodged by F hel from Heligoland Bight.');
  });

  it('a convoying fleet under the paradox rule', () => {
    const c = CASES.paradox;
    expect(said(c.units, c.orders, 'F eng C A bre - lon')).toBe(
      'F eng C A bre - lon fails under the convoy paradox rule, and is dislodged by F wal from Wales.',
    );
  });

  it('retreats: one that succeeds, two that bounce, a disband', () => {
    const orders: [string, string][] = [
      ['Germany', 'A mun - kie'],
      ['Germany', 'A boh - gal'],
      ['Russia', 'A vie - gal'],
      ['Germany', 'A mun D'],
    ];
    const setup: Setup = {
      phase: RETREAT,
      dislodged: [dislodged('Germany A mun', 'tyr'), dislodged('Germany A boh', 'sil'), dislodged('Russia A vie', 'tri')],
    };
    const units = ['Austria A mun', 'Austria A boh', 'Austria A vie'];
    expect(said(units, orders.slice(0, 1), 'A mun - kie', setup)).toBe('A mun R kie retreats.');
    expect(said(units, orders.slice(1, 3), 'A boh - gal', setup)).toBe('A boh R gal bounces against A vie and is disbanded.');
    expect(said(units, orders.slice(3), 'A mun D', setup)).toBe('A mun D is disbanded.');
  });

  it('adjustments: a build, a waive, a removal', () => {
    const orders: [string, string][] = [
      ['England', 'build A lon'],
      ['England', 'waive'],
      ['France', 'remove A bur'],
    ];
    const setup: Setup = { ...winter, supplyCenters: { ...centers, France: ['bre', 'mar', 'par'] } };
    expect(said(winterUnits, orders, 'build A lon', setup)).toBe('Build A lon succeeds.');
    expect(said(winterUnits, orders, 'waive', setup)).toBe('Waive leaves one build unused.');
    expect(said(winterUnits, orders, 'remove A bur', setup)).toBe('Remove A bur succeeds.');
  });

  it('an illegal order whose unit is dislodged says so', () => {
    const units = ['Austria A boh', 'Austria A tyr', 'Germany A mun'];
    const orders: [string, string][] = [
      ['Austria', 'A boh - mun'],
      ['Austria', 'A tyr S A boh - mun'],
      ['Germany', 'A mun - mos'],
    ];
    expect(said(units, orders, 'A mun - mos')).toBe(
      'A mun - mos is illegal: Munich cannot reach Moscow, neither directly nor by a convoy of the fleets now at sea; the unit holds and is dislodged by A boh from Bohemia.',
    );
  });

  it('a head-to-head battle of equal strength is a bounce, not a defeat', () => {
    const orders: [string, string][] = [
      ['France', 'A mar - pie'],
      ['Italy', 'A pie - mar'],
    ];
    expect(said(['France A mar', 'Italy A pie'], orders, 'A mar - pie')).toBe('A mar - pie bounces head to head with A pie (1 against 1).');
  });

  it('an order the engine implied (4.E.3) says so', () => {
    const { result } = judge(['Germany A mun', 'Germany A ber'], [['Germany', 'A ber S A mun - sil']], { options: { '4.E.3': 'allowed' } });
    const implied = result.results.find((r) => r.implicit);
    expect(implied && describeResult(implied, map)).toBe('A mun - sil (implied by the other orders) moves.');
  });
});
