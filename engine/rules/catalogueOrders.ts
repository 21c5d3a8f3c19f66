// The rule options for DATC 4.D, too many and too few orders: several order sets, several orders
// for one unit, too many builds or removals, waived builds, and a power in civil disorder.
import { defineOption } from './types';

export const ORDER_COUNT_OPTIONS = [
  defineOption({
    id: '4.D.1',
    group: 'orders',
    title: 'Several order sets, latest one known',
    summary:
      'A power sends more than one set of orders for a phase and it is clear which came last, but the last set does not order every unit. Which orders count?',
    alternatives: [
      {
        id: 'combine-all',
        letter: 'a',
        label: 'All sets are combined',
        explanation: 'Every set counts; where two sets order the same unit, the later order wins.',
      },
      {
        id: 'combine-unless-replaces',
        letter: 'b',
        label: 'All sets are combined, unless the latest says it replaces them',
        explanation: 'Sets are combined as above, except when the latest set makes clear that it replaces everything sent before; then only the latest counts.',
      },
      {
        id: 'latest-unless-adds',
        letter: 'c',
        label: 'Only the latest set, unless it says the earlier ones still count',
        explanation:
          'A new set replaces the earlier ones, except when it makes clear that it only adds to or amends them (for example "in addition to my earlier orders").',
      },
      {
        id: 'latest-only',
        letter: 'd',
        label: 'Only the latest set',
        explanation: 'Each new set replaces all earlier ones; units it does not order hold.',
      },
    ],
    datcPreferred: 'latest-unless-adds',
    default: 'latest-unless-adds',
    appliesTo: 'game',
    note: 'House rules should settle this before the game; this option is for when they do not.',
  }),
  defineOption({
    id: '4.D.2',
    group: 'orders',
    title: 'Several order sets, order unknown',
    summary: 'A power hands in two sets of orders and nobody can tell which is the later one (it happens at a table). Which orders count?',
    alternatives: [
      {
        id: 'all-hold',
        letter: 'a',
        label: "None: all the power's units hold",
        explanation: 'Neither set can be preferred, so both are set aside and every unit of the power holds.',
      },
      {
        id: 'combine',
        letter: 'b',
        label: 'Both sets are combined',
        explanation: 'The sets are read as one. A unit ordered differently in the two sets is handled as a unit with two orders (4.D.3).',
      },
    ],
    datcPreferred: 'combine',
    default: 'combine',
    appliesTo: 'game',
  }),
  defineOption({
    id: '4.D.3',
    group: 'orders',
    title: 'Two different orders for one unit',
    summary:
      'One order set gives a unit two or more different legal orders. Which is followed? (An illegal order is dropped first, so a legal and an illegal order are no conflict.)',
    alternatives: [
      {
        id: 'first',
        letter: 'a',
        label: 'The first order',
        explanation: 'The order written first is followed; the others are dropped.',
      },
      {
        id: 'last',
        letter: 'b',
        label: 'The last order',
        explanation: 'The order written last is followed, as if it corrected the earlier ones.',
      },
      {
        id: 'hold',
        letter: 'c',
        label: 'None: the unit holds',
        explanation:
          'The orders contradict each other, so none is followed. The unit holds and can be supported in place. On paper, with several sheets or columns, "first" is often not clear.',
      },
    ],
    datcPreferred: 'hold',
    default: 'hold',
    appliesTo: 'adjudication',
  }),
  defineOption({
    id: '4.D.4',
    group: 'orders',
    title: 'Too many builds',
    summary: 'A power orders more builds than it is entitled to. Which are carried out?',
    alternatives: [
      {
        id: 'all-fail',
        letter: 'a',
        label: 'None of them',
        explanation: 'The orders ask for more than the power may build, so none of its builds are made this winter.',
      },
      {
        id: 'first',
        letter: 'b',
        label: 'The first legal builds',
        explanation:
          "Builds are taken in the order written, skipping illegal ones, until the power's allowance is used; the rest fail. Example: France may build two and writes Build A Par, Build F Bre, Build A Mar: Paris and Brest are built.",
      },
      {
        id: 'last',
        letter: 'c',
        label: 'The last legal builds',
        explanation: 'The last legal builds written are carried out, up to the allowance. In the example above Brest and Marseilles are built.',
      },
    ],
    datcPreferred: 'first',
    default: 'first',
    appliesTo: 'adjudication',
  }),
  defineOption({
    id: '4.D.5',
    group: 'orders',
    title: 'Two builds in one province',
    summary: 'A power orders two builds in the same province (Build A Bre and Build F Bre). Which is carried out?',
    alternatives: [
      {
        id: 'all-fail',
        letter: 'a',
        label: 'Neither',
        explanation: 'The two orders contradict each other, so neither unit is built and the province stays empty.',
      },
      {
        id: 'first',
        letter: 'b',
        label: 'The first one',
        explanation: 'Adjustment orders are carried out one by one, so the first build is made and the second finds the province occupied.',
      },
      {
        id: 'last',
        letter: 'c',
        label: 'The last one',
        explanation: 'The build written last for the province is made, as if it corrected the earlier one.',
      },
    ],
    datcPreferred: 'first',
    default: 'first',
    appliesTo: 'adjudication',
  }),
  defineOption({
    id: '4.D.6',
    group: 'orders',
    title: 'Too many removals',
    summary: 'A power orders more units removed than it has to remove. Which removals are carried out?',
    alternatives: [
      {
        id: 'civil-disorder',
        letter: 'a',
        label: 'As in civil disorder',
        explanation: 'The removal orders are set aside and the units are chosen by the civil disorder rule (see 4.D.8).',
      },
      {
        id: 'first',
        letter: 'b',
        label: 'The first legal removals',
        explanation: 'Removals are taken in the order written, skipping illegal ones, until the number due is reached.',
      },
      {
        id: 'last',
        letter: 'c',
        label: 'The last legal removals',
        explanation: 'The last legal removals written are carried out, up to the number due.',
      },
    ],
    datcPreferred: 'first',
    default: 'first',
    appliesTo: 'adjudication',
  }),
  defineOption({
    id: '4.D.7',
    group: 'orders',
    title: 'Waiving builds',
    summary: 'May a power decline a build it is entitled to?',
    alternatives: [
      {
        id: 'allowed',
        letter: 'a',
        label: 'Yes',
        explanation:
          'A power may waive any of its builds. The 2000 rulebook says so outright. In games by post or email a waive should be written, to tell it from orders that never arrived.',
      },
      {
        id: 'not-allowed',
        letter: 'b',
        label: 'No',
        explanation:
          'A waive order is not accepted. The 1971 and 1982 rulebooks can be read this way, but they give no rule for a power that sends no builds; Adjutant then leaves the builds unmade, as it would for a waive.',
      },
    ],
    datcPreferred: 'allowed',
    default: 'allowed',
    appliesTo: 'adjudication',
  }),
  defineOption({
    id: '4.D.8',
    group: 'orders',
    title: 'Removing units in civil disorder',
    summary:
      'A power that must remove units gives no (or too few) removal orders, so the units farthest away are removed. Farthest from what (home or owned supply centers), and how is that distance counted?',
    alternatives: [
      {
        id: 'convoy-as-one-move',
        letter: 'a',
        label: 'Units move normally; any sea crossing is one move',
        explanation:
          'Armies and fleets count their ordinary moves; an army may also cross the sea from a coast to any other coast as a single move, with no fleet needed. Many units end up at the same distance.',
      },
      {
        id: 'own-fleets-convoy',
        letter: 'b',
        label: "As (a), but only across the power's own fleets",
        explanation:
          'An army may cross the sea in one move only where fleets of the power in civil disorder could carry it. Units on islands may have no distance at all.',
      },
      {
        id: 'any-fleets-convoy',
        letter: 'c',
        label: 'As (a), but only across fleets of any power',
        explanation:
          'An army may cross the sea in one move only where fleets, of whatever power, stand on a route that could carry it. Units on islands may have no distance at all.',
      },
      {
        id: 'army-as-fleet',
        letter: 'd',
        label: 'Fleets move normally; armies may also move through seas (DPTG)',
        explanation:
          'A fleet counts its ordinary moves. An army counts its moves over land and may also step through sea provinces, each sea counting as a move: an army in London is two moves from Belgium (London, North Sea, Belgium). From the DPTG.',
      },
      {
        id: 'both-amphibious',
        letter: 'e',
        label: 'Armies and fleets both move through land and sea',
        explanation: 'Distance is counted the same way for both: any step between neighbouring provinces, land or sea, is one move, and coasts do not matter.',
      },
      {
        id: 'owned-centers',
        letter: null,
        label: 'To the nearest owned supply center, over land and sea (2023)',
        explanation:
          "Distance is counted to the nearest supply center the power still owns, not to its home centers, and armies and fleets alike step between any neighbouring provinces, land or sea, coasts ignored. Example: Italy owns only Warsaw and has armies in Warsaw and Tuscany; the army in Tuscany is removed and Italy keeps defending Warsaw. This is the 2023 rulebook's rule, and the DATC v3.0 preference; v3.0 gives it no letter. Ties are broken as before: fleets first, then alphabetical order of the English names.",
      },
      {
        id: 'least-recently-built',
        letter: null,
        label: 'House rule: the oldest unit not on a supply center',
        explanation:
          "Distance plays no part: the unit built longest ago that is not standing on a supply center is removed. It needs the game's build history, which a face-to-face game may not have kept. Where the history cannot decide (units of the starting position, or built in the same winter), the distance rule of choice d decides. No rulebook supports it.",
      },
    ],
    datcPreferred: 'army-as-fleet',
    default: 'army-as-fleet',
    appliesTo: 'adjudication',
    note: "Except under the 2023 rule, distance is counted to the power's home supply centers (the 2000 rulebook's \"country\" is read as in 1971 and 1982). When distances are equal, the rulebooks' tie-breaks apply; where they come down to alphabetical order, the full English province names are used, ignoring spaces, dots and hyphens.",
  }),
  defineOption({
    id: '4.D.9',
    group: 'orders',
    title: 'Hold support for a power in civil disorder',
    summary: 'The units of a power in civil disorder hold and do not support each other. Can another power support one of them in place?',
    alternatives: [
      {
        id: 'fails',
        letter: 'a',
        label: 'No: the support fails',
        explanation:
          'Units in civil disorder are set apart from units that simply have no orders. The game master must then decide exactly when a power is in civil disorder, which is not always clear at a table.',
      },
      {
        id: 'succeeds',
        letter: 'b',
        label: 'Yes: the support counts',
        explanation: 'Any unit not ordered to move can be supported to hold, and these units are no exception.',
      },
    ],
    datcPreferred: 'succeeds',
    default: 'succeeds',
    appliesTo: 'adjudication',
  }),
] as const;
