// Issue 26 item 10: the engine against the reference adjudicator (test/reference), and against
// itself with units and orders listed in other orders, under every rule preset, `2023` (the one new
// games start from) included. Seeds are fixed and printed on failure; `REF_SEED=123` runs one seed.
// A preset whose rules the reference does not implement is skipped for that part, saying which.
import { describe, expect, it } from 'vitest';
import { standardMap } from '../../engine/map/standard';
import { PRESETS, resolveOptions, type RuleOptions } from '../../engine/index';
import { compare, describe as describeVerdict } from '../reference/compare';
import { REFERENCE_4A3, SUPPORTED } from '../reference/adjudicate';
import { DEFAULT_OPTIONS } from '../../engine/rules/options';
import { generate } from '../reference/generator';
import { firstDifference, runListed } from '../reference/shuffle';
import { rng, shuffle } from '../support/randomBoard';
import { optionsLabel } from '../reference/optionSets';

const map = standardMap();
const single = process.env.REF_SEED ? Number(process.env.REF_SEED) : null;
const RUNS = Number(process.env.PRESET_RUNS ?? 300);
const seeds = (offset: number): number[] => (single !== null ? [single] : Array.from({ length: RUNS }, (_, i) => offset + i + 1));

function presetOptions(id: string): RuleOptions {
  const r = resolveOptions({ preset: id });
  if (!r.ok) throw new Error(`preset ${id}: ${r.error.message}`);
  return r.value;
}

/**
 * Options that decide only whether a support or convoy order is legal (4.E.1, 4.E.2) or touch no
 * movement phase (4.D.8): the reference reads them at the DATC default, so under them an order the
 * engine finds illegal or void may be one the reference judges; the board must still agree.
 */
const LABEL_ONLY = ['4.D.8', '4.E.1', '4.E.2'];

/** Why the reference cannot judge this preset, or null. */
function unsupported(options: RuleOptions): string | null {
  if (!REFERENCE_4A3.includes(options['4.A.3'])) return `the reference does not implement 4.A.3 ${options['4.A.3']} (its head-to-head-by-convoy decision)`;
  const o = options as unknown as Record<string, string>;
  const d = DEFAULT_OPTIONS as unknown as Record<string, string>;
  const unread = Object.keys(o).filter((k) => o[k] !== d[k] && k !== '4.A.3' && !(SUPPORTED as readonly string[]).includes(k) && !LABEL_ONLY.includes(k));
  return unread.length ? `the reference does not implement ${unread.map((k) => `${k} ${o[k]}`).join(', ')}` : null;
}

/**
 * A difference that is only the label of a support or convoy the preset's legality rules (LABEL_ONLY)
 * make illegal or void, where the reference (reading them at their default) judged it. Every unit,
 * dislodgement, retreat and move must agree.
 */
const unreadLegality = (d: string): boolean => /^\w+: [AF] \w+(?:\/\w+)? [SC] .*: engine (illegal|void), reference (fails|succeeds)$/.test(d);

function expectNone(preset: string, failures: { seed: number; text: string }[]): void {
  const head = failures.slice(0, 2).map((f) => `--- seed ${f.seed}\n${f.text}`);
  expect(failures.length, `preset ${preset}: ${failures.length} failing seeds: ${failures.map((f) => f.seed).join(', ')}\n${head.join('\n')}`).toBe(0);
}

it('covers every preset, 2023 included', () => {
  expect(PRESETS.map((p) => p.id)).toContain('2023');
});

describe('engine equals the reference adjudicator under every preset', () => {
  PRESETS.forEach((preset, k) => {
    const options = presetOptions(preset.id);
    const why = unsupported(options);
    it.skipIf(why !== null)(`preset ${preset.id}${why ? ` (skipped: ${why})` : ''}`, () => {
      const failures: { seed: number; text: string }[] = [];
      for (const seed of seeds(7_000_000 + 10_000 * k)) {
        const g = generate(map, seed);
        const v = compare(map, g.position, g.orders, options);
        const labelOnly = LABEL_ONLY.some(
          (k) => (options as unknown as Record<string, string>)[k] !== (DEFAULT_OPTIONS as unknown as Record<string, string>)[k],
        );
        const real = v.differences.filter((d) => !(labelOnly && unreadLegality(d)));
        if (real.length) failures.push({ seed, text: `${g.template}\n${describeVerdict(map, g.position, g.orders, v, optionsLabel(options))}` });
      }
      expectNone(preset.id, failures);
    });
  });
});

describe('engine results do not depend on the order of units and orders, under every preset', () => {
  PRESETS.forEach((preset, k) => {
    const options = presetOptions(preset.id);
    it(`preset ${preset.id}`, () => {
      const failures: { seed: number; text: string }[] = [];
      for (const seed of seeds(8_000_000 + 10_000 * k).slice(0, Math.ceil(RUNS / 3))) {
        const g = generate(map, seed);
        const ident = g.orders.map((_, i) => i);
        const units = g.position.units.map((_, i) => i);
        const base = runListed(map, g.position, g.orders, options, units, ident);
        const r = rng(seed);
        for (let n = 0; n < 8; n++) {
          const up = shuffle(r, [...units]);
          const op = shuffle(r, [...ident]);
          const other = runListed(map, g.position, g.orders, options, up, op);
          if (other !== base) {
            failures.push({ seed, text: `${g.template}: units ${up.map((i) => g.position.units[i].province)}: ${firstDifference(base, other)}` });
            break;
          }
        }
      }
      expectNone(preset.id, failures);
    });
  });
});
