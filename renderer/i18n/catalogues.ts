// Every language's strings at once, by namespace: for the checks and tests that read them all (the
// key test, the wording tests) and for Node. The window never imports this file: it holds English
// and fetches another language's file when it needs it (./index.ts `fetchCatalogue`;
// test/renderer/e2e/firstBundle.test.ts checks the start has no other language).
import de from '../../resources/i18n/de.json';
import en from '../../resources/i18n/en.json';
import fr from '../../resources/i18n/fr.json';
import it from '../../resources/i18n/it.json';
import { i18n, type Language } from './index';

/** Every language's strings, by namespace; English is the reference every other must match. */
export const CATALOGUES: Record<Language, Record<string, unknown>> = { en, fr, de, it };

// Whoever imports them all has them all at once in `i18n` too, as the window had before it fetched
// them: a test words a message in any language (`readerWording(map, 'fr')`) without switching first.
for (const [code, catalogue] of Object.entries(CATALOGUES))
  for (const [ns, strings] of Object.entries(catalogue)) if (!i18n.hasResourceBundle(code, ns)) i18n.addResourceBundle(code, ns, strings);
