// The rule-option catalogue against DATC v2.4 chapter 4, read independently: every issue has an
// option, every lettered choice can be chosen, the default is the DATC preference; and building a
// game's options from presets and overrides.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  CATALOGUE,
  DEFAULT_OPTIONS,
  OPTION_IDS,
  DEFAULT_PRESET,
  PRESETS,
  describeOptions,
  findOption,
  findPreset,
  formatCatalogue,
  formatPresets,
  matchPreset,
  resolveOptions,
  type RuleOptionSpec,
} from '../../engine/rules/index';

/**
 * From reading DATC v2.4 chapter 4: per issue, how many lettered choices it lists and which one it
 * prefers. 4.E.6 lists no lettered choices (it states a preference: remove the unit at once).
 */
const DATC_ISSUES: Record<string, { choices: number; preferred: string | null }> = {
  '4.A.1': { choices: 2, preferred: 'b' },
  '4.A.2': { choices: 6, preferred: 'd' },
  '4.A.3': { choices: 5, preferred: 'd' },
  '4.A.4': { choices: 2, preferred: 'a' },
  '4.A.5': { choices: 2, preferred: 'b' },
  '4.A.6': { choices: 3, preferred: 'a' },
  '4.A.7': { choices: 2, preferred: 'b' },
  '4.B.1': { choices: 2, preferred: 'a' },
  '4.B.2': { choices: 3, preferred: 'a' },
  '4.B.3': { choices: 2, preferred: 'b' },
  '4.B.4': { choices: 5, preferred: 'd' },
  '4.B.5': { choices: 2, preferred: 'b' },
  '4.B.6': { choices: 2, preferred: 'b' },
  '4.B.7': { choices: 2, preferred: 'a' },
  '4.C.1': { choices: 3, preferred: 'b' },
  '4.C.2': { choices: 3, preferred: 'b' },
  '4.C.3': { choices: 3, preferred: 'c' },
  '4.C.4': { choices: 2, preferred: 'a' },
  '4.C.5': { choices: 3, preferred: 'b' },
  '4.C.6': { choices: 3, preferred: 'b' },
  '4.D.1': { choices: 4, preferred: 'c' },
  '4.D.2': { choices: 2, preferred: 'b' },
  '4.D.3': { choices: 3, preferred: 'c' },
  '4.D.4': { choices: 3, preferred: 'b' },
  '4.D.5': { choices: 3, preferred: 'b' },
  '4.D.6': { choices: 3, preferred: 'b' },
  '4.D.7': { choices: 2, preferred: 'a' },
  '4.D.8': { choices: 5, preferred: 'd' },
  '4.D.9': { choices: 2, preferred: 'b' },
  '4.E.1': { choices: 4, preferred: 'd' },
  '4.E.2': { choices: 4, preferred: 'd' },
  '4.E.3': { choices: 2, preferred: 'b' },
  '4.E.4': { choices: 2, preferred: 'b' },
  '4.E.5': { choices: 3, preferred: 'c' },
  '4.E.6': { choices: 0, preferred: null },
};

const GROUP_OF_SECTION: Record<string, string> = { A: 'convoys', B: 'coasts', C: 'units', D: 'orders', E: 'misc' };

/** Options for what the order reader and the game service do, not the adjudicator. */
const NOT_ADJUDICATION: Record<string, string> = {
  '4.D.1': 'game',
  '4.D.2': 'game',
  '4.E.2': 'reading',
  '4.E.3': 'reading',
  '4.E.4': 'game',
  '4.E.5': 'game',
  '4.E.6': 'game',
};

const LETTERS = 'abcdefghij';
const options = CATALOGUE as readonly RuleOptionSpec[];

function option(id: string): RuleOptionSpec {
  const found = findOption(id);
  if (!found) throw new Error(`no option ${id}`);
  return found;
}

describe('catalogue', () => {
  it('has one option per DATC issue 4.A.1-4.E.6, plus the paradox backup rule, in DATC order', () => {
    expect(OPTION_IDS).toEqual([...Object.keys(DATC_ISSUES), '4.A.2-fallback'].sort(byIssue));
    expect(new Set(OPTION_IDS).size).toBe(OPTION_IDS.length);
  });

  for (const [id, issue] of Object.entries(DATC_ISSUES)) {
    it(`${id}: every lettered DATC choice can be chosen, and the default is the DATC preference`, () => {
      const entry = option(id);
      const letters = entry.alternatives.map((a) => a.letter).filter((l): l is string => l !== null);
      expect(letters).toEqual([...LETTERS.slice(0, issue.choices)]);
      const preferred = entry.alternatives.find((a) => a.id === entry.datcPreferred);
      expect(preferred).toBeDefined();
      expect(preferred?.letter ?? null).toBe(issue.preferred);
      expect(entry.default).toBe(entry.datcPreferred);
      expect(entry.group).toBe(GROUP_OF_SECTION[id[2]]);
      expect(entry.appliesTo).toBe(NOT_ADJUDICATION[id] ?? 'adjudication');
    });
  }

  it('4.E.6 prefers removing the unit at once, and still offers the practices the DATC mentions', () => {
    expect(option('4.E.6').datcPreferred).toBe('remove-now');
    expect(option('4.E.6').alternatives.length).toBeGreaterThanOrEqual(2);
  });

  it('4.D.8 offers the least-recently-built house rule beside the five distance rules', () => {
    expect(option('4.D.8').alternatives.map((a) => a.id)).toContain('least-recently-built');
  });

  it('4.A.2-fallback offers Szykman and all-hold, defaults to Szykman, and matters only for 1971 and 2000', () => {
    const fallback = option('4.A.2-fallback');
    expect(fallback.alternatives.map((a) => a.id)).toEqual(['szykman', 'all-hold']);
    expect(fallback.default).toBe('szykman');
    expect(fallback.relevantWhen).toEqual({ option: '4.A.2', alternatives: ['1971', '2000'] });
  });

  for (const entry of options) {
    it(`${entry.id}: alternatives have unique kebab-case ids and text for the panel`, () => {
      const ids = entry.alternatives.map((a) => a.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const alternative of entry.alternatives) {
        expect(alternative.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        // An id of one letter would be confused with a DATC letter by resolveOptions.
        expect(alternative.id.length).toBeGreaterThan(1);
        expect(alternative.label.length).toBeGreaterThan(0);
        expect(alternative.label.length).toBeLessThanOrEqual(110);
        expect(alternative.explanation.length).toBeGreaterThan(20);
        expect(alternative.explanation.length).toBeLessThanOrEqual(700);
      }
      expect(entry.title.length).toBeGreaterThan(0);
      expect(entry.summary.length).toBeGreaterThan(20);
      expect(ids).toContain(entry.default);
      expect(ids).toContain(entry.datcPreferred);
    });
  }

  it('points relevantWhen only at existing options and alternatives', () => {
    for (const entry of options) {
      if (!entry.relevantWhen) continue;
      const other = option(entry.relevantWhen.option);
      for (const alternative of entry.relevantWhen.alternatives) {
        expect(other.alternatives.map((a) => a.id)).toContain(alternative);
      }
    }
  });
});

describe('DEFAULT_OPTIONS', () => {
  it('has the DATC preference for every option and nothing else', () => {
    expect(Object.keys(DEFAULT_OPTIONS).sort(byIssue)).toEqual([...OPTION_IDS]);
    for (const entry of options) {
      expect((DEFAULT_OPTIONS as Record<string, string>)[entry.id]).toBe(entry.datcPreferred);
    }
    expect(DEFAULT_OPTIONS['4.A.2']).toBe('szykman');
  });

  it('cannot be changed by accident', () => {
    expect(Object.isFrozen(DEFAULT_OPTIONS)).toBe(true);
  });
});

describe('resolveOptions', () => {
  it('gives the DATC preferences without input', () => {
    expect(resolveOptions()).toEqual({ ok: true, value: DEFAULT_OPTIONS });
    expect(resolveOptions({ preset: 'datc' })).toEqual({ ok: true, value: DEFAULT_OPTIONS });
  });

  it('accepts an alternative by id or by DATC letter, in either case', () => {
    for (const value of ['all-hold', 'e', 'E', ' All-Hold ']) {
      const result = resolveOptions({ options: { '4.A.2': value } });
      expect(result.ok && result.value['4.A.2']).toBe('all-hold');
    }
    const lower = resolveOptions({ options: { '4.b.4': 'a' } });
    expect(lower.ok && lower.value['4.B.4']).toBe('required');
  });

  it('applies the preset first, then the overrides', () => {
    const result = resolveOptions({ preset: '1982', options: { '4.A.2': 'szykman', '4.E.5': 'b' } });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value['4.A.2']).toBe('szykman');
    expect(result.value['4.A.7']).toBe('always-no-effect');
    expect(result.value['4.E.5']).toBe('in-order-set');
    expect(result.value['4.A.1']).toBe('all-routes-disrupted');
  });

  it('leaves DEFAULT_OPTIONS alone', () => {
    const before = { ...DEFAULT_OPTIONS };
    resolveOptions({ preset: 'dptg', options: { '4.D.8': 'e' } });
    expect(DEFAULT_OPTIONS).toEqual(before);
  });

  it('rejects an unknown alternative, listing the valid ones', () => {
    expect(resolveOptions({ options: { '4.A.2': 'foo' } })).toEqual({
      ok: false,
      error: {
        code: 'unknown-alternative',
        message: "unknown alternative 'foo' for 4.A.2; choose one of: 1971, 1982, 2000, szykman, all-hold, dptg",
        // The particulars, for the window to word the refusal in its language (issue 32).
        params: { written: 'foo', option: '4.A.2', choices: '1971, 1982, 2000, szykman, all-hold, dptg' },
      },
    });
    const letterTooFar = resolveOptions({ options: { '4.A.1': 'd' } });
    expect(!letterTooFar.ok && letterTooFar.error.code).toBe('unknown-alternative');
    const notAString = resolveOptions({ options: { '4.A.1': 7 as unknown as string } });
    expect(!notAString.ok && notAString.error.code).toBe('unknown-alternative');
  });

  it('rejects an unknown option, listing the valid ones', () => {
    const result = resolveOptions({ options: { '4.F.1': 'a' } });
    if (result.ok) throw new Error('accepted 4.F.1');
    expect(result.error.code).toBe('unknown-option');
    expect(result.error.message).toMatch(/^unknown option '4\.F\.1'; choose one of: 4\.A\.1, 4\.A\.2, 4\.A\.2-fallback, /);
    expect(result.error.message).toContain('4.E.6');
  });

  it('rejects an unknown preset, listing the valid ones', () => {
    expect(resolveOptions({ preset: '1959' })).toEqual({
      ok: false,
      error: {
        code: 'unknown-preset',
        message: "unknown preset '1959'; choose one of: 2023, datc, 2000, 1982, 1971, dptg, judge",
        params: { written: '1959', choices: '2023, datc, 2000, 1982, 1971, dptg, judge' },
      },
    });
  });
});

describe('presets', () => {
  it('have unique ids, 2023 first (offered first), and datc (the default) changing nothing', () => {
    const ids = PRESETS.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids[0]).toBe('2023');
    expect(PRESETS[0].label).toBe('2023 rulebook (DATC 3.0)');
    expect(DEFAULT_PRESET).toBe('datc');
    expect(findPreset('datc')?.label).toBe('2000 rulebook (DATC 2.4)');
    expect(Object.keys(findPreset('datc')?.settings ?? { x: 1 })).toEqual([]);
    expect(ids).toEqual(expect.arrayContaining(['2023', 'datc', 'dptg', '1971', '1982', '2000']));
  });

  for (const preset of PRESETS) {
    it(`${preset.id}: names only existing options and alternatives, each change with its DATC reason`, () => {
      expect(preset.label.length).toBeGreaterThan(0);
      expect(preset.description.length).toBeGreaterThan(20);
      const settings = Object.entries(preset.settings as Record<string, { alternative: string; why: string }>);
      for (const [id, setting] of settings) {
        const entry = findOption(id);
        expect(entry, id).toBeDefined();
        expect(entry?.alternatives.map((a) => a.id)).toContain(setting.alternative);
        expect(setting.alternative, `${preset.id} ${id} repeats the default`).not.toBe(entry?.default);
        expect(setting.why).toMatch(/^DATC 4\.[A-E]\.\d/);
      }
      const resolved = resolveOptions({ preset: preset.id });
      if (!resolved.ok) throw new Error(resolved.error.message);
      expect(matchPreset(resolved.value)).toBe(preset.id);
      expect(describeOptions(resolved.value).map((d) => d.id)).toEqual(settings.map(([id]) => id).sort(byIssue));
    });
  }

  it('follow what the DATC reports of each rulebook', () => {
    const get = (preset: string) => {
      const r = resolveOptions({ preset });
      if (!r.ok) throw new Error(r.error.message);
      return r.value;
    };
    expect(get('1971')['4.A.1']).toBe('any-route-disrupted');
    expect(get('1971')['4.A.2']).toBe('1971');
    expect(get('1982')['4.A.2']).toBe('1982');
    expect(get('2000')['4.A.2']).toBe('2000');
    expect(get('1982')['4.A.1']).toBe('all-routes-disrupted');
    expect(get('dptg')['4.A.3']).toBe('explicit-via-convoy');
    expect(get('dptg')['4.B.4']).toBe('ignored');
    expect(get('judge')['4.A.6']).toBe('required');
  });
});

describe('describeOptions', () => {
  it('lists nothing for the DATC preferences', () => {
    expect(describeOptions(DEFAULT_OPTIONS)).toEqual([]);
  });

  it('lists each changed option with its title and the chosen alternative', () => {
    const result = resolveOptions({ options: { '4.D.8': 'least-recently-built', '4.A.6': 'b' } });
    if (!result.ok) throw new Error(result.error.message);
    expect(describeOptions(result.value)).toEqual([
      {
        id: '4.A.6',
        title: option('4.A.6').title,
        alternative: 'optional',
        letter: 'b',
        label: option('4.A.6').alternatives[1].label,
      },
      {
        id: '4.D.8',
        title: option('4.D.8').title,
        alternative: 'least-recently-built',
        letter: null,
        label: option('4.D.8').alternatives.find((a) => a.id === 'least-recently-built')?.label,
      },
    ]);
    expect(matchPreset(result.value)).toBeNull();
  });
});

describe('text listings', () => {
  it('formatCatalogue lists every option and marks each default', () => {
    const text = formatCatalogue();
    for (const entry of options) {
      expect(text).toContain(`${entry.id}  ${entry.title}`);
      expect(text).toMatch(new RegExp(`\\* [a-z-]  ${escape(entry.default)} `));
    }
    const detailed = formatCatalogue({ details: true });
    expect(detailed).toContain(option('4.A.2').alternatives[3].explanation.split(' ').slice(0, 4).join(' '));
  });

  it('formatPresets lists every preset and its changes', () => {
    const text = formatPresets();
    for (const preset of PRESETS) expect(text).toContain(`${preset.id}  ${preset.label}`);
    expect(text).toContain('4.A.2 = 1982');
  });
});

describe('docs/rules.md', () => {
  const doc = readFileSync(fileURLToPath(new URL('../../docs/rules.md', import.meta.url)), 'utf8');

  it('has a table row for every option with its default', () => {
    for (const entry of options) {
      const row = doc.split('\n').find((line) => line.startsWith(`| ${entry.id} |`));
      expect(row, entry.id).toBeDefined();
      expect(row).toContain(`**${entry.default}**`);
    }
  });

  it('describes every preset', () => {
    for (const preset of PRESETS) expect(doc).toContain(`\`${preset.id}\``);
  });
});

function byIssue(a: string, b: string): number {
  return a.localeCompare(b, 'en');
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
}
