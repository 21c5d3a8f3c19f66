// A whole sheet: power headers in every form, mail noise skipped and reported, whose order a line
// is, and one diagnostic per line with its place in the sheet.
import { describe, expect, it } from 'vitest';
import { standardMap } from '../../../engine/map/standard';
import { readSheet, type LineDiagnostic } from '../../../engine/orders/sheet';
import type { Unit } from '../../../engine/types';

const map = standardMap();
const statuses = (lines: LineDiagnostic[]) => lines.map((l) => l.status);

describe('power headers', () => {
  it.each(['England:', 'ENGLAND', 'Eng:', 'E:', 'england', 'English:', "England's orders:", 'England orders'])('%s', (header) => {
    const sheet = readSheet(`${header}\nF lon - nth\nA lvp - yor`, map, {});
    expect(sheet.lines[0]).toMatchObject({ status: 'ok', header: 'England' });
    expect(sheet.orders.map((o) => o.power)).toEqual(['England', 'England']);
  });

  it('a header with an order on the same line', () => {
    const sheet = readSheet('England: F lon - nth\nA lvp - yor\nFrance: A par - bur', map, {});
    expect(sheet.orders.map((o) => [o.power, o.text])).toEqual([
      ['England', 'F lon - nth'],
      ['England', 'A lvp - yor'],
      ['France', 'A par - bur'],
    ]);
    expect(sheet.lines[0]).toMatchObject({ status: 'ok', start: 9, end: 20 });
  });

  it('a misspelt header, with a note', () => {
    const sheet = readSheet('Germnay:\nA ber - kie', map, {});
    expect(sheet.lines[0]).toMatchObject({ status: 'note', header: 'Germany', message: "read 'Germnay' as Germany" });
    expect(sheet.orders[0].power).toBe('Germany');
  });

  it('a province is not a misspelt power', () => {
    expect(readSheet('Prussia', map, { defaultPower: 'Germany' }).lines[0].header).toBeUndefined();
    const sheet = readSheet('Prussia H', map, { defaultPower: 'Germany' });
    expect(sheet.lines[0].header).toBeUndefined();
    expect(sheet.orders[0].order).toEqual({ kind: 'hold', unit: { type: null, province: 'pru', coast: null, power: null } });
  });
});

describe('mail noise', () => {
  const mail = [
    'From: judge@example.org',
    'To: player@example.org',
    'Subject: orders',
    '  (continued subject)',
    'Date: Mon, 1 Jan 1901 00:00:00',
    '',
    'Orders for Spring 1901',
    '> F lon - nth (quoted)',
    'England:',
    'F lon - nth   # to the sea',
    '# just a comment',
    '',
    '-- ',
    'A. Player',
    'A par - bur',
  ];
  const sheet = readSheet(mail.join('\n'), map, {});

  it('skips and reports everything but the orders', () => {
    expect(statuses(sheet.lines)).toEqual([
      'skipped',
      'skipped',
      'skipped',
      'skipped',
      'skipped',
      'skipped',
      'skipped',
      'skipped',
      'ok',
      'ok',
      'skipped',
      'skipped',
      'skipped',
      'skipped',
      'error',
    ]);
    expect(sheet.lines.map((l) => l.message)).toEqual([
      'mail header',
      'mail header',
      'mail header',
      'mail header',
      'mail header',
      'blank line',
      'heading',
      'quoted text',
      'orders for England',
      undefined,
      'comment',
      'blank line',
      'signature',
      'after the signature on line 13',
      'reads as an order, but stands after the signature on line 13: not read',
    ]);
    expect(sheet.lines[14].code).toBe('unread-order');
    expect(sheet.orders).toEqual([{ power: 'England', order: expect.objectContaining({ kind: 'move', to: 'nth' }), text: 'F lon - nth' }]);
  });

  it('gives every line its number and a span inside it', () => {
    let offset = 0;
    mail.forEach((line, i) => {
      const d = sheet.lines[i];
      expect(d.line).toBe(i + 1);
      expect(d.text).toBe(line);
      expect(d.start).toBeGreaterThanOrEqual(offset);
      expect(d.end).toBeLessThanOrEqual(offset + line.length);
      offset += line.length + 1;
    });
  });

  it('reads CRLF and CR line ends', () => {
    const crlf = readSheet('England:\r\nF lon - nth\r\n\r\nA lvp H', map, {});
    expect(crlf.lines.map((l) => l.text)).toEqual(['England:', 'F lon - nth', '', 'A lvp H']);
    expect(crlf.lines[3]).toMatchObject({ start: 25, end: 32 });
    expect(readSheet('England:\rF lon H', map, {}).orders).toHaveLength(1);
  });
});

describe('whose order', () => {
  const units: Unit[] = [
    { power: 'France', type: 'A', province: 'par', coast: null },
    { power: 'England', type: 'F', province: 'lon', coast: null },
  ];

  it('the default power', () => {
    expect(readSheet('A par - bur', map, { defaultPower: 'France' }).orders[0].power).toBe('France');
  });

  it('the nationality written on the unit', () => {
    expect(readSheet('English F lon - nth', map, {}).orders[0].power).toBe('England');
  });

  it('the owner of the unit on the board, with a note', () => {
    const sheet = readSheet('A par - bur\nF lon - nth', map, { units });
    expect(sheet.orders.map((o) => o.power)).toEqual(['France', 'England']);
    expect(sheet.lines[0]).toMatchObject({ status: 'note', message: "France's unit in par" });
  });

  it('the home power of a build', () => {
    const sheet = readSheet('Build A par', map, { phase: 'adjustment' });
    expect(sheet.orders[0]).toMatchObject({ power: 'France', order: { kind: 'build', province: 'par' } });
  });

  it('an error naming the line when nothing says', () => {
    const sheet = readSheet('\nA mun - bur\nwaive', map, { units });
    expect(sheet.lines[1]).toMatchObject({ status: 'error', code: 'no-power', line: 2 });
    expect(sheet.lines[1].message).toMatch(/^line 2: no power/);
    expect(sheet.lines[2]).toMatchObject({ status: 'error', code: 'no-power' });
    expect(readSheet('A par - bur', map, {}).lines[0]).toMatchObject({ status: 'error', code: 'no-power' });
  });

  it('a header beats the board', () => {
    expect(readSheet('Germany:\nA par - bur', map, { units }).orders[0].power).toBe('Germany');
  });
});

describe('errors and ambiguity', () => {
  const sheet = readSheet('France:\nA Bur - Pir\nA Burgundy - Pariz\nA par - xyzzy\nhello there', map, {});

  it('ambiguous names with the candidates and the span in the sheet', () => {
    expect(sheet.lines[1]).toMatchObject({ status: 'ambiguous', code: 'ambiguous-province', start: 16, end: 19 });
    expect(sheet.lines[1].candidates).toEqual(expect.arrayContaining(['par', 'pic']));
  });
  it('notes explain readings', () => {
    expect(sheet.lines[2]).toMatchObject({ status: 'note', message: "read 'Pariz' as Paris" });
    const say = { code: 'read-as', params: { raw: 'Pariz', province: { province: 'par' } } };
    expect(sheet.lines[2].notes).toEqual([{ message: "read 'Pariz' as Paris", say, start: 33, end: 38 }]);
  });
  it('errors keep their code and span', () => {
    expect(sheet.lines[3]).toMatchObject({ status: 'error', code: 'unknown-province', start: 47, end: 52 });
    expect(sheet.lines[4]).toMatchObject({ status: 'skipped', message: 'text, not an order: the orders end here' });
    expect(sheet.orders).toHaveLength(1);
  });
  it('never throws on non-string input', () => {
    expect(readSheet(null as unknown as string, map, {}).lines).toHaveLength(1);
  });
});
