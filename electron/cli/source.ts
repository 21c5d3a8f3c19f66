// A command's input: FILE, or standard input for '-' or no file, as text of at most
// MAX_INPUT_BYTES. Larger input is refused with a message saying the limit, before it is all read.
import { createReadStream } from 'node:fs';
import { EXIT, type Io, MAX_INPUT_BYTES, MAX_INPUT_SHOWN } from './command';

export type Source = { ok: true; text: string } | { ok: false; message: string };

const tooLarge = (what: string): { ok: false; message: string } => ({
  ok: false,
  message: `${what} is larger than ${MAX_INPUT_SHOWN}, the most adjutant reads from one input`,
});

/** Reads chunks until the end or until there are more than `limit` bytes (then null). */
export async function readCapped(chunks: AsyncIterable<Buffer | string>, limit: number = MAX_INPUT_BYTES): Promise<string | null> {
  return (await readCappedBytes(chunks, limit))?.toString('utf8') ?? null;
}

async function readCappedBytes(chunks: AsyncIterable<Buffer | string>, limit: number = MAX_INPUT_BYTES): Promise<Buffer | null> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of chunks) {
    const b = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += b.length;
    if (size > limit) return null;
    parts.push(b);
  }
  return Buffer.concat(parts);
}

/** Why a file operation failed, in words (no path: the message names the file itself). */
export function fileFault(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'it is a folder';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return code ?? 'it cannot be read';
}

export async function readSource(file: string | null | undefined, io: Io): Promise<Source> {
  const read = await readSourceBytes(file, io);
  if (!read.ok) return read;
  return { ok: true, text: typeof read.bytes === 'string' ? read.bytes : read.bytes.toString('utf8') };
}

/** A file's bytes (a binary file such as a jDip saved game); standard input comes as text. */
export async function readSourceBytes(file: string | null | undefined, io: Io): Promise<{ ok: true; bytes: Buffer | string } | { ok: false; message: string }> {
  if (file === null || file === undefined || file === '-') {
    const text = await io.stdin();
    return text === null ? tooLarge('standard input') : { ok: true, bytes: text };
  }
  // Node refuses such a path with an exception; it is the name that is wrong, not Adjutant.
  if (file.includes('\u0000')) return { ok: false, message: `cannot read '${file}': a file's name cannot hold a NUL character` };
  const stream = createReadStream(file, { highWaterMark: 1 << 20 });
  try {
    const bytes = await readCappedBytes(stream);
    return bytes === null ? tooLarge(`'${file}'`) : { ok: true, bytes };
  } catch (e) {
    return { ok: false, message: `cannot read '${file}': ${fileFault(e)}` };
  } finally {
    stream.destroy();
  }
}

/** The usual ending of a command whose input could not be read: the message, exit code 2. */
export function unreadable(command: string, source: Extract<Source, { ok: false }>, io: Io): number {
  io.err(`adjutant ${command}: ${source.message}\n`);
  return EXIT.badInput;
}
