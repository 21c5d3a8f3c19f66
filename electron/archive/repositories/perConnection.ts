// A repository's statements are prepared once per connection: `perConnection(build)` answers the
// function that builds them on first use and hands back the same ones after.
import type Database from 'better-sqlite3';

export function perConnection<T>(build: (db: Database.Database) => T): (db: Database.Database) => T {
  const cache = new WeakMap<Database.Database, T>();
  return (db) => {
    let repo = cache.get(db);
    if (repo === undefined) {
      repo = build(db);
      cache.set(db, repo);
    }
    return repo;
  };
}
