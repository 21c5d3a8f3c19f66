// Writes the committed benchmark workload: 500 full-board movement positions (34 units each) with
// orders, from the seeded generator. Run once; the file then serves every later comparison.
//   npx tsx test/bench/makeWorkload.ts
import { writeFileSync } from 'node:fs';
import { standardMap } from '../../electron/maps/standard';
import { randomMovement } from '../support/randomBoard';

const map = standardMap();
const positions = [];
for (let seed = 1; seed <= 500; seed++) {
  const { position, orders } = randomMovement(map, seed * 7919, 34);
  positions.push({ units: position.units, orders });
}
const out = { about: 'Adjutant engine benchmark workload: 500 full-board movement phases, seeds 7919*k, k=1..500', positions };
writeFileSync(new URL('./workload.json', import.meta.url), JSON.stringify(out));
console.log(`wrote ${positions.length} positions`);
