// Plain-text listings of the rule options and presets, for the command line (`adjutant rules`)
// and anywhere else text is wanted: each option, its alternatives, the default marked.
import { CATALOGUE } from './catalogue';
import { PRESETS } from './presets';
import { APPLIES_TO_LABELS, RULE_GROUPS, RULE_GROUP_LABELS, type RuleOptionSpec } from './types';

export interface FormatCatalogueOptions {
  /** Also print each question and each alternative's explanation. */
  details?: boolean;
  /** Line width for wrapped text. */
  width?: number;
}

function wrap(text: string, indent: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && indent.length + line.length + 1 + word.length > width) {
      lines.push(indent + line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(indent + line);
  return lines;
}

function listed(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

function formatOption(option: RuleOptionSpec, details: boolean, width: number): string[] {
  const lines = [`${option.id}  ${option.title}  (honoured by ${APPLIES_TO_LABELS[option.appliesTo]})`];
  if (details) lines.push(...wrap(option.summary, '    ', width));
  const idWidth = Math.max(...option.alternatives.map((a) => a.id.length));
  for (const alternative of option.alternatives) {
    const mark = alternative.id === option.default ? '*' : ' ';
    const letter = alternative.letter ?? '-';
    lines.push(`  ${mark} ${letter}  ${alternative.id.padEnd(idWidth)}  ${alternative.label}`);
    if (details) lines.push(...wrap(alternative.explanation, '         ', width));
  }
  if (details && option.relevantWhen) {
    const { option: other, alternatives } = option.relevantWhen;
    lines.push(...wrap(`Matters only when ${other} is ${listed(alternatives)}.`, '    ', width));
  }
  if (details && option.note) lines.push(...wrap(`Note: ${option.note}`, '    ', width));
  return lines;
}

/** Every option grouped as the DATC groups them; `*` marks the default (the DATC preference). */
export function formatCatalogue(options: FormatCatalogueOptions = {}): string {
  const details = options.details ?? false;
  const width = options.width ?? 100;
  const out: string[] = [
    'Rule options (DATC v2.4, chapter 4, and the DATC v3.0 preferences). * marks the default,',
    "the DATC v2.4 preference; the letter is the DATC's (- where the DATC gives none).",
  ];
  for (const group of RULE_GROUPS) {
    out.push('', RULE_GROUP_LABELS[group]);
    for (const option of CATALOGUE as readonly RuleOptionSpec[]) {
      if (option.group !== group) continue;
      out.push('', ...formatOption(option, details, width));
    }
  }
  return out.join('\n') + '\n';
}

/** Every preset with what it changes from the DATC preferences. */
export function formatPresets(width = 100): string {
  const out: string[] = [];
  for (const preset of PRESETS) {
    out.push(`${preset.id}  ${preset.label}`, ...wrap(preset.description, '    ', width));
    const settings = Object.entries(preset.settings as Record<string, { alternative: string; why: string }>);
    if (settings.length === 0) out.push('    changes nothing: every option at the DATC preference');
    for (const [id, setting] of settings) {
      out.push(`    ${id} = ${setting.alternative}`, ...wrap(setting.why, '        ', width));
    }
    out.push('');
  }
  return out.join('\n');
}
