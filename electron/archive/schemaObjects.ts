// The schema objects (tables, indexes, views, triggers) an archive of a given version holds when
// only Adjutant wrote its schema: found by applying the migrations to an empty in-memory database,
// once per version, so the list can never drift from the migrations themselves. An archive holding
// anything else (a trigger planted to rewrite stored orders, a view, a table, an index of our name
// made again differently) has been tampered with and is refused on open (probe.ts).
//
// For the latest schema of the shipped migrations the list is also written out beside this file
// (schemaObjects.json), so that opening an archive does not replay them (7-8 ms of every archive
// command's start: docs/PERFORMANCE.md, "Sixth pass"); a test replays the migrations and finds the
// file equal (test/electron/archive/schemaObjectsList.test.ts), and any other version, any other
// list of migrations, or a file written for another schema version is replayed as before.
import Database from 'better-sqlite3';
import { MIGRATIONS, SCHEMA_VERSION, type Migration } from './migrations/index';
import written from './schemaObjects.json';

export interface SchemaObject {
  type: string;
  name: string;
  sql: string | null;
}

const LISTED = "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name";

const cache = new WeakMap<readonly Migration[], Map<number, Map<string, string | null>>>();

/** `type name` to the object's SQL (whitespace folded), as the migrations up to `version` make them. */
function expected(version: number, migrations: readonly Migration[]): Map<string, string | null> {
  let byVersion = cache.get(migrations);
  if (!byVersion) cache.set(migrations, (byVersion = new Map()));
  const known = byVersion.get(version);
  if (known) return known;
  if (migrations === MIGRATIONS && version === SCHEMA_VERSION && written.version === SCHEMA_VERSION) {
    const objects = new Map(Object.entries(written.objects));
    byVersion.set(version, objects);
    return objects;
  }
  const objects = replayed(version, migrations);
  byVersion.set(version, objects);
  return objects;
}

/** The objects the migrations up to `version` make on an empty database (the file above is this, written out). */
export function replayed(version: number, migrations: readonly Migration[]): Map<string, string | null> {
  const db = new Database(':memory:');
  try {
    for (const m of migrations) if (m.version <= version) db.transaction(() => m.up(db, '2000-01-01T00:00:00.000Z'))();
    return new Map((db.prepare(LISTED).all() as SchemaObject[]).map((o) => [`${o.type} ${o.name}`, fold(o.sql)]));
  } finally {
    db.close();
  }
}

const fold = (sql: string | null): string | null => (sql === null ? null : sql.replace(/\s+/g, ' ').trim());

/**
 * The objects' SQL as found in archives, folded: an archive's schema text is the same at every
 * opening, so each text is folded once per process, not once per opening (a CLI run in-process
 * 10,000 times, hostile*.test.ts, folded the same 54 texts at each). Bounded, for a process that
 * meets many archives of foreign texts.
 */
const foldedBefore = new Map<string, string>();
const FOLDS_KEPT = 4096;

function foldFound(sql: string | null): string | null {
  if (sql === null) return null;
  const known = foldedBefore.get(sql);
  if (known !== undefined) return known;
  const folded = fold(sql)!;
  if (foldedBefore.size >= FOLDS_KEPT) foldedBefore.clear();
  foldedBefore.set(sql, folded);
  return folded;
}

/** The schema objects of `db` (tables, indexes, views, triggers), SQLite's own left out. */
export const schemaObjects = (db: Database.Database): SchemaObject[] => db.prepare(LISTED).all() as SchemaObject[];

/** The objects (schemaObjects) that the migrations up to `version` did not make, or made otherwise: `trigger 'rewrite'`. */
export function foreignObjects(objects: readonly SchemaObject[], version: number, migrations: readonly Migration[]): string[] {
  const want = expected(version, migrations);
  return objects
    .filter((o) => {
      const key = `${o.type} ${o.name}`;
      return !want.has(key) || want.get(key) !== foldFound(o.sql);
    })
    .map((o) => `${o.type} '${o.name}'`);
}
