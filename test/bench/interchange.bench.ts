// `npm run bench interchange`: importing a 283-phase MILA saved game (a real game from a project
// built on MILA: test/electron/interchange/fixtures/README.md) whole: read, every phase played again
// and compared, the game file proved and stored in a fresh archive. Options: --samples N (default 5).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { closeArchive, openArchive } from '../../electron/archive/db';
import { importAnyGame } from '../../electron/service/interchange/index';

const at = process.argv.indexOf('--samples');
const samples = at > 0 ? Number(process.argv[at + 1]) : 5;
// run.mjs runs each benchmark from the project's root.
const text = gunzipSync(readFileSync(join(process.cwd(), 'test/electron/interchange/fixtures/ai-diplomacy-game-283.json.gz'))).toString('utf8');
const dir = mkdtempSync(join(tmpdir(), 'adjutant-bench-interchange-'));

/** Wall time and this process's CPU time (user + system): on a loaded machine the second is the steadier figure. */
async function once(i: number): Promise<{ wall: number; cpu: number }> {
  const opened = await openArchive(join(dir, `a${i}.sqlite`), { create: true });
  if (!opened.ok) throw new Error(opened.error.message);
  const t = process.hrtime.bigint();
  const c = process.cpuUsage();
  const done = await importAnyGame(opened.value, { text });
  const used = process.cpuUsage(c);
  const ms = { wall: Number(process.hrtime.bigint() - t) / 1e6, cpu: (used.user + used.system) / 1000 };
  if (!done.ok || !done.value.stored || done.value.differences.length)
    throw new Error(`the import did not store the game: ${JSON.stringify(done).slice(0, 300)}`);
  closeArchive(opened.value);
  return ms;
}

try {
  await once(-1); // warm-up
  const runs: { wall: number; cpu: number }[] = [];
  for (let i = 0; i < samples; i++) runs.push(await once(i));
  console.log(`interchange: import of a 283-phase MILA game (281 adjudicated), ${samples} runs after 1 warm-up`);
  for (const k of ['wall', 'cpu'] as const) {
    const times = runs.map((r) => r[k]).sort((a, b) => a - b);
    console.log(
      `  ${k.padEnd(4)} median ${times[Math.floor(times.length / 2)].toFixed(0)} ms, min ${times[0].toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
