// `npm run web` and `npm test` rebuild the app only when a source is newer than the build
// (electron/tools/build.mjs --if-stale, the check in electron/runtime/bundles.mjs).
import { mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { appFresh } from '../../../electron/runtime/bundles.mjs';
import { tempDir } from '../service/support';

const root = fileURLToPath(new URL('../../..', import.meta.url));

function tree(): { base: string; record: string; at: (path: string, seconds: number) => void } {
  const base = tempDir();
  const at = (path: string, seconds: number) => {
    const full = join(base, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, path);
    utimesSync(full, seconds, seconds);
  };
  for (const f of [
    'renderer/App.tsx',
    'engine/index.ts',
    'electron/main/main.ts',
    'resources/maps/standard/map.json',
    'resources/i18n/fr.json',
    'package.json',
  ])
    at(f, 1000);
  for (const f of ['out/renderer/index.html', 'out/main/main.mjs', 'out/preload/preload.cjs']) at(f, 2000);
  const record = join(base, 'out', 'app-build.json');
  // Built a minute from now: the folders just made (their times count too: a file deleted) are older.
  writeFileSync(record, JSON.stringify({ builtAt: Date.now() + 60_000 }));
  return { base, record, at };
}

describe('the app build is reused while it is fresh', () => {
  it('fresh when every source is older than the build', () => {
    const { base, record } = tree();
    expect(appFresh(base, record)).toBe(true);
  });

  it('stale when a source under any of the app layers changed, or a file was added', () => {
    for (const changed of [
      'renderer/App.tsx',
      'engine/draw/scene.ts',
      'electron/ipc/contract.ts',
      'resources/maps/standard/geometry.json',
      // A translation only (the window's strings are bundled into the renderer).
      'resources/i18n/de.json',
      'package-lock.json',
    ]) {
      const { base, record, at } = tree();
      at(changed, Date.now() / 1000 + 120);
      expect(appFresh(base, record), changed).toBe(false);
    }
  });

  it('stale when an output is missing or the record is unreadable', () => {
    const { base, record } = tree();
    writeFileSync(record, '{');
    expect(appFresh(base, record)).toBe(false);
    const second = tree();
    expect(appFresh(second.base, join(second.base, 'out', 'none.json'))).toBe(false);
  });

  it('npm run web and npm test build with --if-stale', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    expect(pkg.scripts.web).toMatch(/build\.mjs --quiet --if-stale && node electron\/host\/bin\.mjs/);
    expect(readFileSync(join(root, 'test/run.mjs'), 'utf8')).toContain("'--if-stale'");
  });
});
