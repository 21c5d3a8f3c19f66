// What Enter and Ctrl+Enter do to the order box (issue 19, item 5; issue 25, item 1): a good last
// line leaves at once for filing, a header selects its power, a flagged line is set aside with its
// reason and never joins what follows; Ctrl+Enter files the good lines of a mail and keeps the
// flagged ones under their header.
import { describe, expect, it } from 'vitest';
import { startPosition } from '../../../electron/service/engine';
import { standardMap } from '../../../engine/map/standard';
import { checkLines } from '../../../renderer/panels/OrderEntry';
import { planEnterAll, planEnterLast } from '../../../renderer/panels/entryPlan';
import { unorderedUnits } from '../../../renderer/panels/unordered';

const map = standardMap();
const spring = startPosition(map, 'standard');
const last = (text: string, power: string | '' = '') => planEnterLast(text, checkLines(text, map, spring, power), power || null);
const all = (text: string, power: string | '' = '') => planEnterAll(text, checkLines(text, map, spring, power), power || null);

describe('Enter at the end of the box', () => {
  it('files a good last line for its power, leaving the rest on a line of its own', () => {
    expect(last('A vie - xyz\nF lon - nth', 'England')).toEqual({ keep: 'A vie - xyz\n', send: { text: 'F lon - nth', power: 'England' } });
  });
  it('takes a power header as the power to order for', () => {
    expect(last('Germany:')).toEqual({ keep: '', power: 'Germany' });
  });
  it('sets a flagged line aside with its power and reason, emptying the box', () => {
    expect(last('A vie - tyr', 'England')).toEqual({
      keep: '',
      hold: { text: 'A vie - tyr', power: 'England', reason: "the army in Vienna is Austria's, not England's: not filed" },
    });
    const unread = last('A par - xyz', 'France');
    expect(unread.keep).toBe('');
    expect(unread.send).toBeUndefined();
    expect(unread.hold?.text).toBe('A par - xyz');
    expect(unread.hold?.power).toBe('France');
    expect(unread.hold?.reason).toMatch(/xyz/);
  });
  it('never lets what follows a flagged line join it (the 20 keys/s report)', () => {
    // Typed as the GM did: a line for a unit that is not there, then the next power's orders.
    let box = '';
    let power = 'Germany';
    const filed: string[] = [];
    const held: string[] = [];
    for (const line of ['a spa h', 'a mun h', 'a ber h', 'Italy:', 'a ven h']) {
      box += line;
      const plan = last(box, power);
      box = plan.keep;
      if (plan.power) power = plan.power;
      if (plan.send) filed.push(`${plan.send.power}: ${plan.send.text}`);
      if (plan.hold) held.push(plan.hold.text);
    }
    expect(held).toEqual(['a spa h']);
    expect(filed).toEqual(['Germany: a mun h', 'Germany: a ber h', 'Italy: a ven h']);
    expect(box).toBe('');
  });
  it('does nothing on an empty last line', () => {
    expect(last('A vie - tyr\n', 'England')).toEqual({ keep: 'A vie - tyr\n' });
  });
});

describe('Ctrl+Enter', () => {
  it('files the good lines and sets the flagged ones aside under their header', () => {
    const plan = all('England:\nF lon - nth\nA vie - tyr\nFrance:\nA par - bur\nA mos - ber');
    expect(plan.send).toEqual({ text: 'England:\nF lon - nth\nFrance:\nA par - bur', power: null });
    expect(plan.keep).toBe('');
    expect(plan.holds?.map((h) => [h.power, h.text])).toEqual([
      ['England', 'A vie - tyr'],
      ['France', 'A mos - ber'],
    ]);
    expect(plan.holds?.[1].reason).toBe("the army in Moscow is Russia's, not France's: not filed");
  });
  it('files nothing when nothing is good, setting the flagged lines aside', () => {
    expect(all('A vie - tyr', 'England')).toEqual({
      keep: '',
      holds: [{ text: 'A vie - tyr', power: 'England', reason: "the army in Vienna is Austria's, not England's: not filed" }],
    });
  });
  it('lets the headers say whose when a header comes first, whatever power is selected', () => {
    expect(all('France:\nA par h', 'Italy').send).toEqual({ text: 'France:\nA par h', power: null });
    expect(all('A ven h\nFrance:\nA par h', 'Italy').send).toEqual({ text: 'A ven h\nFrance:\nA par h', power: 'Italy' });
  });
  it('leaves noise alone', () => {
    expect(all('Dear GM,', 'England')).toEqual({ keep: 'Dear GM,' });
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
