// Watching processes from the launcher tests: a process's children (Linux /proc), whether a pid is
// alive, and waiting for a condition or an exit.
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';

export const hasProc = existsSync('/proc/self/stat');

/** The processes whose parent is `pid`. */
export function childrenOf(pid: number): number[] {
  const out: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) out.push(Number(name));
    } catch {
      // The process ended while we looked.
    }
  }
  return out;
}

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Waits for `probe` to answer something. `ms` is a safety net for a condition that never comes, not
 * a speed check: a machine running two copies of the suite may take many seconds to start or stop
 * a process, so it is long.
 */
export async function until<T>(what: string, probe: () => T | null | undefined, ms = 120_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = probe();
    if (v !== null && v !== undefined) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export const ended = (c: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((r) => c.once('exit', (code, signal) => r({ code, signal })));

/** Kills what a test started and is still running, orphans included (by pid, one by one). */
export function killAll(children: ChildProcess[], orphans: number[]): void {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const pid of orphans.splice(0)) if (alive(pid)) process.kill(pid, 'SIGKILL');
}

/**
 * What a launcher test starts, and cleans up after each test: the children it spawned, the orphans
 * it found (by pid), and temporary folders named `adjutant-<prefix>-…`.
 */
export function launchScope(prefix: string): { children: ChildProcess[]; orphans: number[]; temp: () => string } {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  const orphans: number[] = [];
  afterEach(() => {
    killAll(children, orphans);
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  const temp = () => {
    const dir = mkdtempSync(join(tmpdir(), `adjutant-${prefix}-`));
    dirs.push(dir);
    return dir;
  };
  return { children, orphans, temp };
}
