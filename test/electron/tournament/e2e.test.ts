// Issue 22 item 7, end to end through the command line: a 3-round tournament of 21 players on 3
// boards per round, each board a short game played by seeded bots to the round's last year,
// results read from the games (one board's draw and one replacement entered by the director),
// scored under Carnage, re-scored under Sum of Squares, exported in the WDD's layout and printed.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closeArchive, openArchive } from '../../../electron/archive/db';
import { runTournament } from '../../../electron/cli/tournament';
import { standardMap } from '../../../engine/map/standard';
import { adjudicatePhase, getGame, submitOrders } from '../../../electron/service/index';
import { getTournament } from '../../../electron/service/tournament/index';
import { seatingCost } from '../../../electron/service/tournament/seating';
import { findChromium } from '../../../electron/reports/pdf';
import { botOrders } from '../../support/bot';
import { cleanUp, tempDir, value } from '../service/support';

afterEach(cleanUp);

const LAST_YEAR = 1903;
const POWERS = ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'];

function cli(db: string) {
  return async (...args: string[]) => {
    let out = '';
    let err = '';
    const io = { out: (t: string) => void (out += t), err: (t: string) => void (err += t), stdin: async () => '' };
    const code = await runTournament([...args, '--db', db], io);
    if (code !== 0) throw new Error(`adjutant tournament ${args.join(' ')}: exit ${code}: ${err}`);
    return out;
  };
}

/** Plays a board's game with bots until the round's last year is over (or a solo ends it). */
async function play(db: string, gameName: string, seed: number): Promise<void> {
  const opened = await openArchive(db);
  if (!opened.ok) throw new Error(opened.error.message);
  const a = opened.value;
  try {
    const map = standardMap();
    const id = a.db.prepare('SELECT id FROM games WHERE name = ?').pluck().get(gameName) as number;
    for (let k = 0; k < 40; k++) {
      const g = value(await getGame(a, { gameId: id }));
      if (g.status !== 'active' || g.position!.phase.year > LAST_YEAR) break;
      const orders = botOrders(map, g.position!, POWERS[seed % 7], seed * 100 + k);
      if (orders.length > 0) value(await submitOrders(a, { gameId: id, orders }));
      value(await adjudicatePhase(a, { gameId: id }));
    }
  } finally {
    closeArchive(a);
  }
}

describe('a 3-round tournament of 21 players from the command line', () => {
  it('is seated, played, scored under two systems and exported', async () => {
    const dir = tempDir();
    const db = join(dir, 'archive.sqlite');
    const t = cli(db);
    const names = Array.from({ length: 21 }, (_, i) => `Player${i + 1} Surname${i + 1}`);
    writeFileSync(join(dir, 'players.txt'), names.join('\n'));
    expect(await t('new', 'Grand Prix', '--scoring', 'carnage', '--combine', 'sum')).toContain('Grand Prix: Carnage');
    expect(await t('players', 'Grand Prix', '--file', join(dir, 'players.txt'))).toContain('21 players');

    for (let round = 1; round <= 3; round++) {
      if (round === 3) expect(await t('players', 'Grand Prix', '--add', 'Late Comer')).toContain('Late Comer (from round 3)');
      const proposal = JSON.parse(await t('seat', 'Grand Prix', '--seed', String(round), '--json')) as { boards: Record<string, string>[] };
      if (round === 2) {
        // The director overrides: two players swap boards.
        const [a, b] = [proposal.boards[0].Austria, proposal.boards[1].Austria];
        proposal.boards[0].Austria = b;
        proposal.boards[1].Austria = a;
      }
      writeFileSync(join(dir, `seating${round}.json`), JSON.stringify(proposal));
      const seated = await t('round', 'Grand Prix', '--last-year', String(LAST_YEAR), '--seating', join(dir, `seating${round}.json`));
      expect(seated).toContain(`Grand Prix R${round} B3`);
      for (let board = 1; board <= 3; board++) await play(db, `Grand Prix R${round} B${board}`, round * 10 + board);
    }
    // The player sitting out round 3 takes over England on board 2 from 1903.
    const sitter = (JSON.parse(readFileSync(join(dir, 'seating3.json'), 'utf8')) as { sittingOut: string[] }).sittingOut;
    expect(sitter).toHaveLength(1);
    await t('seat', 'Grand Prix', '--round', '3', '--board', '2', '--power', 'England', '--player', sitter[0], '--from-year', '1903');
    for (let round = 1; round <= 3; round++) {
      for (let board = 1; board <= 3; board++) {
        if (round === 2 && board === 1) continue;
        expect(await t('score', 'Grand Prix', '--round', String(round), '--board', String(board), '--from-game')).toContain(`Round ${round} board ${board}`);
      }
    }
    // A board that agreed a draw at the table: the director enters it by hand.
    await t(
      'score',
      'Grand Prix',
      '--round',
      '2',
      '--board',
      '1',
      '--draw',
      'fra,ger,rus',
      '--centers',
      'France=12,Germany=11,Russia=8,Turkey=3',
      '--eliminated',
      'Austria=1903,Italy=1903,England=1902',
    );

    const opened = await openArchive(db);
    if (!opened.ok) throw new Error(opened.error.message);
    const detail = value(await getTournament(opened.value, { tournament: 'Grand Prix' }));
    closeArchive(opened.value);
    expect(detail.rounds).toHaveLength(3);
    expect(detail.rounds.every((r) => r.boards.length === 3 && r.boards.every((b) => b.result !== null))).toBe(true);
    for (const r of detail.rounds) expect(new Set(r.boards.flatMap((b) => b.seats.filter((s) => s.sinceYear === 0).map((s) => s.player))).size).toBe(21);
    expect(detail.players.find((p) => p.name === 'Late Comer')!.firstRound).toBe(3);
    const history = detail.rounds.map((r) =>
      r.boards.map((b) => Object.fromEntries(b.seats.filter((s) => s.sinceYear === 0).map((s) => [s.power, s.playerId]))),
    );
    expect(seatingCost(history[2], [...history[0], ...history[1]]).powerRepeats).toBe(0);

    const carnage = JSON.parse(await t('standings', 'Grand Prix', '--format', 'json')) as { system: string; standings: { player: string; total: number }[] };
    expect(carnage.system).toBe('carnage');
    expect(carnage.standings).toHaveLength(22);
    // A Carnage board gives out 28000 in places plus one per owned center (28034 in all for a solo): nothing is lost or counted twice.
    const carnageTotal = carnage.standings.reduce((a, s) => a + s.total, 0);
    expect(carnageTotal).toBeGreaterThanOrEqual(9 * 28000);

    expect(await t('score', 'Grand Prix', '--system', 'sum-of-squares')).toContain('Re-scored every board');
    const sos = JSON.parse(await t('standings', 'Grand Prix', '--format', 'json')) as { system: string; standings: { player: string; total: number }[] };
    expect(sos.system).toBe('sum-of-squares');
    expect(sos.standings.reduce((a, s) => a + s.total, 0)).toBeCloseTo(900, 6);
    expect(sos.standings.map((s) => s.player)).not.toEqual(carnage.standings.map((s) => s.player));

    await t('export', 'Grand Prix', '--what', 'wdd-boards', '--out', join(dir, 'boards.csv'));
    const boards = readFileSync(join(dir, 'boards.csv'), 'utf8').trim().split('\r\n');
    expect(boards[0]).toMatch(/^FIRST NAME,NAME,HOMONYME,ROUND,BOARD,COUNTRY,RANK,EXAEQUO,SCORE,NB_CENTRE,YEAR_ELIMINATION,DRAW,CT_01,/);
    expect(boards).toHaveLength(1 + 63);
    expect(boards.filter((l) => l.startsWith(`${sitter[0].split(' ')[0]},`) && l.split(',')[3] === '3')).toHaveLength(1);
    const drawRows = boards.filter((l) => l.split(',')[3] === '2' && l.split(',')[4] === '1');
    expect(
      drawRows
        .filter((l) => l.split(',')[11] === '3')
        .map((l) => l.split(',')[5])
        .sort(),
    ).toEqual(['0FR', '0GE', '0RU']);
    expect(drawRows.find((l) => l.split(',')[5] === '0EN')!.split(',')[10]).toBe('2');
    await t('export', 'Grand Prix', '--what', 'wdd-classification', '--out', join(dir, 'classification.csv'));
    const classification = readFileSync(join(dir, 'classification.csv'), 'utf8').trim().split('\r\n');
    expect(classification[0]).toBe('FIRST NAME,NAME,HOMONYME,RANK,EXAEQUO,SCORE,R1,R2,R3');
    expect(classification).toHaveLength(23);

    const sheets = await t('export', 'Grand Prix', '--what', 'sheets', '--round', '3');
    expect(sheets.match(/class="sheet"/g)).toHaveLength(3);
    expect(sheets).toContain(`replacing`);
    expect(await t('export', 'Grand Prix', '--what', 'seating', '--round', '2', '--format', 'text')).toContain('Board 3');
    expect(await t('standings', 'Grand Prix')).toContain('Sum of Squares, sum');
  });

  it.skipIf(!findChromium().ok)('prints the final standings as PDF', async () => {
    const dir = tempDir();
    const db = join(dir, 'archive.sqlite');
    const t = cli(db);
    await t('new', 'Small', '--scoring', 'c-diplo');
    await t('players', 'Small', ...Array.from({ length: 7 }, (_, i) => ['--add', `P${i}`]).flat());
    await t('round', 'Small', '--ends-at', '2026-05-01T18:00Z');
    await t('score', 'Small', '--round', '1', '--board', '1', '--time', '--centers', 'aus=10,eng=8,fra=8,ger=4,ita=4,rus=0,tur=0');
    await t('standings', 'Small', '--format', 'pdf', '--out', join(dir, 'standings.pdf'));
    expect(readFileSync(join(dir, 'standings.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
