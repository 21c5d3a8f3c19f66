// A kept sentence read back into the code and particulars it was made from, by the table of
// templates that made it (`{{name}}` placeholders: placeholders.ts). Used where a sentence travels as
// text (a reader's reason inside a refusal, a side of an import's difference) and the window words it
// in its language.
import { placeholderPattern } from './placeholders';

type Compiled = { key: string; names: string[]; pattern: RegExp; literal: number }[];
const COMPILED = new WeakMap<Readonly<Record<string, string>>, Compiled>();

function compiled(templates: Readonly<Record<string, string>>): Compiled {
  let list = COMPILED.get(templates);
  if (!list) {
    // The most particular template first (the most fixed text), so that a template whose fixed text is
    // part of another's does not take the other's sentences.
    list = Object.entries(templates)
      .map(([key, t]) => ({ key, ...placeholderPattern(t), literal: t.replace(/\{\{\w+\}\}/g, '').length }))
      .sort((a, b) => b.literal - a.literal);
    COMPILED.set(templates, list);
  }
  return list;
}

/** `text` read back by the first template (of `templates`, by key) that says it; null when none does. */
export function readBackText(templates: Readonly<Record<string, string>>, text: string): { key: string; params: Record<string, string> } | null {
  for (const t of compiled(templates)) {
    const m = t.pattern.exec(text);
    if (m) return { key: t.key, params: Object.fromEntries(t.names.map((n, i) => [n, m[i + 1]])) };
  }
  return null;
}
