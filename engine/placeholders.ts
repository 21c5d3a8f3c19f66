// Messages as data worded in one language: the template of a code with its `{{name}}` placeholders
// filled. Shared by the reader's messages (orders/says.ts) and the adjudicator's explanations
// (report/because.ts), whose catalogues (resources/i18n/<code>.json) use the same placeholders.

/** `template` with each `{{name}}` put in words by `word` from `params`; a name `params` lacks stays as written. */
export function fillPlaceholders<P>(template: string, params: Readonly<Record<string, P>>, word: (p: P, name: string) => string): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (Object.prototype.hasOwnProperty.call(params, name) ? word(params[name], name) : whole));
}

/**
 * The other way: a template as a pattern that reads a filled text back into its particulars (a
 * kept English message into its key and params). A particular is any text, as short as the rest
 * allows; one named twice must be the same text both times.
 */
export function placeholderPattern(template: string): { names: string[]; pattern: RegExp } {
  const names: string[] = [];
  const source = template
    .split(/(\{\{\w+\}\})/)
    .map((part) => {
      const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
      if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (names.includes(name)) return `\\${names.indexOf(name) + 1}`;
      names.push(name);
      return '([\\s\\S]+?)';
    })
    .join('');
  return { names, pattern: new RegExp(`^${source}$`) };
}

/**
 * What a particular of a service refusal names, from its name (electron/service/result.ts `refusals`):
 * `power…` a power (`England`), `powers…` powers joined with `, `, `province…` a province id (`par`),
 * `phase…` a phase's name as the engine gives it (`Spring 1901 Movement`), `status…` a game's
 * status (`active`, `drawn`: GameStatus), `time…` a moment (ISO 8601, in words `Tuesday 1 December
 * 2026, 18:00 UTC`), `said` another refusal's key (`variants.faults`) whose particulars are the
 * others (a refusal inside a refusal's frame: the variant a game file carries); anything else (a name as
 * typed, a number, a file's line) is shown as it is. The English message and the window's wording
 * name them by the same rule, each in its language.
 */
export type SaidParamKind = 'power' | 'powers' | 'province' | 'phase' | 'status' | 'time' | 'said' | 'as-is';

export function saidParamKind(name: string): SaidParamKind {
  if (name.startsWith('powers')) return 'powers';
  if (name.startsWith('power')) return 'power';
  if (name.startsWith('province')) return 'province';
  if (name.startsWith('phase')) return 'phase';
  if (name.startsWith('status')) return 'status';
  if (name.startsWith('time')) return 'time';
  if (name === 'said') return 'said';
  return 'as-is';
}
