// What every `tournament` subcommand works with, and the small readers of its arguments:
// `A=5,E=4` center lists, power lists, where output goes (never over an existing file unless --force).
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { EXIT } from '../command';
import { fileFault } from '../source';
import type { Values } from '../game/args';
import { answers, str, type Ctx } from '../game/context';

export { str, type Ctx, type Sub } from '../game/context';
export const { fail, reply } = answers('tournament');

/** A whole number option, or the message saying what is wrong with it. */
export function whole(v: Values[string], option: string, min = 0): number | undefined | string {
  const s = str(v);
  if (s === undefined) return undefined;
  return /^\d+$/.test(s) && Number(s) >= min ? Number(s) : `--${option} '${s}': a whole number${min ? ` from ${min}` : ''}`;
}

/** `Austria=5,England=4` (any power spelling the service knows) as a record of numbers. */
export function counts(text: string, option: string): Record<string, number> | string {
  const out: Record<string, number> = {};
  for (const part of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const m = /^([^=]+)=(\d+)$/.exec(part);
    if (!m) return `--${option}: '${part}' is not POWER=NUMBER`;
    out[m[1].trim()] = Number(m[2]);
  }
  return out;
}

/** Writes to standard output, or to --out (refusing an existing file unless --force). */
export async function emit(ctx: Ctx, v: Values, body: string | Uint8Array): Promise<number> {
  const file = str(v.out);
  if (file === undefined || file === '-') {
    if (typeof body !== 'string') return fail(ctx, 'a PDF is binary: name a file with --out FILE');
    ctx.io.out(body);
    return EXIT.ok;
  }
  if (v.force !== true && existsSync(file)) return fail(ctx, `'${file}' exists already; nothing was written (--force replaces it)`);
  try {
    await writeFile(file, body, { flag: v.force === true ? 'w' : 'wx' });
  } catch (e) {
    return fail(ctx, `cannot write '${file}': ${fileFault(e)}`);
  }
  ctx.io.out(`Wrote ${file}.\n`);
  return EXIT.ok;
}
