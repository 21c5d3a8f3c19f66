// Messages as data worded in one language: the template of a code with its `{{name}}` placeholders
// filled. Shared by the reader's messages (orders/says.ts) and the adjudicator's explanations
// (report/because.ts), whose catalogues (resources/i18n/<code>.json) use the same placeholders.

/** `template` with each `{{name}}` put in words by `word` from `params`; a name `params` lacks stays as written. */
export function fillPlaceholders<P>(template: string, params: Readonly<Record<string, P>>, word: (p: P) => string): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (Object.prototype.hasOwnProperty.call(params, name) ? word(params[name]) : whole));
}
