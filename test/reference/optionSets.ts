// The convoy rule choices the engine is checked under: every 4.A.1 x 4.A.2 choice (with both
// fallbacks for the 1971 and 2000 rules), and per seed a random draw of the other convoy options the
// reference implements (4.A.3 except c, 4.A.4, 4.A.5, 4.A.7). Everything else stays at the DATC default.
import { DEFAULT_OPTIONS } from '../../engine/rules/options';
import type { RuleOptions } from '../../engine/rules/catalogue';
import { rng } from '../support/randomBoard';
import { SUPPORTED_4A3 } from './adjudicate';

export interface OptionSet {
  label: string;
  options: Partial<Record<string, string>>;
}

const MULTI_ROUTE = ['all-routes-disrupted', 'any-route-disrupted', 'dptg'];
const PARADOX: Partial<Record<string, string>>[] = [
  { '4.A.2': 'szykman' },
  { '4.A.2': 'all-hold' },
  { '4.A.2': 'dptg' },
  { '4.A.2': '1982' },
  { '4.A.2': '1971', '4.A.2-fallback': 'szykman' },
  { '4.A.2': '1971', '4.A.2-fallback': 'all-hold' },
  { '4.A.2': '2000', '4.A.2-fallback': 'szykman' },
  { '4.A.2': '2000', '4.A.2-fallback': 'all-hold' },
];

export const OPTION_SETS: OptionSet[] = MULTI_ROUTE.flatMap((m) =>
  PARADOX.map((p) => ({
    label: `4.A.1 ${m}, ${Object.entries(p)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
    options: { '4.A.1': m, ...p },
  })),
);

/** The set's choices, with the other supported convoy options drawn from the seed. */
export function optionsFor(set: OptionSet, seed: number): RuleOptions {
  const r = rng(seed ^ 0x2545f491);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
  return {
    ...DEFAULT_OPTIONS,
    '4.A.3': pick(SUPPORTED_4A3),
    '4.A.4': pick(['not-cut', 'cut'] as const),
    '4.A.5': pick(['never-to-origin', 'origin-if-convoyed'] as const),
    '4.A.7': pick(['always-no-effect', 'head-to-head-only'] as const),
    ...set.options,
  } as RuleOptions;
}

/** The choices that differ from the DATC preferences, `4.A.2 dptg`. */
export function optionsLabel(options: RuleOptions): string[] {
  const o = options as unknown as Record<string, string>;
  const d = DEFAULT_OPTIONS as unknown as Record<string, string>;
  return Object.keys(o)
    .filter((k) => o[k] !== d[k])
    .map((k) => `${k} ${o[k]}`);
}
