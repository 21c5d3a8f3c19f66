// Why an archive could not be opened: a code for programs and a sentence for people that names the
// file, says what is wrong with it and, when the file was refused, that it was left as it was.

export type ArchiveErrorCode =
  | 'node-too-old'
  | 'not-found'
  | 'not-a-file'
  | 'not-sqlite'
  | 'foreign-database'
  | 'newer-schema'
  | 'corrupt'
  | 'unknown-objects'
  | 'empty'
  | 'outdated'
  | 'read-only'
  | 'busy'
  | 'io-error'
  | 'backup-failed'
  | 'migration-failed';

export interface ArchiveError {
  code: ArchiveErrorCode;
  message: string;
}

const WHAT: Record<ArchiveErrorCode, string> = {
  'node-too-old': 'cannot be opened: the archive needs Node 22.14 or newer (better-sqlite3 13)',
  'not-found': 'does not exist',
  'not-a-file': 'is not an archive',
  'not-sqlite': 'is not an Adjutant archive: it is not a SQLite database',
  'foreign-database': 'is not an Adjutant archive: it is a SQLite database of another program',
  'newer-schema': 'was written by a newer version of Adjutant; upgrade Adjutant to open it',
  corrupt: 'is damaged',
  'unknown-objects':
    'is damaged: it holds schema objects Adjutant did not create (a trigger, view, table or index added by another program can change what is stored or read); remove them with the sqlite3 tool, or go back to a copy',
  empty: 'is empty: it is not an archive yet (a command that writes, such as adjutant game new, makes one)',
  outdated:
    'needs its schema brought up to date before it can be read, and it cannot be written here: make the file (and its folder) writable, or copy it to a folder you can write to; any adjutant command that opens it then brings it up to date, after copying it aside',
  'read-only': 'cannot be written',
  busy: 'is locked by another program',
  'io-error': 'cannot be read',
  'backup-failed': 'was not migrated: the backup copy taken before migrating failed',
  'migration-failed': 'was not migrated',
};

/** Codes for which the file was refused before anything was written. */
const UNTOUCHED: ReadonlySet<ArchiveErrorCode> = new Set([
  'not-a-file',
  'not-sqlite',
  'foreign-database',
  'newer-schema',
  'corrupt',
  'unknown-objects',
  'empty',
  'outdated',
  'read-only',
]);

export function archiveError(code: ArchiveErrorCode, file: string, detail?: string): ArchiveError {
  const parts = [`${file} ${WHAT[code]}`];
  if (detail) parts.push(`(${detail})`);
  let message = parts.join(' ');
  if (UNTOUCHED.has(code)) message += '. The file was left unchanged.';
  return { code, message };
}
