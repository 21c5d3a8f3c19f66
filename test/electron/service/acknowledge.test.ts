// The acknowledgement mailed back when orders come in: the orders that count now in the judge's
// words, each problem after its order, the mail's lines not read, and what is still to order, in
// every kind of phase.
import { describe, expect, it } from 'vitest';
import { standardMap } from '../../../engine/map/standard';
import type { SubmissionRecord } from '../../../electron/archive/types';
import { acknowledge } from '../../../electron/service/acknowledge';
import { runPhase, startPosition } from '../../../electron/service/engine';
import { parseOrder } from '../../../engine/orders/parse';
import { DEFAULT_OPTIONS, PATH_MISSING_WORDS, resolveOptions, type RuleOptions } from '../../../engine/rules/index';
import type { PhaseType, Position, Power } from '../../../engine/types';
import { unitsOf } from '../../support/positions';

const map = standardMap();
const start = startPosition(map, 'standard');
let nextId = 1;

function set(power: Power, phase: PhaseType, texts: string[], diagnostics: SubmissionRecord['diagnostics'] = []): SubmissionRecord {
  const orders = texts.map((text) => {
    const r = parseOrder(text, map, { phase });
    if (!r.ok) throw new Error(r.error.message);
    return { power, order: r.value, text };
  });
  return {
    id: nextId++,
    phaseId: 1,
    power,
    source: 'text',
    rawText: texts.join('\n'),
    combine: 'unspecified',
    sameTime: false,
    orders,
    diagnostics,
    submittedBy: 'mail',
    submittedAt: '',
    copiedFrom: null,
  };
}

describe('the acknowledgement', () => {
  it('a clean movement set: every order in full, every unit ordered', () => {
    const a = acknowledge(map, start, DEFAULT_OPTIONS, 'England', [set('England', 'movement', ['F lon - nth', 'F edi - nwg', 'A lvp - yor'])]);
    expect(a.orders).toEqual([
      { text: 'Fleet London -> North Sea.', problem: null },
      { text: 'Fleet Edinburgh -> Norwegian Sea.', problem: null },
      { text: 'Army Liverpool -> Yorkshire.', problem: null },
    ]);
    expect(a.unordered).toEqual([]);
    expect(a.text).toContain('Every unit has an order.');
  });

  it('no unit there, an unreachable move, a line not read, and the units left', () => {
    const lines = [{ line: 3, start: 0, end: 4, status: 'error', code: 'lone-word', message: "'Best' alone is not an order", power: 'Russia' }];
    const a = acknowledge(map, start, DEFAULT_OPTIONS, 'Russia', [set('Russia', 'movement', ['A boh - mun', 'A mos - ber'], lines)]);
    expect(a.orders[0].problem).toBe('there is no unit in Bohemia');
    expect(a.orders[1].problem).toMatch(/Moscow|Berlin/);
    expect(a.lines).toEqual(["line 3: 'Best' alone is not an order"]);
    expect(a.unordered).toEqual(['Army Warsaw', 'Fleet Sevastopol', 'Fleet St Petersburg (south coast)']);
    expect(a.invalid).toEqual(['Army Moscow']);
    expect(a.text).toContain('Units without a valid order: Army Moscow.');
    expect(a.text).toContain('Russia: Army Bohemia -> Munich.  (*there is no unit in Bohemia*)');
  });

  it('two orders for one unit, worded by the house rule', () => {
    const last: RuleOptions = { ...DEFAULT_OPTIONS, '4.D.3': 'last' };
    const a = acknowledge(map, start, last, 'France', [set('France', 'movement', ['A par - bur', 'A par - pic'])]);
    expect(a.orders.map((o) => o.problem)).toEqual([
      'two orders for Army Paris: the last one counts under your house rules (DATC 4.D.3 b)',
      'two orders for Army Paris: the last one counts under your house rules (DATC 4.D.3 b)',
    ]);
  });

  it('only the sets that count: a later set replaces an earlier one (4.D.1 c)', () => {
    const a = acknowledge(map, start, DEFAULT_OPTIONS, 'France', [set('France', 'movement', ['A par - bur']), set('France', 'movement', ['A par - pic'])]);
    expect(a.orders.map((o) => o.text)).toEqual(['Army Paris -> Picardy.']);
  });

  it('an adjustment phase: builds in words, and what is still to order', () => {
    const winter: Position = {
      ...start,
      phase: { season: 'winter', year: 1901, type: 'adjustment' },
      supplyCenters: { ...start.supplyCenters, France: ['par', 'bre', 'mar', 'spa', 'por'] },
      units: start.units.filter((u) => u.power !== 'France' || u.province === 'mar'),
    };
    const a = acknowledge(map, winter, DEFAULT_OPTIONS, 'France', [set('France', 'adjustment', ['Build A par', 'Build F bre'])]);
    expect(a.orders.map((o) => o.text)).toEqual(['Builds an army in Paris.', 'Builds a fleet in Brest.']);
    expect(a.unordered).toEqual(['2 builds still to order']);
    expect(a.text).toContain('Still to order: 2 builds still to order.');
  });
});

describe('a convoyed move without its path, under the judge preset (4.A.6 c)', () => {
  const judge = resolveOptions({ preset: 'judge' });
  if (!judge.ok) throw new Error(judge.error.message);
  const rules = judge.value;
  const fall: Position = {
    ...start,
    units: unitsOf('England A yor, England F nth, Italy A apu, Italy F ion'),
  };
  const english = (texts: string[]) => acknowledge(map, fall, rules, 'England', [set('England', 'movement', texts)]);

  it.each([['A yor - nwy via'], ['A yor - nwy'], ['A yor - nwy via convoy']])('%s is flagged when the mail is acknowledged, with the real reason', (move) => {
    const a = english([move, 'F nth C A yor - nwy']);
    expect(a.orders[0].problem).toBe(PATH_MISSING_WORDS);
    expect(a.orders[1].problem).toBeNull();
    expect(a.text).toContain('1 order has a problem');
    expect(a.text).toContain('Every unit has an order, but see the problems above.');
    expect(a.text).not.toMatch(/^Every unit has an order\.$/m);
  });

  it('with its path written, nothing is flagged; under the default rules neither', () => {
    expect(english(['A yor - nth - nwy', 'F nth C A yor - nwy']).orders.map((o) => o.problem)).toEqual([null, null]);
    const plain = acknowledge(map, fall, DEFAULT_OPTIONS, 'England', [set('England', 'movement', ['A yor - nwy', 'F nth C A yor - nwy'])]);
    expect(plain.orders.map((o) => o.problem)).toEqual([null, null]);
    expect(plain.text).toContain('Every unit has an order.');
  });

  it('a move by land needs no path: A Apu - Nap is not flagged, A Apu - Tun is', () => {
    const italy = (texts: string[]) => acknowledge(map, fall, rules, 'Italy', [set('Italy', 'movement', texts)]);
    expect(italy(['A apu - nap', 'F ion H']).orders[0].problem).toBeNull();
    expect(italy(['A apu - tun', 'F ion C A apu - tun']).orders[0].problem).toBe(PATH_MISSING_WORDS);
  });

  it("adjudication's reason names the missing path, and the judge's report says so", () => {
    const orders = [
      { power: 'Italy', order: parseOk('A apu - tun'), text: 'A Apu-Tun' },
      { power: 'Italy', order: parseOk('F ion C A apu - tun'), text: 'F Ion C A Apu-Tun' },
    ];
    const result = runPhase(map, fall, orders, rules);
    expect(result.results.find((r) => r.order.kind === 'move')).toMatchObject({ outcome: 'fails', reason: 'path-missing' });
    const withPath = runPhase(map, fall, [{ ...orders[0], order: parseOk('A apu - ion - tun') }, orders[1]], rules);
    expect(withPath.results.find((r) => r.order.kind === 'move')).toMatchObject({ outcome: 'succeeds' });
    // Under the default rules no path is wanted: a missing fleet is still "no-path".
    const noFleet = runPhase(map, fall, [orders[0]], DEFAULT_OPTIONS);
    expect(noFleet.results[0]).toMatchObject({ outcome: 'fails', reason: 'no-path' });
  });
});

function parseOk(text: string) {
  const r = parseOrder(text, map, { phase: 'movement' });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
