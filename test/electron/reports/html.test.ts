// The printable HTML documents and the service around them: a phase report is self-contained (no
// scripts, nothing fetched), carries the map with the orders drawn, every order with its outcome,
// the dislodged units, the center table, the draw and the rules; the order sheets give each power
// its units, retreat options or the count due; the service checks what it is asked.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runGame } from '../../../electron/cli/game';
import { createGame, gameHistory, mapSvg, orderSheets, phaseReport, phaseReportData } from '../../../electron/service/index';
import { cleanUp, errorOf, tempArchive, tempDir, value } from '../service/support';
import { adjustments, battles, drawVotes, openingBounces } from './scenarios';
import { positionAt } from '../../support/positions';
import { htmlText } from './htmlText';

afterEach(cleanUp);

/** No scripts, no external resources: it prints the same offline. */
function selfContained(html: string): void {
  expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<link\b/i);
  expect(html).not.toMatch(/(src|href)\s*=\s*["']?(https?:|\/\/)/i);
  expect(html).not.toMatch(/url\(\s*["']?(https?:|\/\/)/i);
}

const text = htmlText;

describe('the phase report as HTML', () => {
  it('has the map, every order with its outcome, the dislodged units, the centers and the rules', async () => {
    const archive = await tempArchive();
    const { gameId, seq } = await battles(archive);
    const html = value(await phaseReport(archive, { gameId, seq, format: 'html' })).body;
    selfContained(html);
    expect(html).toMatch(/<figure class="map"><svg[^>]*viewBox/);
    const words = text(html);
    expect(words).toContain('Spring 1902 Movement');
    expect(words).toContain('A Pic - Par bounce bounced: 1 against 1 with A Par S A Bur');
    expect(words).toContain('A Par S A Bur cut was cut by A Pic - Par');
    expect(words).toContain('A Mun - Bur moved: 2 against 1, dislodging A Bur');
    expect(words).toContain('F Nth C A Yor - Nwy convoyed');
    expect(words).toMatch(/French A Bur Mun Belgium \(Bel\)/);
    expect(words).toContain('Budapest (Bud), Bulgaria (Bul), Galicia (Gal) or Serbia (Ser)');
    expect(words).toContain('Standoffs, where no unit may retreat: Mar.');
    expect(words).toMatch(/Turkey 5 0 1 Ank, Bul, Con, Rum, Smy/);
    expect(words).toContain('Rules: 2000 rulebook (DATC 2.4).');
    expect(words).toContain('The next phase is Spring 1902 Retreat');
  });

  it('shows the draw votes when there are any, and the orders so far before adjudication', async () => {
    const archive = await tempArchive();
    const { gameId, seq } = await drawVotes(archive);
    const words = text(value(await phaseReport(archive, { gameId, seq, format: 'html' })).body);
    expect(words).toContain('Draw votes (NoDIAS)');
    expect(words).toContain('England: DRAW England, France, Germany');
    expect(words).toContain('Germany: NODRAW');
    expect(words).toContain('No draw yet: waiting for Austria, Italy, Russia and Turkey.');
    expect(words).toContain('not yet adjudicated');
    expect(words).toContain('A Par - Bur');
    const quiet = await tempArchive();
    const other = await openingBounces(quiet);
    expect(text(value(await phaseReport(quiet, { ...other, format: 'html' })).body)).not.toContain('Draw votes');
  });

  it('keeps the draw votes secret unless the game shows them', async () => {
    const archive = await tempArchive();
    const { gameId, seq } = await drawVotes(archive, { secret: true });
    for (const format of ['html', 'text'] as const) {
      const words = text(value(await phaseReport(archive, { gameId, seq, format })).body);
      expect(words).toMatch(/Draw votes \(NoDIAS; (the votes are )?secret\)/);
      expect(words).not.toContain('England: DRAW');
      expect(words).not.toContain('NODRAW');
      expect(words).not.toContain('waiting for');
      expect(words).toMatch(/no draw is agreed/i);
    }
  });

  it('the JSON format is the model', async () => {
    const archive = await tempArchive();
    const { gameId, seq } = await adjustments(archive);
    const doc = value(await phaseReport(archive, { gameId, seq, format: 'json' }));
    expect(doc.mimeType).toBe('application/json');
    expect(doc.fileName).toBe('adjustments-0-w1902a.json');
    const model = JSON.parse(doc.body);
    expect(model).toEqual(value(await phaseReportData(archive, { gameId, seq })));
    expect(model.adjustments.rows).toContainEqual(expect.objectContaining({ power: 'France', due: 3, done: 3 }));
  });
});

describe('order sheets', () => {
  it('movement: one page per power with units, its units and a place to write each order', async () => {
    const archive = await tempArchive();
    const { gameId } = await openingBounces(archive);
    const html = value(await orderSheets(archive, { gameId })).body;
    selfContained(html);
    expect(html.match(/class="sheet-page"/g)).toHaveLength(7);
    const words = text(html);
    expect(words).toContain('Orders for Fall 1901 Movement');
    expect(words).toContain('A Bur Burgundy');
    expect(words).toContain('Write one order for each unit.');
  });

  it('retreat: the dislodged units and where each may go', async () => {
    const archive = await tempArchive();
    const { gameId } = await battles(archive);
    const words = text(value(await orderSheets(archive, { gameId, seq: 1 })).body);
    expect(words).toContain('Spring 1902 Retreat');
    expect(words).toMatch(/A Bur Burgundy Bel/);
    expect(words).toMatch(/A Rum Rumania Bud, Bul, Gal, Ser/);
    expect(words).not.toContain('England');
  });

  it('adjustment: the count due, where to build, the units to remove from', async () => {
    const archive = await tempArchive();
    // A winter from a set-up position: France may build 2 in Bre and Mar; Germany must remove 1.
    const winter = value(
      await createGame(archive, {
        name: 'Winter',
        position: positionAt('France A par, Germany A bur, Germany A ruh', {
          phase: { season: 'winter', year: 1901, type: 'adjustment' },
          supplyCenters: { France: ['bre', 'mar', 'par'], Germany: ['ber'] },
        }),
      }),
    ).id;
    const words = text(value(await orderSheets(archive, { gameId: winter })).body);
    expect(words).toContain('Builds due: 2');
    expect(words).toContain('You may build 2 units (2 possible) in Bre or Mar.');
    expect(words).toContain('Removals due: 1');
    expect(words).toContain('A Ruh Ruhr');
  });
});

describe('the service checks what it is asked', () => {
  it('refuses bad payloads, unknown games and phases', async () => {
    const archive = await tempArchive();
    const { gameId } = await openingBounces(archive);
    expect(errorOf(await phaseReport(archive, { gameId, format: 'pdf' as never })).code).toBe('invalid-input');
    expect(errorOf(await phaseReport(archive, { gameId: 0, format: 'text' })).code).toBe('invalid-input');
    expect(errorOf(await phaseReport(archive, { gameId: 99, format: 'text' })).code).toBe('not-found');
    expect(errorOf(await phaseReport(archive, { gameId, seq: 7, format: 'text' })).code).toBe('not-found');
    expect(errorOf(await gameHistory(archive, { gameId, format: 'html' as never })).code).toBe('invalid-input');
    expect(errorOf(await mapSvg(archive, { gameId, width: 5 })).code).toBe('invalid-input');
    expect(errorOf(await orderSheets(archive, null as never)).code).toBe('invalid-input');
  });

  it('gives the map alone as SVG', async () => {
    const archive = await tempArchive();
    const { gameId, seq } = await openingBounces(archive);
    const svg = value(await mapSvg(archive, { gameId, seq, width: 800 }));
    expect(svg.mimeType).toBe('image/svg+xml');
    const head = svg.body.slice(0, 600);
    expect(head).toMatch(/<svg[^>]*width="800"/);
    expect(head).toContain('<title>Bounces: Spring 1901 Movement</title>');
  });
});

describe('adjutant game report / sheets / history', () => {
  it('prints text, writes files, and says what is wrong in one line', async () => {
    const dir = tempDir();
    const db = join(dir, 'archive.sqlite');
    let out = '';
    let err = '';
    const io = { out: (t: string) => void (out += t), err: (t: string) => void (err += t), stdin: async () => '' };
    const run = async (...args: string[]) => {
      out = '';
      err = '';
      return runGame([...args, '--db', db], io);
    };
    expect(await run('new', 'Cli')).toBe(0);
    expect(await run('report', 'Cli')).toBe(0);
    expect(out).toContain('Spring 1901 Movement (phase 0, S1901M): orders so far');
    const file = join(dir, 'r.html');
    expect(await run('report', 'Cli', '--phase', 'S1901M', '--format', 'html', '--out', file)).toBe(0);
    expect(out).toContain(`Wrote ${file}`);
    expect(readFileSync(file, 'utf8')).toContain('<figure class="map">');
    expect(await run('sheets', 'Cli')).toBe(0);
    expect(out).toContain('class="sheet-page"');
    expect(await run('history', 'Cli', '--format', 'json')).toBe(0);
    expect(JSON.parse(out).format).toBe('adjutant-history');
    expect(await run('report', 'Cli', '--format', 'pdf')).toBe(2);
    expect(err).toContain('name a file with --out FILE');
    expect(await run('report', 'Cli', '--format', 'doc')).toBe(2);
    expect(err).toMatch(/--format 'doc': one of text, judge, html, pdf, json, svg, png/);
    expect(await run('report', 'Cli', '--phase', 'F1905M')).toBe(2);
    expect(err).toContain('no phase F1905M');
  });
});
