// What the reader says about a text (its errors and notes) as data: a code and its particulars
// (the text read, province ids, powers, line numbers). The engine words them in English here, as the
// CLI and the Judge-style text show them; the window words the same codes in the GM's language
// (renderer/i18n/readerWords.ts, the `reader` namespace of resources/i18n/<code>.json), with the
// provinces and powers named in that language where the reader's language files have them.
import type { GameMap } from '../map/types';
import { fillPlaceholders } from '../placeholders';
import type { Power, ProvinceId, UnitType } from '../types';
import type { OrderMeaning, ReaderLanguageCode } from './languages/types';

/** One particular of a message: text as written (or a number), or something to be named. */
export type SayParam =
  | string
  | number
  | { province: ProvinceId }
  /** Several provinces, `Paris, Picardy or Piedmont`. */
  | { provinces: ProvinceId[] }
  | { power: Power }
  /** Several powers, joined with `or` (the candidates) or `and` (owners). */
  | { powers: Power[]; join: 'or' | 'and' }
  | { adjective: Power }
  /** `army` or `fleet`. */
  | { unit: UnitType }
  /** An order word's meanings in the languages read (`hold (French) or support (Italian)`). */
  | { meanings: { meaning: OrderMeaning; language: ReaderLanguageCode | 'english' }[]; join: 'or' | 'comma' }
  | { say: Say };

export interface Say {
  code: SayCode;
  params?: Readonly<Record<string, SayParam>>;
}

/** A message worded in English with the data it was worded from. */
export interface Said {
  message: string;
  say: Say;
}

/**
 * Every message the reader can give, in English: the source of truth of the codes (SayCode is
 * its keys, so a code without English wording cannot be written) and of the English text, which
 * resources/i18n/en.json repeats (test/renderer/i18n/readerWords.test.ts checks they agree).
 * `{{name}}` stands for a particular.
 */
export const READER_ENGLISH = {
  // Not understood: the order's words.
  'no-text': 'not understood: no text',
  'no-order': 'not understood: no order',
  'bad-character': "not understood: unexpected '{{raw}}'",
  'unexpected-after-order': "not understood: unexpected '{{raw}}' after the order",
  'expected-verb': "not understood: '{{raw}}' (expected hold, move, support, convoy, retreat, disband or build)",
  'expected-province-after': "not understood: expected a province after '{{after}}'",
  'expected-unit-first': 'not understood: expected a unit or a province first',
  'unknown-province': "not understood: '{{raw}}' is not a province",
  'ambiguous-province': "not understood: '{{raw}}' could be {{provinces}}",
  'ambiguous-possible': "not understood: '{{raw}}' could be {{provinces}}, each a possible order (DATC 4.E.2)",
  'expected-coast': "not understood: expected a coast after '/'",
  'not-a-coast': "not understood: '{{raw}}' is not a coast",
  'expected-supported-unit': "not understood: expected the supported unit after '{{raw}}'",
  'expected-from-supported': "not understood: expected 'from' and the supported unit",
  'expected-convoyed-army': "not understood: expected the convoyed army after '{{raw}}'",
  'expected-destination': "not understood: expected '-' and the army's destination after the convoyed army",
  'convoy-to-coast': 'not understood: a convoyed army goes to a province, not a coast',
  'expected-from-convoyed': "not understood: expected 'from' and the convoyed army",
  'coast-in-path': 'not understood: a coast in the middle of a convoy path',
  'expected-convoy-word': "not understood: expected 'convoy' after '{{raw}}'",
  'expected-close-after': "not understood: expected ')' after '{{raw}}'",
  'ambiguous-word': "not understood: '{{raw}}' could be {{meanings}}: write the word out",
  'word-or-name': "not understood: '{{raw}}' is both an order word ({{meanings}}) and a name",
  // Not understood: DAIDE.
  'daide-expected-verb': 'not understood: expected HLD, MTO, SUP, CVY, CTO, RTO, DSB, BLD or REM after the unit',
  'daide-unknown-verb': "not understood: '{{raw}}' is no DAIDE order (HLD, MTO, SUP, CVY, CTO, RTO, DSB, BLD, REM)",
  'daide-expected-type': 'not understood: expected AMY or FLT',
  'daide-expected-power': 'not understood: expected a power (ENG, FRA, ...)',
  'daide-expected-coast': 'not understood: expected a coast (NCS, SCS, ECS, WCS)',
  'daide-expected-province': 'not understood: expected a province',
  'daide-expected': 'not understood: expected {{what}}',
  'daide-keyword': '{{word}}',
  'daide-open': "'('",
  'daide-open-path': "'(' before the convoy path",
  'daide-open-unit': "'(' before the unit",
  'daide-close-waive': "')' after WVE",
  'daide-close-order': "')' at the end of the order",
  'daide-close-path': "')' after the convoy path",
  'daide-close-unit': "')' after the unit",
  'daide-close-coast': "')' after the coast",
  'sub-close-nothing': "not understood: a ')' closes nothing in the SUB message",
  'sub-outside': "not understood: '{{raw}}' outside the brackets of the SUB message's orders",
  'sub-unclosed': "not understood: the SUB message ends before its brackets close (a ')' is missing)",
  'sub-no-orders': 'not understood: a SUB message without orders',
  'sub-part': 'part of the SUB message on line {{line}}',
  // How a word was read.
  'read-as': "read '{{raw}}' as {{province}}",
  'read-as-unit': "read '{{raw}}' as {{type}} {{province}}",
  'read-as-power': "read '{{raw}}' as {{power}}",
  'no-map-place': "read '{{raw}}' as a place on no map: a move that cannot succeed (DATC 4.E.1 a)",
  'only-coast': 'read as {{province}} ({{coast}}): the only coast the fleet in {{from}} can reach (DATC 4.B.2 a, 4.E.2 {{letter}})',
  because: '{{note}}: {{reason}}',
  'only-possible': 'the only reading that makes a possible order (DATC 4.E.2 b)',
  'only-free': 'the only reading for a unit with no other order (DATC 4.E.2 {{letter}})',
  'only-matching': 'the only reading that matches the other orders (DATC 4.E.2 {{letter}})',
  // DATC 4.C: units named loosely.
  'sloppy-read-type': 'read as {{unit}}: {{what}} (DATC {{id}} {{letter}})',
  'sloppy-read-type-unless': 'read as {{unit}}: {{what}}, unless another order for the unit names its type (DATC {{id}} {{letter}})',
  'sloppy-read-power': 'read as {{adjective}}: {{what}} (DATC {{id}} {{letter}})',
  'sloppy-read-power-unless': 'read as {{adjective}}: {{what}}, unless another order for the unit names the right power (DATC {{id}} {{letter}})',
  'sloppy-rejected': 'not followed: {{what}} (DATC {{id}} {{letter}})',
  'type-missing': 'no unit type given for the {{unit}} in {{province}}',
  'type-missing-supported': 'no unit type given for the supported {{unit}} in {{province}}',
  'type-missing-convoyed': 'no unit type given for the convoyed {{unit}} in {{province}}',
  'type-wrong': 'the {{unit}} in {{province}} is called a {{written}}',
  'type-wrong-supported': 'the supported {{unit}} in {{province}} is called a {{written}}',
  'type-wrong-convoyed': 'the convoyed {{unit}} in {{province}} is called a {{written}}',
  'nationality-missing-supported': 'the supported unit in {{province}} is {{adjective}} and no nationality is given',
  'nationality-missing-convoyed': 'the convoyed unit in {{province}} is {{adjective}} and no nationality is given',
  'nationality-wrong-supported': 'the supported unit in {{province}} is {{adjective}}, not {{written}}',
  'nationality-wrong-convoyed': 'the convoyed unit in {{province}} is {{adjective}}, not {{written}}',
  'build-army-inland': 'read as an army: no unit type given, and only an army can stand in {{province}} (DATC 4.C.3 {{letter}})',
  'build-fleet-by-coast': 'read as a fleet: no unit type given, but a coast is (DATC 4.C.3 {{letter}})',
  'build-needs-type': 'not followed: a build in {{province}} must say army or fleet (DATC 4.C.3 {{letter}})',
  'build-army-instead': 'read as an army: no fleet can stand in {{province}} (DATC 4.C.4 b)',
  'build-fleet-inland': 'not followed: no fleet can stand in {{province}} (DATC 4.C.4 a)',
  // A set of orders (DATC 4.D.3, 4.E.3).
  'yields-to-correct': 'not followed: another order for the unit in {{province}} is written correctly (DATC {{id}} c)',
  'same-order': 'the same order as line {{line}}: counted once',
  'several-hold': 'not followed: the unit in {{province}} has {{count}} different orders, so it holds (DATC 4.D.3 c)',
  'followed-first': 'followed: the first of {{count}} different orders for the unit in {{province}} (DATC 4.D.3 a)',
  'followed-last': 'followed: the last of {{count}} different orders for the unit in {{province}} (DATC 4.D.3 b)',
  'not-followed-first': 'not followed: the unit in {{province}} has another order on line {{line}}, and the first counts (DATC 4.D.3 a)',
  'not-followed-last': 'not followed: the unit in {{province}} has another order on line {{line}}, and the last counts (DATC 4.D.3 b)',
  'implicit-not-allowed': '{{province}} has no order and holds: no move is deduced from this order (DATC 4.E.3 b)',
  'implicit-disagree': '{{province}} has no order, and the orders for its move disagree, so it holds (DATC 4.E.3 a)',
  'implicit-impossible': '{{province}} has no order, and {{move}} is not a possible order, so it holds (DATC 4.E.3 a)',
  'implicit-deduced': '{{province}} has no order: the implicit order {{move}} is deduced from this order (DATC 4.E.3 a)',
  // A sheet's lines.
  'orders-for': 'orders for {{power}}',
  'ambiguous-header': "not understood: header '{{raw}}' could be {{powers}}: write the power's name",
  'no-power': 'line {{line}}: {{why}}',
  'no-power-waive': 'no power for a waive: no header above it',
  'no-power-build': 'no power for the build in {{id}}: no header above it',
  'no-power-unit': 'no power for the unit in {{id}}: no header above it',
  'no-power-no-unit': 'no power for the order: no header above it, and no unit in {{id}}',
  'no-power-several': 'no power for the order: no header above it, and units of {{powers}} in {{id}}',
  'home-build': "a build in {{power}}'s home center {{id}}",
  'unit-of': "{{power}}'s unit in {{id}}",
  'lone-word': "'{{raw}}' alone is not an order: a unit and what it does are needed (A Par H)",
  'lone-word-signature': 'a lone word at the end: taken for a signature',
  'corrects-above': "the line corrects the order above it ('{{raw}}'): which order stands is for the GM to settle with the player; none of it is read",
  'corrects-itself': "the line corrects itself ('{{raw}}'): which order stands is for the GM to settle with the player; none of it is read",
  'taken-back': 'taken back by line {{line}}: not read, for the GM to settle with the player',
  comment: 'comment',
  heading: 'heading',
  'blank-line': 'blank line',
  signature: 'signature',
  greeting: 'greeting',
  'mail-header': 'mail header',
  'quoted-text': 'quoted text',
  'end-of-orders': 'end of the orders',
  'text-before': 'text before the orders',
  'text-ends': 'text, not an order: the orders end here',
  'sign-off-ends': '{{raw}}: the orders end here',
  'forwarded-read': 'a forwarded mail begins: read, as nothing comes before it',
  'quoted-read': 'a quoted mail begins: read, as nothing comes before it',
  'forwarded-not-read': "a forwarded mail begins: not read as the sender's orders",
  'quoted-not-read': "a quoted mail begins: not read as the sender's orders",
  'foreign-not-read': "a forwarded or quoted mail begins: not read as the sender's orders",
  'in-foreign': 'in a forwarded or quoted mail',
  'after-end': 'after {{why}} on line {{line}}',
  'unread-order': 'reads as an order, but stands {{where}}: not read',
  'why-signature': 'the signature',
  'why-forwarded': 'a forwarded mail',
  'why-quoted': 'a quoted mail',
  'why-foreign': 'a forwarded or quoted mail',
  'why-text': 'text that is not an order',
  'why-end': "'{{raw}}'",
  'why-sign-off': '{{raw}}',
} as const satisfies Record<string, string>;

export type SayCode = keyof typeof READER_ENGLISH;

/** Every code the reader can say (from READER_ENGLISH, so none can be left out). */
export const SAY_CODES = Object.keys(READER_ENGLISH) as SayCode[];

/** How to name things in one language: the engine's English below, the window's in renderer/i18n. */
export interface Wording {
  template(code: SayCode): string;
  province(id: ProvinceId): string;
  power(power: Power): string;
  adjective(power: Power): string;
  unit(type: UnitType): string;
  meaning(meaning: OrderMeaning): string;
  language(code: ReaderLanguageCode | 'english'): string;
  /** `a, b or c` (`join` or) / `a and b` / `a, b`. */
  list(items: string[], join: 'or' | 'and' | 'comma'): string;
}

/** A message in the words of `w`. */
export function wordSay(say: Say, w: Wording): string {
  return fillPlaceholders(w.template(say.code), say.params ?? {}, (p) => wordParam(p, w));
}

function wordParam(p: SayParam, w: Wording): string {
  if (typeof p === 'string') return p;
  if (typeof p === 'number') return String(p);
  if ('province' in p) return w.province(p.province);
  if ('provinces' in p)
    return w.list(
      p.provinces.map((id) => w.province(id)),
      'or',
    );
  if ('powers' in p)
    return w.list(
      p.powers.map((x) => w.power(x)),
      p.join,
    );
  if ('power' in p) return w.power(p.power);
  if ('adjective' in p) return w.adjective(p.adjective);
  if ('unit' in p) return w.unit(p.unit);
  if ('meanings' in p)
    return w.list(
      p.meanings.map((m) => `${w.meaning(m.meaning)} (${w.language(m.language)})`),
      p.join,
    );
  return wordSay(p.say, w);
}

const ENGLISH_LANGUAGES: Readonly<Record<string, string>> = { english: 'English', fr: 'French', de: 'German', it: 'Italian' };

/** The engine's English: provinces and adjectives as the map names them. */
export function englishWording(map: GameMap | null): Wording {
  return {
    template: (code) => READER_ENGLISH[code],
    province: (id) => map?.province(id)?.name ?? id,
    power: (power) => power,
    adjective: (power) => map?.powers.find((p) => p.name === power)?.adjective ?? power,
    unit: (type) => (type === 'A' ? 'army' : 'fleet'),
    meaning: (m) => m,
    language: (code) => ENGLISH_LANGUAGES[code] ?? code,
    list: (items, join) => {
      if (join === 'comma') return items.join(', ');
      if (join === 'and') return items.join(' and ');
      return items.length > 1 ? `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}` : items.join('');
    },
  };
}

/** A message as data and in English. */
export function said(map: GameMap | null, code: SayCode, params?: Record<string, SayParam>): Said {
  const say: Say = params ? { code, params } : { code };
  return { message: wordSay(say, englishWording(map)), say };
}
