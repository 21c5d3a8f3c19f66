// The archive's migrations in order. Append only: a released migration is never edited or removed,
// and the last one's version is the schema version this build of Adjutant writes.
import { migration0001 } from './0001-initial';
import { migration0002 } from './0002-game-list';
import { migration0003 } from './0003-tournaments';
import { migration0004 } from './0004-stored-formats';
import { migration0006 } from './0006-mail';
import { migration0007 } from './0007-event-network';
import { migration0008 } from './0008-variants';
import { migration0009 } from './0009-reader-languages';
import { migration0011 } from './0011-mail-attachments';
import { migration0012 } from './0012-history-chain';
import { migration0014 } from './0014-report-language';
import type { Migration } from './types';

export type { Migration } from './types';

export const MIGRATIONS: readonly Migration[] = [
  migration0001,
  migration0002,
  migration0003,
  migration0004,
  migration0006,
  migration0007,
  migration0008,
  migration0009,
  migration0011,
  migration0012,
  migration0014,
];

export const SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1].version;

/** The tables an archive at `version` must have, by the migrations that created them. */
export function tablesAt(version: number, migrations: readonly Migration[] = MIGRATIONS): string[] {
  return migrations.filter((m) => m.version <= version).flatMap((m) => m.creates);
}
