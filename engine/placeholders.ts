// Messages as data worded in one language: the template of a code with its `{{name}}` placeholders
// filled. Shared by the reader's messages (orders/says.ts) and the adjudicator's explanations
// (report/because.ts), whose catalogues (resources/i18n/<code>.json) use the same placeholders.

/** `template` with each `{{name}}` put in words by `word` from `params`; a name `params` lacks stays as written. */
export function fillPlaceholders<P>(template: string, params: Readonly<Record<string, P>>, word: (p: P) => string): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (Object.prototype.hasOwnProperty.call(params, name) ? word(params[name]) : whole));
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
