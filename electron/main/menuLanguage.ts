// The application menu's language (issue 32): the GM's choice made in View > Language, kept in the
// user data folder for the next launch, else the OS's language. The words come from the same
// catalogues as the window's (resources/i18n/<code>.json, the `menu` namespace), through i18next.
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import de from '../../resources/i18n/de.json';
import en from '../../resources/i18n/en.json';
import fr from '../../resources/i18n/fr.json';
import it from '../../resources/i18n/it.json';

import { APP_LANGUAGES, appLanguageOf, isAppLanguage, type AppLanguage } from '../../engine/index';

/** The window's languages (one list: engine/languages.ts). */
export const MENU_LANGUAGES = APP_LANGUAGES;
export type MenuLanguage = AppLanguage;

const CATALOGUES = { en, fr, de, it } as Record<MenuLanguage, Record<string, unknown>>;

export const isMenuLanguage = isAppLanguage;

/** A language's own name (Français, Deutsch), from its file. */
export const ownName = (code: MenuLanguage): string => (CATALOGUES[code].language as { name: string }).name;

/** The base of an OS locale (`fr-CH` -> `fr`) when Adjutant has it, else English. */
export function fromLocale(locale: string): MenuLanguage {
  return appLanguageOf([locale]);
}

/** The GM's stored choice in `dir`; null when none (or unreadable: the OS's language then). */
export function storedLanguage(dir: string): MenuLanguage | null {
  try {
    const value: unknown = JSON.parse(readFileSync(join(dir, 'language.json'), 'utf8'));
    const code = value && typeof value === 'object' && Object.hasOwn(value, 'language') ? (value as { language: unknown }).language : null;
    return isMenuLanguage(code) ? code : null;
  } catch {
    return null;
  }
}

export function storeLanguage(dir: string, code: MenuLanguage | null): void {
  try {
    writeFileSync(join(dir, 'language.json'), JSON.stringify({ language: code }));
  } catch {
    // not writable: the choice lasts this session
  }
}

/** An i18next instance for the main process, in `code`. */
export function menuTranslator(code: MenuLanguage): I18n {
  const t = i18next.createInstance();
  void t.init({
    resources: Object.fromEntries(MENU_LANGUAGES.map((c) => [c, CATALOGUES[c]])) as Resource,
    lng: code,
    fallbackLng: 'en',
    defaultNS: 'menu',
    ns: Object.keys(en),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return t;
}
