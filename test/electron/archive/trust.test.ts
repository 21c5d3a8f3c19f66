// The archive refuses what it cannot trust: a file damaged below the schema (garbage written into
// the phases table's pages) is not opened for writing and the refusal points to the last good copy;
// a command that only reads never turns an empty file into an archive; a read-only file or folder
// gets a message that says so and is left without `-wal`/`-shm` companions.
import { spawnSync } from 'node:child_process';
import { chmodSync, closeSync, copyFileSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, utimesSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { closeArchive, openArchive } from '../../../electron/archive/db';
import { MIGRATIONS } from '../../../electron/archive/migrations/index';
import { adjudicatePhase } from '../../../electron/service/index';
import { cleanUp, tempDir, value, gameWithOpening } from '../service/support';

afterEach(cleanUp);

const BIN = fileURLToPath(new URL('../../../electron/cli/bin.mjs', import.meta.url));
const isRoot = process.getuid?.() === 0;

const NOBODY = { uid: 65534, gid: 65534 };

/**
 * Why the CLI cannot run as `nobody` here, or null: as root the tests start it as `nobody` (for whom
 * file permissions hold), who must reach the project, its bundle, better-sqlite3 and the Node binary;
 * a clone in a 0700 folder (what `mktemp -d` makes) is out of its reach. Those tests are then skipped
 * with this reason, never passed.
 */
function nobodyCannot(): string | null {
  if (!isRoot) return null;
  const paths = [
    BIN,
    fileURLToPath(new URL('../../../out/cli/main.mjs', import.meta.url)),
    fileURLToPath(new URL('../../../node_modules/better-sqlite3/package.json', import.meta.url)),
  ];
  const probe = `const fs = require('node:fs'); for (const p of ${JSON.stringify(paths)}) try { fs.accessSync(p, fs.constants.R_OK); } catch { console.log(p); process.exit(3); }`;
  const r = spawnSync(process.execPath, ['-e', probe], { encoding: 'utf8', timeout: 120_000, ...NOBODY });
  if (r.error || r.status === null)
    return `user nobody cannot run ${process.execPath} (${r.error?.message ?? r.signal}): is the clone in a folder closed to others?`;
  if (r.status !== 0) return `user nobody cannot read ${r.stdout.trim() || 'the project'}: is the clone in a folder closed to others?`;
  return null;
}
const unreachable = nobodyCannot();

/** Skips the test (saying why) when the CLI cannot run as `nobody` here. */
const needsNobody = (skip: (condition: boolean, note?: string) => void): void => skip(unreachable !== null, unreachable ?? undefined);

/** The CLI in a child process; as root, run as `nobody`, for whom file permissions hold. */
function cli(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const as = isRoot ? NOBODY : {};
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', timeout: 120_000, env: { ...process.env, HOME: '/tmp' }, ...as });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** An archive with one game played for a few phases, closed. */
async function playedArchive(dir: string): Promise<string> {
  const file = join(dir, 'archive.sqlite');
  const opened = await openArchive(file, { create: true });
  if (!opened.ok) throw new Error(opened.error.message);
  const archive = opened.value;
  for (let g = 0; g < 3; g++) {
    const gameId = await gameWithOpening(archive, { name: `Game ${g}` });
    value(await adjudicatePhase(archive, { gameId }));
    value(await adjudicatePhase(archive, { gameId }));
  }
  closeArchive(archive);
  // The child runs as `nobody` when the tests run as root: let it reach and write the folder and file.
  chmodSync(dir, 0o777);
  chmodSync(file, 0o666);
  return file;
}

/** Writes garbage into the middle of each page of the phases table (its b-tree and overflow pages). */
async function damagePhases(file: string): Promise<number> {
  const opened = await openArchive(file, { readOnly: true });
  if (!opened.ok) throw new Error(opened.error.message);
  const pageSize = opened.value.db.pragma('page_size', { simple: true }) as number;
  const pages = opened.value.db.prepare("SELECT pageno FROM dbstat WHERE name = 'phases' ORDER BY pageno").pluck().all() as number[];
  closeArchive(opened.value);
  // The read-only look above left empty companions (SQLite's way): the damaged file is at rest without them.
  for (const f of companionsOf(file)) rmSync(f);
  const fd = openSync(file, 'r+');
  const garbage = Buffer.alloc(pageSize / 2, 0xa5);
  for (const p of pages) writeSync(fd, garbage, 0, garbage.length, (p - 1) * pageSize + pageSize / 4);
  closeSync(fd);
  return pages.length;
}

/** A temporary folder the child (maybe `nobody`) may enter and write. */
function sharedDir(): string {
  const dir = tempDir();
  chmodSync(dir, 0o777);
  return dir;
}

const companionsOf = (file: string) => [`${file}-wal`, `${file}-shm`].filter((f) => existsSync(f));

describe('a damaged archive', () => {
  it('is refused for writing, untouched, with no copy to point to', async () => {
    const file = await playedArchive(sharedDir());
    expect(await damagePhases(file)).toBeGreaterThan(1);
    const before = readFileSync(file);
    const opened = await openArchive(file);
    expect(opened.ok).toBe(false);
    if (opened.ok) return;
    expect(opened.error.code).toBe('corrupt');
    expect(opened.error.message).toMatch(/is damaged \(PRAGMA quick_check: .+\. Adjutant will not write to a damaged archive; Adjutant has no copy of it/);
    expect(readFileSync(file).equals(before)).toBe(true);
    expect(companionsOf(file)).toEqual([]);
  });

  it('`game new` refuses it and names the copy Adjutant kept', async ({ skip }) => {
    needsNobody(skip);
    const file = await playedArchive(sharedDir());
    const copy = `${file}.bak-v1-20260101T000000Z`;
    copyFileSync(file, copy);
    await damagePhases(file);
    const before = readFileSync(file);
    const run = cli(['game', 'new', 'After the damage', '--db', file]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('is damaged (PRAGMA quick_check');
    expect(run.stderr).toContain(`the newest copy Adjutant kept is ${copy}`);
    expect(readFileSync(file).equals(before)).toBe(true);
  });
});

describe('the check before writing', () => {
  it('is skipped only while the file is exactly as Adjutant left it after a check', async () => {
    const file = join(tempDir(), 'archive.sqlite');
    const opening = async () => {
      const opened = await openArchive(file, { create: true });
      if (!opened.ok) throw new Error(opened.error.message);
      closeArchive(opened.value);
      return opened.value.checked;
    };
    expect(await opening()).toBe('new');
    expect(existsSync(`${file}.checked`)).toBe(true);
    expect(await opening()).toBe('unchanged');
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(await opening()).toBe('quick-check');
    expect(await opening()).toBe('unchanged');
    rmSync(`${file}.checked`);
    expect(await opening()).toBe('quick-check');
  });
});

describe('a command that only reads', () => {
  it('does not make an archive of an empty file', ({ skip }) => {
    needsNobody(skip);
    const file = join(sharedDir(), 'empty.sqlite');
    writeFileSync(file, '');
    for (const args of [['list'], ['show', '1'], ['export', '1'], ['check']]) {
      const run = cli(['game', ...args, '--db', file]);
      expect(run.status).toBe(2);
      expect(run.stderr).toContain(`${file} is empty: it is not an archive yet`);
    }
    expect(readFileSync(file).length).toBe(0);
    expect(companionsOf(file)).toEqual([]);
  });

  it('brings an older archive up to date even when opened to read, after copying it aside (issue 26 item 9)', async () => {
    const file = join(tempDir(), 'old.sqlite');
    const old = await openArchive(file, { create: true, migrations: MIGRATIONS.slice(0, 1) });
    if (!old.ok) throw new Error(old.error.message);
    closeArchive(old.value);
    const opened = await openArchive(file, { readOnly: true });
    if (!opened.ok) throw new Error(opened.error.message);
    expect(opened.value).toMatchObject({ readOnly: true, version: MIGRATIONS.at(-1)!.version });
    expect(opened.value.backup).toMatch(/old\.sqlite\.bak-v1-/);
    closeArchive(opened.value);
    const copy = await openArchive(opened.value.backup!, { readOnly: true, migrations: MIGRATIONS.slice(0, 1) });
    if (!copy.ok) throw new Error(copy.error.message);
    expect(copy.value.version).toBe(1);
    closeArchive(copy.value);
  });

  it('does not migrate an older archive it cannot write: it says what to do and leaves it as it was', async () => {
    const file = join(tempDir(), 'old.sqlite');
    const old = await openArchive(file, { create: true, migrations: MIGRATIONS.slice(0, 1) });
    if (!old.ok) throw new Error(old.error.message);
    closeArchive(old.value);
    chmodSync(file, 0o444);
    const before = readFileSync(file);
    const opened = await openArchive(file, { readOnly: true });
    expect(opened.ok ? 'opened' : opened.error.message).toMatch(
      new RegExp(
        `^${file} needs its schema brought up to date before it can be read, and it cannot be written here: make the file .*\\(its schema is version 1 and this Adjutant reads version ${MIGRATIONS.at(-1)!.version}; .* is read-only.*\\)\\. The file was left unchanged\\.$`,
      ),
    );
    expect(readFileSync(file).equals(before)).toBe(true);
    chmodSync(file, 0o644);
  });

  it('reads a read-only archive and leaves no -wal/-shm behind', async ({ skip }) => {
    needsNobody(skip);
    const file = await playedArchive(sharedDir());
    chmodSync(file, 0o444);
    const list = cli(['game', 'list', '--db', file]);
    expect(list.stderr).toBe('');
    expect(list.status).toBe(0);
    expect(list.stdout).toContain('Game 2');
    expect(companionsOf(file)).toEqual([]);
  });
});

describe('a read-only archive or folder', () => {
  it('a read-only file: a command that writes says so and leaves nothing behind', async ({ skip }) => {
    needsNobody(skip);
    const file = await playedArchive(sharedDir());
    chmodSync(file, 0o444);
    const run = cli(['game', 'new', 'Another', '--db', file]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`${file} cannot be written (the file is read-only`);
    expect(companionsOf(file)).toEqual([]);
    const opened = await openArchive(file);
    expect(opened.ok ? 'opened' : opened.error.code).toBe('read-only');
  });

  // Folder permissions as used here are POSIX ones.
  it.skipIf(process.platform === 'win32')('a read-only folder: writing and reading say so, nothing is created', async ({ skip }) => {
    needsNobody(skip);
    const dir = join(sharedDir(), 'shelf');
    mkdirSync(dir);
    const file = await playedArchive(dir);
    chmodSync(dir, 0o555);
    try {
      const write = cli(['game', 'new', 'Another', '--db', file]);
      expect(write.status).toBe(2);
      expect(write.stderr).toContain(`its folder ${dir} is read-only, and SQLite writes its journal`);
      const read = cli(['game', 'list', '--db', file]);
      expect(read.status).toBe(2);
      expect(read.stderr).toContain(`its folder ${dir} is read-only, and SQLite must create archive.sqlite-shm beside the archive even to read it`);
      expect(companionsOf(file)).toEqual([]);
    } finally {
      chmodSync(dir, 0o755);
    }
  });
});
