// Binds a CLI write to what the command read at its start. A command reads the game (or the
// tournament board) first and decides from what it saw; if another process commits in between (two
// `adjutant game adjudicate G` started together), writing anyway would land in a phase nobody looked
// at: the second would adjudicate the next phase with no orders. So the write runs in one BEGIN
// IMMEDIATE transaction (the archive's write lock, taken up front) that first reads the state again
// and goes on only if it is what the command started from; the service's own transaction nests in
// it as a savepoint. Otherwise nothing is written and the command exits with EXIT.changed, naming
// what changed. The app binds its requests to the phase the window showed (electron/ipc/phaseBinding.ts).
//
// A command run by the launcher on the project's Node 24 (electron/runtime/node24.mjs) also checks,
// just before committing, that the launcher is still its parent: when it was killed (SIGKILL cannot
// be passed on), the write is rolled back instead of committed behind the user's back.
import type { Archive } from '../archive/db';
import { EXIT, type Io } from './command';
import { LAUNCHER_PID_ENV } from '../runtime/node24.mjs';

export interface Binding<S> {
  /** The state as the command read it at its start. */
  read: S;
  /** The state now, read inside the write transaction. */
  now(): Promise<S>;
  same(a: S, b: S): boolean;
  /** What changed, for the refusal: "the game is now at Fall 1901 Movement (S1901M was adjudicated)". */
  changed(read: S, now: S): string;
}

/** Whether a launcher started this process and has gone since (this process was orphaned). */
export function launcherGone(env: Record<string, string | undefined> = process.env): boolean {
  const pid = env[LAUNCHER_PID_ENV];
  return pid !== undefined && pid !== '' && process.ppid !== Number(pid);
}

/** An Io that keeps what is written until `flush`: nothing is said to be done before it is committed. */
function held(io: Io): { io: Io; flush(out: boolean): void } {
  const parts: [boolean, string][] = [];
  return {
    io: { out: (t) => void parts.push([true, t]), err: (t) => void parts.push([false, t]), stdin: () => io.stdin() },
    flush: (out) => {
      for (const [isOut, t] of parts.splice(0))
        if (isOut) {
          if (out) io.out(t);
        } else io.err(t);
    },
  };
}

/**
 * Runs `write` in one immediate transaction after checking the binding; commits when `write`
 * answers EXIT.ok or EXIT.flagged (stored, with something to look at), rolls back otherwise.
 * What `write` prints is held until then. `refuse` prints a refusal and answers the exit code.
 */
export async function boundWrite<S>(
  archive: Archive,
  io: Io,
  binding: Binding<S>,
  refuse: (message: string, code: number) => number,
  write: (io: Io) => Promise<number>,
): Promise<number> {
  const db = archive.db;
  try {
    db.exec('BEGIN IMMEDIATE');
  } catch (e) {
    if (String((e as { code?: string }).code).startsWith('SQLITE_BUSY')) {
      return refuse('the archive is busy: another program is writing to it; nothing was changed, try again', EXIT.changed);
    }
    throw e;
  }
  const out = held(io);
  let committed = false;
  try {
    const now = await binding.now();
    if (!binding.same(binding.read, now)) {
      return refuse(`${binding.changed(binding.read, now)}; nothing was changed. Look again, and repeat the command if it still applies`, EXIT.changed);
    }
    const code = await write(out.io);
    if (code !== EXIT.ok && code !== EXIT.flagged) {
      out.flush(true);
      return code;
    }
    if (launcherGone()) {
      out.flush(false);
      io.err('adjutant: stopped: the process that launched this command is gone; nothing was changed\n');
      return EXIT.internal;
    }
    db.exec('COMMIT');
    committed = true;
    out.flush(true);
    return code;
  } finally {
    if (!committed && db.inTransaction) db.exec('ROLLBACK');
  }
}
