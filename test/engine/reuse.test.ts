// The movement engine reuses its working memory from one adjudication to the next (workspace.ts): a
// board must never see a unit, an order or a power's state left from the board before it.
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../engine/adjudicate/index';
import { parseOrder } from '../../engine/orders/parse';
import type { GivenOrder, Unit } from '../../engine/types';
import { standardMap } from '../../engine/map/standard';
import { springMovement } from '../support/randomBoard';
import { resolveOptions } from '../../engine/rules/options';
import type { RuleOptions } from '../../engine/rules/catalogue';

const map = standardMap();

function movement(units: Unit[], orders: [power: string, text: string][], options?: RuleOptions): ReturnType<typeof adjudicate> {
  const position = springMovement(map, units);
  const given: GivenOrder[] = orders.map(([power, text]) => {
    const r = parseOrder(text, map, { phase: 'movement' });
    if (!r.ok) throw new Error(r.error.message);
    return { power, order: r.value, text };
  });
  return adjudicate(map, position, given, options);
}

const A = (power: string, province: string): Unit => ({ power, type: 'A', province, coast: null });

describe('one adjudication after another', () => {
  it('a province emptied since the last board holds no unit', () => {
    // First board: a German army in Munich, bouncing a French move.
    const first = movement([A('Germany', 'mun'), A('France', 'bur')], [['France', 'A bur - mun']]);
    expect(first.results[0].outcome).toBe('fails');
    // Second board: Munich is empty, so the same move succeeds and an order for Munich has no unit.
    const second = movement(
      [A('France', 'bur')],
      [
        ['France', 'A bur - mun'],
        ['Germany', 'A mun H'],
      ],
    );
    expect(second.results.map((r) => `${r.outcome} ${r.reason}`)).toEqual(['succeeds null', 'illegal no-unit']);
    expect(second.units).toEqual([A('France', 'mun')]);
  });

  it('a board with more units than the last, then one with fewer, places each exactly', () => {
    const many = [A('Germany', 'mun'), A('Germany', 'ber'), A('Germany', 'kie'), A('France', 'par'), A('France', 'mar')];
    movement(many, [['Germany', 'A mun - sil']]);
    const few = movement(
      [A('Russia', 'war')],
      [
        ['Russia', 'A war - sil'],
        ['Germany', 'A ber H'],
        ['France', 'A par H'],
      ],
    );
    expect(few.results.map((r) => `${r.outcome} ${r.reason}`)).toEqual(['succeeds null', 'illegal no-unit', 'illegal no-unit']);
    expect(few.units).toEqual([A('Russia', 'sil')]);
  });

  it("civil disorder on one board is not carried to the next (4.D.9 'fails')", () => {
    const options = resolveOptions({ options: { '4.D.9': 'fails' } });
    if (!options.ok) throw new Error('options');
    // First board: Germany gives no orders, so it is in civil disorder and Munich gets no hold support.
    const first = movement(
      [A('Germany', 'mun'), A('Russia', 'sil'), A('Austria', 'boh'), A('Austria', 'tyr')],
      [
        ['Russia', 'A sil S A mun'],
        ['Austria', 'A boh - mun'],
        ['Austria', 'A tyr S A boh - mun'],
      ],
      options.value,
    );
    expect(first.dislodged.map((u) => u.province)).toEqual(['mun']);
    // Second board: Germany orders, so the same support counts and Munich holds.
    const second = movement(
      [A('Germany', 'mun'), A('Germany', 'ber'), A('Russia', 'sil'), A('Austria', 'boh'), A('Austria', 'tyr')],
      [
        ['Germany', 'A ber H'],
        ['Russia', 'A sil S A mun'],
        ['Austria', 'A boh - mun'],
        ['Austria', 'A tyr S A boh - mun'],
      ],
      options.value,
    );
    expect(second.results[1].outcome).toBe('succeeds');
    expect(second.dislodged).toEqual([]);
  });
});

describe('a unit that moved', () => {
  it('keeps its build stamp and nothing else is added', () => {
    const out = movement(
      [{ ...A('Germany', 'mun'), builtAt: 1902 }, A('Germany', 'ber')],
      [
        ['Germany', 'A mun - boh'],
        ['Germany', 'A ber - pru'],
      ],
    );
    expect(out.units).toEqual([
      { power: 'Germany', type: 'A', province: 'boh', coast: null, builtAt: 1902 },
      { power: 'Germany', type: 'A', province: 'pru', coast: null },
    ]);
    expect(Object.keys(out.units[1])).toEqual(['power', 'type', 'province', 'coast']);
  });

  it('a fleet to a split coast carries its new coast', () => {
    const out = movement([{ power: 'France', type: 'F', province: 'mao', coast: null }], [['France', 'F mao - spa/nc']]);
    expect(out.units).toEqual([{ power: 'France', type: 'F', province: 'spa', coast: 'nc' }]);
  });
});
