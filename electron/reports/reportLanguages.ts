// The languages a game's reports can be written in (issue 32): a game setting (games.report_language,
// migration 0014), distinct from the languages its orders are read in. No imports, so that the
// renderer, the service and the game file can all name them.

export const REPORT_LANGUAGES = ['en', 'fr', 'de', 'it'] as const;
export type ReportLanguage = (typeof REPORT_LANGUAGES)[number];

export const isReportLanguage = (code: unknown): code is ReportLanguage => typeof code === 'string' && (REPORT_LANGUAGES as readonly string[]).includes(code);

/** A stored or imported code as a report language; English for anything else. */
export const reportLanguageOf = (code: unknown): ReportLanguage => (isReportLanguage(code) ? code : 'en');
