#!/usr/bin/env node
// `npm run bench:compare -- <git-ref> [--rounds N] [--cpu] [--warm-up S]`: the engine at a git ref against the working
// tree, in one process, round by round in turn (ref, tree, tree, ref, ...). This machine's speed swings
// between runs and even within one; two engines timed in the same rounds meet the same swings, so
// their ratio holds where two separate runs of `npm run bench:engine` cannot be compared. With `--cpu`
// a round is timed by the process's CPU time (user + system) rather than by the clock: on a machine
// shared with other loads the time spent waiting for a core then counts for neither engine.
// `--warm-up S`: the warm-up's seconds (3; at least 20 rounds whatever S is): its test sets 0, as it
// measures nothing.
// Both are bundled with esbuild as the app ships them; the workload is the movement phases of
// test/bench/workload.json.gz.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { modernNode } from '../../electron/runtime/node24.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const args = process.argv.slice(2);
const ref = args.find((a) => !a.startsWith('-'));
const roundsAt = args.indexOf('--rounds');
const rounds = roundsAt >= 0 ? Number(args[roundsAt + 1]) : 60;
const cpu = args.includes('--cpu');
const warmAt = args.indexOf('--warm-up');
const warmSeconds = warmAt >= 0 ? Number(args[warmAt + 1]) : 3;
if (!ref || !(rounds > 0) || !(warmSeconds >= 0)) {
  console.error('usage: npm run bench:compare -- <git-ref> [--rounds N] [--cpu] [--warm-up S]   (N > 0, default 60; S >= 0 seconds, default 3)');
  process.exit(2);
}

// On the Node the figures are quoted for (24), as test/bench/run.mjs runs the benchmarks.
const node = modernNode() ?? process.execPath;
if (!process.env.ADJUTANT_COMPARE_CHILD && node !== process.execPath) {
  const r = spawnSync(node, [fileURLToPath(import.meta.url), ...args], { stdio: 'inherit', env: { ...process.env, ADJUTANT_COMPARE_CHILD: '1' } });
  process.exit(r.status ?? 1);
}

const work = mkdtempSync(join(tmpdir(), 'adjutant-compare-'));
try {
  // The ref's engine and map, exported from git (engine/, the map loader, the map data).
  const old = join(work, 'ref');
  mkdirSync(old);
  let tar;
  try {
    // Older refs keep the map loader in electron/maps; newer ones in engine/map/standard.ts.
    const paths = ['engine', 'resources/maps', 'tsconfig.json'];
    if (execFileSync('git', ['ls-tree', '--name-only', ref, 'electron/maps'], { cwd: root }).length > 0) paths.push('electron/maps');
    tar = execFileSync('git', ['archive', ref, ...paths], { cwd: root, maxBuffer: 1 << 28, stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (e) {
    console.error(
      `compare: cannot export the engine at '${ref}': ${
        String(e.stderr ?? e.message)
          .trim()
          .split('\n')[0]
      }`,
    );
    process.exitCode = 2;
    throw new Error('no such ref');
  }
  execFileSync('tar', ['-x', '-C', old], { input: tar });
  const bundles = [
    [`${ref}`, old],
    ['working tree', root],
  ].map(([name, dir], k) => {
    const entry = join(work, `entry${k}.ts`);
    writeFileSync(
      entry,
      `export { adjudicate } from ${JSON.stringify(join(dir, 'engine/adjudicate/index'))};\nexport { standardMap } from ${JSON.stringify(join(dir, existsSync(join(dir, 'electron/maps/standard.ts')) ? 'electron/maps/standard' : 'engine/map/standard'))};\n`,
    );
    const out = join(work, `engine${k}.mjs`);
    const esbuild = join(root, 'node_modules', '.bin', 'esbuild');
    execFileSync(esbuild, [entry, '--bundle', '--platform=node', '--format=esm', '--target=node20', `--outfile=${out}`, '--log-level=error'], {
      cwd: root,
      stdio: 'inherit',
    });
    return { name, out };
  });

  // The movement phases of the workload's games (test/bench/workload.ts reads it the same way).
  const workload = JSON.parse(gunzipSync(readFileSync(join(root, 'test/bench/workload.json.gz'))).toString('utf8'));
  const movement = workload.games.flat().filter((p) => p.position.phase.type === 'movement');
  const sets = [];
  for (const b of bundles) {
    const m = await import(pathToFileURL(b.out).href);
    // Each engine gets its own copy: neither may see objects the other made or changed.
    sets.push({ name: b.name, map: m.standardMap(), adjudicate: m.adjudicate, phases: structuredClone(movement), times: [] });
  }
  let sink = 0;
  const round = (s) => {
    const t0 = process.hrtime.bigint();
    const c0 = cpu ? process.cpuUsage() : null;
    for (const { position, orders } of s.phases) sink += s.adjudicate(s.map, position, orders).units.length;
    if (c0) {
      const used = process.cpuUsage(c0);
      return (used.user + used.system) / s.phases.length;
    }
    return Number(process.hrtime.bigint() - t0) / 1e3 / s.phases.length;
  };
  // Warm-up by time, as in engine.bench.ts: V8 goes on compiling the hot functions for the first ten
  // or so rounds, and a ratio taken while one engine is compiled and the other not means nothing.
  const warmStart = Date.now();
  let warm = 0;
  while (warm < 20 || Date.now() - warmStart < warmSeconds * 1000) {
    for (const s of sets) round(s);
    warm++;
  }
  const ratios = [];
  for (let i = 0; i < rounds; i++) {
    // Alternate which goes first, so neither always follows the other.
    const [a, b] = i % 2 ? [sets[1], sets[0]] : [sets[0], sets[1]];
    a.times.push(round(a));
    b.times.push(round(b));
    ratios.push(sets[0].times[i] / sets[1].times[i]);
  }
  const median = (v) => [...v].sort((x, y) => x - y)[Math.floor(v.length / 2)];
  console.log(
    `compare: ${movement.length} movement phases of whole games per round, ${rounds} rounds each, alternating, after ${warm} of warm-up (${warmSeconds} s or more; node ${process.version}; ${cpu ? 'CPU time' : 'clock time'})`,
  );
  for (const s of sets)
    console.log(`compare: ${s.name.padEnd(14)} median ${median(s.times).toFixed(2)} µs per phase (${Math.round(1e6 / median(s.times))} phases/s)`);
  console.log(`compare: working tree is ${median(ratios).toFixed(3)}x the speed of ${ref} (median of per-round ratios; sink ${sink % 1000})`);
} catch (e) {
  if (process.exitCode !== 2) throw e;
} finally {
  rmSync(work, { recursive: true, force: true });
}
