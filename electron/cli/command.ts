// What every subcommand of `adjutant` is: a name, a usage text, and a run function that gets its
// arguments and the process's streams and answers an exit code. One file per subcommand.

/** The process's streams, passed in so a command never reaches for globals. */
export interface Io {
  out(text: string): void;
  err(text: string): void;
  /** All of standard input, as text; null when it is longer than MAX_INPUT_BYTES (reading stops there). */
  stdin(): Promise<string | null>;
}

export interface Command {
  name: string;
  /** The text `adjutant <name> --help` prints. */
  usage: string;
  run(args: string[], io: Io): Promise<number>;
}

/**
 * 0: done; 1: a bug (an exception); 2: the input or the command line was wrong; 3: done, but with
 * something the user must look at (orders stored with lines not read); 4: refused, because what the
 * command read at its start changed before it could write (another process wrote first: bound.ts);
 * 5: refused until confirmed (adjudicating a phase in which a power with units gave no orders).
 */
export const EXIT = { ok: 0, internal: 1, badInput: 2, flagged: 3, changed: 4, unconfirmed: 5 } as const;

/**
 * The most the command line reads from one file or standard input: a wrong file (a disk image,
 * /dev/zero, a log) is refused at that size instead of filling the memory.
 */
export const MAX_INPUT_BYTES = 16 * 1024 * 1024;
export const MAX_INPUT_SHOWN = '16 MB';

/** `  name  summary` for each command of a table, the summaries in one column (the usage texts). */
export function commandLines(table: Record<string, { summary: string }>): string[] {
  const width = Math.max(...Object.keys(table).map((n) => n.length));
  return Object.entries(table).map(([name, s]) => `  ${name.padEnd(width)}  ${s.summary}`);
}
