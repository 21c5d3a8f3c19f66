// The messages-as-data templates both ways (engine/placeholders.ts): filled from particulars, and a
// filled text read back into them (the mail notes and the held mails' reasons kept in English).
import { describe, expect, it } from 'vitest';
import { fillPlaceholders, placeholderPattern } from '../../engine/placeholders';

describe('placeholders', () => {
  it('fills each particular by its name, and leaves one the params lack as written', () => {
    const seen: string[] = [];
    const text = fillPlaceholders('{{power}} (a {{kind}}) in {{place}}', { power: 'England', kind: 'fleet' }, (v, name) => {
      seen.push(name);
      return v.toUpperCase();
    });
    expect(text).toBe('ENGLAND (a FLEET) in {{place}}');
    expect(seen).toEqual(['power', 'kind']);
  });

  it('reads a filled text back into its particulars, the template text matched literally', () => {
    const { names, pattern } = placeholderPattern('late (by {{minutes}} min.): {{detail}}');
    expect(names).toEqual(['minutes', 'detail']);
    expect(pattern.exec('late (by 12 min.): the server said: no')?.slice(1)).toEqual(['12', 'the server said: no']);
    expect(pattern.test('late [by 12 min.]: x')).toBe(false);
  });

  it('a particular named twice must be the same text both times', () => {
    const { names, pattern } = placeholderPattern('{{power}} orders for {{power}}');
    expect(names).toEqual(['power']);
    expect(pattern.test('Italy orders for Italy')).toBe(true);
    expect(pattern.test('Italy orders for France')).toBe(false);
  });
});
