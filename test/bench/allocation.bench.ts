// `npm run bench allocation`: bytes the engine allocates per movement phase, in all and by
// the function that allocates them, over the movement phases of the committed workload (test/bench/workload.json.gz). Sampled
// by V8's heap profiler with objects the young-generation collector frees kept in the count, which is
// what a phase leaves for the collector. The figure is an estimate from samples (one per 256 bytes on
// average), close to the exact count for a run of thousands of phases.
import { Session } from 'node:inspector/promises';
import { adjudicate } from '../../engine/adjudicate/index';
import { standardMap } from '../../engine/map/standard';
import { loadWorkload } from './workload';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children: ProfileNode[];
}

const map = standardMap();
const phases = loadWorkload().movement;

let sink = 0;
function round(): void {
  for (const { position, orders } of phases) sink += adjudicate(map, position, orders).units.length;
}

for (let i = 0; i < 10; i++) round(); // warm-up: the figures are for optimized code
const rounds = 4;
const session = new Session();
session.connect();
await session.post('HeapProfiler.enable');
await session.post('HeapProfiler.startSampling', {
  samplingInterval: 256,
  includeObjectsCollectedByMajorGC: true,
  includeObjectsCollectedByMinorGC: true,
});
for (let i = 0; i < rounds; i++) round();
const { profile } = (await session.post('HeapProfiler.stopSampling')) as unknown as {
  profile: { head: ProfileNode; samples: { nodeId: number; size: number }[] };
};
session.disconnect();

const nodes = new Map<number, ProfileNode>();
const index = (n: ProfileNode): void => {
  nodes.set(n.id, n);
  n.children.forEach(index);
};
index(profile.head);
const byFunction = new Map<string, number>();
let total = 0;
for (const s of profile.samples) {
  const f = nodes.get(s.nodeId)!.callFrame;
  const name = f.functionName || '(anonymous)';
  byFunction.set(name, (byFunction.get(name) ?? 0) + s.size);
  total += s.size;
}
const count = rounds * phases.length;
console.log(`allocation: ${phases.length} full-board movement phases per round, ${rounds} rounds sampled after 10 warm-up`);
console.log(`allocation: about ${Math.round(total / count)} bytes per phase (sink ${sink})`);
for (const [name, bytes] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
  console.log(`allocation: ${String(Math.round(bytes / count)).padStart(6)} bytes  ${name}`);
}
