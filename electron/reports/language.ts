// The words of a report in the game's report language (issue 32): the sentences worded as i18next
// words them (sentences.ts; the `report` namespace of resources/i18n/<code>.json, the phase names from `board`, the same
// words the window shows), and on the standard board the edition's names from the order reader's
// language files (engine/orders/languages/: Bourgogne, Burgund, Borgogna), which are the one
// source of province and power names by language. Orders are printed in the edition's notation
// (`A Par - Bou`, `A Mün U A Ber - Böh`, `F Napoli ferma`), which the reader reads back in that
// language. The other boards Adjutant ships (Ancient Mediterranean, Youngstown Redux) are named the
// same way from their blocks of the language files (Karthago, Pékin), and the variants drawn on the
// standard board (1898, Chaos, Fleet Rome) as the standard board. A GM's own board keeps its English
// names and notation. English gives the reports exactly as before; Judge-style text never comes here.
import {
  COAST_WORDS,
  LANGUAGES,
  LANGUAGE_MAP_ID,
  boardNames,
  isOrderWord,
  localAbbreviation,
  type Coast,
  type GameMap,
  type Order,
  type Phase,
  type Power,
  type ProvinceId,
  type ReaderLanguage,
  type UnitSpec,
  formatOrder,
  phaseName,
} from '../../engine/index';
import de from '../../resources/i18n/de.json';
import en from '../../resources/i18n/en.json';
import fr from '../../resources/i18n/fr.json';
import it from '../../resources/i18n/it.json';
import type { ReportLanguage } from './reportLanguages';
import { type Catalogue, sentences } from './sentences';

export { REPORT_LANGUAGES, type ReportLanguage, isReportLanguage, reportLanguageOf } from './reportLanguages';

type Vars = Record<string, string | number>;

export interface ReportWords {
  lang: ReportLanguage;
  /** A sentence of the `report` namespace (`board:` and `explain:` keys too). */
  t(key: string, vars?: Vars): string;
  /** `Mun`, `Stp/nc` in English; `Mün`, `Esp/nord` in the edition's abbreviations where it has one. */
  place(province: ProvinceId, coast?: string | null): string;
  /** A province's full name: `Bourgogne`. */
  name(province: ProvinceId): string;
  /** A coast in words (`north`, `nord`). */
  coast(coast: string): string;
  power(power: Power): string;
  /** The power's adjective as a unit's (`Austrian`, `autrichienne`). */
  adjective(power: Power): string;
  /** The order in the report's short notation, capitalised: `A Mar S A Par - Bur`, `A Mar S A Par - Bou`. */
  order(order: Order, map: GameMap): string;
  /** `Spring 1901 Movement`, `Printemps 1901, mouvements`. */
  phase(phase: Phase): string;
  /** A shipped map's name in the language (`Antikes Mittelmeer (Ancient Mediterranean)`: the `mapNames` namespace); any other as given. */
  mapName(name: string): string;
  /** `a, b and c` (`or` with last = 'or'). */
  list(items: string[], last?: 'and' | 'or'): string;
}

const CATALOGUES = { en, fr, de, it } as Record<ReportLanguage, Record<string, unknown>>;

const translators = new Map<ReportLanguage, (key: string, vars?: Vars) => string>();

function translator(code: ReportLanguage): (key: string, vars?: Vars) => string {
  const known = translators.get(code);
  if (known) return known;
  // The language and its fallback only: each catalogue is a file of 120-140 KB read and parsed when
  // first touched (the bundles' lazy JSON), and a report in English needs no other; of each, the
  // namespaces a report words (15 KB in English).
  const catalogues = [...new Set<ReportLanguage>([code, 'en'])].map((c): readonly [string, Catalogue] => [
    c,
    { report: CATALOGUES[c].report, board: CATALOGUES[c].board, explain: CATALOGUES[c].explain },
  ]);
  const t = sentences(catalogues, 'report');
  translators.set(code, t);
  return t;
}

/** A shipped map's name in the language, from the catalogue's `mapNames` (own properties only), else as given. */
function shippedMapName(code: ReportLanguage, name: string): string {
  const names = CATALOGUES[code].mapNames as Record<string, unknown> | undefined;
  const found = names && Object.hasOwn(names, name) ? names[name] : undefined;
  return typeof found === 'string' ? found : name;
}

const capital = (s: string): string => (s ? s[0].toUpperCase() + s.slice(1) : s);

/** `Mun`: a province id with its first letter in capitals. */
const englishPlace = (province: string): string => capital(province);

/** The order words printed in a language: the edition's letter where it has one (`T`, `U`, `K`), else the word. */
function orderWords(lang: ReaderLanguage): Record<'hold' | 'support' | 'convoy' | 'retreat' | 'disband' | 'build' | 'remove' | 'waive', string> {
  const letter = (list: readonly string[]) => list.find((w) => w.length === 1)?.toUpperCase() ?? list[0];
  const word = (list: readonly string[]) => list.find((w) => w.length > 1) ?? list[0];
  return {
    hold: letter(lang.words.hold),
    support: letter(lang.words.support),
    convoy: letter(lang.words.convoy),
    retreat: letter(lang.words.retreat),
    disband: letter(lang.words.disband),
    build: word(lang.words.build),
    remove: word(lang.words.remove),
    waive: word(lang.words.waive),
  };
}

/** A three-letter abbreviation of the edition (`Bou`) on the board, else null: the English one is printed. */
function editionAbbreviation(lang: ReaderLanguage, board: string, province: string): string | null {
  return localAbbreviation(board, lang.code, province);
}

export function reportWords(code: ReportLanguage, map: GameMap | null = null): ReportWords {
  // The catalogues only when a sentence is first asked for: ENGLISH is made as the module loads, and
  // most commands that load it print no report (`npm run bench cli`).
  let translate: ((key: string, vars?: Vars) => string) | undefined;
  const t = (key: string, vars?: Vars): string => (translate ??= translator(code))(key, vars);
  // The edition's names and notation where the language names the map's board.
  const names = code !== 'en' && map !== null ? boardNames(code, map.board) : null;
  const edition = names !== null ? LANGUAGES[code as keyof typeof LANGUAGES] : null;
  const board = map?.board ?? LANGUAGE_MAP_ID;
  const list = (items: string[], last: 'and' | 'or' = 'and'): string => {
    if (items.length <= 1) return items.join('');
    return `${items.slice(0, -1).join(', ')} ${t(last === 'and' ? 'and' : 'or')} ${items[items.length - 1]}`;
  };
  const coast = (c: string): string => {
    // The coast code's direction, as the language files name it.
    const english = Object.hasOwn(COAST_WORDS, c) ? COAST_WORDS[c as Coast] : undefined;
    return english ? (edition?.coasts[english][0] ?? english) : c;
  };
  // The edition's abbreviation, else the English one; one the reader would take for an order word
  // (`The`, Thebes, read as `the`; `Per`, Persia, as German `per`) is printed in full, so that
  // every order printed reads back.
  const editionPlace = (lang: ReaderLanguage, province: ProvinceId): string => {
    const p = editionAbbreviation(lang, board, province) ?? englishPlace(province);
    if (!isOrderWord([lang.code], p)) return p;
    return (names && Object.hasOwn(names.provinces, province) ? names.provinces[province][0] : undefined) ?? map?.province(province)?.name ?? p;
  };
  const place = (province: ProvinceId, c: string | null = null): string => {
    const p = edition ? editionPlace(edition, province) : englishPlace(province);
    if (!c) return p;
    return `${p}/${edition ? coast(c) : c}`;
  };
  const power = (p: Power): string => {
    const list = names && Object.hasOwn(names.powers, p) ? names.powers[p] : undefined;
    return list?.[0] ?? p;
  };
  const words = edition ? orderWords(edition) : null;
  const unit = (u: UnitSpec): string => [u.power && power(u.power), u.type, place(u.province, u.coast)].filter(Boolean).join(' ');
  const order = (o: Order, m: GameMap): string => {
    if (!words) {
      const text = formatOrder(o, m, 'short')
        .split(' ')
        .map((w) => {
          const [id, c] = w.split('/');
          return /^[a-z]{3}$/.test(id) && m.province(id) ? place(id, c ?? null) : w;
        })
        .join(' ');
      return capital(text);
    }
    return capital(localOrder(o, words, unit, place));
  };
  return {
    lang: code,
    t,
    place,
    name: (province) =>
      (names && Object.hasOwn(names.provinces, province) ? names.provinces[province][0] : undefined) ?? map?.province(province)?.name ?? province,
    coast,
    power,
    adjective: (p) => (names && Object.hasOwn(names.powers, p) ? t(`adjective.${p}`) : (map?.powers.find((x) => x.name === p)?.adjective ?? p)),
    order,
    phase: (ph) =>
      code === 'en'
        ? phaseName(ph)
        : capital(t('board:phaseName', { season: t(`board:season.${ph.season}`), year: ph.year, type: t(`board:phaseType.${ph.type}`) })),
    list,
    // English prints the map file's name as before.
    mapName: (name) => (code === 'en' ? name : shippedMapName(code, name)),
  };
}

type Place = (province: ProvinceId, coast?: string | null) => string;

function localOrder(o: Order, w: ReturnType<typeof orderWords>, unit: (u: UnitSpec) => string, place: Place): string {
  switch (o.kind) {
    case 'hold':
      return `${unit(o.unit)} ${w.hold}`;
    case 'move': {
      const steps = [...(o.path ?? []).map((p) => place(p)), place(o.to, o.coast)];
      return `${unit(o.unit)} - ${steps.join(' - ')}${o.viaConvoy ? ' via convoy' : ''}`;
    }
    case 'support':
      return `${unit(o.unit)} ${w.support} ${unit(o.target)}${o.to === null ? '' : ` - ${place(o.to, o.coast)}`}`;
    case 'convoy':
      return `${unit(o.unit)} ${w.convoy} ${unit(o.army)} - ${place(o.to)}`;
    case 'retreat':
      return `${unit(o.unit)} ${w.retreat} ${place(o.to, o.coast)}`;
    case 'disband':
      return `${unit(o.unit)} ${w.disband}`;
    case 'build':
      return `${w.build} ${o.unitType ? `${o.unitType} ` : ''}${place(o.province, o.coast)}`;
    case 'remove':
      return `${w.remove} ${unit(o.unit)}`;
    case 'waive':
      return w.waive;
  }
}

/** The English words: the reports as they always were. */
export const ENGLISH = reportWords('en');
