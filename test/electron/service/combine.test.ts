// Several order sets from one power (DATC 4.D.1, 4.D.2): which orders count under each
// alternative of the game's rule options.
import { describe, expect, it } from 'vitest';
import { combineSubmissions, type SetToCombine } from '../../../electron/service/combine';
import type { GivenOrder } from '../../../engine/types';

const unit = (province: string) => ({ type: 'A' as const, province, coast: null, power: null });
const hold = (province: string): GivenOrder => ({ power: 'France', order: { kind: 'hold', unit: unit(province) } });
const move = (from: string, to: string): GivenOrder => ({
  power: 'France',
  order: { kind: 'move', unit: unit(from), to, coast: null, viaConvoy: false, path: null },
});

function set(id: number, orders: GivenOrder[], extra: Partial<SetToCombine> = {}): SetToCombine {
  return { id, power: 'France', orders, combine: 'unspecified', sameTime: false, ...extra };
}

const text = (orders: GivenOrder[]) =>
  orders.map((o) => (o.order.kind === 'move' ? `${o.order.unit.province}-${o.order.to}` : `${o.order.kind === 'hold' ? o.order.unit.province : ''} H`)).sort();

const first = set(1, [move('par', 'bur'), hold('mar')]);

describe('4.D.1: a later set, its place in time known', () => {
  const cases: [string, SetToCombine['combine'], string[]][] = [
    ['latest-unless-adds', 'unspecified', ['par H']],
    ['latest-unless-adds', 'add', ['mar H', 'par H']],
    ['latest-unless-adds', 'replace', ['par H']],
    ['latest-only', 'add', ['par H']],
    ['combine-all', 'unspecified', ['mar H', 'par H']],
    ['combine-all', 'replace', ['mar H', 'par H']],
    ['combine-unless-replaces', 'unspecified', ['mar H', 'par H']],
    ['combine-unless-replaces', 'replace', ['par H']],
  ];
  for (const [rule, mode, expected] of cases) {
    it(`${rule}, the second set says '${mode}': ${expected.join(', ')}`, () => {
      const out = combineSubmissions([first, set(2, [hold('par')], { combine: mode })], { '4.D.1': rule as never, '4.D.2': 'combine' });
      expect(text(out.orders)).toEqual(expected);
    });
  }

  it('notes which sets counted and which were set aside', () => {
    const out = combineSubmissions([first, set(2, [hold('par')])], { '4.D.1': 'latest-unless-adds', '4.D.2': 'combine' });
    expect(out.notes).toEqual([expect.objectContaining({ power: 'France', used: [2], ignored: [1] })]);
  });

  it('leaves a single set as it is, with no note', () => {
    const out = combineSubmissions([first], { '4.D.1': 'latest-only', '4.D.2': 'all-hold' });
    expect(out.orders).toEqual(first.orders);
    expect(out.notes).toEqual([]);
  });
});

describe('4.D.2: two sets, which came later unknown', () => {
  const other = set(2, [hold('par'), move('mar', 'pie')], { sameTime: true });

  it('all-hold: the sets differ, so every unit of the power holds', () => {
    const out = combineSubmissions([first, other], { '4.D.1': 'latest-unless-adds', '4.D.2': 'all-hold' });
    expect(out.orders).toEqual([]);
    expect(out.notes[0].message).toContain('all units hold');
  });

  it('combine: both sets count, and the adjudicator sees both orders of a unit (4.D.3)', () => {
    const out = combineSubmissions([first, other], { '4.D.1': 'latest-unless-adds', '4.D.2': 'combine' });
    expect(text(out.orders)).toEqual(['mar H', 'mar-pie', 'par H', 'par-bur']);
  });

  it('identical sets are no conflict', () => {
    const same = set(2, first.orders, { sameTime: true });
    const out = combineSubmissions([first, same], { '4.D.1': 'latest-unless-adds', '4.D.2': 'all-hold' });
    expect(text(out.orders)).toEqual(['mar H', 'par-bur']);
  });

  it('keeps each power apart', () => {
    const english: SetToCombine = { ...set(3, [{ ...hold('lon'), power: 'England' }]), power: 'England' };
    const out = combineSubmissions([first, english, set(4, [hold('par')])], { '4.D.1': 'latest-unless-adds', '4.D.2': 'combine' });
    expect(out.orders.map((o) => o.power).sort()).toEqual(['England', 'France']);
  });
});
