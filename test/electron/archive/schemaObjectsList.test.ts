// The planted-object check's list for the latest schema is written out (electron/archive/
// schemaObjects.json) so that opening an archive does not replay the migrations: here the
// migrations are replayed and the file must say exactly the same. After a new migration:
// `ADJUTANT_WRITE_SCHEMA_OBJECTS=1 npm test -- --no-lint --no-typecheck --no-build test/electron/archive/schemaObjectsList.test.ts`
// writes it again (and until then the check replays, so nothing is refused wrongly meanwhile).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS, SCHEMA_VERSION } from '../../../electron/archive/migrations/index';
import { replayed } from '../../../electron/archive/schemaObjects';
import written from '../../../electron/archive/schemaObjects.json';

const FILE = fileURLToPath(new URL('../../../electron/archive/schemaObjects.json', import.meta.url));

describe('the schema objects of the latest schema, written out', () => {
  it('are what the shipped migrations make on an empty database', () => {
    const objects = Object.fromEntries(replayed(SCHEMA_VERSION, MIGRATIONS));
    if (process.env.ADJUTANT_WRITE_SCHEMA_OBJECTS === '1') {
      writeFileSync(FILE, `${JSON.stringify({ version: SCHEMA_VERSION, objects }, null, 2)}\n`);
      return;
    }
    const hint = 'electron/archive/schemaObjects.json is stale: ADJUTANT_WRITE_SCHEMA_OBJECTS=1 and this test write it again';
    expect(written.version, hint).toBe(SCHEMA_VERSION);
    expect(written.objects, hint).toEqual(objects);
    expect(Object.keys(objects).length).toBeGreaterThan(20);
  });
});
