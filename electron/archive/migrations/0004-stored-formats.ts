// Schema version 4: positions, order lists and results get a versioned envelope,
// `{"v":1,"data":...}` (electron/archive/stored/), so that what the archive holds is a format of its
// own, checked when read, and not the engine's types as they happened to be serialised. The rows
// written before keep their data, wrapped as version 1: the v1 shapes are exactly what was written.
// FROZEN: never edit this file once released.
import type Database from 'better-sqlite3';
import type { Migration } from './types';

const wrap = (table: string, column: string) => `UPDATE ${table} SET ${column} = json_object('v', 1, 'data', json(${column})) WHERE ${column} IS NOT NULL;`;

export const migration0004: Migration = {
  version: 4,
  name: '0004-stored-formats',
  creates: [],
  up(db: Database.Database): void {
    db.exec(
      [
        wrap('phases', 'position'),
        wrap('submissions', 'orders'),
        wrap('adjudications', 'orders'),
        wrap('adjudications', 'results'),
        wrap('adjudications', 'next_position'),
      ].join('\n'),
    );
  },
};
