// Reading a `game` subcommand's arguments (node:util parseArgs, strict: an unknown option is an
// error naming it) and phases named the way GMs write them (`3`, `F1901M`, `W1901A`).
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { PhaseHead } from '../../service/types';

export type Options = NonNullable<ParseArgsConfig['options']>;
export type Values = Record<string, string | boolean | string[] | undefined>;
export type Parsed = { ok: true; values: Values; positionals: string[] } | { ok: false; message: string };

/**
 * A subcommand's options by kind: those that take a text (`--phase S1901M`), the switches (`--json`,
 * `--yes`), and those that may be given again (`--confirm England --confirm France`).
 */
export function options(kinds: { text?: readonly string[]; switches?: readonly string[]; repeated?: readonly string[] }): Options {
  const out: Options = {};
  for (const name of kinds.text ?? []) out[name] = { type: 'string' };
  for (const name of kinds.switches ?? []) out[name] = { type: 'boolean' };
  for (const name of kinds.repeated ?? []) out[name] = { type: 'string', multiple: true };
  return out;
}

export function parse(args: string[], options: Options): Parsed {
  try {
    const { values, positionals } = parseArgs({ args, options, allowPositionals: true, strict: true });
    return { ok: true, values: values as Values, positionals };
  } catch (e) {
    return { ok: false, message: (e as Error).message };
  }
}

const SEASON = { s: 'spring', f: 'fall', w: 'winter' } as const;
const TYPE = { m: 'movement', r: 'retreat', a: 'adjustment' } as const;

/** A phase of the line of play: its number, or its code (`S1901M`, `f1901r`, `W1901A`). */
export function phaseRef(written: string, phases: PhaseHead[]): PhaseHead | string {
  const w = written.trim().toLowerCase();
  if (/^\d+$/.test(w)) return phases.find((p) => p.seq === Number(w)) ?? `no phase ${w} (phases are 0 to ${phases.length - 1})`;
  const m = /^([sfw])\s*(\d{3,4})\s*([mra])$/.exec(w);
  if (!m) return `'${written}' names no phase: give its number (0, 1, ...) or its code (S1901M, F1901R, W1901A)`;
  const season = SEASON[m[1] as keyof typeof SEASON];
  const type = TYPE[m[3] as keyof typeof TYPE];
  const found = phases.find((p) => p.phase.season === season && p.phase.year === Number(m[2]) && p.phase.type === type);
  return found ?? `the game has no phase ${written.toUpperCase()}`;
}

export function phaseCode(p: PhaseHead): string {
  return `${p.phase.season[0]}${p.phase.year}${p.phase.type[0]}`.toUpperCase();
}

/** `--option 4.A.2=1982` and `--player England=Ann Smith` as key/value pairs. */
export function pairs(list: string[] | undefined, what: string): Record<string, string> | string {
  const out: [string, string][] = [];
  for (const item of list ?? []) {
    const at = item.indexOf('=');
    if (at <= 0) return `${what} '${item}' should be KEY=VALUE`;
    const key = item.slice(0, at).trim();
    if (out.some(([k]) => k === key)) return `${what} ${key} is given twice`;
    out.push([key, item.slice(at + 1).trim()]);
  }
  // fromEntries makes own properties: a key `__proto__` stays a key (and is refused as no power or option), never a prototype.
  return Object.fromEntries(out);
}
