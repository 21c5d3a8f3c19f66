// The languages of the app's strings (resources/i18n/<code>.json), once for the window
// (renderer/i18n) and the application menu (electron/main/menuLanguage.ts): both import it from
// here, the engine being the one folder both builds share. Each keeps a Record of its catalogues
// keyed by AppLanguage, so a code added here without its file fails the type check in both.
export const APP_LANGUAGES = ['en', 'fr', 'de', 'it'] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];

export const isAppLanguage = (code: unknown): code is AppLanguage => typeof code === 'string' && (APP_LANGUAGES as readonly string[]).includes(code);

/** The first of the OS's languages (`fr-CH`, `de_AT`) that Adjutant has, by its base; else English. */
export function appLanguageOf(preferred: readonly string[]): AppLanguage {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if (isAppLanguage(base)) return base;
  }
  return 'en';
}
