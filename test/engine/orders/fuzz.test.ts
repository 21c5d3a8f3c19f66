// Fuzzing the reader: real orders and sheets, mutated (characters deleted, inserted, swapped,
// random words, unicode, very long lines, empty), and random strings from fast-check. Nothing
// may throw; every line gets exactly one diagnostic whose span lies inside that line.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { standardMap } from '../../../engine/map/standard';
import { formatOrder } from '../../../engine/orders/format';
import { parseOrder } from '../../../engine/orders/parse';
import { readSheet } from '../../../engine/orders/sheet';
import type { ReadOptions } from '../../../engine/orders/types';
import { CATALOGUE, DEFAULT_OPTIONS, type RuleOptionSpec, type RuleOptions } from '../../../engine/rules/index';
import type { PhaseType } from '../../../engine/types';
import { mulberry32 as rng } from '../../../engine/random';
import { readDatcCases } from './datcOrders';
import { legalOrders } from './legalOrders';

const map = standardMap();
// Sized so that the file takes seconds in `npm test`; ADJUTANT_FUZZ=10 fuzzes ten times as deep
// (the same seeds, so a deeper run starts with the same sheets).
const DEPTH = Number(process.env.ADJUTANT_FUZZ ?? 1);
const SEEDED_SHEETS = Math.round(25_000 * DEPTH);
const RULED_SHEETS = Math.round(6_000 * DEPTH);
const FAST_CHECK_SHEETS = Math.round(4_000 * DEPTH);

const corpus: string[] = (() => {
  const datc = readDatcCases().flatMap((c) => c.orders.map((o) => `${o.power}: ${o.text}`));
  const orders = legalOrders(map).filter((_, i) => i % 7 === 0);
  const written = orders.flatMap((o) => [formatOrder(o, map, 'short'), formatOrder(o, map, 'long')]);
  const noise = ['From: a@b.c', 'Subject: orders', '-- ', '> quoted', 'Orders for Spring 1901', 'England:', 'E:', '', '   ', '# comment'];
  return [...datc, ...written, ...noise];
})();

const WORDS = [
  'S',
  'C',
  'H',
  '-',
  '->',
  'via',
  'convoy',
  'supports',
  'to',
  'build',
  'waive',
  'remove',
  'A',
  'F',
  'army',
  'fleet',
  'English',
  'Germany:',
  '(nc)',
  '/sc',
  'north coast',
  'St.',
  'Petersburg',
  'Mid-Atlantic',
  'Pir',
  'Bu.',
  'xyzzy',
  'the',
  'an',
  'R',
  'D',
  'B',
  '#',
  ':',
  '(',
  ')',
  '/',
  'coast',
  'Gulf of',
  'North',
  'Sea',
];
const CHARS = [
  'a',
  'Z',
  ' ',
  '\t',
  '-',
  '/',
  '(',
  ')',
  ':',
  '.',
  ',',
  '#',
  '>',
  "'",
  '’',
  'é',
  'ß',
  'İ',
  '\u0301',
  '\u200b',
  '\u202e',
  '\ufeff',
  '😀',
  '\ud800',
  '\udc00',
  '\u0000',
  '漢',
  'Ω',
  '٣',
  '\u00a0',
  '\u2028',
  '→',
  '–',
];

type Mutation = (s: string, r: () => number) => string;
const pick = <T>(list: readonly T[], r: () => number): T => list[Math.floor(r() * list.length)];
const at = (s: string, r: () => number) => Math.floor(r() * (s.length + 1));
const MUTATIONS: Mutation[] = [
  (s, r) => {
    const i = at(s, r);
    return s.slice(0, i) + s.slice(i + 1);
  },
  (s, r) => {
    const i = at(s, r);
    return s.slice(0, i) + pick(CHARS, r) + s.slice(i);
  },
  (s, r) => {
    const i = Math.floor(r() * Math.max(0, s.length - 1));
    return s.slice(0, i) + s.charAt(i + 1) + s.charAt(i) + s.slice(i + 2);
  },
  (s, r) => {
    const i = at(s, r);
    return `${s.slice(0, i)} ${pick(WORDS, r)} ${s.slice(i)}`;
  },
  (s, r) => {
    const words = s.split(' ');
    words[Math.floor(r() * words.length)] = pick(WORDS, r);
    return words.join(' ');
  },
  (s, r) => s.slice(0, at(s, r)),
  (s, r) => s.slice(at(s, r)),
  (s) => s.toUpperCase(),
  (s, r) => {
    const i = at(s, r);
    return s.slice(0, i) + s.slice(i).replace(/ /g, '');
  },
  () => '',
];

function mutate(line: string, r: () => number): string {
  let s = line;
  const n = 1 + Math.floor(r() * 3);
  for (let k = 0; k < n; k++) s = pick(MUTATIONS, r)(s, r);
  if (r() < 0.0005) s = s.repeat(2000); // very long lines
  return s;
}

const PHASES: (PhaseType | undefined)[] = ['movement', 'retreat', 'adjustment', undefined];
const NEWLINES = ['\n', '\r\n', '\r'];

/** Every check on one sheet; a message per broken promise. */
function check(text: string, options: ReadOptions): string[] {
  const faults: string[] = [];
  const result = readSheet(text, map, options);
  const lines = text.split(/\r\n|\n|\r/);
  if (result.lines.length !== lines.length) faults.push(`${lines.length} lines, ${result.lines.length} diagnostics`);
  let offset = 0;
  let k = 0;
  for (const line of lines) {
    const d = result.lines[k++];
    if (!d) break;
    if (d.text !== line || !(d.start >= offset && d.start <= d.end && d.end <= offset + line.length)) {
      faults.push(`line ${k}: span ${d.start}-${d.end} outside ${offset}-${offset + line.length}`);
    }
    if ((d.status === 'ok' || d.status === 'note') !== (d.order !== undefined || d.header !== undefined)) {
      faults.push(`line ${k}: status ${d.status} with order ${JSON.stringify(d.order)}`);
    }
    offset += line.length + (text.startsWith('\r\n', offset + line.length) ? 2 : 1);
    const single = parseOrder(line, map, options);
    if (!single.ok && !(single.error.start >= 0 && single.error.start <= single.error.end && single.error.end <= line.length)) {
      faults.push(`parseOrder span ${single.error.start}-${single.error.end} for ${JSON.stringify(line)}`);
    }
  }
  return faults;
}

describe('fuzzing the reader', () => {
  it(`${SEEDED_SHEETS} mutated sheets`, () => {
    const r = rng(20240601);
    const faults: string[] = [];
    for (let n = 0; n < SEEDED_SHEETS && faults.length < 5; n++) {
      const count = 1 + Math.floor(r() * 4);
      const lines = Array.from({ length: count }, () => (r() < 0.8 ? mutate(pick(corpus, r), r) : pick(corpus, r)));
      const text = lines.join(pick(NEWLINES, r));
      const options: ReadOptions = { phase: pick(PHASES, r), units: r() < 0.3 ? map.start.units : undefined };
      try {
        faults.push(...check(text, options).map((f) => `${f} in ${JSON.stringify(text)}`));
      } catch (e) {
        faults.push(`threw ${String(e)} on ${JSON.stringify(text)}`);
      }
    }
    expect(faults).toEqual([]);
  });

  it(`${RULED_SHEETS} mutated sheets read under random rule options (4.C, 4.D.3, 4.E.1-4.E.3)`, () => {
    const r = rng(19010401);
    const faults: string[] = [];
    const reading = (CATALOGUE as readonly RuleOptionSpec[]).filter((o) => /^4\.(C|D\.3|E\.[123]|B\.[12])/.test(o.id));
    for (let n = 0; n < RULED_SHEETS && faults.length < 5; n++) {
      const count = 1 + Math.floor(r() * 6);
      const lines = Array.from({ length: count }, () => (r() < 0.7 ? mutate(pick(corpus, r), r) : pick(corpus, r)));
      const text = lines.join(pick(NEWLINES, r));
      const rules: Record<string, string> = { ...DEFAULT_OPTIONS };
      for (const o of reading) rules[o.id] = pick(o.alternatives, r).id;
      const options: ReadOptions = { phase: pick(PHASES, r), rules: rules as unknown as RuleOptions, units: r() < 0.7 ? map.start.units : undefined };
      if (r() < 0.3) options.defaultPower = pick(map.powers, r).name;
      try {
        faults.push(...check(text, options).map((f) => `${f} in ${JSON.stringify(text)}`));
      } catch (e) {
        faults.push(`threw ${String(e)} on ${JSON.stringify(text)}`);
      }
    }
    expect(faults).toEqual([]);
  });

  it(`${FAST_CHECK_SHEETS} random strings (fast-check)`, () => {
    const texts = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 80 }),
      fc.array(fc.constantFrom(...WORDS, ...CHARS, '\n', ' '), { maxLength: 30 }).map((parts) => parts.join(' ')),
      fc.tuple(fc.constantFrom(...corpus), fc.string({ maxLength: 10 }), fc.nat()).map(([line, junk, i]) => {
        const k = i % (line.length + 1);
        return line.slice(0, k) + junk + line.slice(k);
      }),
    );
    fc.assert(
      fc.property(texts, fc.constantFrom(...PHASES), (text, phase) => {
        expect(check(text, { phase, defaultPower: 'England' })).toEqual([]);
      }),
      { numRuns: FAST_CHECK_SHEETS, seed: 1901 },
    );
  });
});
