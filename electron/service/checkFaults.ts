// What a check's fault says (validate.ts `check`: `orders[3].unit.province: expected text, got 5`),
// as templates: one English sentence per code, from zod's issue and its particulars (the type
// wanted, the bound, the options, the unknown field's known ones). `check` writes these sentences;
// the window reads one back by this table (repeated in the `checkFaults` namespace of
// resources/i18n/en.json: test/renderer/i18n/checkFaults.test.ts) and words it in its language,
// the field's path kept as written. `{{expected}}` and `{{got}}` are a noun of NOUNS below (or
// `nothing`, `a list`...: `GOT`), else a value as JSON, kept.
export const CHECK_FAULTS = {
  missing: 'missing',
  expected: 'expected {{expected}}, got {{got}}',
  'expected-one-of': 'expected one of {{values}}, got {{got}}',
  'expected-count': 'expected a whole number of {{of}} from {{min}} to {{max}}, got {{got}}',
  empty: 'must not be empty',
  blank: 'must not be blank',
  'min-chars': 'must be at least {{min}} characters',
  'max-chars': 'must be at most {{max}} characters',
  'min-items': 'at least {{min}} items',
  'max-items': 'at most {{max}} items',
  'min-value': 'must be at least {{min}}, got {{got}}',
  'max-value': 'must be at most {{max}}, got {{got}}',
  form: '{{got}} is not in the expected form',
  'unknown-field': 'unknown field; expected one of {{known}}',
  control: 'holds control character {{char}}; a name must hold none',
  proto: "'__proto__' cannot be used as a name here",
  'no-form': 'not in any accepted form',
  'not-accepted': 'not accepted',
  more: 'and {{count}} more',
} as const;

/** The nouns a fault names a type by (validate.ts NOUNS, `int` of a count), and how it names a value that is not JSON. */
export const CHECK_NOUNS = ['text', 'a number', 'a whole number', 'true or false', 'an object', 'a list', 'null', 'nothing'] as const;
