// The input's `options`: a preset and rule choices from the catalogue (engine/rules), resolved to
// the RuleOptions the adjudicator takes. Unknown ids are faults that list the valid ones; choices
// that only the game service reads are noted, not silently dropped.
import { CATALOGUE, DEFAULT_OPTIONS, resolveOptions, type RuleOptions } from '../../engine/index';
import { type Problems, isObject } from './problems';

export interface RulesRead {
  options: RuleOptions;
  /** Choices accepted but without effect on one phase (they belong to a whole game). */
  notes: string[];
}

const DEFAULTS: RulesRead = { options: DEFAULT_OPTIONS, notes: [] };

/** Reads `options`: `{ "preset": "1982", "4.A.2": "szykman", "4.A.1": "a" }`; absent means the DATC preferences. */
export function readRuleOptions(v: unknown, problems: Problems): RulesRead {
  if (v === undefined) return DEFAULTS;
  // A value of the wrong type was reported by the shape check (inputShape.ts).
  if (!isObject(v)) return DEFAULTS;
  const { preset, ...chosen } = v;
  // No prototype, so that a key such as `__proto__` is an option name like any other (and refused).
  const overrides: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [key, value] of Object.entries(chosen)) if (typeof value === 'string') overrides[key] = value;
  const resolved = resolveOptions({ preset: typeof preset === 'string' ? preset : undefined, options: overrides });
  if (!resolved.ok) {
    problems.add('options', resolved.error.message);
    return DEFAULTS;
  }
  return { options: resolved.value, notes: gameOnlyNotes(resolved.value) };
}

/** Game-service options that one phase's input can still carry: 4.E.5 through `proxies`. */
const CARRIED_BY_INPUT: ReadonlySet<string> = new Set(['4.E.5']);

function gameOnlyNotes(options: RuleOptions): string[] {
  const chosen = options as unknown as Record<string, string>;
  const defaults = DEFAULT_OPTIONS as unknown as Record<string, string>;
  const silent = (id: string): boolean => CARRIED_BY_INPUT.has(id) || chosen[id] === defaults[id];
  return CATALOGUE.filter((o) => o.appliesTo === 'game' && !silent(o.id)).map(
    (o) => `option ${o.id} (${o.title}) is set to '${chosen[o.id]}': it governs a whole game, not the adjudication of one phase, so it has no effect here`,
  );
}
