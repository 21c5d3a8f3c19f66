// Issue 26 item 2: every CSV Adjutant writes defuses text cells a spreadsheet would run as a formula
// (OWASP CSV injection: cells beginning with =, +, -, @, tab or carriage return), in the cell writer
// and end to end in the WDD files a director exports.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { csv, csvCell } from '../../../electron/service/csv';
import { runTournament } from '../../../electron/cli/tournament';
import { cleanUp, tempDir } from '../service/support';

afterEach(cleanUp);

describe('csvCell', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['+1+1', `"'+1+1"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tcmd', `"'\tcmd"`],
    ['\rcmd', `"'\rcmd"`],
  ])('defuses %j', (text, cell) => {
    expect(csvCell(text)).toBe(cell);
  });

  it('leaves plain text, quoted text and numbers as they were', () => {
    expect(csvCell('Ann Smith')).toBe('Ann Smith');
    expect(csvCell('Smith, Ann')).toBe('"Smith, Ann"');
    expect(csvCell("O'Brien")).toBe("O'Brien");
    expect(csvCell('Ann-Marie')).toBe('Ann-Marie');
    expect(csvCell(-3.5)).toBe('-3.5');
    expect(csvCell(null)).toBe('');
  });

  it('is used for the header row too', () => {
    expect(csv(['=A', 'B'], [{ '=A': '@x', B: 2 }])).toBe(`"'=A",B\r\n"'@x",2\r\n`);
  });
});

describe('the WDD export', () => {
  it('writes hostile player names as text, never as formulas', async () => {
    const dir = tempDir();
    const db = join(dir, 'archive.sqlite');
    const t = async (...args: string[]) => {
      let out = '';
      let err = '';
      const code = await runTournament([...args, '--db', db], { out: (s) => void (out += s), err: (s) => void (err += s), stdin: async () => '' });
      if (code !== 0) throw new Error(`tournament ${args.join(' ')}: exit ${code}: ${err}`);
      return out;
    };
    const hostile = ['=cmd|calc', '+Plus Player', '-Minus Player', '@At Player', 'Ann Smith', 'Bob Jones', 'Cy Twombly'];
    writeFileSync(join(dir, 'players.txt'), hostile.join('\n'));
    await t('new', 'Cup', '--scoring', 'carnage');
    await t('players', 'Cup', '--file', join(dir, 'players.txt'));
    await t('round', 'Cup', '--last-year', '1902', '--seed', '1');
    await t('score', 'Cup', '--round', '1', '--board', '1', '--draw', 'aus,eng,fra,ger,ita,rus,tur', '--centers', 'A=5,E=5,F=5,G=5,I=5,R=5,T=4');
    await t('export', 'Cup', '--what', 'wdd-boards', '--out', join(dir, 'boards.csv'));
    await t('export', 'Cup', '--what', 'wdd-classification', '--out', join(dir, 'classification.csv'));
    for (const file of ['boards.csv', 'classification.csv']) {
      const cells = readFileSync(join(dir, file), 'utf8')
        .trim()
        .split('\r\n')
        .flatMap((l) => l.split(','));
      expect(
        cells.filter((c) => /^[=+\-@\t\r]/.test(c)),
        file,
      ).toEqual([]);
      // The WDD splits a name into first word and the rest: '=cmd|calc' is one word, the family name.
      expect(cells, file).toContain(`"'=cmd|calc"`);
      expect(cells, file).toContain(`"'+Plus"`);
    }
  });
});
