// Writes the committed benchmark workload (test/bench/workload.json.gz): every phase of 24 seeded
// whole games played as people play (test/support/realisticGame.ts: every season and phase type, about
// 30% supports and convoys, fall bookkeeping), and 400 small hard positions from the property tests'
// generator (convoy paradoxes, multi-route convoys, rings, split coasts: test/reference/generator.ts).
// The games are what `bench:engine` times; the digest covers both. Run once; the file then serves
// every later comparison.
//   npx tsx test/bench/makeWorkload.ts
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { standardMap } from '../../engine/map/standard';
import { generate } from '../reference/generator';
import { playGame, type GamePhase } from '../support/realisticGame';

export const GAMES = 24;
export const YEARS = 12;
export const HARD = 400;

const map = standardMap();
const games: GamePhase[][] = [];
for (let g = 1; g <= GAMES; g++) games.push(playGame(map, g * 104729, YEARS));
const hard: GamePhase[] = [];
for (let seed = 1; seed <= HARD; seed++) {
  const g = generate(map, seed * 7919);
  hard.push({ position: g.position, orders: g.orders });
}
const out = {
  about: `Adjutant engine benchmark workload: every phase of ${GAMES} seeded games of up to ${YEARS} years (test/support/realisticGame.ts, seeds 104729*k), and ${HARD} hard positions (test/reference/generator.ts, seeds 7919*k)`,
  games,
  hard,
};
writeFileSync(new URL('./workload.json.gz', import.meta.url), gzipSync(JSON.stringify(out), { level: 9 }));
const phases = games.flat();
const count = (t: string): number => phases.filter((p) => p.position.phase.type === t).length;
console.log(
  `wrote ${games.length} games, ${phases.length} phases (${count('movement')} movement, ${count('retreat')} retreat, ${count('adjustment')} adjustment), ${hard.length} hard positions`,
);
