// Invariants of movement adjudication over random positions with random orders.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { adjudicate, type PhaseResult } from '../../engine/adjudicate/index';
import type { GivenOrder, OrderResult } from '../../engine/types';
import { standardMap } from '../../engine/map/standard';
import { randomMovement, rng, shuffle } from '../support/randomBoard';

const map = standardMap();
const seeds = fc.integer({ min: 0, max: 2 ** 31 - 1 });
const counts = fc.integer({ min: 2, max: 34 });
const RUNS = 400;

function outcomeKey(r: OrderResult): string {
  return `${r.power}|${JSON.stringify(r.order)}|${r.outcome}|${r.reason}`;
}

/** A property of every random movement phase: `check` gets the phase and its adjudication. */
function everyRandomMovement(check: (phase: ReturnType<typeof randomMovement>, out: PhaseResult) => void): void {
  fc.assert(
    fc.property(seeds, counts, (seed, count) => {
      const phase = randomMovement(map, seed, count);
      check(phase, adjudicate(map, phase.position, phase.orders));
    }),
    { numRuns: RUNS },
  );
}

describe('movement adjudication invariants', () => {
  it('shuffling the orders never changes the result', () => {
    fc.assert(
      fc.property(seeds, counts, (seed, count) => {
        const { position, orders } = randomMovement(map, seed, count);
        const a = adjudicate(map, position, orders);
        const shuffled: GivenOrder[] = shuffle(rng(seed ^ 0x5bd1e995), [...orders]);
        const units = shuffle(rng(seed + 7), [...position.units]);
        const b = adjudicate(map, { ...position, units }, shuffled);
        const key = (u: { power: string; province: string; coast: string | null }) => `${u.power} ${u.province} ${u.coast}`;
        expect(b.units.map(key).sort()).toEqual(a.units.map(key).sort());
        expect(b.dislodged.map((d) => `${key(d)} ${d.attackerFrom} ${[...(d.retreats ?? [])].sort()}`).sort()).toEqual(
          a.dislodged.map((d) => `${key(d)} ${d.attackerFrom} ${[...(d.retreats ?? [])].sort()}`).sort(),
        );
        expect(b.results.map(outcomeKey).sort()).toEqual(a.results.map(outcomeKey).sort());
      }),
      { numRuns: RUNS },
    );
  });

  it('no two units end in one province, and units are conserved', () => {
    everyRandomMovement(({ position }, out) => {
      const provinces = out.units.map((u) => u.province);
      expect(new Set(provinces).size).toBe(provinces.length);
      expect(out.units.length + out.dislodged.length).toBe(position.units.length);
    });
  });

  it('every dislodged unit had exactly one successful attacker, which came from elsewhere', () => {
    everyRandomMovement((_phase, out) => {
      for (const d of out.dislodged) {
        const winners = out.results.filter((r) => r.order.kind === 'move' && r.outcome === 'succeeds' && r.order.to === d.province);
        expect(winners.length).toBe(1);
        expect(winners[0].unit!.province).toBe(d.attackerFrom);
        expect(d.attackerFrom).not.toBe(d.province);
      }
    });
  });

  it('a unit whose move succeeded ends where it was ordered; every other unit stays or is dislodged', () => {
    everyRandomMovement(({ position }, out) => {
      const moved = new Map<string, string>();
      for (const r of out.results) if (r.order.kind === 'move' && r.outcome === 'succeeds') moved.set(r.unit!.province, r.order.to);
      const after = new Map(out.units.map((u) => [u.province, u]));
      const gone = new Set(out.dislodged.map((d) => d.province));
      for (const u of position.units) {
        const to = moved.get(u.province);
        if (to) {
          expect(after.get(to)?.power).toBe(u.power);
          expect(gone.has(u.province)).toBe(false);
        } else {
          const stays = after.get(u.province);
          const stayed = stays !== undefined && stays.power === u.power && stays.type === u.type && !moved.has(u.province);
          expect(stayed || gone.has(u.province)).toBe(true);
        }
      }
    });
  });
});
