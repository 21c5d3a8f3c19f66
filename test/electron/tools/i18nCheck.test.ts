// Issue 32, acceptance 5: the check a volunteer runs on a new language names each missing key (and
// each extra, empty or mis-variabled string), and passes on the languages shipped.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../../electron/tools/i18nCheck.mjs', import.meta.url));
const run = (...args: string[]) => spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });

describe('npm run i18n:check', () => {
  it('passes on every language shipped', () => {
    const r = run();
    expect(r.stdout).toContain('fr.json: complete');
    expect(r.stdout).toContain('de.json: complete');
    expect(r.stdout).toContain('it.json: complete');
    expect(r.status).toBe(0);
  });

  it("names each key a new language's file lacks, and each string that is wrong", () => {
    const dir = mkdtempSync(join(tmpdir(), 'i18n-check-'));
    const file = join(dir, 'nl.json');
    writeFileSync(
      file,
      JSON.stringify({
        language: { name: 'Nederlands' },
        games: { count_one: '{{count}} partij', count_other: '{{n}} partijen', find: '' },
        extra: { word: 'woord' },
      }),
    );
    const r = run('nl', file);
    expect(r.status).toBe(1);
    expect(r.stdout).toContain('missing: toolbar.undo.label  (English: "Undo")');
    expect(r.stdout).toContain('missing: common.language.choose');
    expect(r.stdout).not.toContain('missing: games.count');
    expect(r.stdout).toContain('not in English: extra.word');
    expect(r.stdout).toContain('empty: games.find');
    expect(r.stdout).toContain('variables differ: games.count_other');
  });

  it('refuses what is not a language code, and says why a file cannot be read', () => {
    expect(run('../../etc').status).toBe(2);
    const r = run('xx', join(tmpdir(), 'no-such-dir', 'xx.json'));
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/xx\.json: ENOENT|no such file/);
  });
});
