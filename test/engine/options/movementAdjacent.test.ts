// DATC 4.A.3 under every alternative: does an army that could also go over land go by convoy?
// The DATC's chapter 6 cases 6.G.1-6.G.11 under a (always convoy), b (swap only), c (swap if the
// convoy succeeds), d (intent, the DATC v2.4 preference), intent without the land fallback (the
// DATC v3.0 preference) and e (only "via Convoy"). Expected results are
// reasoned from 4.A.3's description of each alternative and what it says of these cases.
import { describe, expect, it } from 'vitest';
import { datc, everyAlternativeTested, scenario, underEach, type Expected } from './scenario';

/** 4.A.3's alternatives in the order of the table's rows: a, b, c, d, v3.0, e. */
const ALTERNATIVES = ['always-convoy', 'swap-only', 'swap-if-convoy-succeeds', 'intent', 'intent-no-fallback', 'explicit-via-convoy'] as const;
type Boards = readonly [Expected, Expected, Expected, Expected, Expected, Expected];

describe('4.A.3 convoy to a neighbouring province', () => {
  // DATC 6.G.1: English A nor - swe with its own F ska convoying; Russian A swe - nor.
  const swapped = { board: ['England A swe', 'England F ska', 'Russia A nwy'] };
  const bounced = { board: ['England A nwy', 'England F ska', 'Russia A swe'] };
  // DATC 6.G.2: only a German fleet convoys the English army; the Russian fleet moves the other way.
  const kidnapped = { board: ['England A swe', 'Germany F ska', 'Russia F nwy'] };
  const stayed = { board: ['England A nwy', 'Germany F ska', 'Russia F swe'] };
  // DATC 6.G.3: English F eng convoys French A pic - bel while France dislodges that fleet.
  const kidnapped3 = { board: ['France A bur', 'France A pic', 'France F eng', 'France F mao'], dislodged: ['England F eng'] };
  const overLand3 = { board: ['France A bel', 'France A bur', 'France F eng', 'France F mao'], dislodged: ['England F eng'] };
  // DATC 6.G.4: as 6.G.3, and English A bel - pic moves towards the French army.
  const kidnapped4 = { board: ['England A bel', 'France A bur', 'France A pic', 'France F eng', 'France F mao'], dislodged: ['England F eng'] };
  const overLand4 = { board: ['France A bel', 'France A bur', 'France F eng', 'France F mao'], dislodged: ['England A bel', 'England F eng'] };
  // DATC 6.G.6: Russian fleets convoy A lvp - edi; England's own F eng "convoys" from a sea on a possible route.
  const swap6 = { board: ['England A edi', 'England F eng', 'France F iri', 'France F nth', 'Germany A lvp', 'Russia F nao', 'Russia F nwg'] };
  const bounce6 = { board: ['England A lvp', 'England F eng', 'France F iri', 'France F nth', 'Germany A edi', 'Russia F nao', 'Russia F nwg'] };
  // DATC 6.G.7: the Russian F bot "convoy" lies on no route; English F ska convoys the Russian army.
  const swap7 = { board: ['England F ska', 'England F swe', 'Russia A nwy', 'Russia F bot'] };
  const bounce7 = { board: ['England F nwy', 'England F ska', 'Russia A swe', 'Russia F bot'] };
  // DATC 6.G.8: French A bel - hol via Convoy, but nobody convoys it; Holland is being vacated.
  const landed = { board: ['England A kie', 'England F hel', 'France A hol'] };
  const stays8 = { board: ['England A kie', 'England F hel', 'France A bel'] };
  // DATC 6.G.9: as 6.G.1 with F fin supporting the English army.
  const swap9 = { board: ['England A swe', 'England F fin', 'England F ska', 'Russia A nwy'] };
  const overLand9 = { board: ['England A swe', 'England F fin', 'England F ska'], dislodged: ['Russia A swe'] };
  // DATC 6.G.11: Russian A swe - nor with its own F ska convoying; F nwy (holding) supports F nth - ska.
  const paradox11 = { board: ['England F nwy', 'England F ska', 'Russia A swe', 'Russia F bar'], dislodged: ['Russia F ska'] };
  const land11 = { board: ['England F nth', 'Russia A nwy', 'Russia F bar', 'Russia F ska'], dislodged: ['England F nwy'] };

  // One row a DATC case: the board under a, b, c, d, v3.0 and e (ALTERNATIVES).
  for (const [id, label, boards] of [
    // a: a convoy is ordered, so by sea: swap. b: the unit in Sweden moves towards Norway, so the
    // convoy is used. c: moving towards each other and the convoy succeeds. d: England's own fleet
    // convoys, showing intent (the DATC result); v3.0 as d. e: no "via Convoy", so over land: a
    // head-to-head battle, 1 to 1, both stay (6.G.1's DPTG note).
    ['6.G.1', 'two armies swap by convoy', [swapped, swapped, swapped, swapped, swapped, bounced]],
    // a: the army is carried ("kidnapped") and the units swap; b: the Russian unit moves towards
    // Norway, so the convoy is used (4.A.3 b allows 6.G.2); c: opposite moves and the convoy is whole
    // (4.A.3 c does not prevent 6.G.2). d, v3.0: no English fleet convoys and no "via Convoy": over
    // land, a bounce; e: no "via Convoy": the same.
    ['6.G.2', 'kidnapping an army', [kidnapped, kidnapped, kidnapped, stayed, stayed, stayed]],
    // a: the army must take the convoy, which France itself disrupts: it stays in Picardy. b: Belgium
    // is empty, nothing moves towards Picardy: over land (4.A.3 b prevents 6.G.3); c as b. d: no
    // French fleet convoys, no "via Convoy": over land; v3.0 as d, no intent, so the disrupted convoy
    // plays no part. e: no "via Convoy": over land.
    ['6.G.3', 'kidnapping with a disrupted convoy', [kidnapped3, overLand3, overLand3, overLand3, overLand3, overLand3]],
    // a: carried by the disrupted convoy, the army stays; A bel - pic fails against it (1 to 1). b: the
    // unit in Belgium moves towards Picardy, so the convoy is used and disrupted (4.A.3 b: 6.G.4 still
    // possible). c: the convoy does not succeed, so over land: 2 against 1 head to head, A bel
    // dislodged. d: no French fleet convoys: over land, A bel dislodged (the DATC result); v3.0 as d.
    // e: no "via Convoy": over land.
    ['6.G.4', 'kidnapping with a disrupted convoy and an opposite move', [kidnapped4, kidnapped4, overLand4, overLand4, overLand4, overLand4]],
    // a: a convoy route is ordered (the Russian fleets): by sea, swap. b: A edi moves towards
    // Liverpool: the convoy is used. c: opposite moves and the Russian route is whole. d: the English
    // fleet lies on a possible route, which shows intent: by sea (the DATC result); v3.0 as d. e: no
    // "via Convoy": over land, head to head, 1 to 1, both stay.
    ['6.G.6', 'swapping with unintended intent', [swap6, swap6, swap6, swap6, swap6, bounce6]],
    // a: a convoy route is ordered (English F ska): by sea, swap. b: F nwy moves towards Sweden: the
    // convoy is used. c: opposite moves and the convoy is whole. d: F bot is on no possible route, so
    // it shows no intent: over land, head to head, bounce; v3.0 as d (the illegal convoy order is
    // ignored). e: no "via Convoy": over land, bounce.
    ['6.G.7', 'swapping with illegal intent', [swap7, swap7, swap7, bounce7, bounce7, bounce7]],
    // a, b, c: no convoy ordered, so the land route. d: "via Convoy" with no convoy ordered still moves
    // over land (the DATC result). v3.0: "via Convoy" shows intent and there is no land fallback: the
    // army stays (v3.0's 6.G.8). e: "via Convoy" means only convoy routes count, and there is none.
    ['6.G.8', 'explicit convoy that is not there', [landed, landed, landed, landed, stays8, stays8]],
    // a: by convoy: the armies swap, nobody is dislodged. b: opposite moves: swap. c: opposite moves
    // and the convoy is whole. d: own fleet convoys: swap (the DATC result); v3.0 as d. e: over land:
    // head to head, 2 against 1, the Russian army is dislodged.
    ['6.G.9', 'swapped or dislodged', [swap9, swap9, swap9, swap9, swap9, overLand9]],
    // a: by convoy, into the paradox; Szykman: the army fails and F ska is dislodged. b: F nwy does not
    // move towards Sweden: over land, cutting F nwy's support and dislodging it (2 to 1). c: no opposite
    // move: over land, as b. d: Russia's own fleet convoys: by sea; the paradox makes the army fail (the
    // DATC result). v3.0: by sea with no fallback: the simplest paradox, as d (v3.0's 6.G.11). e: no
    // "via Convoy": over land, as b.
    ['6.G.11', 'a convoy to a neighbouring province with a paradox', [paradox11, land11, land11, paradox11, paradox11, land11]],
  ] as const satisfies readonly (readonly [string, string, Boards])[]) {
    underEach('4.A.3', `DATC ${id}, ${label}`, datc(id), Object.fromEntries(ALTERNATIVES.map((alternative, i) => [alternative, boards[i]])));
  }

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
