// The rule options for DATC 4.A, the convoy issues: which convoy routes count, how convoy
// paradoxes are settled, and what a convoy between neighbouring provinces means.
import { defineOption } from './types';

export const CONVOY_OPTIONS = [
  defineOption({
    id: '4.A.1',
    group: 'convoys',
    title: 'Convoy with more than one route',
    summary:
      'When the fleets ordered to convoy an army form more than one route, does one disrupted route stop the army, or only the disruption of every route?',
    alternatives: [
      {
        id: 'any-route-disrupted',
        letter: 'a',
        label: 'One disrupted route stops the army (1971)',
        explanation:
          'The army stays home as soon as any fleet on any of its routes is dislodged. Example: England orders A Lon - Bel with F Eng and F Nth both convoying; if F Eng is dislodged, the army does not move, although the North Sea route is intact. The 1971 rulebook reads this way. It lets a player whose fleet is about to be dislodged spoil a foreign convoy by offering an unwanted second route.',
      },
      {
        id: 'all-routes-disrupted',
        letter: 'b',
        label: 'Only disruption of every route stops the army (1982, 2000)',
        explanation:
          'The army reaches its destination as long as one route remains whole. In the example above the army lands in Belgium by way of the North Sea. The 1982 and 2000 rulebooks read this way, and it leaves no room for spoiling a convoy with a fleet nobody asked for.',
      },
      {
        id: 'dptg',
        letter: null,
        label: 'One disrupted route stops the army, own fleets first (DPTG)',
        explanation:
          "The 1971 reading as the DPTG refines it: when some route uses only fleets of the army's own power, foreign convoying fleets are left out of the convoy, so only the own routes count, and one disrupted own route stops the army. When every route needs a foreign fleet, any disrupted route stops the army. The DATC mentions this refinement without giving it a letter; it prevents most unwanted convoys, not all.",
      },
    ],
    datcPreferred: 'all-routes-disrupted',
    default: 'all-routes-disrupted',
    appliesTo: 'adjudication',
  }),
  defineOption({
    id: '4.A.2',
    group: 'convoys',
    title: 'Convoy disruption paradoxes',
    summary:
      'A convoyed army may attack the unit whose support decides whether a fleet of its own convoy is dislodged; then the ordinary rules can give no result, or two. Which rule settles such a paradox?',
    alternatives: [
      {
        id: '1971',
        letter: 'a',
        label: '1971 rule: the army does not cut support against its convoy',
        explanation:
          'A convoyed army that attacks a fleet supporting an attack on one of its convoying fleets does not cut that support. Example: France A Tun - Nap with F Tys convoying; Italy F Ion - Tys supported by F Nap. The support from Naples stands, F Tys is dislodged and the army stays in Tunis. Some paradoxes (a chain of two convoys, or a betrayed convoy) are not covered; the backup rule (4.A.2-fallback) settles those.',
      },
      {
        id: '1982',
        letter: 'b',
        label: '1982 rule: no support into a convoying sea is cut by a convoy',
        explanation:
          "A convoyed army that attacks a fleet does not cut that fleet's support of any move or hold in a sea province holding a convoying fleet. Simple, and it leaves no paradox at all, but it also changes games with no paradox in them: a player can plan around it to keep a support alive. The rulebook does not say exactly which fleets count as convoying (any fleet ordered to convoy, or only one that some army is trying to use).",
      },
      {
        id: '2000',
        letter: 'c',
        label: '2000 rule: the army does not cut support against a fleet it needs',
        explanation:
          'A convoyed army does not cut the support of a unit that supports an attack on a fleet the army needs for its convoy. This is the 1971 rule adjusted to convoys with several routes, where only the disruption of every route stops the army. Like the 1971 rule it leaves some paradoxes open; the backup rule (4.A.2-fallback) settles those.',
      },
      {
        id: 'szykman',
        letter: 'd',
        label: 'Szykman: the convoyed armies in the paradox fail',
        explanation:
          'When a convoy causes a paradox, every convoyed army caught in it fails to move and has no effect on the province it was ordered to; everything else is adjudicated as usual. Proposed by Simon Szykman. It settles every paradox, and it gives the same result as the 2000 rule in all but very rare positions.',
      },
      {
        id: 'all-hold',
        letter: 'e',
        label: 'All hold: every move in the paradox fails',
        explanation:
          'When a convoy causes a paradox, every move that takes part in the paradox fails. It settles every paradox, but it punishes units that only happen to be involved. Many game masters use it only as a backup when the 1971 or 2000 rule gives no answer.',
      },
      {
        id: 'dptg',
        letter: 'f',
        label: 'DPTG: prefer the result in which the convoys fail, else all hold',
        explanation:
          'When the paradox has two possible results and in one of them every convoy of the paradox is disrupted, that result is taken; in every other paradox the all-hold rule applies. From the Diplomacy Players Technical Guide. It differs from the simpler Szykman and all-hold rules only in rare positions.',
      },
    ],
    datcPreferred: 'szykman',
    default: 'szykman',
    appliesTo: 'adjudication',
    note: 'Only real paradoxes count: positions where the ordinary rules, leaving the paradox rules themselves aside, give no result or more than one. Independent paradoxes on one board are settled one at a time.',
  }),
  defineOption({
    id: '4.A.2-fallback',
    group: 'convoys',
    title: 'Backup rule for paradoxes the 1971 and 2000 rules leave open',
    summary: 'The 1971 and 2000 paradox rules have no answer for some paradoxes (a chain of two convoys, a betrayed convoy). Which rule settles those?',
    alternatives: [
      {
        id: 'szykman',
        letter: null,
        label: 'Szykman: the convoyed armies in the paradox fail',
        explanation:
          "The convoyed armies caught in the open paradox fail and have no effect on their destinations; everything else is adjudicated as usual. This is choice d of 4.A.2, the DATC's preferred paradox rule, used here only where the chosen rule gives no answer.",
      },
      {
        id: 'all-hold',
        letter: null,
        label: 'All hold: every move in the paradox fails',
        explanation:
          'Every move in the open paradox fails. This is choice e of 4.A.2, which the DATC describes as the usual backup of game masters who play the 1971 or 2000 rule.',
      },
    ],
    datcPreferred: 'szykman',
    default: 'szykman',
    appliesTo: 'adjudication',
    relevantWhen: { option: '4.A.2', alternatives: ['1971', '2000'] },
    note: 'The 1982 rule leaves no paradox, and the Szykman, all-hold and DPTG rules settle every paradox themselves, so they need no backup.',
  }),
  defineOption({
    id: '4.A.3',
    group: 'convoys',
    title: 'Convoy to a neighbouring province',
    summary:
      'An army may be convoyed to a province it could also reach over land. When both are possible, does it go by land or by sea? It matters: by sea two units can swap places, over land they meet head to head.',
    alternatives: [
      {
        id: 'always-convoy',
        letter: 'a',
        label: 'By sea whenever a convoy is ordered',
        explanation:
          'If a convoy route to the destination is ordered, the army goes by sea. Simple, but any power with a fleet in the right sea can "kidnap" the army: turn its attack into an unwanted swap, or make a supported attack fail. The 1971 rulebook says nothing on the question; this is its simplest reading.',
      },
      {
        id: 'swap-only',
        letter: 'b',
        label: 'Over land, unless the unit in the destination moves towards the army',
        explanation:
          "The army goes over land, except when the unit standing in its destination is ordered into the army's province; then it uses the convoy, and if the convoy works the two units swap. Example: German A Hol - Bel, French A Bel - Hol, English F Nth convoys A Hol - Bel: the armies swap. Follows a 1979 clarification of the 1971 rules by Rod Walker. Unwanted swaps remain possible.",
      },
      {
        id: 'swap-if-convoy-succeeds',
        letter: 'c',
        label: "Over land, unless the destination's unit moves towards the army and the convoy works",
        explanation:
          'As the previous choice, but the army goes by sea only if a convoy route also survives; otherwise it goes over land and meets the other unit head to head. The convoys are adjudicated first. This stops every kidnapping that would dislodge a unit, though an unwanted swap is still possible. With it, issues 4.A.4 and 4.A.5 no longer arise.',
      },
      {
        id: 'intent',
        letter: 'd',
        label: 'By sea only when the player shows the intent to convoy (1982, 2000)',
        explanation:
          'The army goes by sea when its order says "via Convoy", or when a fleet of the army\'s own power is ordered to convoy it and lies on a possible convoy route; otherwise over land. Example: Germany orders A Hol - Bel and F Nth C A Hol - Bel: the army goes by sea. If England\'s fleet does the convoying instead, the army goes over land. An army ordered "via Convoy" for which no convoy is ordered still moves over land. This is how the 1982 and 2000 rulebooks are usually read.',
      },
      {
        id: 'intent-no-fallback',
        letter: null,
        label: 'By sea only when the player shows the intent to convoy, with no land fallback (2023, DATC 3.0)',
        explanation:
          'As the previous choice, the army goes by sea when its order says "via Convoy" or when a fleet of its own power is legally ordered to convoy it; otherwise over land. But once it goes by sea it has no land route to fall back on: with no convoy ordered, or with the convoy disrupted, the move fails. Example: France orders A Bel - Hol via Convoy and no fleet convoys it: the army stays in Belgium, although it could have walked. This is how DATC v3.0 reads the 2000 and 2023 rulebooks ("I don\'t prefer fallback anymore", 6.G.8, 6.G.20); v3.0 gives it no letter.',
      },
      {
        id: 'explicit-via-convoy',
        letter: 'e',
        label: 'By sea only when the order says "via Convoy" (DPTG)',
        explanation:
          'Only the words "via Convoy" (or "by Convoy") in the army\'s order send it by sea, and then only convoy routes count: with no convoy ordered the move fails even though the land route is open. Without those words the army always goes over land. From the DPTG.',
      },
    ],
    datcPreferred: 'intent',
    default: 'intent',
    appliesTo: 'adjudication',
  }),
  defineOption({
    id: '4.A.4',
    group: 'convoys',
    title: 'Cutting a support for an attack on oneself, by convoy',
    summary: 'A unit cannot cut a support given to an attack on itself. Does that still hold when it attacks the supporting unit by convoy?',
    alternatives: [
      {
        id: 'not-cut',
        letter: 'a',
        label: 'Not cut: the army attacks from its own province',
        explanation:
          'The convoyed army counts as coming from the province where it started, so it cannot cut the support for the attack on that province. Example: German A Hol supports A Ruh - Bel; French A Bel - Hol via Convoy with F Nth convoying. The support holds, as it would if the army went over land. Allan Calhamer agreed with this reading in 2001.',
      },
      {
        id: 'cut',
        letter: 'b',
        label: 'Cut: the attack arrives from the sea (DPTG)',
        explanation:
          'The convoyed army arrives from the sea, not across the border the support is given over, so it cuts the support like any other attack. In the example above the support of A Hol is cut. From the DPTG.',
      },
    ],
    datcPreferred: 'not-cut',
    default: 'not-cut',
    appliesTo: 'adjudication',
    relevantWhen: { option: '4.A.3', alternatives: ['always-convoy', 'intent', 'intent-no-fallback', 'explicit-via-convoy'] },
    note: 'Cannot arise when armies only convoy to a neighbouring province to swap with its unit (4.A.3 b or c).',
  }),
  defineOption({
    id: '4.A.5',
    group: 'convoys',
    title: 'Retreat after being dislodged by a convoy',
    summary: 'A unit dislodged by an army convoyed from a neighbouring province: may it retreat into the province that army came from?',
    alternatives: [
      {
        id: 'never-to-origin',
        letter: 'a',
        label: "No: never to the attacker's starting province",
        explanation:
          'A dislodged unit may never retreat to the province its attacker started from, whatever way the attacker came. Example: A Bel moves by convoy to Holland and dislodges the army there; that army may not retreat to Belgium.',
      },
      {
        id: 'origin-if-convoyed',
        letter: 'b',
        label: 'Yes, when the attacker came by convoy (DPTG)',
        explanation:
          "The attacker did not cross the border between the two provinces, so the dislodged unit may retreat across it into the attacker's starting province, if that province is otherwise open. In the example above the army may retreat to Belgium. From the DPTG.",
      },
    ],
    datcPreferred: 'origin-if-convoyed',
    default: 'origin-if-convoyed',
    appliesTo: 'adjudication',
    relevantWhen: {
      option: '4.A.3',
      alternatives: ['always-convoy', 'swap-only', 'intent', 'intent-no-fallback', 'explicit-via-convoy'],
    },
    note: 'Rare: it needs a dislodgement by a convoy between neighbouring provinces. It cannot arise under 4.A.3 c.',
  }),
  defineOption({
    id: '4.A.6',
    group: 'convoys',
    title: 'Convoy path written in the order',
    summary: 'Some players write the seas an army crosses (A Yor - Nth - Bel). Is that path ignored, honoured when given, or required?',
    alternatives: [
      {
        id: 'ignored',
        letter: 'a',
        label: 'Ignored: any ordered route counts',
        explanation:
          'A written path is read but plays no part: the army may use any route of fleets ordered to convoy it. No rulebook asks for a path, so face-to-face and postal games are played the same way.',
      },
      {
        id: 'optional',
        letter: 'b',
        label: 'Optional: a written path is the only route',
        explanation:
          'Without a path, any ordered route counts. With a path, only that route counts: if a fleet on it is missing or dislodged the army does not move, even when another route exists. Lets games moved from judges that use paths keep their orders.',
      },
      {
        id: 'required',
        letter: 'c',
        label: 'Required: a convoyed move needs a path',
        explanation:
          'A move by convoy without a written path fails. With a path, only that route counts. Some automated judges work this way; at a table it means rejecting an order whose intent is plain.',
      },
    ],
    datcPreferred: 'ignored',
    default: 'ignored',
    appliesTo: 'adjudication',
  }),
  defineOption({
    id: '4.A.7',
    group: 'convoys',
    title: 'Dislodged unit that was not in a head-to-head battle',
    summary:
      'A dislodged unit has no effect on the province its attacker came from. Does that apply when the attacker came by convoy, so the two never met head to head, and the dislodged unit was also bouncing a third unit there?',
    alternatives: [
      {
        id: 'always-no-effect',
        letter: 'a',
        label: "Never any effect on the attacker's province (literal rulebook)",
        explanation:
          'A dislodged unit never affects the province its attacker came from. Example: French A Bel - Hol via Convoy (F Nth convoying, A Ruh supporting) dislodges German A Hol, which was ordered to Belgium; an English A Pic - Bel then enters Belgium unopposed. This is the rulebooks read word for word.',
      },
      {
        id: 'head-to-head-only',
        letter: 'b',
        label: 'No effect only after a head-to-head battle (DPTG)',
        explanation:
          'The rule applies only when the dislodged unit lost a head-to-head battle with its attacker. In the example above the French army never crossed the border between Belgium and Holland, so the German army still contests Belgium and bounces the English army: Belgium stays empty. From the DPTG.',
      },
    ],
    datcPreferred: 'head-to-head-only',
    default: 'head-to-head-only',
    appliesTo: 'adjudication',
  }),
] as const;
