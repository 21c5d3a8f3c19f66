// What the foreign readers (milaRead.ts, milaShape.ts, judgeRead.ts, jdipRead.ts, jdipXml.ts), the
// replay (replay.ts) and the import's map check (index.ts) say, as templates: one English sentence
// per code, its particulars as `{{name}}`. The readers write these sentences (the CLI, the audit log
// and the tests read them, unchanged); `reasonOf` reads one back into its code and particulars, and
// the window words the same codes from the `readReasons` namespace (resources/i18n/<code>.json,
// whose `en` repeats this table: test/renderer/i18n/readReasons.test.ts). A particular named
// `place…` is a place in the file (itself read back: `line 12`), one named `reason…` a reason
// inside the reason (read back too); `power…` a power, `mapName` a map's name; the rest as written.
import { fillPlaceholders, readBackText } from '../../../engine/index';

export const READ_REASONS = {
  place: {
    line: 'line {{line}}',
    'line-column': 'line {{line}}, column {{column}}',
    'last-phase': 'the last phase of the file',
    turn: 'turn {{code}} ({{id}})',
    'turn-orders': '{{place}}, its orders',
    'turn-order': "{{place}}, {{power}}'s order {{n}}",
    'turn-dislodgement': '{{place}}, a dislodgement',
    'turn-results': '{{place}}, results',
    // A game file's phases (exchangeFormat.ts, exchangeCheck.ts, historyChain.ts).
    'file-phase': 'phase {{id}} ({{phase}}, seq {{seq}})',
    'file-phase-seq': 'phase {{id}} (seq {{seq}})',
    'file-phase-id': 'phase {{id}}',
  },
  map: {
    'judge-variant': "line {{line}}: the game is played on njudge's '{{name}}' variant, which Adjutant does not have (it reads {{list}})",
    'mila-map': "map: the game is played on MILA's '{{name}}' map, which Adjutant does not have (it reads MILA's {{list}})",
    'mila-other-map': "map: the game is played on MILA's '{{name}}' map, not on {{mapName}} ('{{id}}')",
  },
  mila: {
    'not-saved-game': 'not a saved game of the diplomacy package: {{reason}}',
    'not-power': "{{place}}: '{{value}}' is not a power of the {{mapName}} map",
    'not-unit': '{{place}}: \'{{value}}\' is not a unit (such as "A PAR" or "F STP/SC")',
    'not-center': "{{place}}: '{{value}}' is not a supply center",
    'order-unreadable': "{{place}}: '{{value}}' cannot be read: {{reason}}",
    'dislodged-unknown': "{{place}}: '{{value}}' is dislodged, but the phase's state has no such unit",
    'not-phase-any': "{{place}}: '{{value}}' is not a phase (such as S1901M, F1901R, W1901A)",
    'not-phase-first': "{{place}}: '{{value}}' is not a phase (such as S1901M)",
    'not-phase': "{{place}}: '{{value}}' is not a phase",
    'starts-retreat': '{{place}}: the game starts in a retreat phase ({{code}}); the saved state does not say who dislodged whom, so it cannot be imported',
    'no-phase': 'phases: the game has no phase',
    twice: '{{place}}: {{code}} comes twice',
  },
  shape: {
    string: '{{place}}: expected a string',
    long: '{{place}}: longer than {{max}} characters',
    list: '{{place}}: expected a list',
    entries: '{{place}}: more than {{max}} entries',
    object: '{{place}}: expected an object',
    'object-whole': 'expected an object',
    phases: 'phases: more than {{max}} phases',
  },
  judge: {
    'order-unreadable': "line {{line}}: {{power}}'s order '{{value}}' cannot be read: {{reason}}",
    'dislodged-unreadable': "line {{line}}: the dislodged unit '{{value}}' cannot be read",
    'no-power': "line {{line}}: '{{value}}' names no power of the {{mapName}} map",
    'no-center': "line {{line}}: '{{value}}' in {{power}}'s supply centers names no province of the {{mapName}} map",
    'cut-order': "line {{line}}: the file ends in the middle of {{power}}'s order '{{value}}' (no full stop): it looks cut short; nothing was read past it",
    'summary-only':
      'the file is a SUMMARY alone (supply-center counts per year, {{place}}) with no phase results: a game is rebuilt from its orders, which only the results mails give (ask the judge for HISTORY of the game)',
    'no-results': 'no phase results in the file (a line such as "Movement results for Spring of 1901." opens each phase)',
  },
  replay: {
    'illegal-position': '{{place}}: the position of {{code}} is not a legal one: {{reason}}',
    'first-position': "the game's first position: {{reason}}",
    // The engine's refusal of a position it is given to adjudicate (engine/game/position.ts InvalidPositionError), its faults read back in turn.
    'cannot-exist': 'the position cannot exist (validate positions with validatePosition where they come in): {{reason}}',
    over: '{{place}}: the game was already over (a solo) before {{code}}',
    'judge-start':
      '{{place}}: the file begins at {{code}}; a Judge history is read from the start of the game ({{start}}), since results mails do not print a whole position to begin from',
    'other-phase': "{{place}}: the file has {{code}} here, but Adjutant's adjudication of the phase before leads to {{next}}",
    'no-phase': 'the file has no phase',
  },
  /** The two sides of a difference (replay.ts: what the file says, what Adjutant says). */
  differs: {
    'no-flag': 'no flag (it stands)',
    'no-result': 'no result for this order',
    dislodged: 'dislodged',
    'not-dislodged': 'not dislodged',
    owned: 'owned so',
    'not-owned': 'not owned so',
    'on-board': 'on the board',
    'not-on-board': 'not on the board',
    centers: '{{count}} centers',
    'no-retreat-phase': 'no retreat phase: the unit has no retreat and is disbanded at once',
    'may-retreat': 'may retreat to {{list}}',
    'no-adjustment-phase': 'no adjustment phase',
    'adjustment-due': 'an adjustment phase is due ({{list}})',
    ordered: 'ordered',
    'passed-over': 'no adjustment is due: the phase is passed over',
    'in-play': '{{code}} is in play',
    over: 'the game is over',
    'goes-on': 'the game goes on (no solo)',
  },
  /** A game file's inconsistencies (exchangeFormat.ts `consistencyProblems`, exchange.ts) and its history that does not hold (exchangeCheck.ts). */
  file: {
    numbering: '{{place}}: the live phases should be numbered 0, 1, 2... without gaps; found {{seq}} at place {{index}}',
    'open-twice': 'more than one open phase',
    'submission-twice': 'a submission id is used twice',
    'phase-twice': 'phase id {{id}} is used twice',
    superseded: '{{place}}: status and supersededAt disagree',
    'current-twice': '{{place}}: more than one current adjudication',
    'no-current': '{{place}}: adjudicated but without a current adjudication',
    'submission-power': "{{place}}, submission {{id}}: '{{value}}' is not one of the game's powers",
    'copied-from': 'submission {{id}}: copied from {{from}}, which is not an earlier submission in the file',
    'no-text': 'submission {{id}}: a text submission without its text',
    'vote-power': "{{place}}: a draw vote by '{{value}}', not one of the game's powers",
    'player-power': "player {{name}}: '{{value}}' is not one of the game's powers",
    'not-power': "'{{value}}' is not a power of the {{mapName}} map",
    'rules-from': '{{place}}: it changes the rules from options that are not the ones the previous change set',
    'rules-order': '{{place}}: it applies from phase {{seq}}, before the previous change (phase {{before}})',
    'result-differs':
      '{{place}}: the stored result differs from adjudicating the phase again: result.{{path}}: the file says {{file}}, the adjudication gives {{adjutant}}',
    'next-differs':
      '{{place}}: the stored next position differs from adjudicating the phase again: nextPosition.{{path}}: the file says {{file}}, the adjudication gives {{adjutant}}',
    'rules-last': "the game's rule options are not the ones its last {{event}} entry set",
    'no-open': 'the game has no open phase: its last phase, {{id}} (seq {{seq}}), is {{state}} and the game goes on after it',
    'open-not-last': '{{place}} is open, but it is not the last phase of the game',
    'not-continuing':
      '{{place}} does not start where phase {{before}} ended: position.{{path}}: the file says {{file}}, the adjudication of phase {{before}} left {{adjutant}}',
    'next-missing': '{{place}} is adjudicated, but the phase that follows it is missing',
    // A position's fault (engine/game/positionFaults.ts, read back by its own templates) in a phase of the file.
    'phase-position': 'phase {{id}}: {{reason}}',
    'next-position': "phase {{id}}, its adjudication's next position: {{reason}}",
  },
  /** Where a game file's content and the history chain it carries part (historyChain.ts `chainDifferences`). */
  chain: {
    added: "{{place}} is not in the file's chain: a phase was added",
    removed: "{{place}} is in the file's chain but not in the file: a phase was removed",
    hash: '{{place}}: its hash does not follow from the one before',
    order: "the file's chain lists the phases in another order",
    position: '{{place}}: its position or status is not what the chain recorded',
    submissions: '{{place}}: its orders as received (a submission was changed, added or removed) is not what the chain recorded',
    adjudications: '{{place}}: its adjudication (orders, results or next position) is not what the chain recorded',
    corrections: '{{place}}: its correction log (an entry was changed or removed) is not what the chain recorded',
  },
  jdip: {
    'too-big-unpacked': 'the file unpacks to more than {{size}} MiB, the most Adjutant reads',
    'gzip-damaged': 'the gzip data is damaged or cut short ({{detail}})',
    'too-big': 'the file is larger than {{size}} MiB, the most Adjutant reads',
    'not-utf8': 'the unpacked file is not UTF-8 text',
    'no-element': 'the file holds no XML element',
    'not-jsx': '{{place}}: the document element is <{{name}}>, not <jsx>: this is not a jDip saved game',
    'jsx-empty': '{{place}}: <jsx> is empty',
    'no-reference': "{{place}}: a reference to '{{id}}', which the file never defines",
    'not-world': 'the file holds {{name}}, not a jDip game (dip.world.World)',
    variant: "the game is played on jDip's '{{name}}' variant; Adjutant reads jDip's Standard variant only (docs/interchange.md)",
    'no-turns': 'the game has no turns',
    'no-position': '{{place}}: no position',
    unresolved: '{{place}}: a turn not yet resolved before the last one',
    'not-order': '{{place}}: not an order',
    'not-power': "{{place}}: power '{{value}}' is not a power of the {{mapName}} map",
    'not-province': "{{place}}: province '{{value}}' is not on the {{mapName}} map",
    'starts-retreat': '{{place}}: the game begins in a retreat phase; Adjutant reads jDip games from a movement or adjustment phase',
  },
} as const;

type Group = keyof typeof READ_REASONS;

/** Each group's reasons' English by key (`mila.not-power`). */
function englishOf(groups: readonly Group[]): Readonly<Record<string, string>> {
  return Object.fromEntries(groups.flatMap((g) => Object.entries(READ_REASONS[g]).map(([k, v]) => [`${g}.${k}`, v as string])));
}

const GROUPS = Object.keys(READ_REASONS) as Group[];
/** Every reason's English by its key (`mila.not-power`). */
export const READ_REASON_ENGLISH = englishOf(GROUPS);
/** The templates a sentence of each kind is read back by: a place in a file, a side of a difference, a reason. */
const BY_KIND = {
  place: englishOf(['place']),
  differs: englishOf(['differs']),
  reason: englishOf(GROUPS.filter((g) => g !== 'place' && g !== 'differs')),
};

/** A reason's English from its key and particulars. */
export function reasonText(key: string, params: Readonly<Record<string, string | number>>): string {
  return fillPlaceholders(READ_REASON_ENGLISH[key], params, String);
}

/** A sentence read back into its code and particulars (`kind`: which templates may say it); null when none does. */
export function reasonOf(text: string, kind: keyof typeof BY_KIND = 'reason'): { key: string; params: Record<string, string> } | null {
  return readBackText(BY_KIND[kind], text);
}
