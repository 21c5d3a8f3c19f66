// The rule options for DATC 4.C, unit type and nationality: what to do when an order leaves out or
// gets wrong the A/F of a unit, or the power of a supported or convoyed foreign unit.
import { defineOption } from './types';

export const UNIT_OPTIONS = [
  defineOption({
    id: '4.C.1',
    group: 'units',
    title: 'Unit type left out',
    summary: 'An order leaves out whether the unit is an army or a fleet (Ber - Kie). Is it followed?',
    alternatives: [
      {
        id: 'invalid',
        letter: 'a',
        label: 'Not followed: the unit holds',
        explanation: 'The order is incomplete and is not carried out. The unit stands where it is and can be supported in place.',
      },
      {
        id: 'valid',
        letter: 'b',
        label: 'Followed',
        explanation: 'The province alone tells which unit is meant, so the order is carried out as if the type were written.',
      },
      {
        id: 'valid-unless-correct-order',
        letter: 'c',
        label: 'Followed, unless another order for the unit gives the type',
        explanation:
          'The order is carried out, except when the same power also gives the unit an order that does name its type; then that order wins and this one is dropped. The other order may itself be unclear in some other way.',
      },
    ],
    datcPreferred: 'valid',
    default: 'valid',
    appliesTo: 'adjudication',
  }),
  defineOption({
    id: '4.C.2',
    group: 'units',
    title: 'Wrong unit type',
    summary: 'An order calls an army a fleet or a fleet an army (F Mun - Ber for the army in Munich). Is it followed?',
    alternatives: [
      {
        id: 'invalid',
        letter: 'a',
        label: 'Not followed: the unit holds',
        explanation: 'There is no such unit where the order says, so the order is not carried out. The unit stands and can be supported in place.',
      },
      {
        id: 'valid',
        letter: 'b',
        label: 'Followed: the type is ignored',
        explanation:
          'The province tells which unit is meant, and the wrong type is disregarded. The type still helps to read an order that is unclear in some other way.',
      },
      {
        id: 'valid-unless-correct-order',
        letter: 'c',
        label: 'Followed, unless another order for the unit has the right type',
        explanation:
          'The order is carried out, except when the same power also orders the unit with its right type; then that order wins and this one is dropped. The other order may itself be unclear in some other way.',
      },
    ],
    datcPreferred: 'valid',
    default: 'valid',
    appliesTo: 'adjudication',
  }),
  defineOption({
    id: '4.C.3',
    group: 'units',
    title: 'Unit type left out of a build',
    summary: 'A build order does not say army or fleet (Build Mun, Build Stp/nc, Build Lon). What is built?',
    alternatives: [
      {
        id: 'fails',
        letter: 'a',
        label: 'Nothing: the build fails',
        explanation: 'A build must say army or fleet; Build Mun, Build Stp/nc and Build Lon all fail and the builds stay unused.',
      },
      {
        id: 'army-inland',
        letter: 'b',
        label: 'An army in a land-locked province; nothing on a coast',
        explanation:
          'Only an army can stand in a land-locked province, so Build Mun builds an army. In a coastal province either unit could be meant, so Build Lon and Build Stp/nc fail.',
      },
      {
        id: 'army-inland-fleet-by-coast',
        letter: 'c',
        label: 'An army in a land-locked province; a fleet where a coast is written',
        explanation:
          'Build Mun builds an army. A build that names a coast can only mean a fleet, so Build Stp/nc builds a fleet on the north coast. A coastal province without a coast (Build Lon) is still unclear and fails.',
      },
    ],
    datcPreferred: 'army-inland-fleet-by-coast',
    default: 'army-inland-fleet-by-coast',
    appliesTo: 'adjudication',
  }),
  defineOption({
    id: '4.C.4',
    group: 'units',
    title: 'Fleet built in a land-locked province',
    summary: 'A player orders a fleet built where no fleet can stand (Build F Mun). What happens?',
    alternatives: [
      {
        id: 'fails',
        letter: 'a',
        label: 'The build fails',
        explanation:
          'The order is clear and impossible. The player may have wanted a fleet elsewhere, or no build at all, so it is not turned into something else.',
      },
      {
        id: 'army-instead',
        letter: 'b',
        label: 'An army is built instead',
        explanation: 'Only an army can stand there, so that is what is built: Build F Mun builds an army in Munich.',
      },
    ],
    datcPreferred: 'fails',
    default: 'fails',
    appliesTo: 'adjudication',
  }),
  defineOption({
    id: '4.C.5',
    group: 'units',
    title: 'Nationality left out of a support or convoy',
    summary: "A support or convoy order for a foreign unit does not name the unit's power (Russia: A Gal S A Bud - Rum, for an Austrian army). Is it followed?",
    alternatives: [
      {
        id: 'invalid',
        letter: 'a',
        label: 'Not followed',
        explanation: 'The rules ask for the foreign power to be named; without it the support or convoy is not given.',
      },
      {
        id: 'valid',
        letter: 'b',
        label: 'Followed',
        explanation: 'The province tells which unit is meant, so the support or convoy is given. Most players leave the nationality out anyway.',
      },
      {
        id: 'valid-unless-correct-order',
        letter: 'c',
        label: 'Followed, unless another order of the unit names the power',
        explanation:
          'The order is carried out, except when the same unit also has an order that does name the power; then that order wins and this one is dropped. The other order may itself be unclear in some other way.',
      },
    ],
    datcPreferred: 'valid',
    default: 'valid',
    appliesTo: 'adjudication',
  }),
  defineOption({
    id: '4.C.6',
    group: 'units',
    title: 'Wrong nationality in a support or convoy',
    summary: 'A support or convoy order names the wrong power for the foreign unit (S German A Bud - Rum, for an Austrian army). Is it followed?',
    alternatives: [
      {
        id: 'invalid',
        letter: 'a',
        label: 'Not followed',
        explanation: 'There is no German army in Budapest, so the support or convoy is not given.',
      },
      {
        id: 'valid',
        letter: 'b',
        label: 'Followed: the nationality is ignored',
        explanation:
          'The province tells which unit is meant and the wrong power is disregarded. The nationality still helps to read an order that is unclear in some other way.',
      },
      {
        id: 'valid-unless-correct-order',
        letter: 'c',
        label: 'Followed, unless another order of the unit has the right power',
        explanation:
          'The order is carried out, except when the same unit also has an order naming the right power; then that order wins and this one is dropped. The other order may itself be unclear in some other way.',
      },
    ],
    datcPreferred: 'valid',
    default: 'valid',
    appliesTo: 'adjudication',
  }),
] as const;
