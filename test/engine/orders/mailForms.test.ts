// The forms of a mailed line the order reader alone does not know (engine/orders/mailForms.ts):
// DAIDE without its outer brackets and whole SUB messages (wrapped too), a label before an order,
// and a line that corrects itself, flagged for the GM and never guessed.
import { describe, expect, it } from 'vitest';
import { standardMap } from '../../../engine/map/standard';
import { entriesOf, readSheet, type LineDiagnostic } from '../../../engine/orders/sheet';
import { parseOrder } from '../../../engine/orders/parse';
import { DEFAULT_OPTIONS } from '../../../engine/rules/index';
import type { GivenOrder } from '../../../engine/types';

const map = standardMap();
const texts = (orders: GivenOrder[]) => orders.map((o) => `${o.power}: ${o.text}`);
const problems = (lines: LineDiagnostic[]) => entriesOf(lines).filter((d) => d.status === 'error' || d.status === 'ambiguous');

describe('DAIDE as players copy it', () => {
  it.each([
    ['( AUS AMY VIE ) MTO GAL', { kind: 'move', to: 'gal', unit: { power: 'Austria', province: 'vie', type: 'A' } }],
    ['( ENG FLT NTH ) CVY ( ENG AMY LON ) CTO BEL', { kind: 'convoy', to: 'bel' }],
    ['( ENG AMY LON ) CTO BEL VIA ( NTH )', { kind: 'move', to: 'bel', viaConvoy: true, path: ['nth'] }],
    ['( RUS FLT ( STP SCS ) ) MTO BOT', { kind: 'move', to: 'bot', unit: { coast: 'sc' } }],
    ['( FRA AMY PAR ) SUP ( FRA AMY MAR ) MTO BUR', { kind: 'support', to: 'bur' }],
    ['( GER AMY MUN ) HLD', { kind: 'hold' }],
  ])('without the outer brackets: %s', (text, expected) => {
    const read = parseOrder(text, map);
    expect(read.ok && read.value).toMatchObject(expected);
  });

  it('the outer brackets still read, and a half-closed bare order is an error at its place', () => {
    expect(parseOrder('( ( AUS AMY VIE ) MTO GAL )', map)).toMatchObject({ ok: true, value: { kind: 'move', to: 'gal' } });
    const bad = parseOrder('( AUS AMY VIE MTO GAL', map);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.message).toMatch(/expected '\)' after the unit/);
  });

  it('a whole SUB message: every order on the line, each with its own span', () => {
    const text = 'SUB ( ( ENG AMY LVP ) MTO YOR ) ( ( ENG FLT LON ) MTO NTH ) ( ( ENG FLT EDI ) MTO NWG )';
    const sheet = readSheet(text, map, { rules: DEFAULT_OPTIONS, units: map.start.units });
    expect(texts(sheet.orders)).toEqual([
      'England: ( ( ENG AMY LVP ) MTO YOR )',
      'England: ( ( ENG FLT LON ) MTO NTH )',
      'England: ( ( ENG FLT EDI ) MTO NWG )',
    ]);
    const [first, second] = entriesOf(sheet.lines);
    expect(text.slice(first.start, first.end)).toBe('( ( ENG AMY LVP ) MTO YOR )');
    expect(text.slice(second.start, second.end)).toBe('( ( ENG FLT LON ) MTO NTH )');
    expect(problems(sheet.lines)).toEqual([]);
  });

  it('a SUB message a mail program wrapped over three lines is one message; each line says where it went', () => {
    const text = 'Hi GM,\n\nSUB ( ( TUR FLT ANK ) MTO BLA ) ( ( TUR AMY\nCON ) MTO BUL ) ( ( TUR AMY SMY )\nMTO ARM )\n\nCheers';
    const sheet = readSheet(text, map, {});
    expect(texts(sheet.orders)).toEqual(['Turkey: ( ( TUR FLT ANK ) MTO BLA )', 'Turkey: ( ( TUR AMY CON ) MTO BUL )', 'Turkey: ( ( TUR AMY SMY ) MTO ARM )']);
    expect(sheet.lines).toHaveLength(7);
    expect(sheet.lines[3]).toMatchObject({ line: 4, status: 'skipped', message: 'part of the SUB message on line 3' });
    expect(sheet.lines[4]).toMatchObject({ line: 5, status: 'skipped', message: 'part of the SUB message on line 3' });
    expect(problems(sheet.lines)).toEqual([]);
  });

  it('a SUB message with a bracket missing or text outside its orders is reported at the place', () => {
    const open = readSheet('SUB ( ( ENG AMY LVP ) MTO YOR', map, {});
    expect(open.orders).toEqual([]);
    expect(open.lines[0]).toMatchObject({ status: 'error', message: expect.stringMatching(/brackets close/) });
    const stray = readSheet('SUB ( ( ENG AMY LVP ) MTO YOR ) please', map, {});
    expect(stray.lines[0]).toMatchObject({ status: 'error', start: 32, message: expect.stringMatching(/'p' outside the brackets/) });
    const bad = readSheet('SUB ( ( ENG AMY LVP ) MTO YOR ) ( ( ENG FLT LON ) XYZ NTH )', map, {});
    expect(texts(bad.orders)).toEqual(['England: ( ( ENG AMY LVP ) MTO YOR )']);
    expect(problems(bad.lines)).toHaveLength(1);
  });
});

describe('a label before an order', () => {
  it.each([
    ['Retreat: A Bul - Con', 'retreat', { kind: 'retreat', to: 'con' }],
    ['Retreats: A Bul - Con', 'retreat', { kind: 'retreat', to: 'con' }],
    ['Build: A Par', 'movement', { kind: 'build', province: 'par' }],
    ['Builds: F Bre', 'adjustment', { kind: 'build', province: 'bre' }],
    ['Remove: F Bre', 'adjustment', { kind: 'remove' }],
    ['Orders: F Lon - Nth', 'movement', { kind: 'move', to: 'nth' }],
    ['Moves: A Par - Bur', 'movement', { kind: 'move', to: 'bur' }],
    ['1. Retreat: A Bul - Con', 'retreat', { kind: 'retreat', to: 'con' }],
    ['Build: Build A Par', 'adjustment', { kind: 'build', province: 'par' }],
  ] as const)('%s (%s phase)', (text, phase, expected) => {
    const sheet = readSheet(text, map, { phase, defaultPower: 'France' });
    expect(problems(sheet.lines)).toEqual([]);
    expect(sheet.orders).toHaveLength(1);
    expect(sheet.orders[0].order).toMatchObject(expected);
  });

  it('several orders after a label, and a label under a power header', () => {
    const sheet = readSheet('Germany:\nBuilds: A Mun, F Kie', map, { phase: 'adjustment' });
    expect(texts(sheet.orders)).toEqual(['Germany: Builds  A Mun', 'Germany: F Kie']);
    expect(sheet.orders.map((o) => o.order.kind)).toEqual(['build', 'build']);
    const inline = readSheet('Russia: Retreat: F Sev - Rum', map, { phase: 'retreat' });
    expect(inline.orders[0]).toMatchObject({ power: 'Russia', order: { kind: 'retreat', to: 'rum' } });
  });

  it('a section title alone is still a heading, not an order', () => {
    const sheet = readSheet('Builds:\nA Par', map, { phase: 'adjustment', defaultPower: 'France' });
    expect(sheet.lines[0]).toMatchObject({ status: 'skipped', message: 'heading' });
    expect(sheet.orders).toHaveLength(1);
  });
});

describe('a line that corrects itself: flagged for the GM, never guessed', () => {
  it.each([
    'F Eng-Bel? no wait -- F Eng H',
    'F Eng - Bel, no, F Eng H',
    'F Eng - Bel... no F Eng H',
    'F Eng - Bel (I mean F Eng - Lon)',
    'F Eng - Bel, make that F Eng H',
    'F Eng - Bel oops F Eng - Lon',
    'F Eng - Bel, scratch that, F Eng H',
    'F Eng - Bel, actually F Eng H',
  ])('%s', (text) => {
    const sheet = readSheet(`A Par - Bur\n${text}\nA Mar S A Par - Bur`, map, { defaultPower: 'France' });
    expect(texts(sheet.orders)).toEqual(['France: A Par - Bur', 'France: A Mar S A Par - Bur']);
    expect(sheet.lines[1]).toMatchObject({ status: 'error', code: 'self-correction' });
    expect(sheet.lines[1].message).toMatch(/^the line corrects itself \('.+'\): which order stands is for the GM/);
  });

  it('a correction opening a line takes back the order above it too', () => {
    const sheet = readSheet('A Par - Bur\nF Eng - Bel\nno wait: F Eng H\nA Mar H', map, { defaultPower: 'France' });
    expect(texts(sheet.orders)).toEqual(['France: A Par - Bur', 'France: A Mar H']);
    expect(sheet.lines[1]).toMatchObject({ status: 'error', code: 'self-correction', message: expect.stringMatching(/^taken back by line 3/) });
    expect(sheet.lines[2]).toMatchObject({
      status: 'error',
      code: 'self-correction',
      message: expect.stringMatching(/corrects the order above it \('no wait'\)/),
    });
  });

  it.each(['A Par - Bur (sorry, no time to write more)', 'A Par - Bur (sorry, late)', 'A Par - Bur # no support this time', 'A Par - Bur, A Mar - Spa'])(
    'no correction in "%s"',
    (text) => {
      const sheet = readSheet(text, map, { defaultPower: 'France' });
      expect(sheet.lines[0].code).not.toBe('self-correction');
      expect(sheet.orders.length).toBeGreaterThan(0);
    },
  );

  it('prose with a correction word after the orders ends them, as before', () => {
    const sheet = readSheet('A Par - Bur\nActually I think we should ally against Germany.', map, { defaultPower: 'France' });
    expect(texts(sheet.orders)).toEqual(['France: A Par - Bur']);
    expect(sheet.lines[1]).toMatchObject({ status: 'skipped' });
  });
});
