// The rule options' public face: the catalogue (DATC v2.4 chapter 4), the presets, building a
// game's options, and text listings. Import from here rather than from the files behind it.
export {
  APPLIES_TO,
  APPLIES_TO_LABELS,
  RULE_GROUPS,
  RULE_GROUP_LABELS,
  type AppliesTo,
  type RelevantWhen,
  type RuleAlternative,
  type RuleGroup,
  type RuleOptionSpec,
} from './types';
export { CATALOGUE, OPTION_IDS, findAlternative, findOption, getOption, type AlternativeId, type OptionId, type RuleOptions } from './catalogue';
export { DEFAULT_PRESET, PRESETS, PRESET_IDS, findPreset, type PresetId, type PresetSettings, type RulePreset } from './presets';
export { DEFAULT_OPTIONS, describeOptions, matchPreset, resolveOptions, type OptionDeviation, type RuleOptionError, type RuleOptionsInput } from './options';
export { PATH_MISSING_WORDS, pathMissing, withPathCause } from './convoyPath';
export { formatCatalogue, formatPresets, type FormatCatalogueOptions } from './format';
