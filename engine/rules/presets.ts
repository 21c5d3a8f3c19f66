// Named sets of rule options a game master picks from: the 2023 rulebook with the DATC v3.0
// preferences (offered first), the DATC v2.4 preferences (the default, for the CLI and existing
// games) and the rulebooks and documents the DATC reports on. A preset lists only what it changes from the DATC
// preferences, each change with the DATC's statement it rests on. Where the DATC reports a
// rulebook silent or unclear on an issue, the preset keeps the DATC preference.
import type { OptionId, RuleOptions } from './catalogue';

export type PresetSettings = {
  readonly [K in OptionId]?: { readonly alternative: RuleOptions[K]; readonly why: string };
};

export interface RulePreset {
  readonly id: string;
  readonly label: string;
  readonly description: string;
  readonly settings: PresetSettings;
}

const LITERAL_DISLODGE_RULE =
  'DATC 4.A.7 calls choice a the literal reading of the rulebook: a dislodged unit has no effect on the province its attacker came from.';

export const PRESETS = [
  {
    id: '2023',
    label: '2023 rulebook (DATC 3.0)',
    description:
      'The 2023 rulebook (Renegade Game Studios), the one face-to-face games use today, with the DATC v3.0 preferences wherever the rules leave a question open. It differs from the DATC 2.4 preferences on four issues: convoys to a neighbouring province, which orders are legal, how badly written orders are read, and which units go in civil disorder.',
    settings: {
      '4.A.3': {
        alternative: 'intent-no-fallback',
        why: 'DATC 4.A.3 (v3.0): the convoy route is used only when the order says "via convoy" or an own fleet is legally ordered to convoy, and then there is no fallback to the land route (6.G.8, 6.G.11, 6.G.20).',
      },
      '4.D.8': {
        alternative: 'owned-centers',
        why: 'DATC 4.D.8 (v3.0): the 2023 rulebook counts distance to the nearest owned supply center, armies and fleets both over land and sea (6.J.3-6.J.11).',
      },
      '4.E.1': {
        alternative: 'possible-now-needed',
        why: 'DATC 4.E.1 (v3.0): a legal order could be valid knowing the position; a convoy order from a fleet no route of the army needs is illegal (6.G.19).',
      },
      '4.E.2': {
        alternative: 'possible-order',
        why: 'DATC 4.E.2 (v3.0) prefers that every order is judged on its own (its choice a): one order never clarifies another.',
      },
    },
  },
  {
    id: 'datc',
    label: '2000 rulebook (DATC 2.4)',
    description:
      'The 2000 rulebook, with the DATC v2.4 preference wherever the rules are unclear or silent. Adjutant\'s default, and what "2000 rulebook/DATC compliant" means.',
    settings: {},
  },
  {
    id: '2000',
    label: '2000 rulebook (Hasbro), read literally',
    description:
      'The 2000 rulebook where the DATC finds it says something definite: its own convoy paradox rule and the word-for-word rule on dislodged units. Everything the DATC finds unclear or unanswered in it keeps the DATC preference.',
    settings: {
      '4.A.2': {
        alternative: '2000',
        why: "DATC 4.A.2 c is the 2000 rulebook's rule: a convoyed army does not cut a support for an attack on a fleet it needs.",
      },
      '4.A.7': { alternative: 'always-no-effect', why: LITERAL_DISLODGE_RULE },
    },
  },
  {
    id: '1982',
    label: '1982 rulebook (Avalon Hill; also 1992)',
    description:
      'The 1982 rulebook, whose rules the 1992 "Deluxe" edition repeats: the 1982 convoy paradox rule and the word-for-word rule on dislodged units. It already has the 2000 rules on convoys with several routes and to neighbouring provinces; everything else keeps the DATC preference.',
    settings: {
      '4.A.2': {
        alternative: '1982',
        why: "DATC 4.A.2 b is the 1982 rulebook's rule: a convoyed army does not cut a support into a sea province that holds a convoying fleet.",
      },
      '4.A.7': { alternative: 'always-no-effect', why: LITERAL_DISLODGE_RULE },
    },
  },
  {
    id: '1971',
    label: '1971 rulebook (Games Research; also Avalon Hill 1976)',
    description:
      'The 1971 rulebook, repeated unchanged in 1976: one disrupted route stops a convoy, the 1971 convoy paradox rule, the word-for-word rule on dislodged units, and an army goes by sea to a neighbouring province only to swap with a unit coming the other way, when the convoy works (how DATC v3.0 reads the 1971 rules).',
    settings: {
      '4.A.1': {
        alternative: 'any-route-disrupted',
        why: 'DATC 4.A.1 a: a convoy is disrupted when one of its routes is; according to the 1971 rulebook.',
      },
      '4.A.3': {
        alternative: 'swap-if-convoy-succeeds',
        why: 'DATC 4.A.3 (v3.0) reads the 1971 rules this way: the convoy route counts only when the unit in the destination moves the other way and the convoy is not disrupted (6.G.2, 6.G.7).',
      },
      '4.A.2': {
        alternative: '1971',
        why: "DATC 4.A.2 a is the 1971 rulebook's rule: a convoyed army does not cut a support for an attack on one of its convoying fleets.",
      },
      '4.A.7': { alternative: 'always-no-effect', why: LITERAL_DISLODGE_RULE },
    },
  },
  {
    id: 'dptg',
    label: 'DPTG (Diplomacy Players Technical Guide, 1998)',
    description:
      'The choices the DATC attributes to the DPTG. On the other issues the DATC reports no DPTG position, or one that equals the DATC preference, so those keep the DATC preference.',
    settings: {
      '4.A.1': {
        alternative: 'dptg',
        why: 'DATC 4.A.1: the DPTG follows choice a, but leaves out foreign fleets when a route without them exists.',
      },
      '4.A.2': {
        alternative: 'dptg',
        why: "DATC 4.A.2 f: the DPTG picks the result in which the paradox's convoys all fail, otherwise all hold.",
      },
      '4.A.3': {
        alternative: 'explicit-via-convoy',
        why: 'DATC 4.A.3 e: the DPTG convoys to a neighbouring province only when the order says "via Convoy".',
      },
      '4.A.4': {
        alternative: 'cut',
        why: "DATC 4.A.4 b: in the DPTG an attack by convoy cuts a support for an attack on the army's own province.",
      },
      '4.B.4': {
        alternative: 'ignored',
        why: 'DATC 4.B.4 e: in the DPTG a coast in a support order is ignored.',
      },
      '4.E.1': {
        alternative: 'any-format',
        why: 'DATC 4.E.1 a: the DPTG treats every order in the form of an order as legal (its own word "illegal" means an order that fails but still counts as a move).',
      },
    },
  },
  {
    id: 'judge',
    label: 'Automated email judge (njudge)',
    description:
      'For games run the way the email judges (njudge) run them, or carried over from one: convoy paths written, a later order for a unit replaces an earlier one (a new mail adds to the orders already in), surplus builds taken from the last ones received, and a missing coast filled in with the first coast. The njudge "syntax" help file states each of these; everything else keeps the DATC preference.',
    settings: {
      '4.A.6': {
        alternative: 'required',
        why: 'DATC 4.A.6: some popular automated judges require the path of a convoyed army to be written in its order; the njudge syntax file says so ("convoy routes must be specified").',
      },
      '4.B.1': {
        alternative: 'default-coast',
        why: 'DATC 4.B.1 b: a default coast is taken. The njudge syntax file warns that when no coast is given the Judge adds the first coast on its list.',
      },
      '4.B.2': {
        alternative: 'default-coast',
        why: 'DATC 4.B.2 b: a default coast is taken, even when only one coast can be reached, as the njudge syntax file describes.',
      },
      '4.B.4': {
        alternative: 'default-coast',
        why: 'DATC 4.B.4 b: the njudge syntax file says the Judge adds the default coast to an order supporting such a move too.',
      },
      '4.D.1': {
        alternative: 'combine-all',
        why: 'DATC 4.D.1 a: every set counts, later orders replacing earlier ones for the same unit; on njudge revisions may be sent at any time, and the last valid order for a unit is honoured.',
      },
      '4.D.3': {
        alternative: 'last',
        why: 'DATC 4.D.3 b: the njudge syntax file says the last valid order for a particular unit is honoured.',
      },
      '4.D.4': {
        alternative: 'last',
        why: 'DATC 4.D.4 c: the njudge syntax file says that when more builds are ordered than can be used, the last ones received are honoured.',
      },
    },
  },
] as const satisfies readonly RulePreset[];

export type PresetId = (typeof PRESETS)[number]['id'];

export const PRESET_IDS: readonly PresetId[] = PRESETS.map((preset) => preset.id);

export const DEFAULT_PRESET: PresetId = 'datc';

/** The preset with this id; undefined for an unknown id. */
export function findPreset(id: string): RulePreset | undefined {
  return PRESETS.find((preset) => preset.id === id);
}
