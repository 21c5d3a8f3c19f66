// A report's sentences from the catalogues (resources/i18n/<code>.json), worded as i18next words them
// for the options the reports use (language.ts), without loading i18next: the report commands of the
// command line start fresh each time, and i18next's load, init and first lookup were some 15 ms of
// CPU of `adjutant game due` (docs/PERFORMANCE.md, "The CLI's start, session 16"). What is kept of
// i18next's behaviour: `ns:key` with the `report` namespace by default, `a.b` paths, the language then
// English, the plural forms by Intl.PluralRules (`_one`, `_other`, and `_zero` for a count of 0 where
// the catalogue has it), `{{name}}` filled from the values (an inserted value is never read again; a
// missing value leaves the placeholder, one given as undefined or null prints nothing), and a key
// found nowhere printed as itself without its namespace. The catalogues use nothing else (no nesting,
// formats, contexts or unescaped values): test/electron/reports/sentences.test.ts words every sentence
// of every language both ways and fails if a catalogue starts using another feature.

type Vars = Record<string, unknown>;
/** A language's namespaces, each an object of sentences (nested by `.`). */
export type Catalogue = Record<string, unknown>;

const PLACEHOLDER = /\{\{(.+?)\}\}/g;
const plurals = new Map<string, Intl.PluralRules>();
const pluralRule = (code: string): Intl.PluralRules => {
  let rule = plurals.get(code);
  if (!rule) plurals.set(code, (rule = new Intl.PluralRules(code)));
  return rule;
};

/** The sentence at `path` (split by `.`) under `ns`, own properties only; undefined when there is no text there. */
function lookup(catalogue: Catalogue, ns: string, path: string): string | undefined {
  let at: unknown = Object.hasOwn(catalogue, ns) ? catalogue[ns] : undefined;
  for (const step of path.split('.')) {
    if (typeof at !== 'object' || at === null || !Object.hasOwn(at, step)) return undefined;
    at = (at as Record<string, unknown>)[step];
  }
  return typeof at === 'string' ? at : undefined;
}

/** `{{name}}` filled from `vars`: a value is not read again for placeholders; a name not in `vars` stays. */
function fill(text: string, vars: Vars): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (whole, inside: string) => {
    const name = inside.trim();
    if (!Object.hasOwn(vars, name)) return whole;
    const value = vars[name];
    return value === undefined || value === null ? '' : `${value as string}`;
  });
}

/**
 * The translator over `catalogues` (the language's first, then its fallbacks, each with its code),
 * `defaultNS` the namespace of a key without one.
 */
export function sentences(catalogues: readonly (readonly [string, Catalogue])[], defaultNS: string) {
  return (key: string, vars: Vars = {}): string => {
    const colon = key.indexOf(':');
    const ns = colon < 0 ? defaultNS : key.slice(0, colon);
    const path = colon < 0 ? key : key.slice(colon + 1);
    const count = vars.count;
    const plural = count !== undefined && typeof count !== 'string';
    for (const [lang, catalogue] of catalogues) {
      // Tried in this order, as i18next pops them: zero, the language's plural form, the key itself.
      const tries = plural ? [...(count === 0 ? [`${path}_zero`] : []), `${path}_${pluralRule(lang).select(count as number)}`, path] : [path];
      for (const at of tries) {
        const found = lookup(catalogue, ns, at);
        if (found !== undefined) return fill(found, vars);
      }
    }
    return fill(path, vars);
  };
}
