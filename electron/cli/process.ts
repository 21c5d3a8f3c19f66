// The command line as a process: its streams, and what it shows when something breaks. Every text
// it writes passes through terminalSafe, because names and orders come from game files and mail:
// an escape sequence in a game's name must not reach the terminal. An internal error is one line
// (a stack trace means nothing to a GM and shows where things are installed); --debug shows it all.
import { type Io, MAX_INPUT_BYTES } from './command';
import { readCapped } from './source';

// C0 controls but tab and line feed, DEL, and C1 controls (U+009B is a CSI on some terminals).
// A carriage return ends a line only before a line feed; alone it could overwrite what was shown.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u000c\u000e-\u001f\u007f-\u009f]|\r(?!\n)/g;

/**
 * Control characters written as `\u001b`. Inside a JSON string that is the same character, so the
 * JSON output keeps its meaning; in text it is visible instead of acted on.
 */
export function terminalSafe(text: string): string {
  return text.replace(CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A message as one line without folders (a file's name is kept): where things are installed is nobody's business. */
export function withoutFolders(message: string): string {
  const line = message.split('\n')[0].replace(/(?:file:\/\/)?(?:[A-Za-z]:)?(?:[\\/][^\s'"`\\/]+)+[\\/]([^\s'"`\\/]+)/g, '$1');
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

function summary(e: unknown): string {
  return withoutFolders(e instanceof Error ? `${e.name === 'Error' ? '' : `${e.name}: `}${e.message}` : String(e));
}

export function crashText(e: unknown, debug: boolean): string {
  if (debug) return `adjutant: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`;
  return `adjutant: internal error: ${summary(e)} (a bug in Adjutant; run again with --debug for the details)\n`;
}

export function processIo(): Io {
  return {
    out: (text) => void process.stdout.write(terminalSafe(text)),
    err: (text) => void process.stderr.write(terminalSafe(text)),
    stdin: async () => {
      const text = await readCapped(process.stdin, MAX_INPUT_BYTES);
      if (text === null) process.stdin.destroy();
      return text;
    },
  };
}

/** `--debug` anywhere on the command line (or ADJUTANT_DEBUG=1): internal errors in full. */
export const DEBUG_FLAG = '--debug';

export function isDebug(argv: string[], env: Record<string, string | undefined> = process.env): boolean {
  return argv.includes(DEBUG_FLAG) || env.ADJUTANT_DEBUG === '1';
}

/**
 * Makes this process behave as a tool (bin.mjs): a reader that goes away (`| head`) ends it
 * quietly, and an error outside any command is still one line with exit code 1.
 */
export function guardProcess(debug: boolean): void {
  const crash = (e: unknown) => {
    process.stderr.write(terminalSafe(crashText(e, debug)));
    process.exit(1);
  };
  process.stdout.on('error', (e: NodeJS.ErrnoException) => (e.code === 'EPIPE' ? process.exit(0) : crash(e)));
  process.stderr.on('error', (e: NodeJS.ErrnoException) => process.exit(e.code === 'EPIPE' ? 0 : 1));
  process.on('uncaughtException', crash);
  process.on('unhandledRejection', crash);
}
