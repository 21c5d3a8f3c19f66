// Issue 32, line 1: a variant file's faults are worded in the window's language. Every code the
// map and board checks can give (engine/map/load.ts, variants.ts, engine/draw/boards.ts, read from
// their sources so that a code added there without wording fails here) has its sentence in English,
// French, German and Italian (`variantFaults`); a fault shows that sentence, then the check's own
// words naming the place; English shows the check's sentence alone, as the CLI does.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { loadVariant } from '../../../engine/map/variants';
import { i18n, LANGUAGES } from '../../../renderer/i18n/index';
import { variantFaultText } from '../../../renderer/i18n/variantFaults';
import { expectCodesWorded } from './codesWorded';

afterEach(() => void i18n.changeLanguage('en'));

const SOURCES = ['engine/map/load.ts', 'engine/map/variants.ts', 'engine/draw/boards.ts'];
const CODES = [
  ...new Set(SOURCES.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/(?:fault\((?:faults, )?|code: )'([a-z-]+)'/g)].map((m) => m[1]))),
].sort();

describe('variant file faults', () => {
  it('the checks give codes (the scan finds them)', () => {
    expect(CODES.length).toBeGreaterThan(25);
    expect(CODES).toContain('unreachable-province');
  });

  it.each(LANGUAGES)('%s: every code worded, none left in English', (lang) => {
    expectCodesWorded('variantFaults', CODES, lang);
  });

  it("a fault of a real file in French and German; in English the check's sentence", async () => {
    const loaded = loadVariant({ base: 'atlantis' });
    expect(loaded.ok).toBe(false);
    const fault = (loaded as { ok: false; error: { code: string; message: string }[] }).error[0];
    expect(fault.code).toBe('unknown-base');
    expect(variantFaultText(fault)).toBe(fault.message);
    await i18n.changeLanguage('fr');
    expect(variantFaultText(fault)).toBe(`le plateau de base est inconnu (${fault.message})`);
    await i18n.changeLanguage('de');
    expect(variantFaultText(fault)).toBe(`das zugrunde liegende Brett ist unbekannt (${fault.message})`);
    // A code without wording (a newer engine): the sentence alone.
    expect(variantFaultText({ code: 'from-the-future', message: 'x is wrong' })).toBe('x is wrong');
  });
});
