// How `adjutant` starts fast (issue 28, item 8): V8's compiled code for the bundles is kept in the
// project's own node_modules/.cache between runs (never a shared temporary folder), and zod is
// compiled into the bundle rather than loaded from node_modules file by file. The times themselves
// are measured by `npm run bench cli`, never by a test.
import module from 'node:module';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cli } from './fixtures';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const cache = join(root, 'node_modules/.cache/node-compile');
// Node >= 22.1 (the types here are Node 20's).
const hasCompileCache = typeof (module as { enableCompileCache?: unknown }).enableCompileCache === 'function';

describe('adjutant keeps its compiled code', () => {
  it.skipIf(!hasCompileCache)('a command on this Node writes the compile cache under node_modules/.cache', () => {
    expect(cli(['rules']).status).toBe(0);
    const entries = readdirSync(cache, { recursive: true }).filter((f) => statSync(join(cache, String(f))).isFile());
    expect(entries.length).toBeGreaterThan(0);
  });

  it('the bundle carries zod in itself, and watches its package.json', () => {
    expect(cli(['rules']).status).toBe(0);
    const record = JSON.parse(readFileSync(join(root, 'out/cli/build.json'), 'utf8'));
    const imports = (record.outputs as string[])
      .filter((f) => f.endsWith('.mjs'))
      .flatMap((f) => [...readFileSync(join(root, 'out/cli', f), 'utf8').matchAll(/(?:from|import\()\s*"([^"]+)"/g)].map((m) => m[1]));
    expect(imports).not.toContain('zod');
    expect(imports).toContain('better-sqlite3');
    expect(record.inputs).toContain('node_modules/zod/package.json');
    expect((record.inputs as string[]).filter((f) => f.startsWith('node_modules/') && !f.endsWith('/package.json'))).toEqual([]);
  });
});
