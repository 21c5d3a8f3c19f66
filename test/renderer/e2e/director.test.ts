// The tournament director's round, end to end through the UI in Chromium against the browser host:
// create a tournament, register 21 players, start round 1 overriding two seats of the proposed
// seating, record three results (a solo, a draw, one ended by time), read the standings, change
// the scoring system and watch them change, export the WDD CSV. Refusals are shown next to their
// field. With `npm run screenshots`, pictures at 1366x768 and 1920x1080 in test/artifacts/.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { tempDir } from '../../electron/service/support';
import { hasChromium, hasRenderer, invoke, NO_CHROMIUM, openWorkstation, picture, resizeTo, type Session, shown, SIZES } from './support';

const NAMES = Array.from({ length: 21 }, (_, i) => `Player ${String.fromCharCode(65 + i)}. Example`);
const skip = !hasChromium ? NO_CHROMIUM : !hasRenderer ? 'the renderer is not built (node electron/tools/build.mjs)' : null;
// One window for both tests (the second's tournament made beside the first's on the same archive):
// a window is a host, a browser context and a page load, about 2.5 s of Chromium's CPU.
let session: Session | null = null;
afterAll(async () => {
  await session?.close();
  session = null;
});

/** Opens board `board`'s result form, picks how the game ended and fills its centre counts. */
async function beginResult(page: Page, board: number, ended: 'solo' | 'draw' | 'time', centers: Record<string, number>): Promise<void> {
  await page.getByTestId(`record-${board}`).click();
  await page.getByTestId(`result-${ended}`).click();
  for (const [power, n] of Object.entries(centers)) await page.getByTestId(`centers-${power}`).fill(String(n));
}

const totalOf = async (page: Page, player: string): Promise<number> =>
  Number(await page.getByTestId('standings-table').locator('tr', { hasText: player }).locator('td.total').textContent());

describe.skipIf(skip !== null)(`the director's round in the app${skip ? ` (skipped: ${skip})` : ''}`, () => {
  it('creates, registers, seats with overrides, records, scores, re-scores and exports at 1366x768', async () => {
    session = await openWorkstation(SIZES.laptop);
    const { page } = session;
    await page.getByTestId('open-tournaments').click();
    await page.getByTestId('tournament-name').fill('Weasel Cup');
    // Without a system the form says so next to the field.
    await page.getByTestId('create-tournament').click();
    expect(await page.getByTestId('new-tournament-form').getByRole('alert').textContent()).toBe('choose the scoring system');
    await page.getByTestId('tournament-scoring').selectOption('draw-size');
    await page.getByTestId('tournament-name').press('Enter');

    // Players: a repeated name is pointed at by its line, and nothing is kept.
    await page.getByTestId('player-names').fill([...NAMES.slice(0, 3), 'player b. example'].join('\n'));
    await page.getByTestId('add-players').click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe("line 4: 'player b. example' already plays in 'Weasel Cup'");
    await page.getByTestId('player-names').fill(NAMES.join('\n'));
    await page.getByTestId('player-names').press('Control+Enter');
    await expect.poll(() => page.getByTestId('player-count').textContent()).toBe('21');
    await picture(page, 'director-players-1366');

    // Round 1: the proposal, two seats swapped by the director.
    await page.getByTestId('ttab-rounds').click();
    await page.getByTestId('new-round').click();
    await shown(page, 'seating-table');
    const france1 = await page.getByTestId('seat-1-France').inputValue();
    const turkey2 = await page.getByTestId('seat-2-Turkey').inputValue();
    await page.getByTestId('seat-1-France').selectOption(turkey2);
    expect(await page.getByTestId('seat-2-Turkey').inputValue()).toBe(france1);
    expect(await page.getByTestId('seats-changed').textContent()).toBe('2 seats changed by you.');
    await page.getByTestId('last-year').fill('1903');
    await picture(page, 'director-seating-1366');
    await page.getByTestId('start-round').click();
    await page.getByTestId('confirm-start-round').click();
    await expect.poll(() => page.getByTestId('rounds-table').locator('tbody tr').count()).toBe(3);
    expect(await page.getByTestId('board-row-1').textContent()).toContain(`Fra ${turkey2}`);
    expect(await page.getByTestId('board-row-2').textContent()).toContain(`Tur ${france1}`);

    // Board 1: a solo.
    await beginResult(page, 1, 'solo', { Austria: 0, England: 5, France: 18, Germany: 4, Italy: 4, Russia: 3, Turkey: 0 });
    await page.getByTestId('winner-France').check();
    await page.getByTestId('save-result').click();
    await expect.poll(() => page.getByTestId('result-1').textContent()).toBe('solo France');

    // Board 2: a draw; a member without centres is refused next to the draw's column.
    await beginResult(page, 2, 'draw', { Austria: 0, England: 6, France: 8, Germany: 5, Italy: 5, Russia: 6, Turkey: 4 });
    for (const p of ['Austria', 'England', 'France', 'Russia']) await page.getByTestId(`member-${p}`).check();
    await page.getByTestId('save-result').click();
    await expect.poll(() => page.getByTestId('result-form').getByRole('alert').textContent()).toBe('Austria has no supply centers, so cannot be in the draw');
    await picture(page, 'director-result-error-1366');
    await page.getByTestId('member-Austria').uncheck();
    await page.getByTestId('save-result').click();
    await expect.poll(() => page.getByTestId('result-2').textContent()).toBe('3-way draw (England, France, Russia)');

    // Board 3: ended by time with the centre counts.
    await beginResult(page, 3, 'time', { Austria: 2, England: 5, France: 6, Germany: 5, Italy: 4, Russia: 7, Turkey: 5 });
    await page.getByTestId('save-result').click();
    await expect.poll(() => page.getByTestId('result-3').textContent()).toBe('ended by time');
    await picture(page, 'director-rounds-1366');

    // Standings under draw-size, then under Sum of Squares.
    const soloist = turkey2;
    const drawer = await page
      .getByTestId('board-row-2')
      .locator('.seat', { hasText: 'Fra' })
      .textContent()
      .then((s) => s!.replace(/^Fra /, ''));
    await page.getByTestId('ttab-standings').click();
    expect(await page.getByTestId('standings-system').textContent()).toBe('Draw-size (DSS)');
    expect(await totalOf(page, soloist)).toBe(100);
    expect(await totalOf(page, drawer)).toBe(33.33);
    await page.getByTestId('scoring-system').selectOption('sum-of-squares');
    await page.getByTestId('change-scoring').click();
    await picture(page, 'director-rescore-confirm-1366');
    await page.getByTestId('confirm-scoring').click();
    await expect.poll(() => page.getByTestId('standings-system').textContent()).toBe('Sum of Squares');
    // 100 × 8² / (6² + 8² + 5² + 5² + 6² + 4²) = 6400 / 202 = 31.68
    expect(await totalOf(page, drawer)).toBe(31.68);
    expect(await totalOf(page, soloist)).toBe(100);
    await picture(page, 'director-standings-1366');

    // The WDD's boards file, downloaded.
    await page.getByTestId('ttab-printouts').click();
    const download = page.waitForEvent('download');
    await page.getByTestId('export-wdd-boards-csv').click();
    const file = join(tempDir(), 'wdd.csv');
    await (await download).saveAs(file);
    const rows = readFileSync(file, 'utf8').trim().split('\r\n');
    expect(rows[0]).toMatch(/^FIRST NAME,NAME,HOMONYME,ROUND,BOARD,COUNTRY,RANK,EXAEQUO,SCORE,NB_CENTRE,YEAR_ELIMINATION,DRAW,CT_01/);
    expect(rows).toHaveLength(22);
    // Round 1, board 2, France: first, alone, 31.683 points, 8 centres, in a 3-way draw.
    expect(rows.find((r) => r.includes(',1,2,0FR,'))).toMatch(/,1,2,0FR,1,1,31\.683,8,,3,/);
  });

  it('the rounds and standings at 1920x1080', async () => {
    // The first test's window, its archive holding the Weasel Cup: the Weasel Open beside it, made
    // through the service (as the tournament's earlier rounds would have been), then opened from the
    // tournament screen, which shows the newest tournament first.
    const { page } = session!;
    const t = 'Weasel Open';
    await invoke(page, 'tournament:create', { name: t, scoring: 'carnage' });
    await invoke(page, 'tournament:addPlayers', { tournament: t, names: NAMES });
    await invoke(page, 'tournament:startRound', { tournament: t, endRule: { kind: 'year', lastYear: 1905 } });
    await invoke(page, 'tournament:recordResult', {
      tournament: t,
      round: 1,
      board: 1,
      outcome: {
        kind: 'draw',
        members: ['France', 'Russia'],
        centers: { France: 17, Russia: 17, Austria: 0, England: 0, Germany: 0, Italy: 0, Turkey: 0 },
      },
    });
    await invoke(page, 'tournament:addPlayers', { tournament: t, names: ['Late Comer'] });
    await invoke(page, 'tournament:addPlayers', { tournament: t, names: ['Sub Stitute'], firstRound: 1 });
    await resizeTo(page, SIZES.projector);
    await page.locator('.tournament-nav button').first().click();
    await page.getByTestId('open-tournaments').click();
    await expect.poll(() => page.locator('.tournament-nav select').inputValue()).toBe(t);
    await page.getByTestId('ttab-rounds').click();
    await expect.poll(() => page.getByTestId('rounds-table').locator('tbody tr').count()).toBe(3);
    await page.getByTestId('record-1').click();
    // Correcting a recorded result needs the confirmation first.
    expect(await page.getByTestId('save-result').isDisabled()).toBe(true);
    await picture(page, 'director-correct-1920');
    // Corrected from the board's game (untouched: the starting centres, stopped by time).
    await page.getByTestId('result-game').click();
    await expect.poll(() => page.getByTestId('game-outcome').textContent()).toContain('The game says: ended by time');
    await page.getByTestId('confirm-correction').check();
    await page.getByTestId('save-result').click();
    await expect.poll(() => page.getByTestId('result-1').textContent()).toBe('ended by time');
    // A replacement on board 2, from 1903, after its confirmation.
    await page.getByTestId('replace-2').click();
    await page.getByTestId('replace-power').selectOption('Italy');
    await page.getByTestId('replace-player').selectOption('Sub Stitute');
    await page.getByTestId('replace-year').fill('1903');
    await page.getByTestId('replace-year').press('Enter');
    await page.getByTestId('confirm-replace').click();
    await expect.poll(() => page.getByTestId('board-row-2').textContent()).toContain('Ita Sub Stitute (from 1903, by gm)');
    // The tabs move with the arrow keys.
    await page.getByTestId('ttab-rounds').focus();
    await page.keyboard.press('ArrowLeft');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('ttab-players');
    expect(await page.getByTestId('player-list').textContent()).toContain('Late Comerlate · from round 2');
    await page.getByTestId('ttab-standings').click();
    await shown(page, 'standings-table');
    await picture(page, 'director-standings-1920');
  });
});
