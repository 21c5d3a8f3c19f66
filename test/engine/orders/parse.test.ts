// One order: every notation people use, the phase deciding move/retreat and disband/remove, and
// errors with the right code and span. Illegal but understood orders parse.
import { describe, expect, it } from 'vitest';
import { standardMap } from '../../../engine/map/standard';
import { parseOrder, readOrder } from '../../../engine/orders/parse';
import type { ReadOptions } from '../../../engine/orders/types';
import type { Coast, Order, UnitSpec, UnitType } from '../../../engine/types';

const map = standardMap();

function unit(type: UnitType | null, province: string, coast: Coast | null = null, power: string | null = null): UnitSpec {
  return { type, province, coast, power };
}
const A = (p: string, coast: Coast | null = null) => unit('A', p, coast);
const F = (p: string, coast: Coast | null = null) => unit('F', p, coast);
const move = (u: UnitSpec, to: string, more: Partial<Extract<Order, { kind: 'move' }>> = {}): Order => ({
  kind: 'move',
  unit: u,
  to,
  coast: null,
  viaConvoy: false,
  path: null,
  ...more,
});

function read(text: string, options?: ReadOptions): Order {
  const r = parseOrder(text, map, options);
  if (!r.ok) throw new Error(`${text}: ${r.error.code} ${r.error.message}`);
  return r.value;
}

describe('moves', () => {
  it.each([
    'A Par - Bur',
    'A Paris to Burgundy',
    'A par->bur',
    'A Par-Bur',
    'a PAR - BUR',
    'A Par => Bur',
    'A Par → Bur',
    'A Par moves to Bur',
    'Army Paris -> Burgundy',
    'A Par – Bur',
    'A Par > Bur',
    'A Par - Bur.',
    'A Paris - Burgundy # a comment',
  ])('%s', (text) => expect(read(text)).toEqual(move(A('par'), 'bur')));
  it.each(['A Par - Bur via Convoy', 'A Par - Bur by convoy', 'A par-bur VIA CONVOY', 'A Par - Bur (via convoy)'])('%s', (text) => {
    expect(read(text)).toEqual(move(A('par'), 'bur', { viaConvoy: true }));
  });
  it('a path through the seas (4.A.6)', () => {
    expect(read('A Lon - Nth - Bel')).toEqual(move(A('lon'), 'bel', { path: ['nth'] }));
    expect(read('A Lon - Eng - Mao - Por')).toEqual(move(A('lon'), 'por', { path: ['eng', 'mao'] }));
  });
  it('coasts on both ends', () => {
    expect(read('F mao - spa/nc')).toEqual(move(F('mao'), 'spa', { coast: 'nc' }));
    expect(read('F spa/sc - wes')).toEqual(move(F('spa', 'sc'), 'wes'));
    expect(read('F Mid-Atlantic Ocean -> Spain (north coast)')).toEqual(move(F('mao'), 'spa', { coast: 'nc' }));
    expect(read('F con - bul ec')).toEqual(move(F('con'), 'bul', { coast: 'ec' }));
    expect(read('F con - Bulgaria e.c.')).toEqual(move(F('con'), 'bul', { coast: 'ec' }));
    expect(read('F bot - St Petersburg south coast')).toEqual(move(F('bot'), 'stp', { coast: 'sc' }));
    expect(read('F bar - stp[nc]')).toEqual(move(F('bar'), 'stp', { coast: 'nc' }));
  });
  it('without a unit type, with words for the type, with nationality', () => {
    expect(read('Par - Bur')).toEqual(move(unit(null, 'par'), 'bur'));
    expect(read('fleet London - North Sea')).toEqual(move(F('lon'), 'nth'));
    expect(read('English F lon - nth')).toEqual(move(unit('F', 'lon', null, 'England'), 'nth'));
    expect(read("England's fleet in London - North Sea")).toEqual(move(unit('F', 'lon', null, 'England'), 'nth'));
    expect(read('Eng F lon - nth')).toEqual(move(unit('F', 'lon', null, 'England'), 'nth'));
  });
  it('skips words that say nothing (the, in, at) and possessives', () => {
    expect(read('F the North Sea - Hol')).toEqual(move(F('nth'), 'hol'));
    expect(read('army in Paris moves to Burgundy')).toEqual(move(A('par'), 'bur'));
    expect(read("A Mun S Germany's A Ber")).toMatchObject({ target: unit('A', 'ber', null, 'Germany') });
    expect(read('F Baltic - Swe')).toEqual(move(F('bal'), 'swe'));
  });
  it('keeps the English Channel apart from the English', () => {
    expect(read('F English Channel - Bre')).toEqual(move(F('eng'), 'bre'));
    expect(read('English Channel - Bre')).toEqual(move(unit(null, 'eng'), 'bre'));
    expect(read('F eng - bre')).toEqual(move(F('eng'), 'bre'));
  });
  it('understands illegal moves: the engine rejects them', () => {
    expect(read('A lvp - iri')).toEqual(move(A('lvp'), 'iri'));
    expect(read('F Kiel-Munich')).toEqual(move(F('kie'), 'mun'));
    expect(read('F rum-hol')).toEqual(move(F('rum'), 'hol'));
  });
});

describe('holds', () => {
  it.each(['A Par H', 'A Par hold', 'A Par holds', 'A Par stand', 'A par HOLD', 'A Par', 'Army Paris holds'])('%s', (text) => {
    expect(read(text)).toEqual({ kind: 'hold', unit: A('par') });
  });
  it('coasts on the unit', () => {
    expect(read('F stp/sc')).toEqual({ kind: 'hold', unit: F('stp', 'sc') });
    expect(read('F StP(sc)')).toEqual({ kind: 'hold', unit: F('stp', 'sc') });
    expect(read('F St. Petersburg south coast')).toEqual({ kind: 'hold', unit: F('stp', 'sc') });
    expect(read('F St Petersburg (south coast) H')).toEqual({ kind: 'hold', unit: F('stp', 'sc') });
    expect(read('F stp sc H')).toEqual({ kind: 'hold', unit: F('stp', 'sc') });
    expect(read('F stp n.c. holds')).toEqual({ kind: 'hold', unit: F('stp', 'nc') });
  });
});

describe('supports', () => {
  const support = (u: UnitSpec, target: UnitSpec, to: string | null, coast: Coast | null = null): Order => ({ kind: 'support', unit: u, target, to, coast });
  it('to hold', () => {
    expect(read('A Mun S A Ber')).toEqual(support(A('mun'), A('ber'), null));
    expect(read('A Mun S A Ber H')).toEqual(support(A('mun'), A('ber'), null));
    expect(read('A Mun supports A Ber holds')).toEqual(support(A('mun'), A('ber'), null));
    expect(read('F bel S F eng')).toEqual(support(F('bel'), F('eng'), null));
  });
  it('to move', () => {
    expect(read('A mun supports ber - sil')).toEqual(support(A('mun'), unit(null, 'ber'), 'sil'));
    expect(read('A Mun S A Ber - Sil')).toEqual(support(A('mun'), A('ber'), 'sil'));
    expect(read('F gol S F por-spa/nc')).toEqual(support(F('lyo'), F('por'), 'spa', 'nc'));
    expect(read('Army Munich supports Army Berlin -> Silesia')).toEqual(support(A('mun'), A('ber'), 'sil'));
    expect(read('A Wales SUPPORTS F london-yorkshire')).toEqual(support(A('wal'), F('lon'), 'yor'));
  });
  it("with the supported unit's nationality (4.C.5, 4.C.6)", () => {
    expect(read('A Mun S German A Ber - Sil')).toEqual(support(A('mun'), unit('A', 'ber', null, 'Germany'), 'sil'));
    expect(read('A Mun S Germany A Ber')).toEqual(support(A('mun'), unit('A', 'ber', null, 'Germany'), null));
    expect(read('F nth S English F lon')).toEqual(support(F('nth'), unit('F', 'lon', null, 'England'), null));
  });
});

describe('convoys', () => {
  const convoy = (u: UnitSpec, army: UnitSpec, to: string): Order => ({ kind: 'convoy', unit: u, army, to });
  it.each([
    'F NTH C A Lon - Bel',
    'F North Sea convoys army London to Belgium',
    'F nth Convoys A london-Belgium',
    'Fleet North Sea convoys Army London -> Belgium',
    'F nth cvy A lon - bel',
  ])('%s', (text) => {
    expect(read(text)).toEqual(convoy(F('nth'), A('lon'), 'bel'));
  });
  it('the convoyed unit without a type', () => {
    expect(read('F nth C lon - bel')).toEqual(convoy(F('nth'), unit(null, 'lon'), 'bel'));
  });
});

describe('retreat phase', () => {
  const retreat = { phase: 'retreat' } as const;
  it('a move is a retreat', () => {
    expect(read('A Par - Bur', retreat)).toEqual({ kind: 'retreat', unit: A('par'), to: 'bur', coast: null });
    expect(read('F mao - spa(nc)', retreat)).toEqual({ kind: 'retreat', unit: F('mao'), to: 'spa', coast: 'nc' });
  });
  it.each(['A Par R Bur', 'A Par retreat Bur', 'A Par retreats to Bur', 'Retreat A Par - Bur', 'A Par R - Bur'])('%s', (text) => {
    expect(read(text, retreat)).toEqual({ kind: 'retreat', unit: A('par'), to: 'bur', coast: null });
    expect(read(text)).toEqual({ kind: 'retreat', unit: A('par'), to: 'bur', coast: null });
  });
  it.each(['A Par D', 'A Par disband', 'disband A Par', 'A Par disbands', 'D A Par'])('%s', (text) => {
    expect(read(text, retreat)).toEqual({ kind: 'disband', unit: A('par') });
  });
  it('a path or via convoy keeps it a move (the engine finds it out of phase)', () => {
    expect(read('A Par - Bur via convoy', retreat).kind).toBe('move');
  });
});

describe('adjustment phase', () => {
  const adjustment = { phase: 'adjustment' } as const;
  const build = (unitType: UnitType | null, province: string, coast: Coast | null = null): Order => ({ kind: 'build', unitType, province, coast });
  it.each(['B A par', 'Build A Paris', 'A par B', 'build army paris', 'Build an army in Paris', 'BUILD A PAR', 'builds A par'])('%s', (text) => {
    expect(read(text, adjustment)).toEqual(build('A', 'par'));
  });
  it('fleets on coasts', () => {
    expect(read('build fleet St Petersburg north coast', adjustment)).toEqual(build('F', 'stp', 'nc'));
    expect(read('Build F stp/nc', adjustment)).toEqual(build('F', 'stp', 'nc'));
    expect(read('Build F stp', adjustment)).toEqual(build('F', 'stp'));
  });
  it('a build without a type (4.C.3)', () => {
    expect(read('Build par', adjustment)).toEqual(build(null, 'par'));
  });
  it.each(['Remove F lon', 'remove F lon', 'F lon D', 'disband F lon', 'F lon disband', 'F lon remove', 'D F lon'])('%s', (text) => {
    expect(read(text, adjustment)).toEqual({ kind: 'remove', unit: F('lon') });
  });
  it('remove is a removal in any phase', () => {
    expect(read('Remove F lon')).toEqual({ kind: 'remove', unit: F('lon') });
  });
  it.each(['waive', 'Waive', 'Build waive', 'waived', 'WAIVE BUILD', 'waives'])('%s', (text) => {
    expect(read(text, adjustment)).toEqual({ kind: 'waive' });
  });
});

describe('misspellings', () => {
  it('reads a misspelling that fits one province, with a note (4.E.2 example 2)', () => {
    const r = readOrder('A Burgundy - Pariz', map);
    expect(r.ok && r.value.order).toEqual(move(A('bur'), 'par'));
    const say = { code: 'read-as', params: { raw: 'Pariz', province: { province: 'par' } } };
    expect(r.ok && r.value.notes).toEqual([{ message: "read 'Pariz' as Paris", say, start: 13, end: 18 }]);
  });
  it('reads misspelt names of several words', () => {
    expect(read('F Nrth Sea - Hol')).toEqual(move(F('nth'), 'hol'));
    expect(read('F English Chanel - Bre')).toEqual(move(F('eng'), 'bre'));
    expect(read('F Gulf of Lyons - Mar')).toEqual(move(F('lyo'), 'mar'));
    expect(read('F Stpetersberg north coast - bot')).toEqual(move(F('stp', 'nc'), 'bot'));
  });
  it('refuses a word several provinces fit (4.E.2 example 1)', () => {
    const r = parseOrder('A Bur - Pir', map);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({ code: 'ambiguous-province', start: 8, end: 11 });
    expect(r.error.candidates).toEqual(expect.arrayContaining(['par', 'pic']));
  });
  it('refuses Bu. (4.E.2 example 5)', () => {
    const r = parseOrder('F Rum - Bu.', map);
    expect(!r.ok && r.error).toMatchObject({ code: 'ambiguous-province', start: 8, end: 11, candidates: ['bud', 'bul', 'bur'] });
  });
  it('reads a unit type run into its province, with a note', () => {
    const r = readOrder('Aven-tri', map);
    expect(r.ok && r.value.order).toEqual(move(A('ven'), 'tri'));
    const say = { code: 'read-as-unit', params: { raw: 'Aven', type: 'A', province: { province: 'ven' } } };
    expect(r.ok && r.value.notes).toEqual([{ message: "read 'Aven' as A Venice", say, start: 0, end: 4 }]);
    expect(read('F bel S Fnth - hol')).toMatchObject({ target: F('nth'), to: 'hol' });
  });
  it('does not read two names run together as a misspelling of a third', () => {
    expect(parseOrder('F waleng', map)).toMatchObject({ ok: false, error: { code: 'unknown-province', start: 2, end: 8 } });
  });
  it('does not correct two letters into a province', () => {
    expect(parseOrder('A an H', map)).toMatchObject({ ok: false, error: { code: 'unknown-province' } });
  });
  it('does not change a correct abbreviation (4.E.2 example 3)', () => {
    expect(read('Build F Tyr', { phase: 'adjustment' })).toEqual({ kind: 'build', unitType: 'F', province: 'tyr', coast: null });
  });
});

describe('errors', () => {
  function error(text: string, options?: ReadOptions) {
    const r = parseOrder(text, map, options);
    if (r.ok) throw new Error(`${text} parsed as ${JSON.stringify(r.value)}`);
    return r.error;
  }
  const span = (text: string, part: string, from = 0) => ({ start: text.indexOf(part, from), end: text.indexOf(part, from) + part.length });

  it('empty', () => {
    expect(error('')).toMatchObject({ code: 'empty', start: 0, end: 0 });
    expect(error('   # only a comment')).toMatchObject({ code: 'empty' });
  });
  it('a province missing after an arrow', () => {
    expect(error('A Par -')).toMatchObject({ code: 'expected-province', message: "not understood: expected a province after '-'", start: 7, end: 7 });
    expect(error('A Par - via convoy')).toMatchObject({ code: 'expected-province', ...span('A Par - via convoy', 'via') });
    expect(error('A Par - - Bur')).toMatchObject({ code: 'expected-province', start: 8, end: 9 });
  });
  it('no unit at all', () => {
    expect(error('A')).toMatchObject({ code: 'expected-province', message: "not understood: expected a province after 'A'", start: 1, end: 1 });
    expect(error('- Bur')).toMatchObject({ code: 'expected-province', message: 'not understood: expected a unit or a province first', start: 0, end: 1 });
    expect(error('S A Ber - Sil')).toMatchObject({ code: 'expected-province', start: 0, end: 1 });
  });
  it('an unknown province', () => {
    expect(error('A Par - Atlantis')).toMatchObject({ code: 'unknown-province', ...span('A Par - Atlantis', 'Atlantis') });
    expect(error('A Xyzzy H')).toMatchObject({ code: 'unknown-province', start: 2, end: 7 });
  });
  it('an unknown word after the unit', () => {
    expect(error('A Par xyz Bur')).toMatchObject({ code: 'expected-order', start: 6, end: 9 });
  });
  it('trailing garbage', () => {
    expect(error('A Par - Bur please now')).toMatchObject({ code: 'unexpected', start: 12, end: 22 });
    expect(error('A Par H H')).toMatchObject({ code: 'unexpected', start: 8, end: 9 });
    expect(error('F nth C A lon - bel - hol')).toMatchObject({ code: 'unexpected' });
  });
  it('a support or convoy without its unit', () => {
    expect(error('A Mun S')).toMatchObject({ code: 'expected-unit', start: 7, end: 7 });
    expect(error('F nth C - bel')).toMatchObject({ code: 'expected-unit', start: 8, end: 9 });
    expect(error('F nth C A lon')).toMatchObject({ code: 'expected-province', start: 13, end: 13 });
  });
  it('bad coasts', () => {
    expect(error('F spa/xx - mao')).toMatchObject({ code: 'unknown-coast', start: 6, end: 8 });
    expect(error('F spa(xc) - mao')).toMatchObject({ code: 'unknown-coast', start: 5, end: 9 });
    expect(error('F mao - spa/')).toMatchObject({ code: 'unknown-coast', start: 11, end: 12 });
    expect(error('F nth C A lon - spa/nc')).toMatchObject({ code: 'unexpected', start: 19, end: 22 });
  });
  it('characters no order uses', () => {
    expect(error('A Par @ Bur')).toMatchObject({ code: 'bad-character', start: 6, end: 7 });
    expect(error('A Par - Bur 😀')).toMatchObject({ code: 'bad-character', start: 12, end: 14 });
  });
  it('the incomplete via', () => {
    // `via` alone at the end is MILA's `A LON - BEL VIA` (notations.test.ts); `by` alone is not.
    expect(error('A Par - Bur by')).toMatchObject({ code: 'unexpected', start: 12, end: 14 });
    expect(error('A Par - Bur via land')).toMatchObject({ code: 'unexpected', start: 16, end: 20 });
  });
  it('a coast inside a convoy path', () => {
    expect(error('A lon - spa/nc - por')).toMatchObject({ code: 'unexpected', start: 8, end: 14 });
  });
  it('never throws on non-string input', () => {
    expect(parseOrder(undefined as unknown as string, map).ok).toBe(false);
  });
});
