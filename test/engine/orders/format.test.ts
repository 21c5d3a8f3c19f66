// The writer: its two styles, and the round trip parseOrder(formatOrder(o)) = o for every legal
// order of every unit in every province of the standard map.
import { describe, expect, it } from 'vitest';
import { standardMap } from '../../../engine/map/standard';
import { formatOrder, type OrderStyle } from '../../../engine/orders/format';
import { parseOrder } from '../../../engine/orders/parse';
import type { Order } from '../../../engine/types';
import { legalOrders, withNationality } from './legalOrders';

const map = standardMap();
const A = (province: string, power: string | null = null) => ({ type: 'A' as const, province, coast: null, power });
const F = (province: string, coast: 'nc' | 'sc' | null = null) => ({ type: 'F' as const, province, coast, power: null });

const examples: [Order, string, string][] = [
  [{ kind: 'move', unit: A('par'), to: 'bur', coast: null, viaConvoy: false, path: null }, 'A par - bur', 'Army Paris -> Burgundy'],
  [{ kind: 'convoy', unit: F('nth'), army: A('lon'), to: 'bel' }, 'F nth C A lon - bel', 'Fleet North Sea convoys Army London -> Belgium'],
  [{ kind: 'support', unit: A('mun'), target: A('ber'), to: 'sil', coast: null }, 'A mun S A ber - sil', 'Army Munich supports Army Berlin -> Silesia'],
  [{ kind: 'support', unit: A('mun'), target: A('ber'), to: null, coast: null }, 'A mun S A ber', 'Army Munich supports Army Berlin'],
  [
    { kind: 'support', unit: A('mun'), target: A('ber', 'Germany'), to: 'sil', coast: null },
    'A mun S German A ber - sil',
    'Army Munich supports German Army Berlin -> Silesia',
  ],
  [{ kind: 'move', unit: F('mao'), to: 'spa', coast: 'nc', viaConvoy: false, path: null }, 'F mao - spa/nc', 'Fleet Mid-Atlantic Ocean -> Spain (north coast)'],
  [{ kind: 'hold', unit: A('par') }, 'A par H', 'Army Paris holds'],
  [{ kind: 'move', unit: A('lon'), to: 'bel', coast: null, viaConvoy: true, path: null }, 'A lon - bel via convoy', 'Army London -> Belgium via convoy'],
  [{ kind: 'move', unit: A('lon'), to: 'bel', coast: null, viaConvoy: false, path: ['nth'] }, 'A lon - nth - bel', 'Army London -> North Sea -> Belgium'],
  [{ kind: 'build', unitType: 'A', province: 'par', coast: null }, 'build A par', 'Build Army Paris'],
  [{ kind: 'build', unitType: 'F', province: 'stp', coast: 'nc' }, 'build F stp/nc', 'Build Fleet St Petersburg (north coast)'],
  [{ kind: 'remove', unit: F('lon') }, 'remove F lon', 'Remove Fleet London'],
  [{ kind: 'waive' }, 'waive', 'Waive'],
  [{ kind: 'retreat', unit: A('par'), to: 'bur', coast: null }, 'A par R bur', 'Army Paris retreats to Burgundy'],
  [{ kind: 'disband', unit: F('stp', 'sc') }, 'F stp/sc D', 'Fleet St Petersburg (south coast) disbands'],
  [{ kind: 'hold', unit: { type: 'F', province: 'lon', coast: null, power: 'England' } }, 'English F lon H', 'English Fleet London holds'],
];

describe('formatOrder', () => {
  it.each(examples)('%j', (order, short, long) => {
    expect(formatOrder(order, map, 'short')).toBe(short);
    expect(formatOrder(order, map, 'long')).toBe(long);
  });
});

describe('round trip', () => {
  const orders = legalOrders(map);
  const nationals = orders.map((o, i) => withNationality(o, map.powers[i % map.powers.length].name));

  it('covers every kind of order, over 3000 of them', () => {
    const kinds = new Set(orders.map((o) => o.kind));
    expect([...kinds].sort()).toEqual(['build', 'convoy', 'disband', 'hold', 'move', 'remove', 'retreat', 'support', 'waive']);
    expect(orders.length).toBeGreaterThan(3000);
  });

  for (const style of ['short', 'long'] as OrderStyle[]) {
    it(`${style}: every legal order reads back as itself`, () => {
      const wrong = [...orders, ...nationals].flatMap((o) => {
        const text = formatOrder(o, map, style);
        const back = parseOrder(text, map);
        return back.ok && JSON.stringify(back.value) === JSON.stringify(o) ? [] : [{ text, back, o }];
      });
      expect(wrong.slice(0, 5)).toEqual([]);
    });
  }

  it('the phase does not change what an explicit retreat, disband or removal says', () => {
    const retreat = orders.find((o) => o.kind === 'retreat')!;
    expect(parseOrder(formatOrder(retreat, map, 'short'), map, { phase: 'movement' })).toEqual({ ok: true, value: retreat });
  });
});
