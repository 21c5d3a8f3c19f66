// Every language's strings at once, by namespace: for the checks and tests that read them all (the
// key test, the wording tests) and for Node. The window never imports this file: it holds English
// and fetches another language's file when it needs it (./index.ts `fetchCatalogue`).
import de from '../../resources/i18n/de.json';
import en from '../../resources/i18n/en.json';
import fr from '../../resources/i18n/fr.json';
import it from '../../resources/i18n/it.json';
import type { Language } from './index';

/** Every language's strings, by namespace; English is the reference every other must match. */
export const CATALOGUES: Record<Language, Record<string, unknown>> = { en, fr, de, it };
