// A crash at any moment loses nothing committed and leaves nothing half written. A child process
// (crashWriter.ts) plays games on an archive and reports each commit; the test kills it with
// SIGKILL at random moments (every other time inside a transaction it holds open until then),
// several times over the same file, and after each kill reopens the archive: the file is sound,
// every reported commit is there as reported, and every game's line of play is whole (no phase without its adjudication, no adjudication without its next phase).
import Database from 'better-sqlite3';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkArchive, closeArchive, openArchive } from '../../../electron/archive/db';
import { cleanUp, tempDir } from '../service/support';
import { resultHash } from './resultHash';
import { bundledScript } from '../../support/bundled';

afterEach(cleanUp);

const root = fileURLToPath(new URL('../../..', import.meta.url));
const writer = fileURLToPath(new URL('./crashWriter.ts', import.meta.url));
const hash = resultHash;

interface Commit {
  gameId: number;
  phaseId: number;
  results: string;
  nextId: number;
}

/** A writer started on the archive, which waits for the test's `go` before it opens it. */
interface Writer {
  child: ChildProcess;
  /** How it ended; resolved whenever it does, before or after its turn. */
  exited: Promise<{ signal: NodeJS.Signals | null; stderr: string }>;
}

/** Starts a writer (`hold`: told to hold its transaction until it is killed); it loads, then waits for its turn. */
async function startWriter(file: string, seed: number, hold: boolean): Promise<Writer> {
  const script = await bundledScript(writer);
  const child = spawn(process.execPath, [script, file, String(seed), ...(hold ? ['hold'] : [])], { cwd: root, stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<{ signal: NodeJS.Signals | null; stderr: string }>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (_code, signal) => resolve({ signal, stderr }));
  });
  exited.catch(() => undefined);
  return { child, exited };
}

/**
 * Lets the writer open the archive and write until it has reported `commits` commits, or
 * (`inTransaction`, the writer told to hold its transaction until it is killed) until it says a
 * transaction is pending, then waits `extraMs` and kills it.
 */
async function runAndKill(
  { child, exited }: Writer,
  commits: number,
  extraMs: number,
  inTransaction: boolean,
): Promise<{ seen: Commit[]; pending: number | null; stderr: string }> {
  const seen: Commit[] = [];
  let pending: number | null = null;
  let buffer = '';
  let killing = false;
  const timer = setTimeout(() => child.kill('SIGKILL'), 240_000); // a hung writer, not a slow machine
  child.stdout!.on('data', (chunk: Buffer) => {
    buffer += chunk.toString('utf8');
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      const m = /^COMMIT (\d+) (\d+) (\w+) (\d+)$/.exec(line);
      if (m) seen.push({ gameId: +m[1], phaseId: +m[2], results: m[3], nextId: +m[4] });
      const p = /^PENDING \d+ (\d+)$/.exec(line);
      if (p && inTransaction && !killing) pending = +p[1];
    }
    if (!killing && (inTransaction ? pending !== null : seen.length >= commits)) {
      killing = true;
      setTimeout(() => child.kill('SIGKILL'), extraMs);
    }
  });
  child.stdin!.write('go\n');
  const { signal, stderr } = await exited.finally(() => clearTimeout(timer));
  if (signal !== 'SIGKILL') throw new Error(`the writer stopped by itself: ${stderr}`);
  return { seen, pending, stderr };
}

/** Every game's line of play is whole: the invariants a half-written phase would break. */
function lineProblems(db: Database.Database): string[] {
  const problems: string[] = [];
  const games = db.prepare('SELECT id, status FROM games').all() as { id: number; status: string }[];
  for (const g of games) {
    const line = db.prepare("SELECT id, seq, status, position FROM phases WHERE game_id = ? AND status <> 'superseded' ORDER BY seq").all(g.id) as {
      id: number;
      seq: number;
      status: string;
      position: string;
    }[];
    line.forEach((p, i) => {
      if (p.seq !== i) problems.push(`game ${g.id}: phase ${p.id} has seq ${p.seq} at place ${i}`);
      const current = db.prepare('SELECT next_position FROM adjudications WHERE phase_id = ? AND superseded_at IS NULL').all(p.id) as {
        next_position: string | null;
      }[];
      const last = i === line.length - 1;
      if (!last && p.status !== 'adjudicated') problems.push(`game ${g.id}: phase ${p.id} is ${p.status} but not the last`);
      if (p.status === 'adjudicated' && current.length !== 1) problems.push(`game ${g.id}: adjudicated phase ${p.id} has ${current.length} adjudications`);
      if (p.status === 'open' && current.length !== 0) problems.push(`game ${g.id}: open phase ${p.id} has an adjudication`);
      if (!last && current.length === 1 && current[0].next_position !== line[i + 1].position) {
        problems.push(`game ${g.id}: the adjudication of phase ${p.id} does not lead to phase ${line[i + 1].id}`);
      }
      if (last && g.status === 'active' && p.status !== 'open') problems.push(`game ${g.id}: active, but its last phase is ${p.status}`);
    });
  }
  return problems;
}

function commitProblems(db: Database.Database, commits: Commit[]): string[] {
  const problems: string[] = [];
  for (const c of commits) {
    const adjudications = db.prepare('SELECT results, next_position FROM adjudications WHERE phase_id = ?').all(c.phaseId) as {
      results: string;
      next_position: string | null;
    }[];
    const match = adjudications.find((a) => hash(JSON.parse(a.results).data.results) === c.results);
    if (!match) {
      problems.push(`the adjudication of phase ${c.phaseId} reported committed is missing`);
      continue;
    }
    if (c.nextId === 0) continue;
    const next = db.prepare('SELECT game_id, position FROM phases WHERE id = ?').get(c.nextId) as { game_id: number; position: string } | undefined;
    if (!next || next.game_id !== c.gameId || next.position !== match.next_position)
      problems.push(`the phase ${c.nextId} reported committed is missing or differs`);
  }
  return problems;
}

describe('a writer killed at random moments', () => {
  it('loses nothing it reported committed and leaves no phase half written', async () => {
    const file = join(tempDir(), 'crash.sqlite');
    const all: Commit[] = [];
    let random = 12345;
    const next = (n: number): number => ((random = (random * 1103515245 + 12345) % 2 ** 31), random % n);
    const rounds = 8;
    const hold = (round: number) => round % 2 === 1;
    // Each round's writer is started while the round before runs (it waits for its turn before it
    // opens the archive), so that its start overlaps that round's writing and checks.
    let coming = await startWriter(file, 1, hold(0));
    try {
      for (let round = 0; round < rounds; round++) {
        const inTransaction = hold(round);
        const thisRound = coming;
        if (round + 1 < rounds) coming = await startWriter(file, round + 2, hold(round + 1));
        const { seen, pending } = await runAndKill(thisRound, 3 + next(25), inTransaction ? next(200) : next(40), inTransaction);
        expect(seen.length).toBeGreaterThan(0);
        all.push(...seen);
        const opened = await openArchive(file);
        if (!opened.ok) expect.fail(opened.error.message);
        const archive = opened.value;
        expect(checkArchive(archive)).toEqual(['ok']);
        expect(archive.db.pragma('foreign_key_check')).toEqual([]);
        expect(lineProblems(archive.db)).toEqual([]);
        expect(commitProblems(archive.db, all)).toEqual([]);
        if (pending !== null) {
          // Killed inside the transaction: the phase it was adjudicating is still open, untouched.
          const phase = archive.db.prepare('SELECT status FROM phases WHERE id = ?').pluck().get(pending);
          const current = archive.db.prepare('SELECT count(*) FROM adjudications WHERE phase_id = ? AND superseded_at IS NULL').pluck().get(pending);
          expect([phase, current]).toEqual(['open', 0]);
        }
        closeArchive(archive);
      }
    } finally {
      // A writer started for a round that never came (a check failed): it waits for nothing.
      if (coming.child.exitCode === null && coming.child.signalCode === null) coming.child.kill('SIGKILL');
    }
    expect(all.length).toBeGreaterThan(20);
    // A safety net for a hung run, not a speed check: dozens of processes on a loaded machine.
  }, 900_000);
});
