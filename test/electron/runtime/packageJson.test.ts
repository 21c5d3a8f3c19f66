// package.json says what the project needs, and nothing more: `engines` is the Node the archive
// needs (the one threshold in electron/runtime/node24.mjs), and every dependency is used somewhere.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ARCHIVE_NODE, supportsArchive } from '../../../electron/runtime/node24.mjs';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

// Packages with no import of their own, and why they stay.
const USED_WITHOUT_IMPORT: Record<string, string> = {
  typescript:
    'TypeScript 5.x API: test/renderer/i18n/literals.ts reads the JSX with it, test/checks.test.ts compares the type errors (the type check runs on typescript-7)',
  'typescript-7': 'the type check: electron/tools/checks.mjs runs node_modules/typescript-7/bin/tsc -b',
  oxlint: 'the type-aware lint rules: electron/tools/checks.mjs runs node_modules/oxlint/bin/oxlint',
  'oxlint-tsgolint': "oxlint's --type-aware rules run through it (found by oxlint, not imported)",
  jsdom: "vitest's DOM environment, named in the tests' environment comments",
  'world-atlas': 'map data read by require.resolve in the geometry builder',
  'electron-builder': 'packaging (electron-builder.yml)',
  zod: 'the validators at the boundaries (the hardening issue) import it',
};

/** The tracked text files, minus package manifests and prose. */
function sources(): { path: string; text: string }[] {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).split('\n');
  return files
    .filter((f) => /\.(ts|tsx|mts|mjs|js|cjs)$/.test(f))
    .map((path) => {
      try {
        return { path, text: readFileSync(join(root, path), 'utf8') };
      } catch {
        return { path, text: '' }; // deleted in the working tree but still in the index
      }
    });
}

function imported(name: string, files: { text: string }[]): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const re = new RegExp(`(from\\s+|import\\(\\s*|require(?:\\.resolve)?\\(\\s*|import\\s+)['"]${escaped}(/[^'"]*)?['"]`);
  return files.some((f) => re.test(f.text));
}

describe('package.json', () => {
  it('engines.node is the Node the archive needs', () => {
    expect(pkg.engines.node).toBe(`>=${ARCHIVE_NODE}`);
    expect(supportsArchive(ARCHIVE_NODE + '.0')).toBe(true);
  });

  it('the tools run by path are where checks.mjs runs them', () => {
    const checks = readFileSync(join(root, 'electron/tools/checks.mjs'), 'utf8');
    for (const name of ['typescript-7', 'oxlint']) expect(checks, name).toContain(`node_modules/${name}/bin/`);
  });

  it('every dependency is used (types packages by the package they type)', () => {
    const files = sources();
    // A tool the npm scripts run by name (`eslint .`, `tsx electron/tools/...`) is used too.
    const commands = new Set(Object.values(pkg.scripts as Record<string, string>).flatMap((s) => s.split(/\s*&&\s*/).map((c) => c.split(' ')[0])));
    // optionalDependencies are platform runtimes found by path, not imported (electron/runtime/node24.mjs).
    const all = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });
    const unused = all.filter((name) => {
      if (name in USED_WITHOUT_IMPORT || commands.has(name)) return false;
      if (name === '@types/node') return !files.some((f) => /from\s+['"]node:/.test(f.text));
      const typed = name.startsWith('@types/') ? name.slice('@types/'.length).replace(/^(.+)__(.+)$/, '@$1/$2') : name;
      return !imported(typed, files);
    });
    expect(unused).toEqual([]);
  });

  it('the check finds an unused dependency', () => {
    expect(imported('@playwright/test', sources())).toBe(false);
    expect(imported('better-sqlite3', sources())).toBe(true);
  });
});
