// A game's rule options as one value: the DATC defaults, building the options from a preset and
// overrides given by people or files (never throws: unknown names come back as errors that list
// the valid ones), and the choices that differ from the defaults, for report footers.
import { err, ok, type Result } from '../result';
import { CATALOGUE, OPTION_IDS, type OptionId, type RuleOptions } from './catalogue';
import { DEFAULT_PRESET, PRESETS, PRESET_IDS, type PresetId, type RulePreset } from './presets';
import type { RuleAlternative, RuleOptionSpec } from './types';

export interface RuleOptionError {
  code: 'unknown-option' | 'unknown-alternative' | 'unknown-preset';
  message: string;
  /** The particulars of the message: what was written, and the choices (issue 32: the window words them). */
  params?: Record<string, string>;
}

export interface RuleOptionsInput {
  /** A preset id (`datc`, `1982`...); `datc` when missing. */
  preset?: string;
  /** Option id to alternative, by id (`szykman`) or by DATC letter (`d`); applied after the preset. */
  options?: Record<string, string>;
}

/** One choice that differs from the DATC preference, as a report footer lists it. */
export interface OptionDeviation {
  id: OptionId;
  title: string;
  alternative: string;
  letter: string | null;
  label: string;
}

function defaults(): RuleOptions {
  const entries = CATALOGUE.map((option) => [option.id, option.default] as const);
  return Object.fromEntries(entries) as unknown as RuleOptions;
}

/** The DATC v2.4 preference for every option. */
export const DEFAULT_OPTIONS: RuleOptions = Object.freeze(defaults());

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

function applyPreset(options: Mutable<RuleOptions>, preset: RulePreset): void {
  const target = options as Record<string, string>;
  for (const [id, setting] of Object.entries(preset.settings)) {
    if (setting) target[id] = setting.alternative;
  }
}

function matchOption(key: string): RuleOptionSpec | undefined {
  const wanted = key.trim().toLowerCase();
  return CATALOGUE.find((option) => option.id.toLowerCase() === wanted);
}

/** An alternative by its id, or by its DATC letter (case-insensitive either way). */
function matchAlternative(option: RuleOptionSpec, value: string): RuleAlternative | undefined {
  const wanted = value.trim().toLowerCase();
  return option.alternatives.find((a) => a.id === wanted) ?? option.alternatives.find((a) => a.letter !== null && a.letter === wanted);
}

/**
 * The options of a game: the preset (default `datc`), then each override on top. An override may
 * name the alternative by id or by its DATC letter.
 */
export function resolveOptions(input: RuleOptionsInput = {}): Result<RuleOptions, RuleOptionError> {
  const presetId = input.preset === undefined ? DEFAULT_PRESET : String(input.preset).trim().toLowerCase();
  const preset = PRESETS.find((p) => p.id === presetId);
  if (!preset) {
    return err({
      code: 'unknown-preset',
      params: { written: String(input.preset), choices: PRESET_IDS.join(', ') },
      message: `unknown preset '${String(input.preset)}'; choose one of: ${PRESET_IDS.join(', ')}`,
    });
  }
  const options: Mutable<RuleOptions> = { ...DEFAULT_OPTIONS };
  applyPreset(options, preset);
  const target = options as Record<string, string>;
  for (const [key, value] of Object.entries(input.options ?? {})) {
    const option = matchOption(key);
    if (!option) {
      return err({
        code: 'unknown-option',
        params: { written: key, choices: OPTION_IDS.join(', ') },
        message: `unknown option '${key}'; choose one of: ${OPTION_IDS.join(', ')}`,
      });
    }
    const alternative = typeof value === 'string' ? matchAlternative(option, value) : undefined;
    if (!alternative) {
      return err({
        code: 'unknown-alternative',
        params: { written: String(value), option: option.id, choices: option.alternatives.map((a) => a.id).join(', ') },
        message: `unknown alternative '${String(value)}' for ${option.id}; choose one of: ${option.alternatives.map((a) => a.id).join(', ')}`,
      });
    }
    target[option.id] = alternative.id;
  }
  return ok(options);
}

/** The choices that differ from the DATC preferences, in catalogue order: empty for the defaults. */
export function describeOptions(options: RuleOptions): OptionDeviation[] {
  const chosen = options as Record<string, string>;
  const out: OptionDeviation[] = [];
  for (const option of CATALOGUE as readonly RuleOptionSpec[]) {
    const value = chosen[option.id];
    if (value === undefined || value === option.datcPreferred) continue;
    const alternative = option.alternatives.find((a) => a.id === value);
    out.push({
      id: option.id as OptionId,
      title: option.title,
      alternative: value,
      letter: alternative?.letter ?? null,
      label: alternative?.label ?? value,
    });
  }
  return out;
}

/** The preset these options are exactly, or null when they were changed by hand. */
export function matchPreset(options: RuleOptions): PresetId | null {
  const chosen = options as Record<string, string>;
  for (const preset of PRESETS) {
    const resolved = resolveOptions({ preset: preset.id });
    if (!resolved.ok) continue;
    const expected = resolved.value as Record<string, string>;
    if (OPTION_IDS.every((id) => chosen[id] === expected[id])) return preset.id;
  }
  return null;
}
