// Where a `game` command's output goes: standard output, or the file --out names. An existing file
// is never replaced unless --force says so, and that is checked before any work is done (a PDF
// takes seconds to make). Binary output (PDF, PNG) needs a file.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { EXIT } from '../command';
import { fileFault } from '../source';
import { fail, str, type Ctx } from './context';
import type { Values } from './args';

export interface Target {
  /** null: standard output. */
  file: string | null;
  force: boolean;
}

const exists = (file: string) => `'${file}' exists already; nothing was written (--force replaces it)`;

/** --out and --force as read, or the exit code after saying what is wrong. */
export function targetOf(ctx: Pick<Ctx, 'io' | 'name'>, v: Values, binary = false): Target | number {
  const out = str(v.out);
  const file = out === undefined || out === '-' ? null : out;
  if (file === null && binary) return fail(ctx, 'PDF and PNG are binary: name a file with --out FILE');
  if (file !== null && v.force !== true && existsSync(file)) return fail(ctx, exists(file));
  return { file, force: v.force === true };
}

/** Writes `body` where the target says; `done` is the line said after writing a file. */
export async function emit(ctx: Ctx, target: Target, body: string | Uint8Array, done?: string): Promise<number> {
  if (target.file === null) {
    if (typeof body !== 'string') return fail(ctx, 'PDF and PNG are binary: name a file with --out FILE');
    ctx.io.out(body);
    return EXIT.ok;
  }
  try {
    // 'wx' fails on a file that appeared since targetOf looked.
    await writeFile(target.file, body, { flag: target.force ? 'w' : 'wx' });
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return fail(ctx, exists(target.file));
    return fail(ctx, `cannot write '${target.file}': ${code === 'ENOENT' ? 'its folder does not exist' : fileFault(e)}`);
  }
  const size = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  ctx.io.out(done ?? `Wrote ${target.file} (${(size / 1024).toFixed(1)} KiB).\n`);
  return EXIT.ok;
}
