// The app's strings, through i18next (react-i18next for components). One file per language,
// resources/i18n/<code>.json; each top-level key is a namespace (`common`, one per area of the app).
// The language follows the OS (navigator.languages) unless the GM chose one (chooseLanguage).
// English is at hand at once (the reference, and every string's fallback); each other language's
// file is a chunk of its own, fetched when the window first needs it (the language it starts in,
// before the first screen is drawn: `i18nReady`; one the GM chooses, before the window switches to
// it, so a switch shows the old words until the new are all there, never a key).
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../resources/i18n/en.json';

import type { ReasonSaid } from '../../electron/ipc/contract';
import { checkFaultsWords, reasonListWords, reasonSaidWords, reasonWords } from './readReasons';
import { APP_LANGUAGES, appLanguageOf, isAppLanguage, localPowerName, localProvinceName, mapOf, saidParamKind, type AppLanguage } from '../../engine/index';

/** The app's languages: one list for the window and the menu (engine/languages.ts). */
export const LANGUAGES = APP_LANGUAGES;
export type Language = AppLanguage;

/**
 * Each language named in itself, for the choosers (a GM who cannot read the current language still
 * finds theirs), at hand before that language's file is: each file's `language.name`
 * (test/renderer/i18n/catalogues.test.ts holds the two the same).
 */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', fr: 'Français', de: 'Deutsch', it: 'Italiano' };

type Catalogue = Record<string, unknown>;

/** The other languages' files, each fetched once (its own chunk), by the i18next backend below. */
const FILES: Readonly<Record<Exclude<Language, 'en'>, () => Promise<{ default: Catalogue }>>> = {
  fr: () => import('../../resources/i18n/fr.json'),
  de: () => import('../../resources/i18n/de.json'),
  it: () => import('../../resources/i18n/it.json'),
};
const fetched = new Map<string, Promise<Catalogue>>([['en', Promise.resolve(en)]]);

/** A language's whole file, fetched once per window. */
export function fetchCatalogue(code: Language): Promise<Catalogue> {
  const known = fetched.get(code);
  if (known) return known;
  const loading = FILES[code as Exclude<Language, 'en'>]().then((m) => m.default);
  fetched.set(code, loading);
  loading.catch(() => fetched.delete(code));
  return loading;
}

// i18next asks for each namespace of a language it lacks; all come from the one file.
const files: BackendModule = {
  type: 'backend',
  init() {},
  read(code, ns, done) {
    if (!isAppLanguage(code)) return done(null, {});
    fetchCatalogue(code).then(
      (catalogue) => done(null, (catalogue[ns] ?? {}) as never),
      (e: unknown) => done(e instanceof Error ? e.message : String(e), false),
    );
  },
};

const STORED = 'adjutant.language';

const isLanguage = isAppLanguage;

/** The first of the OS's languages that Adjutant has (`fr-CH` -> `fr`), else English. */
export const osLanguage = appLanguageOf;

function storedChoice(): Language | null {
  try {
    const value = globalThis.localStorage?.getItem(STORED) ?? null;
    return value !== null && isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

function startingLanguage(): Language {
  const nav = globalThis.navigator;
  return storedChoice() ?? osLanguage(nav ? (nav.languages?.length ? nav.languages : [nav.language]) : []);
}

export const i18n: I18n = i18next.createInstance();

/** Settled once the language the window starts in is all there: the first screen waits for it. */
export const i18nReady: Promise<unknown> = i18n
  .use(files)
  .use(initReactI18next)
  .init({
    resources: { en },
    partialBundledLanguages: true,
    lng: startingLanguage(),
    fallbackLng: 'en',
    defaultNS: 'common',
    ns: Object.keys(en),
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
  });

/** Whether the GM chose a language (else the OS's is used). */
export function hasChoice(): boolean {
  return storedChoice() !== null;
}

/** The GM's choice, kept for the next launch; `null` goes back to the OS's language. */
export function chooseLanguage(code: Language | null): void {
  try {
    if (code === null) globalThis.localStorage?.removeItem(STORED);
    else globalThis.localStorage?.setItem(STORED, code);
  } catch {
    // storage unavailable: the choice lasts this session
  }
  void i18n.changeLanguage(code ?? startingLanguage());
}

// The page's language follows the app's, so screen readers and hyphenation use the right one.
const markPage = (code: string) => {
  if (globalThis.document) globalThis.document.documentElement.lang = code;
};
markPage(i18n.language);
i18n.on('languageChanged', markPage);

/** A refusal's words as data (electron/service/types.ts `ServiceSaid`). */
interface Said {
  key: string;
  params?: Record<string, string | number>;
  /** A foreign file reader's reason as data, by the particular it is the English of. */
  reasons?: Record<string, ReasonSaid>;
}

/**
 * The service's refusal worded in the app's language: whole from its `said` (the `said`
 * namespace, its powers, provinces and phases named in the language); a refusal without one (an
 * older service) as the sentence for its code, then the service's own English detail.
 */
export function errorText(error: { code?: string; message: string; said?: Said; details?: unknown }): string {
  if (i18n.language === 'en') return error.message;
  const listed = error.said?.key === 'results.faults' ? resultFaultsText(error.details) : faultListText(error);
  if (listed) return listed;
  if (error.said && i18n.exists(`said:${error.said.key}`, saidWords(error.said))) return saidText(error.said);
  if (!error.code || !i18n.exists(`errors:${error.code}`)) return error.message;
  return `${i18n.t(`errors:${error.code}`)} (${error.message})`;
}

/** A moment (ISO 8601) in words in `lang`, in UTC as the service names it: `mardi 1 décembre 2026, 18:00 UTC`. */
export function timeWords(iso: string, lang: string = i18n.language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = date.toLocaleDateString(lang, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const time = date.toLocaleTimeString(lang, { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'UTC' });
  return `${day}, ${time} UTC`;
}

/**
 * A board result's faults (electron/service/tournament/resultChecks.ts), each worded after the field
 * it is about (`outcome.centers.Italy: ...`, `year: ...`) so the forms still place it; null when the
 * details are not such a list.
 */
function resultFaultsText(details: unknown): string | null {
  if (!Array.isArray(details) || details.length === 0) return null;
  const faults = details as { path?: unknown; said?: Said }[];
  if (!faults.every((f) => typeof f.path === 'string' && f.said && i18n.exists(`said:${f.said.key}`))) return null;
  return faults.map((f) => `${f.path === 'year' ? 'year' : `outcome.${String(f.path)}`}: ${saidText(f.said!)}`).join('; ');
}

/** A fault of a variant file or of a position as data (engine/map/faults.ts, engine/game/positionFaults.ts). */
export interface FaultData {
  message: string;
  key?: string;
  params?: Record<string, string | number>;
}

/**
 * A variant file's (`file`) or a position's (`position`) fault in the app's language, whole from its
 * key and particulars (the `variantFaults` namespace): a file's names and places as the file writes
 * them; a position's provinces and powers named in the language on `map`'s board where the
 * language's edition names them, its phase types in words. Without its data (an older service) or
 * without wording, the engine's English.
 */
export function faultText(fault: FaultData, area: 'file' | 'position', map = ''): string {
  const key = `variantFaults:${area}.${fault.key ?? ''}`;
  if (i18n.language === 'en' || !fault.key || !fault.params || !i18n.exists(key)) return fault.message;
  const params = area === 'file' ? fault.params : positionFaultWords(fault.params, map);
  return i18n.t(key, { replace: params });
}

function positionFaultWords(params: Record<string, string | number>, map: string): Record<string, string | number> {
  const { map: _, ...words } = saidWords({ key: '', params: { ...params, map } });
  if (typeof params.type === 'string') words.type = i18n.t(`board:phaseType.${params.type}`, { defaultValue: params.type });
  return words;
}

/** The refusals whose `{{faults}}` list a variant file's or a position's faults (their `details`), by key. */
const FAULT_LISTS: Readonly<Record<string, 'file' | 'position'>> = {
  'variants.faults': 'file',
  'variants.board-faults': 'file',
  'games.bad-position': 'position',
  'positionEdit.not-valid': 'position',
};

/**
 * A refusal that lists faults (FAULT_LISTS, or one of them inside another's frame: the variant a game
 * file carries), worded whole with each fault in the language; null when it is not such a refusal.
 */
function faultListText(error: { said?: Said; details?: unknown }): string | null {
  const params = error.said?.params;
  if (!error.said || !params || typeof params.faults !== 'string' || !Array.isArray(error.details)) return null;
  const inner = typeof params.said === 'string' ? params.said : error.said.key;
  const area = Object.prototype.hasOwnProperty.call(FAULT_LISTS, inner) ? FAULT_LISTS[inner] : undefined;
  const faults = error.details as FaultData[];
  if (!area || !faults.every((f) => typeof f?.message === 'string')) return null;
  // The map's board names its provinces (a variant of the standard board is named as it); a GM's own map by its id.
  const map = typeof params.map === 'string' ? (mapOf(params.map)?.board ?? params.map) : '';
  const worded = faults.map((f) => faultText(f, area, map)).join('; ');
  return saidText({ key: error.said.key, params: { ...params, faults: worded } });
}

/** A refusal's words in the app's language (its key worded in the `said` namespace). */
function saidText(said: Said): string {
  return i18n.t(`said:${said.key}`, saidWords(said));
}

/** A refusal's particulars in the app's language, by kind (engine/placeholders.ts `saidParamKind`). */
export function saidWords(said: Said): Record<string, string | number> {
  const params = said.params ?? {};
  // The map's board names its provinces (a variant of the standard board is named as it); a GM's own map by its id.
  const map = typeof params.map === 'string' ? (mapOf(params.map)?.board ?? params.map) : '';
  const lang = i18n.language;
  const power = (p: string) => localPowerName(map, lang, p) ?? p;
  const words: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    const kind = saidParamKind(name);
    if (name === 'mapName' && typeof value === 'string') words[name] = mapNameWords(value);
    // A foreign file's reason as data (the service's English beside it): worded from the data on the file's map.
    else if (said.reasons && Object.hasOwn(said.reasons, name)) words[name] = reasonSaidWords(said.reasons[name], map);
    // A reader's sentence and a check's, kept in English by the service: read back and worded (readReasons.ts).
    else if (name.startsWith('reasons') && typeof value === 'string') words[name] = reasonListWords(value);
    else if (name.startsWith('reason') && typeof value === 'string') words[name] = reasonWords(value);
    else if (name.startsWith('checked') && typeof value === 'string') words[name] = checkFaultsWords(value) ?? value;
    else if (name.startsWith('place') && typeof value === 'string') words[name] = reasonWords(value, 'place');
    else if (kind === 'as-is' || typeof value === 'number') words[name] = value;
    else if (kind === 'power') words[name] = power(value);
    else if (kind === 'powers')
      words[name] = value
        .split(/, | and /)
        .map(power)
        .join(', ');
    // A province the language's edition does not name: the map's own name for it (a variant's), else its id.
    else if (kind === 'province') words[name] = localProvinceName(map, lang, value) ?? mapOf(map)?.province(value)?.name ?? value;
    else if (kind === 'time') words[name] = timeWords(value, lang);
    else if (kind === 'said') words[name] = saidText({ key: value, params: Object.fromEntries(Object.entries(params).filter(([n]) => n !== 'said')) });
    else if (kind === 'status') words[name] = i18n.t(`games:status.${value}`, { defaultValue: value });
    else words[name] = phaseLabel(value);
  }
  return words;
}

/**
 * A map's name (the English `name` of its file, `Standard`) in the app's language: the maps Adjutant
 * ships are named in the `mapNames` namespace; a GM's own variant keeps the name its file gives it.
 */
export function mapNameWords(name: string): string {
  return i18n.t(`mapNames:${name}`, { defaultValue: name, keySeparator: false, nsSeparator: ':' });
}

const PHASE_NAME = /^(Spring|Fall|Winter) (\d+) (Movement|Retreat|Adjustment)$/;

/**
 * A phase's name as the service gives it (the engine's `Spring 1901 Movement`) in the app's
 * language (`Printemps 1901, mouvements`); any other name is shown as it is.
 */
export function phaseLabel(name: string): string {
  const m = PHASE_NAME.exec(name);
  if (!m || i18n.language === 'en') return name;
  const [, season, year, type] = m;
  const words = { season: i18n.t(`board:season.${season.toLowerCase()}`), year, type: i18n.t(`board:phaseType.${type.toLowerCase()}`) };
  const label = i18n.t('board:phaseName', words);
  return label[0].toUpperCase() + label.slice(1);
}
