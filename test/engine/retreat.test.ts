// Retreat phase: conflicting and repeated orders for one dislodged unit.
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../engine/adjudicate/index';
import { parseOrder } from '../../engine/orders/parse';
import type { GivenOrder } from '../../engine/types';
import { standardMap } from '../../engine/map/standard';
import { positionAt } from '../support/positions';

const map = standardMap();

function retreatPhase(texts: string[]): ReturnType<typeof adjudicate> {
  const position = positionAt('Russia A ber', {
    phase: { season: 'spring', year: 1901, type: 'retreat' },
    dislodged: [{ power: 'Germany', type: 'A', province: 'ber', coast: null, attackerFrom: 'pru', viaConvoy: false }],
  });
  const orders: GivenOrder[] = texts.map((text) => {
    const r = parseOrder(text, map, { phase: 'retreat' });
    if (!r.ok) throw new Error(r.error.message);
    return { power: 'Germany', order: r.value, text };
  });
  return adjudicate(map, position, orders);
}

describe('retreat orders for one unit', () => {
  it('two different orders, then a repeat of the first: all set aside, the unit is disbanded', () => {
    const out = retreatPhase(['A ber - kie', 'A ber - sil', 'A ber - kie']);
    expect(out.results.map((r) => `${r.outcome} ${r.reason}`)).toEqual(['illegal duplicate', 'illegal duplicate', 'illegal duplicate']);
    expect(out.removed.map((u) => u.province)).toEqual(['ber']);
    expect(out.units.map((u) => u.province)).toEqual(['ber']);
  });

  it('the same order twice counts once and the retreat happens', () => {
    const out = retreatPhase(['A ber - kie', 'A ber - kie']);
    expect(out.results.map((r) => r.outcome)).toEqual(['succeeds', 'illegal']);
    expect(out.units.map((u) => u.province).sort()).toEqual(['ber', 'kie']);
  });
});
