// `npm run bench digest`: one hash of everything the engine says about every phase of the workload
// (test/bench/workload.json.gz: the games' phases and the hard positions): each result whole (outcome, reason, the units named, strengths,
// dislodgement) and the position that follows. A change meant only to be faster must leave it as it
// was: compare the line before and after (`git stash; npm run bench digest; git stash pop; ...`).
import { createHash } from 'node:crypto';
import { adjudicate } from '../../engine/adjudicate/index';
import { standardMap } from '../../engine/map/standard';
import { loadWorkload } from './workload';

const map = standardMap();
const workload = loadWorkload();
const hash = createHash('sha256');
const byType: Record<string, number> = {};
for (const { position, orders } of workload.phases) {
  hash.update(JSON.stringify(adjudicate(map, position, orders)));
  byType[position.phase.type] = (byType[position.phase.type] ?? 0) + 1;
}
for (const { position, orders } of workload.hard) hash.update(JSON.stringify(adjudicate(map, position, orders)));
const counts = Object.entries(byType)
  .map(([t, n]) => `${n} ${t}`)
  .join(', ');
console.log(
  `digest: ${hash.digest('hex').slice(0, 16)} over ${workload.phases.length} phases of games (${counts}) and ${workload.hard.length} hard positions: results with reasons, strengths and the next position`,
);
