// The variants table: a GM's own variants, as imported (migration 0008). Rows are only added.
import type Database from 'better-sqlite3';

export interface StoredVariant {
  id: string;
  name: string;
  /** The variant file as validated, JSON text. */
  data: string;
  /** The drawn board as JSON text, or null: the variant draws with its base map's board. */
  geometry: string | null;
  importedAt: string;
  importedBy: string;
}

interface VariantRow {
  id: string;
  name: string;
  data: string;
  geometry: string | null;
  imported_at: string;
  imported_by: string;
}

const toVariant = (r: VariantRow): StoredVariant => ({
  id: r.id,
  name: r.name,
  data: r.data,
  geometry: r.geometry,
  importedAt: r.imported_at,
  importedBy: r.imported_by,
});

export function variantsRepository(db: Database.Database) {
  const get = db.prepare('SELECT * FROM variants WHERE id = ?');
  const all = db.prepare('SELECT * FROM variants ORDER BY name COLLATE NOCASE, id');
  const insert = db.prepare(`INSERT INTO variants (id, name, data, geometry, imported_at, imported_by)
    VALUES (@id, @name, @data, @geometry, @importedAt, @importedBy)`);
  return {
    get(id: string): StoredVariant | undefined {
      const row = get.get(id) as VariantRow | undefined;
      return row && toVariant(row);
    },
    list(): StoredVariant[] {
      return (all.all() as VariantRow[]).map(toVariant);
    },
    insert(v: StoredVariant): void {
      insert.run(v);
    },
  };
}
