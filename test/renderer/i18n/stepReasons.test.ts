// Issue 32, line 1: the correction dialog's downstream steps word each outcome's reason (the
// engine's ReasonCode: why an order failed or was illegal) in the window's language. Every code of
// the engine's type (read from engine/types.ts, so that a code added there without wording fails
// here) has its words in English, French, German and Italian (`stepReasons`), none left English.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../renderer/i18n/index';
import { expectCodesWorded } from './codesWorded';

const types = readFileSync('engine/types.ts', 'utf8');
const union = (name: string) => {
  const body = new RegExp(`export type ${name} =([^;]+);`).exec(types)![1];
  return [...body.matchAll(/'([a-z-]+)'/g)].map((m) => m[1]);
};
const CODES = [...new Set([...union('ReasonCode'), ...union('IllegalReason')])].sort();

describe('the reasons of a correction step', () => {
  it('the engine has its reason codes (the scan finds them)', () => {
    expect(CODES).toContain('bounce');
    expect(CODES).toContain('unknown-place');
    expect(CODES.length).toBeGreaterThan(40);
  });

  it.each(LANGUAGES)('%s: every reason code worded, none left in English', (lang) => {
    const words = expectCodesWorded('stepReasons', CODES, lang);
    expect(Object.keys(words).sort()).toEqual(CODES);
  });
});
