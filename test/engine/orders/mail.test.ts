// Mails as players send them (fixtures in mails/): where the orders end (a sign-off, the player's
// name, SIGNOFF), forwarded and quoted mails never read as the sender's orders, greetings, list
// marks, several orders on a line, remarks after an order, and headers in their many forms.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { standardMap } from '../../../engine/map/standard';
import { entriesOf, readSheet, type LineDiagnostic } from '../../../engine/orders/sheet';
import { DEFAULT_OPTIONS } from '../../../engine/rules/index';
import type { GivenOrder } from '../../../engine/types';
import { mulberry32 as rng } from '../../../engine/random';
import { SPRING_1901 } from '../../electron/service/support';

const map = standardMap();
const mail = (name: string): string => readFileSync(join(__dirname, 'mails', name), 'utf8');
const texts = (orders: GivenOrder[]) => orders.map((o) => `${o.power}: ${o.text}`);
const problems = (lines: LineDiagnostic[]) => entriesOf(lines).filter((d) => d.status === 'error' || d.status === 'ambiguous');

describe('where the orders end', () => {
  it('"Best," and the name under it are not F Brest holds', () => {
    const sheet = readSheet(mail('best.txt'), map, { defaultPower: 'France' });
    expect(texts(sheet.orders)).toEqual(['France: F Bre - Mao', 'France: A Par - Bur', 'France: A Mar S A Par - Bur']);
    expect(problems(sheet.lines)).toEqual([]);
    expect(sheet.lines[8]).toMatchObject({ status: 'skipped', message: "a sign-off ('Best,'): the orders end here" });
    expect(sheet.lines[0]).toMatchObject({ status: 'skipped', message: 'text before the orders' });
  });

  it.each(['Ann', 'Tom', 'Ian', 'Greg', 'Sven', 'Liz', 'Ber', 'Bernd', 'Paris', 'Best', 'Cheers!'])('a lone "%s" at the end is no order', (name) => {
    const sheet = readSheet(`F Bre - Mao\n${name}`, map, { defaultPower: 'France' });
    expect(texts(sheet.orders)).toEqual(['France: F Bre - Mao']);
    expect(problems(sheet.lines)).toEqual([]);
  });

  it.each(['Ann', 'Sven', 'Ber'])('a lone "%s" between orders is an error, never an order', (name) => {
    const sheet = readSheet(`F Bre - Mao\n${name}\nA Par - Bur`, map, { defaultPower: 'France' });
    expect(texts(sheet.orders)).toEqual(['France: F Bre - Mao', 'France: A Par - Bur']);
    expect(sheet.lines[1]).toMatchObject({ status: 'error', code: 'lone-word' });
  });

  it.each(['Hi,', 'Tom,', 'Dear GM'])('"%s" opening a mail is a greeting, not an error', (greeting) => {
    const sheet = readSheet(`${greeting}\n\nF Bre - Mao`, map, { defaultPower: 'France' });
    expect(texts(sheet.orders)).toEqual(['France: F Bre - Mao']);
    expect(problems(sheet.lines)).toEqual([]);
  });

  it('a lone province opening a mail is an order cut short, reported', () => {
    const sheet = readSheet('Paris\nF Bre - Mao', map, { defaultPower: 'France' });
    expect(sheet.lines[0]).toMatchObject({ status: 'error', code: 'lone-word' });
  });

  it("the player's name ends the orders, and an order after it is reported", () => {
    const sheet = readSheet('A Par - Bur\nAnn Smith\nF Bre - Mao', map, { defaultPower: 'France', names: ['Ann Smith'] });
    expect(texts(sheet.orders)).toEqual(['France: A Par - Bur']);
    expect(sheet.lines[1].message).toBe("the player's name ('Ann Smith'): the orders end here");
    expect(sheet.lines[2]).toMatchObject({ status: 'error', code: 'unread-order' });
    expect(sheet.lines[2].message).toMatch(/^reads as an order, but stands after the player's name/);
  });

  it('SIGNOFF ends the orders; the judge line SIGNON does not start them', () => {
    const sheet = readSheet(mail('signoff.txt'), map, { defaultPower: 'Turkey' });
    expect(texts(sheet.orders)).toEqual(['Turkey: F Ank - Bla', 'Turkey: A Con - Bul', 'Turkey: A Smy - Arm']);
    expect(sheet.lines[5]).toMatchObject({ status: 'error', code: 'unread-order' });
  });

  it('a sheet with blank lines between the powers is read whole', () => {
    const sheet = readSheet(SPRING_1901, map, {});
    expect(sheet.orders).toHaveLength(22);
    expect(new Set(sheet.orders.map((o) => o.power)).size).toBe(7);
    expect(problems(sheet.lines)).toEqual([]);
  });

  it('prose after a blank line ends the orders; an order after it is reported', () => {
    const sheet = readSheet('A Par - Bur\n\nSee you in Vienna!\nF Bre - Mao', map, { defaultPower: 'France' });
    expect(texts(sheet.orders)).toEqual(['France: A Par - Bur']);
    expect(sheet.lines[3]).toMatchObject({ status: 'error', code: 'unread-order' });
  });

  it('a misspelt first word with an arrow is an order gone wrong: reading goes on', () => {
    const sheet = readSheet('A Par - Bur\nXyzzy - Bur\nF Bre - Mao', map, { defaultPower: 'France' });
    expect(sheet.lines[1]).toMatchObject({ status: 'error', code: 'unknown-province' });
    expect(texts(sheet.orders)).toEqual(['France: A Par - Bur', 'France: F Bre - Mao']);
  });

  it('an order gone wrong after a blank line is an error, not prose', () => {
    const sheet = readSheet('A Par - Bur\n\nA Mra - Xyzzy', map, { defaultPower: 'France' });
    expect(sheet.lines[2].status).toBe('error');
    expect(sheet.lines[2].code).not.toBe('unread-order');
  });
});

describe("other people's mails", () => {
  it("a forwarded mail's orders are never read", () => {
    const sheet = readSheet(mail('forwarded.txt'), map, {});
    expect(texts(sheet.orders)).toEqual(['England: F Lon - Nth', 'England: F Edi - Nwg', 'England: A Lvp - Yor']);
    expect(sheet.orders.some((o) => o.power === 'Russia')).toBe(false);
    expect(problems(sheet.lines)).toEqual([]);
  });

  it("a quoted reply's orders are never read, quoted or not", () => {
    const sheet = readSheet(mail('quoted.txt'), map, { defaultPower: 'England' });
    expect(texts(sheet.orders)).toEqual(['England: F Lon - Nth', 'England: F Edi - Nwg', 'England: A Lvp - Yor']);
    expect(sheet.lines[4].message).toBe("a quoted mail begins: not read as the sender's orders");
  });

  it('a mail forwarded as a whole (nothing above the marker) is read', () => {
    const text = '---------- Forwarded message ---------\nFrom: France <f@example.org>\nSubject: orders\n\nA Par - Bur';
    expect(texts(readSheet(text, map, { defaultPower: 'France' }).orders)).toEqual(['France: A Par - Bur']);
  });

  it("Outlook's original message is not the sender's", () => {
    const text = 'A Par - Bur\n\n-----Original Message-----\nFrom: GM\nSent: Monday\nA Mar - Spa';
    expect(texts(readSheet(text, map, { defaultPower: 'France' }).orders)).toEqual(['France: A Par - Bur']);
  });
});

describe('lists, several orders a line, remarks', () => {
  it('numbered orders under an "Orders for Italy, Spring 1901:" header', () => {
    const sheet = readSheet(mail('numbered.txt'), map, {});
    expect(texts(sheet.orders)).toEqual(['Italy: F Nap - Ion', 'Italy: A Rom - Apu', 'Italy: A Ven H']);
  });

  it('bulleted orders under "Austria (Greg):"', () => {
    const sheet = readSheet(mail('bulleted.txt'), map, {});
    expect(texts(sheet.orders)).toEqual(['Austria: A Vie - Gal', 'Austria: A Bud - Ser', 'Austria: F Tri - Alb']);
  });

  it('several orders on one line, each with its own span', () => {
    const text = mail('several.txt');
    const sheet = readSheet(text, map, {});
    expect(texts(sheet.orders)).toEqual(['Italy: F Nap-Ion', 'Italy: A Rom-Apu', 'Italy: A Ven H']);
    expect(sheet.lines).toHaveLength(2);
    const spans = entriesOf(sheet.lines.slice(0, 1)).map((d) => text.slice(d.start, d.end));
    expect(spans).toEqual(['F Nap-Ion', 'A Rom-Apu', 'A Ven H']);
  });

  it('one bad order among several is reported on its own', () => {
    const sheet = readSheet('F Nap-Ion, A Rom-Xyz; A Ven H', map, { defaultPower: 'Italy' });
    expect(texts(sheet.orders)).toEqual(['Italy: F Nap-Ion', 'Italy: A Ven H']);
    expect(problems(sheet.lines)).toEqual([expect.objectContaining({ code: 'unknown-province', line: 1 })]);
  });

  it('remarks in brackets, after # and after //', () => {
    const sheet = readSheet(mail('comments.txt'), map, {});
    expect(texts(sheet.orders)).toEqual(['Germany: A Mun - Ruh', 'Germany: F Kie - Den', 'Germany: A Ber - Kie']);
  });

  it('a coast or "via convoy" in brackets is part of the order', () => {
    const sheet = readSheet('F Mao - Spa (nc)\nA Lon - Bel (via convoy)', map, { defaultPower: 'France' });
    expect(sheet.orders.map((o) => o.order)).toEqual([
      expect.objectContaining({ kind: 'move', to: 'spa', coast: 'nc' }),
      expect.objectContaining({ kind: 'move', to: 'bel', viaConvoy: true }),
    ]);
  });
});

describe('headers', () => {
  it('"Orders for Germany" gives the orders to Germany, not to France above it', () => {
    const sheet = readSheet(mail('headings.txt'), map, {});
    expect(sheet.orders.map((o) => o.power)).toEqual(['France', 'France', 'France', 'Germany', 'Germany', 'Germany', 'England']);
  });

  it.each([
    'Orders for Germany:',
    'Germany orders:',
    "Germany's orders",
    'GERMANY (Bernd):',
    'Germany, Spring 1901:',
    'Orders from Germany',
    "Germany's orders for Spring 1901:",
    'Spring 1901 orders for Germany:',
  ])('%s', (header) => {
    const sheet = readSheet(`${header}\nA Mun - Ruh`, map, {});
    expect(sheet.lines[0].header).toBe('Germany');
    expect(texts(sheet.orders)).toEqual(['Germany: A Mun - Ruh']);
  });

  it.each(['Builds:', 'Retreats', 'Removals:'])('the section title "%s" is a heading, not an order gone wrong', (title) => {
    const sheet = readSheet(`${title}\nBuild A par`, map, { phase: 'adjustment', defaultPower: 'France' });
    expect(sheet.lines[0]).toMatchObject({ status: 'skipped', message: 'heading' });
    expect(sheet.orders).toHaveLength(1);
  });

  it('"Orders for Spring 1901" is a heading, not a power', () => {
    expect(readSheet('Orders for Spring 1901\nA Mun - Ruh', map, { defaultPower: 'Germany' }).lines[0]).toMatchObject({
      status: 'skipped',
      message: 'heading',
    });
  });
});

describe('a power whose lines are all unreadable', () => {
  it('keeps its header and its errors', () => {
    const sheet = readSheet(mail('unreadable.txt'), map, { rules: DEFAULT_OPTIONS, units: map.start.units });
    expect(sheet.orders.map((o) => o.power)).toEqual(['France', 'France', 'France']);
    expect(sheet.lines[5]).toMatchObject({ header: 'Germany' });
    expect(problems(sheet.lines).map((d) => d.line)).toEqual([7, 8, 9]);
  });
});

describe('notations', () => {
  it("the judge's result lines, flags and all", () => {
    const sheet = readSheet(mail('judge-results.txt'), map, {});
    expect(sheet.orders.map((o) => o.order)).toEqual([
      expect.objectContaining({ kind: 'move', unit: expect.objectContaining({ type: 'A', province: 'smy' }), to: 'con' }),
      expect.objectContaining({ kind: 'move', unit: expect.objectContaining({ type: 'F', province: 'ank' }), to: 'bla' }),
      expect.objectContaining({ kind: 'move', unit: expect.objectContaining({ type: 'A', province: 'con' }), to: 'bul' }),
    ]);
  });
});

describe('the end of the orders never swallows real ones', () => {
  const MARKS = ['', '', '1. ', '- ', '* ', '• ', '2) '];
  const REMARKS = ['', '', ' (to be safe)', '  # note', ' // hmm'];
  const HEADERS = (p: string) => [`${p}:`, `Orders for ${p}`, `${p} orders:`, `${p} (Ann):`, p.toUpperCase()];

  it('500 sheets of every power, with blank lines, list marks, remarks and headers in every form, read whole', () => {
    const r = rng(1901);
    const pick = <T>(xs: T[]): T => xs[Math.floor(r() * xs.length)];
    const blocks = SPRING_1901.trim()
      .split(/\n\s*\n/)
      .map((b) => b.split('\n'));
    const faults: string[] = [];
    for (let n = 0; n < 500 && faults.length < 3; n++) {
      const lines: string[] = [pick(['Hi GM,', 'Dear GM', 'Here are the orders:', ''])];
      for (const [header, ...orders] of blocks) {
        lines.push(...Array(Math.floor(r() * 3)).fill(''), pick(HEADERS(header.replace(':', ''))));
        for (const o of orders) lines.push(...Array(Math.floor(r() * 2)).fill(''), `${pick(MARKS)}${o}${pick(REMARKS)}`);
      }
      lines.push('', pick(['Best,', 'Cheers', 'Thanks!', 'Regards, Ann', 'SIGNOFF']), pick(['Tom', 'Sven', 'Liz', '']));
      const text = lines.join('\n');
      const sheet = readSheet(text, map, {});
      if (sheet.orders.length !== 22 || problems(sheet.lines).length)
        faults.push(`${sheet.orders.length} orders, ${problems(sheet.lines).length} problems in ${JSON.stringify(text)}`);
    }
    expect(faults).toEqual([]);
  });
});
