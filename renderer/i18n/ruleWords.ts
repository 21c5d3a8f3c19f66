// The rule options' catalogue (engine/rules) in the app's language: the `rulesText.options`
// namespace block, keyed by the option's id (dots as underscores: `4_A_1`) and the alternatives'
// ids. The engine's English is the source; an option not yet translated shows the engine's own
// words (test/renderer/i18n/ruleWords.test.ts lists those explicitly).
import type { TFunction } from 'i18next';
import type { RuleOptionSpec } from '../../engine/index';

/** The i18n key of an option: `4.A.1` -> `rulesText:options.4_A_1`. */
export const optionKey = (id: string): string => `rulesText:options.${id.replace(/\./g, '_')}`;

export interface WordedAlternative {
  id: string;
  letter: string | null;
  label: string;
  explanation: string;
}

export interface WordedOption {
  title: string;
  summary: string;
  alternatives: WordedAlternative[];
}

/** An option's title, question and choices in the current language (the engine's English if none). */
export function wordOption(spec: RuleOptionSpec, t: TFunction): WordedOption {
  const key = optionKey(spec.id);
  const say = (path: string, english: string): string => t(`${key}.${path}`, { defaultValue: english });
  return {
    title: say('title', spec.title),
    summary: say('summary', spec.summary),
    alternatives: spec.alternatives.map((a) => ({
      id: a.id,
      letter: a.letter,
      label: say(`alternatives.${a.id}.label`, a.label),
      explanation: say(`alternatives.${a.id}.explanation`, a.explanation),
    })),
  };
}
