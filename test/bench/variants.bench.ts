// `npm run bench -- variants`: movement phases of the variants' boards adjudicated, one thread, with
// the engine bundled as the app ships it. The phases are those of seeded ten-year games played by the
// test bot (test/support/bot.ts), the same for every run; the standard map's, made the same way, are
// timed beside them for scale. Prints microseconds per movement phase at the median of the rounds.
// Issue 31, item 7 ("a Youngstown Redux movement phase adjudicates in under 100 microseconds"): the
// `youngstown-redux busy` line times the same positions with every unit ordered as a table of ten
// would order it (busyOrders: convoys wherever a fleet at sea can carry an army, a move for about
// half of the rest, supports from every unit next to a move's target or a held unit), and prints
// the order mix so that the workload is plain.
import { adjudicate } from '../../engine/adjudicate/index';
import { mapOf } from '../../engine/map/standard';
import type { GameMap } from '../../engine/map/types';
import type { GivenOrder, Position } from '../../engine/types';
import { botOrders } from '../support/bot';
import { busyOrders } from './busyOrders';

const SEEDS = [20261126, 20262126, 20263126, 20264126];

/** The movement phases of seeded ten-year games on `map`, with their orders. */
function movementPhases(map: GameMap): { position: Position; orders: GivenOrder[] }[] {
  const out: { position: Position; orders: GivenOrder[] }[] = [];
  for (const seed of SEEDS) {
    let position: Position | null = {
      variant: map.id,
      phase: map.start.phase,
      units: map.start.units,
      dislodged: [],
      standoffs: [],
      supplyCenters: map.start.supplyCenters,
    };
    const strong = map.powers[seed % map.powers.length].name;
    for (let k = 0; position && position.phase.year < map.start.phase.year + 10; k++) {
      const orders = botOrders(map, position, strong, seed + k);
      if (position.phase.type === 'movement') out.push({ position, orders });
      position = adjudicate(map, position, orders).next;
    }
  }
  return out;
}

let sink = 0;
function round(map: GameMap, list: { position: Position; orders: GivenOrder[] }[]): number {
  const start = process.hrtime.bigint();
  for (const { position, orders } of list) sink += adjudicate(map, position, orders).units.length;
  return Number(process.hrtime.bigint() - start) / 1e3;
}

// Rounds alternate between the maps, so that the machine's swings (it is shared) fall on all of them
// alike: the ratio to the standard map's rounds holds where the absolute figures swing.
const ROUNDS = 40;
const WARM_MS = 1500;
const ids = ['youngstown-redux', 'ancient-mediterranean', 'chaos', 'standard'];
const boards = ids.map((id) => {
  const map = mapOf(id)!;
  return { id, map, phases: movementPhases(map), times: [] as number[] };
});
{
  // The busy workload: the same Youngstown Redux positions, every unit ordered (busyOrders.ts).
  const yr = boards[0];
  const phases = yr.phases.map(({ position }, i) => ({ position, orders: busyOrders(yr.map, position, SEEDS[0] + i) }));
  boards.unshift({ id: 'youngstown-redux busy', map: yr.map, phases, times: [] });
  const mix = new Map<string, number>();
  const count = (k: string): void => void mix.set(k, (mix.get(k) ?? 0) + 1);
  for (const p of phases) for (const o of p.orders) [o.order.kind, ...(o.order.kind === 'move' && o.order.viaConvoy ? ['via'] : [])].forEach(count);
  const per = (k: string): string => ((mix.get(k) ?? 0) / phases.length).toFixed(1);
  console.log(
    `variants: youngstown-redux busy: orders per phase: ${per('move')} moves (of them ${per('via')} by convoy), ${per('support')} supports, ${per('convoy')} convoys, ${per('hold')} holds`,
  );
}
const warm = Date.now();
for (let i = 0; i < 20 || Date.now() - warm < WARM_MS; i++) for (const b of boards) round(b.map, b.phases);
for (let i = 0; i < ROUNDS; i++) for (const b of boards) b.times.push(round(b.map, b.phases) / b.phases.length);
const standard = boards[boards.length - 1];
const at = (xs: number[], q: number): number => [...xs].sort((a, b) => a - b)[Math.floor(q * (xs.length - 1))];
for (const b of boards) {
  const units = b.phases.reduce((n, p) => n + p.position.units.length, 0) / b.phases.length;
  const ratio = at(
    b.times.map((t, i) => t / standard.times[i]),
    0.5,
  );
  console.log(
    `variants: ${b.id.padEnd(22)} ${b.phases.length} movement phases (${units.toFixed(1)} units on average): median ${at(b.times, 0.5).toFixed(1)} µs per phase, ` +
      `fastest tenth ${at(b.times, 0.1).toFixed(1)} µs (min ${at(b.times, 0).toFixed(1)}); ${ratio.toFixed(2)}x the standard map's time per phase`,
  );
}
console.log(`variants: sink ${sink}`);
