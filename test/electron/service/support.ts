// Shared by the archive and service tests: a fresh archive in a temporary folder, the opening
// orders of a game as a GM would paste them, and `value()` to unwrap a service answer.
import { accessSync, constants, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { closeArchive, openArchive, type Archive, type OpenOptions } from '../../../electron/archive/db';
import type { ServiceResult } from '../../../electron/service/result';
import { createGame, type CreateGameInput } from '../../../electron/service/games';
import { submitOrders } from '../../../electron/service/orders';
import { positionAt, type PositionSetup } from '../../support/positions';

const dirs: string[] = [];
const open: Archive[] = [];

export function tempDir(base = tmpdir()): string {
  const dir = mkdtempSync(join(base, 'adjutant-test-'));
  dirs.push(dir);
  return dir;
}

/** /dev/shm where this machine has one to write to (Linux: memory), else null. */
const MEMORY = ((): string | null => {
  try {
    accessSync('/dev/shm', constants.W_OK);
    return '/dev/shm';
  } catch {
    return null;
  }
})();

/**
 * A temporary folder in memory where the machine offers one (/dev/shm), else as tempDir: for the
 * tests that open an archive thousands of times (hostile.test.ts) or race two processes on it, where
 * the disk's syncs on every opening and closing were most of the time (docs/PERFORMANCE.md). SQLite
 * behaves the same there: its locks and its WAL index work on any local file system.
 */
export const memoryTempDir = (): string => tempDir(MEMORY ?? undefined);

/** A clock that moves one second per reading, so time stamps are distinct and predictable. */
export function steppingClock(start = Date.UTC(2026, 0, 1)): () => Date {
  let t = start;
  return () => new Date((t += 1000));
}

/**
 * A new archive, migrated once per worker process: every migration run on an empty file, the
 * archive closed (so its WAL is folded in), and kept in memory as bytes, as created at the stepping
 * clock's first reading. The migrations' own tests (test/electron/archive/migrations.test.ts,
 * upgradeOnRead.test.ts) open their files through openArchive, not this copy.
 */
let template: { bytes: Buffer; createdAt: string } | null = null;

async function migratedTemplate(): Promise<{ bytes: Buffer; createdAt: string }> {
  if (template) return template;
  const dir = mkdtempSync(join(MEMORY ?? tmpdir(), 'adjutant-template-'));
  try {
    const file = join(dir, 'archive.sqlite');
    const clock = steppingClock();
    const opened = await openArchive(file, { create: true, clock });
    if (!opened.ok) throw new Error(opened.error.message);
    closeArchive(opened.value);
    template = { bytes: readFileSync(file), createdAt: steppingClock()().toISOString() };
    return template;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Writes a new archive at `file`: the copy of the migrated archive (migratedTemplate), closed, as
 * Adjutant leaves a file, for the tests that open it themselves (the archive's own tests) where
 * migrating each time was most of their CPU.
 */
export async function migratedFile(file: string): Promise<void> {
  writeFileSync(file, (await migratedTemplate()).bytes);
}

/**
 * A fresh archive in a temporary folder in memory (memoryTempDir). The app's migrations are run once
 * per worker (migratedTemplate) and the file copied: each test gets the same schema, the same
 * `created_at` (its clock's first reading, as a migration would have written it) and the same clock
 * readings after it (openArchive reads the clock once, migrating or not). A test that chooses its
 * migrations or opens read-only gets them run as asked, on an empty file.
 */
export async function tempArchive(options: OpenOptions = {}): Promise<Archive> {
  const file = join(memoryTempDir(), 'archive.sqlite');
  if (options.migrations || options.readOnly || options.create === false) {
    const opened = await openArchive(file, { create: true, clock: steppingClock(), ...options });
    if (!opened.ok) throw new Error(opened.error.message);
    open.push(opened.value);
    return opened.value;
  }
  const copy = await migratedTemplate();
  writeFileSync(file, copy.bytes);
  const clock = options.clock ?? steppingClock();
  let first: Date | null = null;
  const reading = (): Date => {
    const at = clock();
    first ??= at;
    return at;
  };
  const opened = await openArchive(file, { ...options, create: true, clock: reading });
  if (!opened.ok) throw new Error(opened.error.message);
  open.push(opened.value);
  const createdAt = (first ?? reading()).toISOString();
  if (createdAt !== copy.createdAt) opened.value.db.prepare("UPDATE adjutant_meta SET value = ? WHERE key = 'created_at'").run(createdAt);
  return opened.value;
}

/** Closes what the tests opened and removes their folders (call from afterEach). */
export function cleanUp(): void {
  for (const a of open.splice(0)) closeArchive(a);
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
}

/** The value of a successful answer; a failing one fails the test with its message. */
export function value<T>(result: ServiceResult<T>): T {
  if (!result.ok) expect.fail(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

export function errorOf<T>(result: ServiceResult<T>): { code: string; message: string } {
  if (result.ok) expect.fail('expected an error, got a value');
  return result.error;
}

/** Spring 1901 orders for all seven powers, as one pasted sheet with power headers. */
export const SPRING_1901 = `England:
F lon - nth
F edi - nwg
A lvp - yor

France:
A par - bur
A mar S A par - bur
F bre - mao

Germany:
A mun - ruh
F kie - den
A ber - kie

Italy:
A ven H
A rom - apu
F nap - ion

Austria:
A vie - gal
A bud - ser
F tri - alb

Russia:
A mos - ukr
A war - gal
F sev - bla
F stp/sc - bot

Turkey:
F ank - bla
A con - bul
A smy - arm
`;

/** Each power's part of SPRING_1901, as seven separate mails would bring them. */
export function springMails(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const block of SPRING_1901.trim().split(/\n\s*\n/)) {
    const [header, ...lines] = block.split('\n');
    out[header.replace(':', '').trim()] = lines.join('\n');
  }
  return out;
}

/** A new game (the standard start unless `input` sets another) with SPRING_1901 submitted: its id. */
export async function gameWithOpening(archive: Archive, input: CreateGameInput): Promise<number> {
  const gameId = value(await createGame(archive, input)).id;
  value(await submitOrders(archive, { gameId, text: SPRING_1901 }));
  return gameId;
}

/** A new game started at a position written as a GM reads it (`'England F lon, France A par'`): its id. */
export async function gameAt(archive: Archive, name: string, units: string, setup: PositionSetup): Promise<number> {
  return value(await createGame(archive, { name, position: positionAt(units, setup) })).id;
}
