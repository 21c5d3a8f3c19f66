// The rule options for DATC 4.B, the coast issues: missing, impossible, wrong and meaningless
// coasts in move, support and build orders for the split-coast provinces (Spain, Bulgaria, St Petersburg).
import { defineOption } from './types';

export const COAST_OPTIONS = [
  defineOption({
    id: '4.B.1',
    group: 'coasts',
    title: 'No coast given, two coasts reachable',
    summary: 'A fleet is ordered into a split-coast province without a coast, and it could reach either coast. What happens?',
    alternatives: [
      {
        id: 'fails',
        letter: 'a',
        label: 'The move fails',
        explanation:
          'The order does not say where the fleet goes, so it is not carried out and the fleet holds. Example: F Mao - Spa fails, because the Mid-Atlantic touches both coasts of Spain. Every rulebook and the DPTG read it this way.',
      },
      {
        id: 'default-coast',
        letter: 'b',
        label: 'The fleet goes to a default coast',
        explanation:
          'The fleet tries the coast named as the default for that province. Some adjudicators work this way, but there is no agreed default per province and the board does not show one, so players cannot know it in advance.',
      },
    ],
    datcPreferred: 'fails',
    default: 'fails',
    appliesTo: 'adjudication',
  }),
  defineOption({
    id: '4.B.2',
    group: 'coasts',
    title: 'No coast given, one coast reachable',
    summary: 'A fleet is ordered into a split-coast province without a coast, and only one of the coasts can be reached from where it stands. What happens?',
    alternatives: [
      {
        id: 'only-possible-coast',
        letter: 'a',
        label: 'The fleet goes to the coast it can reach (DPTG)',
        explanation:
          'The order has only one possible meaning, so it is followed. Example: F Gas - Spa goes to the north coast, the only coast of Spain that touches Gascony. From the DPTG.',
      },
      {
        id: 'default-coast',
        letter: 'b',
        label: 'The fleet goes to a default coast',
        explanation:
          'The fleet tries the coast named as the default for that province, even when it cannot reach it (and then the move fails). Some adjudicators work this way.',
      },
      {
        id: 'fails',
        letter: 'c',
        label: 'The move fails',
        explanation:
          'An order into a split-coast province must name the coast, even when only one can be reached; without it the fleet holds. Example: F Gas - Spa fails.',
      },
    ],
    datcPreferred: 'only-possible-coast',
    default: 'only-possible-coast',
    appliesTo: 'adjudication',
  }),
  defineOption({
    id: '4.B.3',
    group: 'coasts',
    title: 'Move to a coast the fleet cannot reach',
    summary: 'A fleet is ordered to a coast it cannot reach, while the other coast of that province is within reach. What happens?',
    alternatives: [
      {
        id: 'use-possible-coast',
        letter: 'a',
        label: 'The coast is corrected to the one the fleet can reach',
        explanation: 'The written coast is disregarded and the fleet tries the coast it can reach. Example: F Gas - Spa/sc is carried out as F Gas - Spa/nc.',
      },
      {
        id: 'fails',
        letter: 'b',
        label: 'The move fails',
        explanation:
          'The order is clear and cannot be carried out, so the fleet holds. An unambiguous order is never rewritten. Example: F Gas - Spa/sc fails.',
      },
    ],
    datcPreferred: 'fails',
    default: 'fails',
    appliesTo: 'adjudication',
  }),
  defineOption({
    id: '4.B.4',
    group: 'coasts',
    title: 'Coast in a support order',
    summary:
      'A unit may support a fleet into a split-coast province even if it cannot reach that coast itself. Must the support order name the coast, and must it match the coast the fleet moves to?',
    alternatives: [
      {
        id: 'required',
        letter: 'a',
        label: 'Required: a support without the coast fails',
        explanation:
          'A support for a move into a split-coast province must name the coast, and it must match the move. Example: Russia orders A Rum S Turkish F Con - Bul while Turkey orders F Con - Bul/ec: the support fails for lack of a coast. Based on the rule that a support must match the move.',
      },
      {
        id: 'default-coast',
        letter: 'b',
        label: 'Required: a missing coast means the default coast',
        explanation:
          'The coast must match; a support that names none is taken as support to the default coast of that province, and counts only if the fleet moves there.',
      },
      {
        id: 'same-power-or-one-coast',
        letter: 'c',
        label: "Required, but a missing coast is forgiven between the same power's units or when one coast is reachable",
        explanation:
          'A support that names no coast is treated as a badly written order: it still counts when the supported fleet belongs to the same power, or when the fleet can reach only one of the coasts. In the Russian-Turkish example above the support fails: allies must show that they agree on the move. Allan Calhamer gave this answer in 2002.',
      },
      {
        id: 'optional-must-match',
        letter: 'd',
        label: 'Optional: a coast, if given, must match',
        explanation:
          'A support that names no coast supports the move to either coast. A support that names a coast counts only if the fleet moves to that coast. In the example above the support counts; had Russia written Bul/sc it would fail. Easy for new players, and a supporter who fears a betrayal can still name the coast.',
      },
      {
        id: 'ignored',
        letter: 'e',
        label: 'Ignored: a coast in a support order has no effect (DPTG)',
        explanation:
          'Support is given to the move into the province, whatever coast is written. Had Russia written Bul/sc, the support would still count for F Con - Bul/ec. From the DPTG; some read the 2000 rulebook\'s "without regard to coasts" this way.',
      },
    ],
    datcPreferred: 'optional-must-match',
    default: 'optional-must-match',
    appliesTo: 'adjudication',
  }),
  defineOption({
    id: '4.B.5',
    group: 'coasts',
    title: 'Wrong coast for the ordered fleet',
    summary: 'An order names a fleet on one coast when the fleet stands on the other coast. Is the order followed?',
    alternatives: [
      {
        id: 'fails',
        letter: 'a',
        label: 'The order fails',
        explanation:
          'There is no fleet on the coast named, so the order is not followed and the fleet holds. Example: F Spa/nc - Mao, when the fleet is on the south coast.',
      },
      {
        id: 'ignored',
        letter: 'b',
        label: 'The wrong coast is ignored',
        explanation:
          'The province identifies the fleet; the coast adds nothing and is disregarded. In the example above the fleet moves from the south coast to the Mid-Atlantic.',
      },
    ],
    datcPreferred: 'ignored',
    default: 'ignored',
    appliesTo: 'adjudication',
  }),
  defineOption({
    id: '4.B.6',
    group: 'coasts',
    title: 'Unknown or meaningless coast',
    summary:
      'An order names a coast that does not exist (Brest south coast) or one that means nothing for the unit (an army to the south coast of Spain). Is the order followed?',
    alternatives: [
      {
        id: 'fails',
        letter: 'a',
        label: 'The order fails',
        explanation:
          "A coast that does not exist, or a coast on an army's order, makes the order fail and the unit holds. Examples: F Gas - Bre/sc (Brest has one coast) and A Mar - Spa/sc (armies have no coasts) both fail.",
      },
      {
        id: 'ignored',
        letter: 'b',
        label: 'The coast is ignored',
        explanation:
          'The coast is disregarded and the rest of the order stands: F Gas - Bre and A Mar - Spa are tried. A fleet order into a split-coast province whose coast is dropped this way is then treated as an order with no coast (4.B.1 and 4.B.2).',
      },
    ],
    datcPreferred: 'ignored',
    default: 'ignored',
    appliesTo: 'adjudication',
  }),
  defineOption({
    id: '4.B.7',
    group: 'coasts',
    title: 'Coast in a build order',
    summary: 'A fleet is built in a split-coast province (St Petersburg) without a coast. What happens?',
    alternatives: [
      {
        id: 'fails',
        letter: 'a',
        label: 'The build fails',
        explanation: 'Build F Stp without a coast is not carried out; the build stays unused. This is what the rulebook says.',
      },
      {
        id: 'default-coast',
        letter: 'b',
        label: 'The fleet is built on a default coast',
        explanation:
          'The fleet is placed on the coast named as the default for that province. There is no agreed default, so players cannot know it in advance.',
      },
    ],
    datcPreferred: 'fails',
    default: 'fails',
    appliesTo: 'adjudication',
  }),
] as const;
