// `npm run bench:engine`: full-board movement phases adjudicated per second, one thread, over the
// committed workload (test/bench/workload.json.gz: every phase of seeded whole games; the movement
// phases are timed), with the engine bundled as the app ships it.
// Prints the figure and the spread over rounds.
import { adjudicate } from '../../engine/adjudicate/index';
import { standardMap } from '../../engine/map/standard';
import { type WorkPhase, loadWorkload } from './workload';

const map = standardMap();
const workload = loadWorkload();
const phases = workload.movement;
const others = workload.phases.filter((p) => p.position.phase.type !== 'movement');

let sink = 0;
function round(list: WorkPhase[] = phases): number {
  const start = process.hrtime.bigint();
  for (const { position, orders } of list) sink += adjudicate(map, position, orders).units.length;
  return Number(process.hrtime.bigint() - start) / 1e9;
}

// Warm-up by time, not by a count of rounds: on this machine V8 is still compiling the hot functions
// with its optimizing compiler for the first dozen rounds (`node --trace-opt`: prepareMovement and
// outcome done in round 8, moveDecision in round 11, newBoard in round 12), and rounds timed while that
// runs measure the compiler, not the engine. The first round is reported too: the engine cold.
const WARM_MS = 1500;
const WARM_MIN = 20;
const ROUNDS = 40;
const cold = phases.length / round();
let warmRounds = 1;
const warmStart = Date.now();
while (warmRounds < WARM_MIN || Date.now() - warmStart < WARM_MS) {
  round();
  warmRounds++;
}
const rates: number[] = [];
sink = 0;
for (let i = 0; i < ROUNDS; i++) rates.push(phases.length / round());
rates.sort((a, b) => a - b);
const median = rates[Math.floor(rates.length / 2)];
const medianRate = (list: WorkPhase[]): number => {
  const rates = Array.from({ length: ROUNDS }, () => list.length / round(list)).sort((a, b) => a - b);
  return rates[Math.floor(ROUNDS / 2)];
};
const otherRate = medianRate(others);
const hardRate = medianRate(workload.hard);
console.log(`engine: workload ${workload.about}`);
console.log(
  `engine: ${phases.length} movement phases (spring and fall, fall bookkeeping included) per round, ${ROUNDS} rounds after ${warmRounds} of warm-up (${WARM_MS / 1000} s or more)`,
);
console.log(`engine: median ${Math.round(median)} phases/s (min ${Math.round(rates[0])}, max ${Math.round(rates[rates.length - 1])})`);
console.log(`engine: ${(1e6 / median).toFixed(1)} µs per phase at the median (sink ${sink}, the same every run)`);
console.log(`engine: first round, nothing yet compiled: ${Math.round(cold)} phases/s`);
console.log(`engine: retreat and adjustment phases (${others.length}): median ${Math.round(otherRate)} phases/s`);
console.log(`engine: small hard positions (${workload.hard.length}: paradoxes, multi-route convoys, rings): median ${Math.round(hardRate)} positions/s`);
