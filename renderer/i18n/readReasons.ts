// What the foreign readers say and what a check's fault says, worded in the app's language. A
// foreign file's reason comes as data (electron/service/types.ts `ReasonSaid`: a code of the
// `readReasons` namespace and its particulars, the order reader's message as its `say`, a position's
// faults and a place in the file as theirs; a game file's inconsistencies as a `list`) beside the
// service's English, and is worded from that data on the file's map (`reasonSaidWords`). Where only
// the English is kept (a refusal of an older service, the place and sides of an import's differences,
// a game file's history and chain, a check's faults), it is read back into its
// code and particulars by the English templates (the `readReasons` and `checkFaults` namespaces of
// en.json, which repeat the service's tables: electron/service/interchange/reasons.ts,
// electron/service/checkFaults.ts) and worded from the same code. A sentence no template says is
// shown as it is.
import en from '../../resources/i18n/en.json';
import type { ReasonSaid } from '../../electron/ipc/contract';
import { fillPlaceholders, localPowerName, mapOf, POSITION_FAULT_ENGLISH, readBackText, saidParamKind, standardMap } from '../../engine/index';
import { faultText, i18n, saidWords } from './index';
import { readerText } from './readerWords';

type Templates = Readonly<Record<string, string>>;
const flat = (groups: Record<string, Record<string, string>>, keep: (g: string) => boolean): Templates =>
  Object.fromEntries(
    Object.entries(groups)
      .filter(([g]) => keep(g))
      .flatMap(([g, list]) => Object.entries(list).map(([k, v]) => [`${g}.${k}`, v])),
  );

const REASONS = en.readReasons as unknown as Record<string, Record<string, string>>;
const BY_KIND = {
  place: flat(REASONS, (g) => g === 'place'),
  differs: flat(REASONS, (g) => g === 'differs'),
  reason: flat(REASONS, (g) => g !== 'place' && g !== 'differs' && g !== 'flag'),
};
const CHECK = en.checkFaults.says as Templates;
/**
 * The order reader's "not understood" messages whose particulars are words as written (`'{{raw}}' is not a province`):
 * the reason a foreign file's order cannot be read (readerWords.ts words the others from their data).
 */
const WRITTEN = new Set(['raw', 'after', 'line']);
const READER = Object.fromEntries(
  Object.entries(en.reader.says as Templates).filter(
    ([, t]) => t.startsWith('not understood: ') && [...t.matchAll(/\{\{(\w+)\}\}/g)].every((m) => WRITTEN.has(m[1])),
  ),
);

/** A reader's sentence (`kind`: a reason, a place in the file, a side of a difference) in the app's language; as it is when no template says it. */
export function reasonWords(text: string, kind: keyof typeof BY_KIND = 'reason'): string {
  if (i18n.language === 'en') return text;
  if (kind === 'differs' && /^(\(\*[^*]+\*\) ?)+$/.test(text))
    return [...text.matchAll(/\(\*([^*]+)\*\)/g)].map((m) => `(*${i18n.t(`readReasons:flag.${m[1]}`, { defaultValue: m[1] })}*)`).join(' ');
  const said = readBackText(BY_KIND[kind], text);
  if (!said) return text;
  const words = saidWords({ key: said.key, params: { ...said.params, map: 'standard' } });
  for (const [name, value] of Object.entries(said.params)) {
    if (name.startsWith('place')) words[name] = reasonWords(value, 'place');
    else if (name.startsWith('reason'))
      // A reader's reason before a position's faults: a fault's `{{unit}}: ...` would take a reason's frame as its unit.
      words[name] =
        checkFaultsWords(value) ??
        readerSays(value) ??
        (readBackText(BY_KIND.reason, value) ? reasonWords(value, 'reason') : (positionFaultsWords(value) ?? value));
  }
  return i18n.t(`readReasons:${said.key}`, words);
}

/**
 * A foreign file's reason as data (the service's `ReasonSaid`) in the app's language, on the map
 * `map` (its id: the provinces and powers named as the map and the language name them): each
 * particular by its kind, a reason inside it worded from its own data (the order reader's message
 * from its `say`, a position's faults fault by fault), a place in the file read back (`line 12`).
 */
export function reasonSaidWords(said: ReasonSaid, map: string): string {
  if (i18n.language === 'en') return reasonSaidEnglish(said);
  if (said.key === 'reader')
    return said.say ? readerText(said.say, said.message ?? '', mapOf(map) ?? null) : (readerSays(said.message ?? '') ?? said.message ?? '');
  if (said.key === 'position') return (said.faults ?? []).map((f) => faultText(f, 'position', map)).join(i18n.t('checkFaults:joiner'));
  if (said.key === 'list') return (said.items ?? []).map((r) => reasonSaidWords(r, map)).join(i18n.t('checkFaults:joiner'));
  const params = said.params ?? {};
  const flat = Object.fromEntries(Object.entries(params).filter((e): e is [string, string | number] => typeof e[1] !== 'object'));
  const words = saidWords({ key: said.key, params: { ...flat, map } });
  for (const [name, value] of Object.entries(params)) if (typeof value === 'object') words[name] = reasonSaidWords(value, map);
  if (typeof params.season === 'string') words.season = i18n.t(`board:season.${params.season}`, { defaultValue: params.season });
  const key = `readReasons:${said.key}`;
  return i18n.exists(key) ? i18n.t(key, words) : reasonSaidEnglish(said);
}

/** A reason as data in English, as the service words it (reasons.ts `reasonEnglish`). */
function reasonSaidEnglish(said: ReasonSaid): string {
  if (said.key === 'list') return (said.items ?? []).map(reasonSaidEnglish).join('; ');
  if (said.message !== undefined) return said.message;
  const dot = said.key.indexOf('.');
  const group = Object.hasOwn(REASONS, said.key.slice(0, dot)) ? REASONS[said.key.slice(0, dot)] : {};
  const template = Object.hasOwn(group, said.key.slice(dot + 1)) ? group[said.key.slice(dot + 1)] : said.key;
  return fillPlaceholders(template, said.params ?? {}, (v) => (typeof v === 'object' ? reasonSaidEnglish(v) : String(v)));
}

/**
 * A difference's subject as Adjutant writes it (`France A bur`, `bre (France)`, `France`) with the
 * power named in the app's language; an order as the file wrote it (`Austria: Army Vienna -> Galicia.`) as written.
 */
export function subjectWords(subject: string): string {
  const power = (p: string) => localPowerName('standard', i18n.language, p) ?? p;
  const unit = /^(\w+) ([AF] \w{3}(?:\/\w+)?)$/.exec(subject);
  if (unit) return `${power(unit[1])} ${unit[2]}`;
  const center = /^(\w{3}) \((\w+)\)$/.exec(subject);
  if (center) return `${center[1]} (${power(center[2])})`;
  return /^\w+$/.test(subject) ? power(subject) : subject;
}

/**
 * Reasons kept as one text (a refusal's `{{reasons}}`: `a; b; c`, or one per line), each worded; a
 * reason may hold `; ` itself, so the shortest run of parts that reads back is one reason, and a part
 * no template says is kept as written.
 */
export function reasonListWords(text: string): string {
  if (i18n.language === 'en') return text;
  if (text.includes('\n')) return text.split('\n').map(reasonListWords).join('\n');
  const indent = /^\s*/.exec(text)![0];
  const body = text.slice(indent.length);
  if (reasonSaid(body)) return indent + reasonWords(body);
  const parts = body.split('; ');
  const out: string[] = [];
  for (let i = 0; i < parts.length;) {
    let j = i + 1;
    while (j <= parts.length && !reasonSaid(parts.slice(i, j).join('; '))) j++;
    if (j > parts.length) out.push(parts[i++]);
    else {
      out.push(reasonWords(parts.slice(i, j).join('; ')));
      i = j;
    }
  }
  return indent + out.join(i18n.t('checkFaults:joiner'));
}

/** The frames of a position's faults in a game file (`phase 1: {{reason}}`), which would take any sentence after `phase 1: `. */
const POSITION_FRAMES = new Set(['file.phase-position', 'file.next-position']);
/** `text` read back as a reason; by a frame of POSITION_FRAMES only when what it frames reads back as a position's faults. */
function reasonSaid(text: string): ReturnType<typeof readBackText> {
  const said = readBackText(BY_KIND.reason, text);
  return said && POSITION_FRAMES.has(said.key) && positionFaultsWords(said.params.reason) === null ? null : said;
}

/** The order reader's message (`not understood: 'Xyzzy' is not a province`) in the app's language; null when it is none of READER. */
function readerSays(text: string): string | null {
  const said = readBackText(READER, text);
  return said ? i18n.t(`reader:says.${said.key}`, said.params) : null;
}

/**
 * A position's faults as its check says them (`A nth: an army cannot stand in North Sea, which is a
 * sea; ...`: the replay's illegal position, a game file's phase), each read back by
 * engine/game/positionFaults.ts's English, its provinces (named by the standard map, the one the
 * foreign files are played on) back to their ids, and worded as the window words a position's faults
 * (faultText); null when a part is none of them.
 */
function positionFaultsWords(text: string): string | null {
  return partsWords(text, (part) => {
    const said = readBackText(POSITION_FAULT_ENGLISH, part);
    // A unit as the position places it (`F stp/sc`) holds no `:`; one that does is a frame's words taken for a unit.
    if (!said || said.params.unit?.includes(':')) return null;
    const ids = provinceIds();
    const params = Object.fromEntries(Object.entries(said.params).map(([k, v]) => [k, saidParamKind(k) === 'province' && Object.hasOwn(ids, v) ? ids[v] : v]));
    return faultText({ key: said.key, params, message: part }, 'position', 'standard');
  });
}

let PROVINCE_IDS: Readonly<Record<string, string>> | null = null;
/** The standard map's provinces' ids by their English names. */
function provinceIds(): Readonly<Record<string, string>> {
  PROVINCE_IDS ??= Object.fromEntries(standardMap().provinces.map((p) => [p.name, p.id]));
  return PROVINCE_IDS;
}

const NOUNS = new Set(Object.keys(en.checkFaults.nouns));
const noun = (v: string): string => (NOUNS.has(v) ? i18n.t(`checkFaults:nouns.${v}`) : v);

/**
 * A check's sentence (`orders[3].unit.province: expected text, got 5; and 2 more`) in the app's
 * language, fault by fault, the fields' paths as written; null when a part is no fault a check says.
 */
export function checkFaultsWords(text: string): string | null {
  return partsWords(text, faultWords);
}

/**
 * `text`'s parts joined by `; ` each worded by `words`, joined in the language; null when a part is
 * none it words. A part may hold `; ` itself (`unknown field; expected one of ...`): the shortest run
 * of parts that `words` words is one part.
 */
function partsWords(text: string, words: (part: string) => string | null): string | null {
  const parts = text.split('; ');
  const out: string[] = [];
  for (let i = 0; i < parts.length;) {
    let j = i + 1;
    let said = words(parts[i]);
    while (said === null && j < parts.length) said = words(parts.slice(i, ++j).join('; '));
    if (said === null) return null;
    out.push(said);
    i = j;
  }
  return out.join(i18n.t('checkFaults:joiner'));
}

/** One fault, with its field or without, in the app's language; null when it is none a check says. */
function faultWords(part: string): string | null {
  const m = /^([\w$[\].-]+): ([\s\S]*)$/.exec(part);
  const inField = m ? readBackText(CHECK, m[2]) : null;
  const said = inField ?? readBackText(CHECK, part);
  if (!said) return null;
  const params = Object.fromEntries(Object.entries(said.params).map(([k, v]) => [k, k === 'expected' || k === 'got' || k === 'of' ? noun(v) : v]));
  const words = i18n.t(`checkFaults:says.${said.key}`, params);
  return inField && m ? i18n.t('checkFaults:inField', { field: m[1], fault: words }) : words;
}
