// Every shipped variant played: a seeded random game of ten years through every kind of phase with no
// fault (each position the engine makes is one the engine accepts), and the result never depends on
// the order the orders or the units are listed in, as for the standard map (adjudicate.property).
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../engine/adjudicate/index';
import { validatePosition } from '../../engine/game/position';
import { mapOf, VARIANTS } from '../../engine/map/standard';
import type { GameMap } from '../../engine/map/types';
import type { GivenOrder, OrderResult, Position, Unit } from '../../engine/types';
import { botOrders } from '../support/bot';
import { randomMovement, rng, shuffle } from '../support/randomBoard';

const SEED = 20261126;
const YEARS = 10;
const GAMES = 4;

function startOf(map: GameMap): Position {
  return { variant: map.id, phase: map.start.phase, units: map.start.units, dislodged: [], standoffs: [], supplyCenters: map.start.supplyCenters };
}

const unitKey = (u: { power: string; type?: string; province: string; coast: string | null }): string => `${u.power} ${u.type ?? ''} ${u.province} ${u.coast}`;
const resultKey = (r: OrderResult): string => `${r.power}|${JSON.stringify(r.order)}|${r.outcome}|${r.reason}`;

/** Everything an adjudication says, in a form that does not depend on the listing order. */
function summary(out: ReturnType<typeof adjudicate>): string {
  return JSON.stringify({
    units: out.units.map(unitKey).sort(),
    dislodged: out.dislodged.map((d) => `${unitKey(d)} ${d.attackerFrom} ${[...(d.retreats ?? [])].sort()}`).sort(),
    results: out.results.map(resultKey).sort(),
    centers: Object.entries(out.supplyCenters)
      .map(([p, c]) => `${p}:${[...c].sort()}`)
      .sort(),
    next: out.next ? JSON.stringify(out.next.phase) : null,
  });
}

interface Played {
  phases: { position: Position; orders: GivenOrder[] }[];
  last: Position | null;
  winner: string | null;
}

function play(map: GameMap, seed: number): Played {
  let position: Position | null = startOf(map);
  const strong = map.powers[Math.floor(rng(seed)() * map.powers.length)].name;
  const phases: Played['phases'] = [];
  let winner: string | null = null;
  const end = map.start.phase.year + YEARS;
  for (let k = 0; position && position.phase.year < end && k < 400; k++) {
    const valid = validatePosition(map, position);
    if (!valid.ok) throw new Error(`${map.id} ${JSON.stringify(position.phase)}: ${valid.error.map((f) => f.message).join('; ')}`);
    const orders = botOrders(map, position, strong, seed + k);
    phases.push({ position, orders });
    const out = adjudicate(map, position, orders);
    winner = out.winner;
    position = out.next;
  }
  return { phases, last: position, winner };
}

describe.each(VARIANTS.filter((id) => id !== 'standard'))('variant %s', (id) => {
  const map = mapOf(id)!;
  const seeds = Array.from({ length: GAMES }, (_, i) => SEED + 1000 * i);
  console.log(`variantGames: ${id}, seeds ${seeds.join(', ')}`);
  const games = seeds.map((seed) => play(map, seed));

  it(`plays ${GAMES} games of ten years (seeds from ${SEED}) through movement, retreats and adjustments without a fault`, () => {
    const kinds = new Set(games.flatMap((g) => g.phases.map((p) => p.position.phase.type)));
    expect([...kinds].sort()).toEqual(['adjustment', 'movement', 'retreat']);
    for (const g of games) if (g.winner === null) expect(g.last?.phase.year).toBe(map.start.phase.year + YEARS);
    for (const { position } of games.flatMap((g) => g.phases)) {
      const provinces = position.units.map((u) => u.province);
      expect(new Set(provinces).size).toBe(provinces.length);
      const owned = Object.values(position.supplyCenters).flat();
      expect(new Set(owned).size).toBe(owned.length);
    }
  });

  it('builds only where the build rule allows', () => {
    for (const { phases } of games)
      for (let i = 0; i + 1 < phases.length; i++) {
        const { position } = phases[i];
        if (position.phase.type !== 'adjustment') continue;
        const before = new Set(position.units.map(unitKey));
        const after = phases[i + 1].position.units.filter((u) => !before.has(unitKey(u)));
        for (const u of after) {
          expect(map.canBuildIn(u.power, u.province), `${unitKey(u)} built in ${JSON.stringify(position.phase)}`).toBe(true);
          expect(position.supplyCenters[u.power]).toContain(u.province);
        }
      }
  });

  it('gives the same result whatever the order of the orders and the units, in every phase of the games', () => {
    games
      .flatMap((g) => g.phases)
      .forEach(({ position, orders }, k) => {
        const r = rng(SEED + k);
        const a = adjudicate(map, position, orders);
        const units: Unit[] = shuffle(r, [...position.units]);
        const b = adjudicate(map, { ...position, units }, shuffle(r, [...orders]));
        expect(summary(b), `${id} phase ${k} shuffled`).toBe(summary(a));
      });
  });

  it('gives the same result for shuffled orders on 200 random positions of its board', () => {
    for (let n = 0; n < 200; n++) {
      const seed = SEED + n;
      const { position, orders } = randomMovement(map, seed, 2 + (n % Math.min(34, map.provinces.length - 2)));
      const a = adjudicate(map, position, orders);
      const b = adjudicate(map, { ...position, units: shuffle(rng(seed + 7), [...position.units]) }, shuffle(rng(seed ^ 0x5bd1e995), [...orders]));
      expect(summary(b), `seed ${seed}`).toBe(summary(a));
    }
  });
});
