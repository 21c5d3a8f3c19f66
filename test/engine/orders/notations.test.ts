// The notations orders come in besides the everyday one, each form with a test: the email judges'
// (njudge), MILA's, webDiplomacy's sentences and the DAIDE order syntax.
import { describe, expect, it } from 'vitest';
import { standardMap } from '../../../engine/map/standard';
import { parseOrder } from '../../../engine/orders/parse';
import { readSheet } from '../../../engine/orders/sheet';
import type { ReadOptions } from '../../../engine/orders/types';
import type { Order, Unit } from '../../../engine/types';

const map = standardMap();
const read = (text: string, options: ReadOptions = {}): Order => {
  const r = parseOrder(text, map, options);
  if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
  return r.value;
};
const A = (province: string, power: string | null = null) => ({ type: 'A', province, coast: null, power });
const F = (province: string, power: string | null = null, coast: string | null = null) => ({ type: 'F', province, coast, power });
const winter: ReadOptions = { phase: 'adjustment' };

describe("the judges' dialect (njudge)", () => {
  it.each([
    ['A Ser m Rum', { kind: 'move', unit: A('ser'), to: 'rum', coast: null, viaConvoy: false, path: null }],
    ['A Ser M Rum', { kind: 'move', unit: A('ser'), to: 'rum', coast: null, viaConvoy: false, path: null }],
    ['Army Smyrna -> Constantinople.', { kind: 'move', unit: A('smy'), to: 'con', coast: null, viaConvoy: false, path: null }],
    ['F Aeg transports A Smy - Gre', { kind: 'convoy', unit: F('aeg'), army: A('smy'), to: 'gre' }],
  ])('%s', (text, order) => expect(read(text)).toEqual(order));

  it('W and waive are waives', () => {
    expect(read('W', winter)).toEqual({ kind: 'waive' });
    expect(readSheet('W', map, { ...winter, defaultPower: 'Turkey' }).orders).toEqual([{ power: 'Turkey', order: { kind: 'waive' }, text: 'W' }]);
  });

  it('R A Con in winter is a removal (a retreat in a retreat phase)', () => {
    expect(read('R A Con', winter)).toEqual({ kind: 'remove', unit: A('con') });
    expect(read('A Con R Bul', { phase: 'retreat' })).toEqual({ kind: 'retreat', unit: A('con'), to: 'bul', coast: null });
  });

  it('a bare unit in winter is a build, or a removal where the power has a unit', () => {
    expect(read('F Smy', winter)).toEqual({ kind: 'build', unitType: 'F', province: 'smy', coast: null });
    const units: Unit[] = [{ power: 'Turkey', type: 'A', province: 'con', coast: null }];
    expect(read('A Con', { ...winter, units, defaultPower: 'Turkey' })).toEqual({ kind: 'remove', unit: A('con') });
    expect(read('F Smy', { ...winter, units, defaultPower: 'Turkey' })).toMatchObject({ kind: 'build' });
    expect(read('F Smy', { phase: 'movement' })).toMatchObject({ kind: 'hold' });
  });

  it('result lines with flags and power prefixes read as orders', () => {
    const sheet = readSheet('Turkey: Army Smyrna -> Constantinople.  (*bounce*)\nTurkey: Fleet Ankara -> Black Sea.  (*dislodged*)', map, {});
    expect(sheet.orders.map((o) => [o.power, o.order.kind])).toEqual([
      ['Turkey', 'move'],
      ['Turkey', 'move'],
    ]);
  });
});

describe("MILA's notation", () => {
  it.each([
    ['A LON - BEL VIA', { kind: 'move', unit: A('lon'), to: 'bel', coast: null, viaConvoy: true, path: null }],
    ['F NTH C A LON - BEL', { kind: 'convoy', unit: F('nth'), army: A('lon'), to: 'bel' }],
    ['A MAR S A PAR - BUR', { kind: 'support', unit: A('mar'), target: A('par'), to: 'bur', coast: null }],
  ])('%s', (text, order) => expect(read(text)).toEqual(order));

  it('A PAR R BUR in a retreat phase', () => {
    expect(read('A PAR R BUR', { phase: 'retreat' })).toEqual({ kind: 'retreat', unit: A('par'), to: 'bur', coast: null });
  });
  it('F STP/SC B in an adjustment phase', () => {
    expect(read('F STP/SC B', winter)).toEqual({ kind: 'build', unitType: 'F', province: 'stp', coast: 'sc' });
  });
  it('A PAR D in an adjustment phase is a removal', () => {
    expect(read('A PAR D', winter)).toEqual({ kind: 'remove', unit: A('par') });
  });
});

describe("webDiplomacy's sentences", () => {
  it.each([
    ['The army at Paris move to Burgundy.', { kind: 'move', unit: A('par'), to: 'bur', coast: null, viaConvoy: false, path: null }],
    ['The army at London move to Belgium via convoy', { kind: 'move', unit: A('lon'), to: 'bel', coast: null, viaConvoy: true, path: null }],
    ['The fleet at Brest hold.', { kind: 'hold', unit: F('bre') }],
    [
      'The army at Marseilles support move to Burgundy from Paris',
      { kind: 'support', unit: A('mar'), target: { type: null, province: 'par', coast: null, power: null }, to: 'bur', coast: null },
    ],
    [
      'The army at Marseilles support hold to Burgundy',
      { kind: 'support', unit: A('mar'), target: { type: null, province: 'bur', coast: null, power: null }, to: null, coast: null },
    ],
    ['The fleet at North Sea convoy to Belgium from London', { kind: 'convoy', unit: F('nth'), army: A('lon'), to: 'bel' }],
  ])('%s', (text, order) => expect(read(text)).toEqual(order));

  it.each([
    ['Destroy the fleet at Brest.', { kind: 'remove', unit: F('bre') }],
    ['Build army at Paris', { kind: 'build', unitType: 'A', province: 'par', coast: null }],
    ['Build fleet at St. Petersburg (North Coast)', { kind: 'build', unitType: 'F', province: 'stp', coast: 'nc' }],
  ])('%s', (text, order) => expect(read(text, winter)).toEqual(order));

  it('The army at Paris retreat to Gascony', () => {
    expect(read('The army at Paris retreat to Gascony', { phase: 'retreat' })).toEqual({ kind: 'retreat', unit: A('par'), to: 'gas', coast: null });
  });
  it('The army at Paris disband', () => {
    expect(read('The army at Paris disband', { phase: 'retreat' })).toEqual({ kind: 'disband', unit: A('par') });
  });
});

describe('DAIDE order syntax', () => {
  it.each([
    ['( ( ENG AMY LVP ) MTO YOR )', { kind: 'move', unit: A('lvp', 'England'), to: 'yor', coast: null, viaConvoy: false, path: null }],
    ['( ( ENG AMY LVP ) HLD )', { kind: 'hold', unit: A('lvp', 'England') }],
    ['( ( ENG FLT LON ) SUP ( ENG AMY LVP ) MTO YOR )', { kind: 'support', unit: F('lon', 'England'), target: A('lvp', 'England'), to: 'yor', coast: null }],
    ['( ( ENG FLT LON ) SUP ( ENG AMY LVP ) )', { kind: 'support', unit: F('lon', 'England'), target: A('lvp', 'England'), to: null, coast: null }],
    ['( ( ENG FLT NTH ) CVY ( ENG AMY LON ) CTO BEL )', { kind: 'convoy', unit: F('nth', 'England'), army: A('lon', 'England'), to: 'bel' }],
    ['( ( ENG AMY LON ) CTO BEL VIA ( NTH ) )', { kind: 'move', unit: A('lon', 'England'), to: 'bel', coast: null, viaConvoy: true, path: ['nth'] }],
    ['( ( ENG FLT ECH ) MTO ( SPA NCS ) )', { kind: 'move', unit: F('eng', 'England'), to: 'spa', coast: 'nc', viaConvoy: false, path: null }],
    ['( ( RUS FLT ( STP SCS ) ) RTO BOT )', { kind: 'retreat', unit: F('stp', 'Russia', 'sc'), to: 'bot', coast: null }],
    ['( ( ENG AMY LON ) DSB )', { kind: 'disband', unit: A('lon', 'England') }],
    ['( ( ENG FLT LON ) BLD )', { kind: 'build', unitType: 'F', province: 'lon', coast: null }],
    ['( ( ENG AMY LON ) REM )', { kind: 'remove', unit: A('lon', 'England') }],
    ['( ENG WVE )', { kind: 'waive' }],
  ])('%s', (text, order) => expect(read(text)).toEqual(order));

  it('a DAIDE order carries its power into a sheet', () => {
    expect(readSheet('( ( FRA AMY PAR ) MTO BUR )', map, {}).orders[0].power).toBe('France');
  });

  it.each(['( ( ENG AMY LVP ) MTO )', '( ( ENG AMY XYZ ) HLD )', '( ( ENG AMY LVP ) FOO )', '( ( ENG AMY LVP ) HLD', '( ( XXX AMY LVP ) HLD )'])(
    '%s is not understood, without throwing',
    (text) => {
      const r = parseOrder(text, map);
      expect(r.ok).toBe(false);
    },
  );
});
