// Issue 32, line 2, in the order box: the window reads typed orders with the game's reader
// languages, as the service reads what it files (electron/service/orders.ts setsOf). For French,
// German and Italian lines, the live check and the service read the same orders and find the same
// lines unread; in a game without those languages both flag the same lines as not understood.
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, type Position } from '../../../engine/index';
import { standardMap } from '../../../engine/map/standard';
import type { PhaseWithPosition } from '../../../electron/archive/types';
import { startPosition } from '../../../electron/service/engine';
import { setsOf } from '../../../electron/service/orders';
import { checkLines } from '../../../renderer/panels/OrderEntry';

const map = standardMap();
const spring = startPosition(map, 'standard');

/** The service's reading: the orders it would file and the lines it reports unread. */
function service(text: string, power: string, position: Position, languages: string[]) {
  // setsOf reads the phase's position only.
  const read = setsOf(map, DEFAULT_OPTIONS, { position } as PhaseWithPosition, { power, text }, [], languages);
  if (!read.ok) throw new Error(`the service refused: ${read.error.message}`);
  const diagnostics = read.value.sets.flatMap((s) => s.diagnostics).concat(read.value.diagnostics);
  return { orders: read.value.sets.flatMap((s) => s.orders), unread: [...new Set(diagnostics.filter(problem).map((d) => d.line))].sort((a, b) => a - b) };
}

const problem = (d: { status: string }) => d.status === 'error' || d.status === 'ambiguous';

/** The window's reading: the orders the box reads, the lines it flags as unread, and those adjudication would refuse. */
function box(text: string, power: string, position: Position, languages: string[]) {
  const lines = checkLines(text, map, position, power, { orders: [], options: DEFAULT_OPTIONS, languages });
  return {
    orders: lines.flatMap((l) => (l.order ? [l.order] : [])),
    unread: lines.filter(problem).map((l) => l.line),
    flagged: lines.filter((l) => l.flag).map((l) => l.line),
  };
}

const CASES = [
  { lang: 'fr', power: 'France', text: 'A Par - Bou\nA Marseille soutient A Paris - Bourgone\nF Brest - Manche' },
  { lang: 'de', power: 'Germany', text: 'A Mün U A Ber - Schlesien\nA Berlin - Schlesien\nF Kiel - Holand' },
  { lang: 'it', power: 'Italy', text: 'A Roma sostiene A Venezia - Toscana\nA Venezia - Toscanna\nF Napoli - Mar Ionio' },
] as const;

describe('the order box reads with the game reader languages, as the service does', () => {
  for (const { lang, power, text } of CASES) {
    it(`${lang}: the box and the service read the same orders; none is flagged`, () => {
      const mine = box(text, power, spring, [lang]);
      const theirs = service(text, power, spring, [lang]);
      expect(mine.orders).toHaveLength(3);
      expect(mine.orders).toEqual(theirs.orders);
      expect(mine.unread).toEqual([]);
      expect(theirs.unread).toEqual([]);
      expect(mine.flagged).toEqual([]);
    });

    it(`${lang}: in an English-only game both leave the same lines unread`, () => {
      const mine = box(text, power, spring, []);
      const theirs = service(text, power, spring, []);
      expect(mine.unread.length).toBeGreaterThan(0);
      expect(mine.unread).toEqual(theirs.unread);
    });
  }

  it('a game with all three languages reads each of them in one box', () => {
    const text = 'France:\nA Par - Bou\nGermany:\nA Mün - Böh\nItaly:\nA Venezia - Piemonte';
    const mine = box(text, '', spring, ['fr', 'de', 'it']);
    const read = setsOf(map, DEFAULT_OPTIONS, { position: spring } as PhaseWithPosition, { text }, [], ['fr', 'de', 'it']);
    expect(read.ok).toBe(true);
    expect(mine.unread).toEqual([]);
    expect(mine.flagged).toEqual([]);
    expect(mine.orders).toEqual(read.ok ? read.value.sets.flatMap((s) => s.orders) : []);
    expect(mine.orders.map((o) => o.power)).toEqual(['France', 'Germany', 'Italy']);
  });
});

// Issue 25's known limit: the box read without the game's rule options, so a line the service
// words by a DATC 4.C reading (`Build F Mun` in a movement phase) got a reason of the box's own.
// Both read with gameReadOptions now: the same status and the same words for every line.
describe('the order box reads with the game rule options, as the service does', () => {
  /** Each line's status and message as the box shows it and as the service stores it. */
  function both(text: string, power: string, position: Position = spring) {
    const mine = checkLines(text, map, position, power, { orders: [], options: DEFAULT_OPTIONS, languages: [] }).map((l) => ({
      line: l.line,
      status: l.status,
      message: l.message,
    }));
    const read = setsOf(map, DEFAULT_OPTIONS, { position } as PhaseWithPosition, { power, text }, [], []);
    if (!read.ok) throw new Error(`the service refused: ${read.error.message}`);
    const stored = read.value.sets.flatMap((s) => s.diagnostics).concat(read.value.diagnostics);
    const theirs = [...new Map(stored.map((d) => [d.line, { line: d.line, status: d.status, message: d.message }])).values()].sort((a, b) => a.line - b.line);
    return { mine: mine.filter((l) => l.status !== 'skipped'), theirs: theirs.filter((l) => l.status !== 'skipped') };
  }

  it("Build F Mun in a movement phase: DATC 4.C.4 a in both, not the box's own reason", () => {
    const { mine, theirs } = both('Build F Mun', 'Germany');
    expect(theirs.map((l) => l.message)).toEqual(['not followed: no fleet can stand in Munich (DATC 4.C.4 a)']);
    expect(mine).toEqual(theirs);
  });

  for (const [name, text, power] of [
    ['a misspelled province', 'A Par - Burgandy', 'France'],
    ['an order for a unit that is not there', 'A Bur - Mar\nA Par - Bur', 'France'],
    ['a fleet written as an army', 'A Bre - Mao', 'France'],
    ['a build in a movement phase', 'Build A Par', 'France'],
    ['a support without its unit type', 'A Mar S Par - Bur', 'France'],
  ] as const) {
    it(`${name}: the box and the service say the same of each line`, () => {
      const { mine, theirs } = both(text, power);
      expect(mine.length).toBeGreaterThan(0);
      expect(mine).toEqual(theirs);
    });
  }
});
