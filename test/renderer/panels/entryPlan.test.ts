// What Enter and Ctrl+Enter do to the order box (issue 19, item 5): a good last line leaves at once
// for filing, a header selects its power, a flagged line stays; Ctrl+Enter files the good lines of a
// mail and keeps the flagged ones under their header.
import { describe, expect, it } from 'vitest';
import { startPosition } from '../../../electron/service/engine';
import { standardMap } from '../../../engine/map/standard';
import { checkLines } from '../../../renderer/panels/OrderEntry';
import { planEnterAll, planEnterLast } from '../../../renderer/panels/entryPlan';
import { unorderedUnits } from '../../../renderer/panels/unordered';

const map = standardMap();
const spring = startPosition(map, 'standard');
const last = (text: string, power: string | '' = '') => planEnterLast(text, checkLines(text, map, spring, power));
const all = (text: string, power: string | '' = '') => planEnterAll(text, checkLines(text, map, spring, power), power || null);

describe('Enter at the end of the box', () => {
  it('files a good last line for its power, leaving the rest', () => {
    expect(last('A vie - xyz\nF lon - nth', 'England')).toEqual({ keep: 'A vie - xyz', send: { text: 'F lon - nth', power: 'England' } });
  });
  it('takes a power header as the power to order for', () => {
    expect(last('Germany:')).toEqual({ keep: '', power: 'Germany' });
  });
  it('keeps a flagged line and starts a new one', () => {
    expect(last('A vie - tyr', 'England')).toEqual({ keep: 'A vie - tyr\n' });
    expect(last('A par - xyz', 'France')).toEqual({ keep: 'A par - xyz\n' });
  });
  it('does nothing on an empty last line', () => {
    expect(last('A vie - tyr\n', 'England')).toEqual({ keep: 'A vie - tyr\n' });
  });
});

describe('Ctrl+Enter', () => {
  it('files the good lines and keeps the flagged ones under their header', () => {
    const plan = all('England:\nF lon - nth\nA vie - tyr\nFrance:\nA par - bur\nA mos - ber');
    expect(plan.send).toEqual({ text: 'England:\nF lon - nth\nFrance:\nA par - bur', power: null });
    expect(plan.keep).toBe('England: A vie - tyr\nFrance: A mos - ber');
  });
  it('leaves the box alone when nothing can be filed', () => {
    expect(all('A vie - tyr', 'England')).toEqual({ keep: 'A vie - tyr' });
  });
});

describe('units without orders', () => {
  it('lists every unit a movement phase leaves unordered, holding', () => {
    const orders = [{ power: 'England', order: { kind: 'hold', unit: { type: 'F', province: 'lon', coast: null, power: null } } } as const];
    const idle = unorderedUnits(map, spring, [...orders]);
    expect(idle).toHaveLength(21);
    expect(idle.filter((u) => u.power === 'England').map((u) => u.label)).toEqual(['A Liverpool', 'F Edinburgh']);
    expect(new Set(idle.map((u) => u.fate))).toEqual(new Set(['holds']));
  });
});
