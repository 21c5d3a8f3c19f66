// The report model and its sentences, straight from the engine's results (no archive): each order
// with its outcome and its reason in words, as the acceptance example has it (`A Mun - Bur bounced:
// 2 against 2 with A Par - Bur`), dislodged units with retreat options, centers, adjustments due.
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../../engine/adjudicate/index';
import { readSheet } from '../../../engine/orders/sheet';
import { DEFAULT_OPTIONS } from '../../../engine/rules/index';
import type { Position, Unit } from '../../../engine/types';
import { standardMap } from '../../../engine/map/standard';
import { buildPhaseReport, type PhaseReport } from '../../../electron/reports/reportModel';
import { judgeText, wrap } from '../../../electron/reports/text';
import { orderText } from '../../../electron/reports/words';

const map = standardMap();

function unitsOf(spec: Record<string, string>): Unit[] {
  return Object.entries(spec).flatMap(([power, list]) =>
    list.split(',').map((s) => {
      const [type, at] = s.trim().split(' ');
      const [province, coast] = at.split('/');
      return { power, type: type as 'A' | 'F', province, coast: (coast ?? null) as Unit['coast'] };
    }),
  );
}

function report(
  units: Record<string, string>,
  orders: Record<string, string>,
  phase: Position['phase'] = { season: 'spring', year: 1901, type: 'movement' },
  centers = map.start.supplyCenters,
): PhaseReport {
  const position: Position = { variant: 'standard', phase, units: unitsOf(units), dislodged: [], standoffs: [], supplyCenters: centers };
  const given = Object.entries(orders).flatMap(
    ([power, text]) => readSheet(text, map, { phase: phase.type, defaultPower: power, units: position.units }).orders,
  );
  const { next, ...result } = adjudicate(map, position, given, DEFAULT_OPTIONS);
  return buildPhaseReport({
    map,
    game: { id: 1, name: 'T', variant: 'standard', drawType: 'dias', status: 'active', outcome: null },
    seq: 0,
    position,
    orders: given,
    result,
    next: next?.phase ?? null,
    options: DEFAULT_OPTIONS,
  });
}

const sentences = (r: PhaseReport) => r.powers.flatMap((p) => p.lines.map((l) => l.sentence));

describe('orders and outcomes in words', () => {
  it('a bounce names the strengths and the rival order', () => {
    const r = report(
      { Germany: 'A mun, A ruh', France: 'A par, A mar' },
      { Germany: 'A mun - bur\nA ruh S A mun - bur', France: 'A par - bur\nA mar S A par - bur' },
    );
    expect(sentences(r)).toContain('A Mun - Bur bounced: 2 against 2 with A Par - Bur.');
    expect(sentences(r)).toContain('A Par - Bur bounced: 2 against 2 with A Mun - Bur.');
    expect(r.powers.find((p) => p.power === 'Germany')!.lines[0].mark).toBe('bounce');
    expect(r.standoffs).toEqual(['Bur']);
  });

  it('a cut support, a dislodgement and its retreat options', () => {
    const r = report(
      { Germany: 'A mun, A ruh', France: 'A bur, A par', England: 'A pic' },
      { Germany: 'A mun - bur\nA ruh S A mun - bur', France: 'A bur H\nA par S A bur', England: 'A pic - par' },
    );
    expect(sentences(r)).toEqual(
      expect.arrayContaining([
        'A Par S A Bur was cut by A Pic - Par.',
        'A Bur H was dislodged by A Mun - Bur.',
        'A Mun - Bur moved: 2 against 1, dislodging A Bur.',
      ]),
    );
    expect(r.dislodged).toEqual([expect.objectContaining({ power: 'France', unit: 'A Bur', attackerFrom: 'Mun', retreats: ['Bel', 'Gas', 'Mar'] })]);
    expect(r.next).toBe('Spring 1901 Retreat');
  });

  it('a convoy, a void support and an illegal order', () => {
    const r = report(
      { England: 'A lon, F nth, F eng', France: 'A par, F bre' },
      { England: 'A lon - nwy\nF nth C A lon - nwy\nF eng S A lon - bel', France: 'A par - mos\nF bre - mao' },
    );
    expect(sentences(r)).toEqual(
      expect.arrayContaining(['A Lon - Nwy moved.', 'F Nth C A Lon - Nwy convoyed.', 'F Eng S A Lon - Bel void: A Lon was not ordered to Bel.']),
    );
    const illegal = r.powers.find((p) => p.power === 'France')!.lines[0];
    expect(illegal.mark).toBe('illegal');
    expect(illegal.sentence).toMatch(/^A Par - Mos illegal: .+; the unit held\.$/);
  });

  it('after the fall, ownership changes and the builds due are counted with where to build', () => {
    const r = report({ France: 'A bur, F mao, A par' }, { France: 'A bur - bel\nF mao - spa/nc' }, { season: 'fall', year: 1901, type: 'movement' });
    const france = r.centers.find((c) => c.power === 'France')!;
    expect(france).toEqual(expect.objectContaining({ count: 5, change: 2, gained: ['Bel', 'Spa'], units: 3 }));
    expect(r.centersUpdated).toBe(true);
    expect(r.adjustments?.when).toBe('next');
    expect(r.adjustments?.rows).toContainEqual(expect.objectContaining({ power: 'France', due: 2, buildSites: ['Bre', 'Mar'] }));
    expect(judgeText(r)).toContain('France: 5 centers, 3 units: 2 builds due, may build in Bre and Mar.');
  });

  it('writes orders in the Judge short notation with capitalised places', () => {
    expect(
      orderText({ kind: 'move', unit: { type: 'F', province: 'stp', coast: 'sc', power: null }, to: 'bot', coast: null, viaConvoy: false, path: null }, map),
    ).toBe('F Stp/sc - Bot');
    expect(orderText({ kind: 'build', unitType: 'F', province: 'stp', coast: 'nc' }, map)).toBe('Build F Stp/nc');
  });
});

describe('wrapping for mail', () => {
  it('breaks at 72 columns and hangs the continuation lines', () => {
    const lines = wrap('word '.repeat(40).trim(), '  ', '      ');
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(72);
    expect(lines[1].startsWith('      word')).toBe(true);
  });
});
