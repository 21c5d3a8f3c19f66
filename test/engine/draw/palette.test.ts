// The board's colours under simulated colour-vision deficiencies (issue 19, item 1): every pair of
// powers stays apart in normal vision and under protanopia, deuteranopia and tritanopia (Machado et
// al. 2009, severity 1), measured as CIEDE2000. Units carry a two-letter mark as well, so colour is
// never the only clue; the thresholds say how far apart the colours themselves are.
import { describe, expect, it } from 'vitest';
import { deltaE2000, difference, VISIONS } from '../../../renderer/board/colourVision';
import { mapOf, standardMap } from '../../../engine/map/standard';
import { BOARD, powerColours, powerMark } from '../../../engine/draw/style';

const powers = standardMap().powers.map((p) => p.name);
/** Units and arrows: clearly different colours (ΔE00 ≥ 15) for every pair, every vision. */
const UNIT_THRESHOLD = 15;
/** Owned land (light tints, also told apart by the centers' markers): ΔE00 ≥ 4, neutral land included. */
const LAND_THRESHOLD = 4;

function pairs<T>(xs: T[]): [T, T][] {
  return xs.flatMap((a, i) => xs.slice(i + 1).map((b) => [a, b] as [T, T]));
}

describe('the palette under colour-vision deficiencies', () => {
  it('computes CIEDE2000 as published (Sharma, Wu and Dalal 2005, pairs 1 and 17)', () => {
    expect(deltaE2000([50, 2.6772, -79.7751], [50, 0, -82.7485])).toBeCloseTo(2.0425, 4);
    expect(deltaE2000([50, 2.5, 0], [73, 25, -18])).toBeCloseTo(27.1492, 4);
  });

  it('tells the old Austria and Italy apart only in normal vision (the check can fail)', () => {
    expect(difference('#c8323c', '#2f9a48', 'normal')).toBeGreaterThan(UNIT_THRESHOLD);
    expect(difference('#2e4f9e', '#7d4fa8', 'protanopia')).toBeLessThan(UNIT_THRESHOLD);
  });

  for (const vision of VISIONS) {
    it(`keeps every pair of powers' units ${UNIT_THRESHOLD}+ apart (${vision})`, () => {
      const close = pairs(powers)
        .map(([a, b]) => ({ pair: `${a}-${b}`, d: difference(powerColours(a).main, powerColours(b).main, vision) }))
        .filter((x) => x.d < UNIT_THRESHOLD);
      expect(close).toEqual([]);
    });

    it(`keeps owned land ${LAND_THRESHOLD}+ apart, and apart from neutral land (${vision})`, () => {
      const lands = [...powers.map((p) => [p, powerColours(p).land]), ['neutral', BOARD.neutralLand]];
      const close = pairs(lands)
        .map(([[a, x], [b, y]]) => ({ pair: `${a}-${b}`, d: difference(x, y, vision) }))
        .filter((x) => x.d < LAND_THRESHOLD);
      expect(close).toEqual([]);
    });
  }

  // The new boards' powers: Ancient Mediterranean's five are five of the standard seven's colours;
  // Youngstown Redux's ten are the seven and three more (style.ts, MORE).
  for (const board of ['ancient-mediterranean', 'youngstown-redux']) {
    const own = mapOf(board)!.powers.map((p) => p.name);
    it(`${board}: every pair of its ${own.length} powers' units ${UNIT_THRESHOLD}+ apart, owned land ${LAND_THRESHOLD}+ apart, in every vision`, () => {
      const close = VISIONS.flatMap((vision) => [
        ...pairs(own)
          .map(([a, b]) => ({ pair: `${vision} ${a}-${b}`, d: difference(powerColours(a).main, powerColours(b).main, vision) }))
          .filter((x) => x.d < UNIT_THRESHOLD),
        ...pairs([...own.map((p) => [p, powerColours(p).land]), ['neutral', BOARD.neutralLand]])
          .map(([[a, x], [b, y]]) => ({ pair: `${vision} land ${a}-${b}`, d: difference(x, y, vision) }))
          .filter((x) => x.d < LAND_THRESHOLD),
      ]);
      expect(close).toEqual([]);
      expect(new Set(own.map((p) => powerColours(p).main)).size).toBe(own.length);
      expect(new Set(own.map(powerMark)).size).toBe(own.length);
    });
  }

  it('marks each power with its own two letters, never A or F', () => {
    const marks = powers.map(powerMark);
    expect(marks).toEqual(['Au', 'En', 'Fr', 'Ge', 'It', 'Ru', 'Tu']);
    expect(new Set(marks).size).toBe(powers.length);
  });
});
