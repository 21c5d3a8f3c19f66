// What the foreign readers (milaRead.ts, milaShape.ts, judgeRead.ts, jdipRead.ts, jdipXml.ts), the
// replay (replay.ts) and the import's map check (index.ts) say, as templates: one English sentence
// per code, its particulars as `{{name}}`. The readers write these sentences (the CLI, the audit log
// and the tests read them, unchanged); `reasonOf` reads one back into its code and particulars, and
// the window words the same codes from the `readReasons` namespace (resources/i18n/<code>.json,
// whose `en` repeats this table: test/renderer/i18n/readReasons.test.ts). A particular named
// `place…` is a place in the file (itself read back: `line 12`), one named `reason…` a reason
// inside the reason (read back too); `power…` a power, `mapName` a map's name; the rest as written.
import { fillPlaceholders, readBackText, type PositionFault, type Say } from '../../../engine/index';
import type { ReasonSaid } from '../types';

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
    // A jDip saved game's objects and their parts (jdipRead.ts): the class as jDip names it (`TurnState`), its id, where its element begins.
    'jdip-object': '{{name}} ({{place}})',
    'turn-province': '{{place}}, province {{n}}',
    'turn-unit': '{{place}}, the unit in {{province}}',
    'turn-dislodged': '{{place}}, the dislodged unit in {{province}}',
    'turn-owner': '{{place}}, the owner of {{province}}',
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
    // The structure of jDip's objects (jdipRead.ts): `{{placeObject}}` / a place naming the object by its class (`TurnState 12 (line 1, column 400)`).
    'no-field': "{{place}} has no field '{{field}}'",
    'field-not-object': "{{place}}: field '{{field}}' is not an object",
    'map-unwrapped': '{{place}}: the wrapped map is missing',
    'not-map': '{{place}} is not a map jDip writes (TreeMap or HashMap)',
    'map-size': '{{place}}: the map says it holds {{size}} entries but holds {{found}}',
    'map-deep': '{{place}}: maps wrapped too deep',
    'phase-incomplete': '{{place}}: a phase without season, year or type',
    'phase-unknown': '{{place}}: a phase Adjutant does not know',
    'adjustment-season': "{{place}}: an adjustment phase in the {{season}} of {{year}}; Adjutant's games adjust after the fall only",
    'no-power': '{{place}}: no power',
    'no-province': '{{place}}: no province',
    'no-location': '{{place}}: no location',
    'no-unit-type': '{{place}}: no unit type',
    'unit-type': "{{place}}: unit type '{{value}}' (Adjutant plays armies and fleets only)",
    'order-unknown': '{{place}}: {{name}} is an order Adjutant does not read',
    'no-unit': '{{place}}: no unit',
    'unit-no-type': '{{place}}: a unit of no type',
    'no-provinces': '{{place}}: {{placeObject}} has no provinces',
    'provinces-count': "{{place}}: the position's provinces ({{found}}) do not match its map's ({{expected}})",
    'province-data': '{{place}}: province data {{n}} is not an object',
    'world-no-turns': '{{place}}: the game has no turns',
    'not-turn': '{{place}}: an entry that is not a turn',
    'turn-no-phase': '{{place}}: a turn without its phase',
    'orders-not-list': "{{place}}: {{power}}'s orders are not a list",
    // The XML (jdipXml.ts `parseXml`) and the JSX graph in it (`jsxGraph`), each at its line and column.
    'xml-text-after': '{{place}}: text after the last element',
    'xml-text-outside': '{{place}}: text outside the document element',
    'xml-comment': '{{place}}: a comment that never ends (the file is cut short)',
    'xml-instruction': '{{place}}: a processing instruction that never ends (the file is cut short)',
    'xml-declaration': '{{place}}: a document type or entity declaration: jDip writes none, and Adjutant does not read them (no entity is expanded)',
    'xml-cdata': '{{place}}: a CDATA section, which jDip does not write',
    'xml-close-none': '{{place}}: a closing tag with no element open',
    'xml-close-other': '{{place}}: </{{name}}> closes <{{open}}> (opened at {{placeOpened}})',
    'xml-close-bad': '{{place}}: a malformed closing tag </{{name}}',
    'xml-no-name': "{{place}}: '<' that begins no element name",
    'xml-second-root': '{{place}}: a second document element',
    'xml-elements': '{{place}}: more than {{max}} elements, the most Adjutant reads',
    'xml-cut-inside': '{{place}}: <{{name}}> is cut short (the file ends inside it)',
    'xml-attribute-bad': '{{place}}: a malformed attribute in <{{name}}>',
    'xml-attribute-no-value': '{{place}}: attribute {{attribute}} of <{{name}}> has no value',
    'xml-attribute-unquoted': '{{place}}: attribute {{attribute}} of <{{name}}> is not quoted',
    'xml-attribute-unended': '{{place}}: attribute {{attribute}} of <{{name}}> never ends (the file is cut short)',
    'xml-attribute-entity':
      '{{place}}: attribute {{attribute}} of <{{name}}> holds an entity Adjutant does not expand (only &lt; &gt; &amp; &quot; &apos; and &#...;)',
    'xml-attribute-twice': '{{place}}: attribute {{attribute}} is given twice in <{{name}}>',
    'xml-deep': '{{place}}: elements nested more than {{max}} deep, the most Adjutant reads',
    'xml-ends-inside': '{{place}}: the file ends inside <{{name}}> (opened at {{placeOpened}}): it is cut short',
    'jsx-no-idref': '{{place}}: <reference> without idref',
    'jsx-no-value': '{{place}}: <string> without value',
    'jsx-primitive': '{{place}}: <primitive> without type or value',
    'jsx-no-class': '{{place}}: <object> without class',
    'jsx-not-declared': '{{place}}: <{{name}}> inside <object>, where jDip writes <declaredClass>',
    'jsx-field-name': '{{place}}: a field of {{name}} without its name',
    'jsx-element': '{{place}}: <{{name}}>, an element JSX does not write',
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

/** A reason's English from its key and particulars (a particular that is data of its own in its English too). */
export function reasonText(key: string, params: Readonly<Record<string, ReasonParam>>): string {
  return fillPlaceholders(READ_REASON_ENGLISH[key], params, (v) => (typeof v === 'object' ? reasonEnglish(v) : String(v)));
}

export type ReasonParam = string | number | ReasonSaid;

/** A reason as data in English: the table's template filled, or the English of the order reader's message or of a position's faults. */
export function reasonEnglish(said: ReasonSaid): string {
  if (said.key === 'list') return (said.items ?? []).map(reasonEnglish).join('; ');
  return said.message ?? reasonText(said.key, said.params ?? {});
}

/** Reasons said one after another as one reason (a refusal's `{{reasons}}`: `a; b; c` in English). */
export const listSaid = (items: readonly ReasonSaid[]): ReasonSaid => ({ key: 'list', items: [...items] });

/** A reason as data (`mila.not-power` and its particulars). */
export const saidOf = (key: string, params: Readonly<Record<string, ReasonParam>> = {}): ReasonSaid => ({ key, params: { ...params } });

/**
 * A place in a file as data: a place of READ_REASONS.place (`place.line` and its line, `place.turn-order`
 * and the turn, the power and the number), or a field's path as the file names it (a MILA file's
 * `phases[3].orders.FRANCE[1]`, words of the file's own, kept as written).
 */
export type Place = string | ReasonSaid;

/** A place of READ_REASONS.place as data (`line 12`: `placeSaid('line', { line: 12 })`). */
export const placeSaid = (key: keyof (typeof READ_REASONS)['place'], params: Readonly<Record<string, ReasonParam>> = {}): ReasonSaid =>
  saidOf(`place.${key}`, params);

/** A place's English, as the CLI, the log and the audit read it (`line 12`). */
export const placeText = (place: Place): string => (typeof place === 'string' ? place : reasonEnglish(place));

/** A reader's refusal: its English (for the CLI, the log and the tests) and the same as data (for the window). */
export type Refused = { ok: false; error: string; said: ReasonSaid };

/** A refusal saying `key` with `params`, in English and as data. */
export function refused(key: string, params: Readonly<Record<string, ReasonParam>> = {}): Refused {
  const said = saidOf(key, params);
  return { ok: false, error: reasonEnglish(said), said };
}

/** The order reader's message (its `say` and English) as a reason inside a reason. */
export function readerSaid(e: { message: string; say?: Say }): ReasonSaid {
  return e.say ? { key: 'reader', say: e.say, message: e.message } : { key: 'reader', message: e.message };
}

/** A position's faults (validatePosition's, joined by `; `) as a reason inside a reason. */
export function positionSaid(faults: readonly PositionFault[]): ReasonSaid {
  return {
    key: 'position',
    faults: faults.map((f) => ({ key: f.key, params: { ...f.params }, message: f.message })),
    message: faults.map((f) => f.message).join('; '),
  };
}

/** A sentence read back into its code and particulars (`kind`: which templates may say it); null when none does. */
export function reasonOf(text: string, kind: keyof typeof BY_KIND = 'reason'): { key: string; params: Record<string, string> } | null {
  return readBackText(BY_KIND[kind], text);
}
