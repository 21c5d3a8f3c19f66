// The lanes of a whole `npm test`: two vitest processes side by side, each with some of the projects
// (test/run.mjs, test/vitest.config.ts's LANES). Until session 17 a block of suite.test.ts.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { whileLocked } from './summaryReporter';
import { LANES, PROJECT_ORDER } from './vitest.config';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('two lanes', () => {
  /** The files vitest finds with `ADJUTANT_LANE` set to `lane` ('' for none), as `project:file`. */
  const listed = (lane: string): string[] => {
    const r = spawnSync(
      process.execPath,
      [join(root, 'node_modules/vitest/vitest.mjs'), 'list', '--filesOnly', '--json', '--config', 'test/vitest.config.ts'],
      { cwd: root, encoding: 'utf8', env: { ...process.env, ADJUTANT_LANE: lane } },
    );
    if (r.status !== 0) throw new Error(`vitest list with ADJUTANT_LANE=${lane}: ${r.stderr}`);
    return (JSON.parse(r.stdout) as { file: string; projectName: string }[]).map((f) => `${f.projectName}:${f.file}`);
  };
  it('every project is in one lane, and the lanes are the ones test/run.mjs runs', () => {
    const inLanes = Object.values(LANES).flat();
    expect([...inLanes].sort()).toEqual([...PROJECT_ORDER].sort());
    expect(new Set(inLanes).size).toBe(inLanes.length);
    const run = readFileSync(join(root, 'test/run.mjs'), 'utf8');
    expect(/^const LANES = (\[.*\]);$/m.exec(run)?.[1]).toBe(JSON.stringify(Object.keys(LANES)).replaceAll('"', "'").replaceAll(',', ', '));
  });
  it('the lanes together run every file once, each lane only its projects', () => {
    const all = listed('');
    const lanes = Object.keys(LANES).map((lane) => [lane, listed(lane)] as const);
    expect(lanes.flatMap(([, files]) => files).sort()).toEqual([...all].sort());
    for (const [lane, files] of lanes) {
      expect(files.length, lane).toBeGreaterThan(0);
      for (const f of files) expect(LANES[lane], f).toContain(f.slice(0, f.indexOf(':')));
    }
  });
  it('a lane not in the list is refused, by name', () => {
    expect(() => listed('nope')).toThrow(/ADJUTANT_LANE is nope: not one of browser, node/);
  });
  it("the lanes' writes of the durations hint wait for each other: the lock's holder first, then the next", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'adjutant-lock-'));
    try {
      const lock = join(dir, 'hint.json.lock');
      const file = join(dir, 'hint.json');
      // Another lane holds the lock: it writes, then frees the lock once this test has seen its write.
      const seen = join(dir, 'seen');
      const other = spawn(
        process.execPath,
        [
          '-e',
          `const fs = require('node:fs'); fs.writeFileSync(${JSON.stringify(lock)}, ''); fs.appendFileSync(${JSON.stringify(file)}, 'first;');
           const t = setInterval(() => { if (fs.existsSync(${JSON.stringify(seen)})) { fs.rmSync(${JSON.stringify(lock)}); clearInterval(t); } }, 10);`,
        ],
        { stdio: 'ignore' },
      );
      const ended = new Promise((resolve) => other.on('close', resolve));
      await expect.poll(() => existsSync(file) && readFileSync(file, 'utf8')).toBe('first;');
      writeFileSync(seen, '');
      whileLocked(lock, () => writeFileSync(file, `${readFileSync(file, 'utf8')}second;`));
      await ended;
      expect(readFileSync(file, 'utf8')).toBe('first;second;');
      expect(existsSync(lock)).toBe(false);
      // Freed even when the write throws.
      expect(() =>
        whileLocked(lock, () => {
          throw new Error('planted');
        }),
      ).toThrow('planted');
      expect(existsSync(lock)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
