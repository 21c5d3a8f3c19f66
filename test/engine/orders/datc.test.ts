// Every order text in the DATC v2.4 case file must be understood (test names are the case ids);
// a few are checked in full, where the reading is not obvious.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { standardMap } from '../../../engine/map/standard';
import { parseOrder } from '../../../engine/orders/parse';
import { readSheet } from '../../../engine/orders/sheet';
import { DATC_FILE, readDatcCases } from './datcOrders';

const map = standardMap();
const cases = readDatcCases();

describe('every DATC order text parses', () => {
  it('finds the cases and their orders', () => {
    expect(cases.length).toBe(168);
    expect(cases.reduce((n, c) => n + c.orders.length, 0)).toBeGreaterThan(600);
  });

  for (const c of cases.filter((x) => x.orders.length > 0)) {
    it(c.id, () => {
      const failed = c.orders
        .map((o) => ({ o, read: parseOrder(o.text, map, { phase: o.phase }) }))
        .filter(({ read }) => !read.ok)
        .map(({ o, read }) => `line ${o.lineNumber}: ${o.text} -> ${JSON.stringify(!read.ok && read.error)}`);
      expect(failed).toEqual([]);
    });
  }
});

describe('every DATC ORDERS section reads as a sheet', () => {
  for (const c of cases.filter((x) => x.orders.length > 0)) {
    it(c.id, () => {
      const sheet = readSheet(c.sheet, map, { phase: c.phase });
      const bad = sheet.lines.filter((l) => l.status !== 'ok' && l.status !== 'note' && l.text.trim() !== '');
      expect(bad).toEqual([]);
      // The powers are the headers' (`Germnay:` is read as Germany, with a note).
      const powers = c.orders.map((o) => (o.power === 'Germnay' ? 'Germany' : o.power));
      expect(sheet.orders.map((o) => o.power)).toEqual(powers);
    });
  }
});

describe('DATC orders whose reading matters', () => {
  const phaseOf = { phase: 'movement' } as const;
  const read = (text: string, options: Parameters<typeof parseOrder>[2] = phaseOf) => {
    const r = parseOrder(text, map, options);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };

  it('6.A.4 F Kiel-Kiel is a move to its own province', () => {
    expect(read('F Kiel-Kiel')).toMatchObject({ kind: 'move', unit: { province: 'kie' }, to: 'kie' });
  });
  it('6.A.5 a convoy and a support of a move to the same province', () => {
    expect(read('F nth convoys A Yorkshire - yorkshire')).toMatchObject({ kind: 'convoy', army: { province: 'yor' }, to: 'yor' });
    expect(read('A Wales SUPPORTS F london-yorkshire')).toMatchObject({
      kind: 'support',
      target: { type: 'F', province: 'lon' },
      to: 'yor',
    });
  });
  it('6.A.7 a fleet named as the convoyed unit keeps its type (illegal, but understood)', () => {
    expect(read('F nth Convoys F london-Belgium')).toMatchObject({ kind: 'convoy', army: { type: 'F', province: 'lon' }, to: 'bel' });
  });
  it('6.B.* coasts in every written form', () => {
    expect(read('F gascony-spain(nc)')).toMatchObject({ to: 'spa', coast: 'nc' });
    expect(read('F gol S F por-spa/nc')).toMatchObject({ kind: 'support', to: 'spa', coast: 'nc' });
    expect(read('F spain/nc supports F mao')).toMatchObject({ unit: { province: 'spa', coast: 'nc' }, to: null });
    expect(read('F bulgaria(sc)-constantinople')).toMatchObject({ unit: { province: 'bul', coast: 'sc' }, to: 'con' });
  });
  it('6.C.3 support to hold without a hold word', () => {
    expect(read('F bel S F eng')).toMatchObject({ kind: 'support', target: { province: 'eng' }, to: null });
  });
  it('6.H.* moves in a retreat phase are retreats; convoys and supports keep their kind', () => {
    const retreat = { phase: 'retreat' } as const;
    expect(read('A hol-bel', retreat)).toMatchObject({ kind: 'retreat', to: 'bel' });
    expect(read('F nth C A hol-yor', retreat)).toMatchObject({ kind: 'convoy' });
    expect(read('A ser S F tri-alb', retreat)).toMatchObject({ kind: 'support' });
  });
  it('6.I.* builds and removals', () => {
    const adjustment = { phase: 'adjustment' } as const;
    expect(read('Build F stp', adjustment)).toEqual({ kind: 'build', unitType: 'F', province: 'stp', coast: null });
    expect(read('Remove gol', adjustment)).toEqual({ kind: 'remove', unit: { type: null, province: 'lyo', coast: null, power: null } });
  });
  it('abbreviations the map does not list are read as misspellings (eme)', () => {
    expect(read('F eme-ion')).toMatchObject({ unit: { province: 'eas' }, to: 'ion' });
  });
  it('orders in PRESTATE_RESULTS also parse', () => {
    const texts = readFileSync(DATC_FILE, 'utf8')
      .split(/\r?\n/)
      .map((l) => /^\s*(?:SUCCESS|FAILURE):\s*\w+:\s*(.*)$/.exec(l)?.[1])
      .filter((t): t is string => t !== undefined);
    expect(texts.length).toBeGreaterThan(50);
    expect(texts.filter((t) => !parseOrder(t, map).ok)).toEqual([]);
  });
});
