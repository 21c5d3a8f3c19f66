// DATC 4.A.3 under every alternative: does an army that could also go over land go by convoy?
// The DATC's chapter 6 cases 6.G.1-6.G.11 under a (always convoy), b (swap only), c (swap if the
// convoy succeeds), d (intent, the DATC v2.4 preference), intent without the land fallback (the
// DATC v3.0 preference) and e (only "via Convoy"). Expected results are
// reasoned from 4.A.3's description of each alternative and what it says of these cases.
import { describe, expect, it } from 'vitest';
import { datc, everyAlternativeTested, scenario, underEach } from './scenario';

describe('4.A.3 convoy to a neighbouring province', () => {
  const swapped = { board: ['England A swe', 'England F ska', 'Russia A nwy'] };
  const bounced = { board: ['England A nwy', 'England F ska', 'Russia A swe'] };
  // DATC 6.G.1: English A nor - swe with its own F ska convoying; Russian A swe - nor.
  underEach('4.A.3', 'DATC 6.G.1, two armies swap by convoy', datc('6.G.1'), {
    // a: a convoy is ordered, so the army goes by sea and the armies swap.
    'always-convoy': swapped,
    // b: the unit in Sweden moves towards Norway, so the convoy is used: swap.
    'swap-only': swapped,
    // c: moving towards each other and the convoy succeeds: swap.
    'swap-if-convoy-succeeds': swapped,
    // d: England's own fleet convoys, showing intent: swap (the DATC result).
    intent: swapped,
    // v3.0: as d.
    'intent-no-fallback': swapped,
    // e: no "via Convoy", so over land: a head-to-head battle, 1 to 1, both stay (6.G.1's DPTG note).
    'explicit-via-convoy': bounced,
  });

  const kidnapped = { board: ['England A swe', 'Germany F ska', 'Russia F nwy'] };
  const stayed = { board: ['England A nwy', 'Germany F ska', 'Russia F swe'] };
  // DATC 6.G.2: only a German fleet convoys the English army; the Russian fleet moves the other way.
  underEach('4.A.3', 'DATC 6.G.2, kidnapping an army', datc('6.G.2'), {
    // a: a convoy is ordered, so the army is carried ("kidnapped") and the units swap.
    'always-convoy': kidnapped,
    // b: the unit in Sweden moves towards Norway, so the convoy is used: swap (4.A.3 b allows 6.G.2).
    'swap-only': kidnapped,
    // c: opposite moves and the convoy is whole: swap (4.A.3 c does not prevent 6.G.2).
    'swap-if-convoy-succeeds': kidnapped,
    // d: no English fleet convoys and no "via Convoy": over land, a bounce.
    intent: stayed,
    // v3.0: as d.
    'intent-no-fallback': stayed,
    // e: no "via Convoy": over land, a bounce.
    'explicit-via-convoy': stayed,
  });

  const overLand3 = { board: ['France A bel', 'France A bur', 'France F eng', 'France F mao'], dislodged: ['England F eng'] };
  // DATC 6.G.3: English F eng convoys French A pic - bel while France dislodges that fleet.
  underEach('4.A.3', 'DATC 6.G.3, kidnapping with a disrupted convoy', datc('6.G.3'), {
    // a: the army must take the convoy, which France itself disrupts: it stays in Picardy.
    'always-convoy': { board: ['France A bur', 'France A pic', 'France F eng', 'France F mao'], dislodged: ['England F eng'] },
    // b: Belgium is empty, nothing moves towards Picardy: over land (4.A.3 b prevents 6.G.3).
    'swap-only': overLand3,
    // c: as b.
    'swap-if-convoy-succeeds': overLand3,
    // d: no French fleet convoys, no "via Convoy": over land.
    intent: overLand3,
    // v3.0: as d, no intent, so the disrupted convoy plays no part.
    'intent-no-fallback': overLand3,
    // e: no "via Convoy": over land.
    'explicit-via-convoy': overLand3,
  });

  const kidnapped4 = { board: ['England A bel', 'France A bur', 'France A pic', 'France F eng', 'France F mao'], dislodged: ['England F eng'] };
  const overLand4 = { board: ['France A bel', 'France A bur', 'France F eng', 'France F mao'], dislodged: ['England A bel', 'England F eng'] };
  // DATC 6.G.4: as 6.G.3, and English A bel - pic moves towards the French army.
  underEach('4.A.3', 'DATC 6.G.4, kidnapping with a disrupted convoy and an opposite move', datc('6.G.4'), {
    // a: carried by the disrupted convoy, the army stays; A bel - pic fails against it (1 to 1).
    'always-convoy': kidnapped4,
    // b: the unit in Belgium moves towards Picardy, so the convoy is used and disrupted (4.A.3 b: 6.G.4 still possible).
    'swap-only': kidnapped4,
    // c: the convoy does not succeed, so over land: 2 against 1 head to head, A bel dislodged.
    'swap-if-convoy-succeeds': overLand4,
    // d: no French fleet convoys: over land, A bel dislodged (the DATC result).
    intent: overLand4,
    // v3.0: as d.
    'intent-no-fallback': overLand4,
    // e: no "via Convoy": over land.
    'explicit-via-convoy': overLand4,
  });

  // 4.A.3 c on DATC 6.G.4: the convoy goes over land because it failed; the English convoy order
  // matched the army's move and its fleet was dislodged, so it fails (dislodged): not void, which
  // DATC v3.0 4.E.1 keeps for a non-matching order. The reference adjudicator found this
  // (test/engine/presets.property.test.ts, preset 1971).
  it('4.A.3 c: a swap that goes over land because its convoy failed reports the convoy as failed (dislodged), not void', () => {
    const s = scenario({ ...datc('6.G.4'), options: { '4.A.3': 'swap-if-convoy-succeeds' } });
    const convoy = s.results.find((r) => r.order.kind === 'convoy')!;
    expect([convoy.outcome, convoy.reason]).toEqual(['fails', 'dislodged']);
    expect(s.board()).toEqual([...overLand4.board].sort());
  });

  const swap6 = { board: ['England A edi', 'England F eng', 'France F iri', 'France F nth', 'Germany A lvp', 'Russia F nao', 'Russia F nwg'] };
  // DATC 6.G.6: Russian fleets convoy A lvp - edi; England's own F eng "convoys" from a sea on a possible route.
  underEach('4.A.3', 'DATC 6.G.6, swapping with unintended intent', datc('6.G.6'), {
    // a: a convoy route is ordered (the Russian fleets): by sea, swap.
    'always-convoy': swap6,
    // b: A edi moves towards Liverpool: the convoy is used, swap.
    'swap-only': swap6,
    // c: opposite moves and the Russian route is whole: swap.
    'swap-if-convoy-succeeds': swap6,
    // d: the English fleet lies on a possible route, which shows intent: by sea, swap (the DATC result).
    intent: swap6,
    // v3.0: as d.
    'intent-no-fallback': swap6,
    // e: no "via Convoy": over land, head to head, 1 to 1, both stay.
    'explicit-via-convoy': {
      board: ['England A lvp', 'England F eng', 'France F iri', 'France F nth', 'Germany A edi', 'Russia F nao', 'Russia F nwg'],
    },
  });

  const swap7 = { board: ['England F ska', 'England F swe', 'Russia A nwy', 'Russia F bot'] };
  const bounce7 = { board: ['England F nwy', 'England F ska', 'Russia A swe', 'Russia F bot'] };
  // DATC 6.G.7: the Russian F bot "convoy" lies on no route; English F ska convoys the Russian army.
  underEach('4.A.3', 'DATC 6.G.7, swapping with illegal intent', datc('6.G.7'), {
    // a: a convoy route is ordered (English F ska): by sea, swap.
    'always-convoy': swap7,
    // b: F nwy moves towards Sweden: the convoy is used, swap.
    'swap-only': swap7,
    // c: opposite moves and the convoy is whole: swap.
    'swap-if-convoy-succeeds': swap7,
    // d: F bot is on no possible route, so it shows no intent: over land, head to head, bounce.
    intent: bounce7,
    // v3.0: as d (the illegal convoy order is ignored).
    'intent-no-fallback': bounce7,
    // e: no "via Convoy": over land, bounce.
    'explicit-via-convoy': bounce7,
  });

  const landed = { board: ['England A kie', 'England F hel', 'France A hol'] };
  // DATC 6.G.8: French A bel - hol via Convoy, but nobody convoys it; Holland is being vacated.
  underEach('4.A.3', 'DATC 6.G.8, explicit convoy that is not there', datc('6.G.8'), {
    // a: no convoy ordered, so the land route.
    'always-convoy': landed,
    // b: no convoy ordered: land.
    'swap-only': landed,
    // c: no convoy ordered: land.
    'swap-if-convoy-succeeds': landed,
    // d: "via Convoy" with no convoy ordered still moves over land (the DATC result).
    intent: landed,
    // v3.0: "via Convoy" shows intent and there is no land fallback: the army stays (v3.0's 6.G.8).
    'intent-no-fallback': { board: ['England A kie', 'England F hel', 'France A bel'] },
    // e: "via Convoy" means only convoy routes count, and there is none: the army stays.
    'explicit-via-convoy': { board: ['England A kie', 'England F hel', 'France A bel'] },
  });

  const swap9 = { board: ['England A swe', 'England F fin', 'England F ska', 'Russia A nwy'] };
  // DATC 6.G.9: as 6.G.1 with F fin supporting the English army.
  underEach('4.A.3', 'DATC 6.G.9, swapped or dislodged', datc('6.G.9'), {
    // a: by convoy: the armies swap, nobody is dislodged.
    'always-convoy': swap9,
    // b: opposite moves: swap.
    'swap-only': swap9,
    // c: opposite moves and the convoy is whole: swap.
    'swap-if-convoy-succeeds': swap9,
    // d: own fleet convoys: swap (the DATC result).
    intent: swap9,
    // v3.0: as d.
    'intent-no-fallback': swap9,
    // e: over land: head to head, 2 against 1, the Russian army is dislodged.
    'explicit-via-convoy': { board: ['England A swe', 'England F fin', 'England F ska'], dislodged: ['Russia A swe'] },
  });

  const paradox11 = { board: ['England F nwy', 'England F ska', 'Russia A swe', 'Russia F bar'], dislodged: ['Russia F ska'] };
  const land11 = { board: ['England F nth', 'Russia A nwy', 'Russia F bar', 'Russia F ska'], dislodged: ['England F nwy'] };
  // DATC 6.G.11: Russian A swe - nor with its own F ska convoying; F nwy (holding) supports F nth - ska.
  underEach('4.A.3', 'DATC 6.G.11, a convoy to a neighbouring province with a paradox', datc('6.G.11'), {
    // a: by convoy, into the paradox; Szykman: the army fails and F ska is dislodged.
    'always-convoy': paradox11,
    // b: F nwy does not move towards Sweden: over land, cutting F nwy's support and dislodging it (2 to 1).
    'swap-only': land11,
    // c: no opposite move: over land, as b.
    'swap-if-convoy-succeeds': land11,
    // d: Russia's own fleet convoys: by sea; the paradox makes the army fail (the DATC result).
    intent: paradox11,
    // v3.0: by sea with no fallback: the simplest paradox, as d (v3.0's 6.G.11).
    'intent-no-fallback': paradox11,
    // e: no "via Convoy": over land, as b.
    'explicit-via-convoy': land11,
  });

  // DATC v3.0 6.G.20: French A pic - bel via Convoy; the English fleet convoying it is dislodged.
  const v3Case20 = {
    units: ['France: F bre', 'France: A pic', 'France: A bur', 'France: F mao', 'England: F eng'],
    orders: [
      'France: F bre - eng',
      'France: A pic - bel via Convoy',
      'France: A bur S A pic - bel',
      'France: F mao S F bre - eng',
      'England: F eng C A pic - bel',
    ],
  };
  const stayed20 = { board: ['France A bur', 'France A pic', 'France F eng', 'France F mao'], dislodged: ['England F eng'] };
  underEach('4.A.3', 'DATC v3.0 6.G.20, explicit convoy to a neighbouring province disrupted', v3Case20, {
    // a: a convoy is ordered: by sea, and the convoy is disrupted: the army stays.
    'always-convoy': stayed20,
    // d: "via Convoy" and an ordered route: by sea, disrupted, stays.
    intent: stayed20,
    // v3.0: the same, no fallback (the v3.0 result).
    'intent-no-fallback': stayed20,
    // c: nothing moves towards Picardy: over land, into Belgium.
    'swap-if-convoy-succeeds': { board: ['France A bel', 'France A bur', 'France F eng', 'France F mao'], dislodged: ['England F eng'] },
  });
});

everyAlternativeTested(['4.A.3']);
