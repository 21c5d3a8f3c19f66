// The rules panel and the reports from the browser host, in Chromium, one window and archive: the
// rules panel's test (an option found by search, changed after a confirmation, the change logged),
// then the reports' (the phase shown printed as a PDF; the game's report language changed from the
// report menu, which the PDF follows and the Judge-style text does not), each on a game of its own,
// found by its name; the reports' games are played through the service. Beside the workstation's
// story in workstation.test.ts until session 16.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { tempDir } from '../../electron/service/support';
import type { Page } from 'playwright-core';
import { hasChromium, NO_CHROMIUM, picture, shown, SIZES, workstationForBlock } from './support';
import { SPRING_MAIL } from './springMail';

/** A game named `name` with Spring 1901 played from the opening mail, opened at that phase in its history. */
async function openPlayedSpring(page: Page, name: string): Promise<void> {
  await page.evaluate(
    async ({ mail, name }) => {
      const a = window.adjutant!;
      const g = await a.invoke('game:create', { name });
      if (!g.ok) throw new Error(g.error.message);
      await a.invoke('orders:submit', { gameId: g.value.id, text: mail });
      await a.invoke('phase:adjudicate', { gameId: g.value.id });
    },
    { mail: SPRING_MAIL, name },
  );
  await page.getByRole('button', { name }).click();
  await page.getByTestId('tab-history').click();
  await page.getByTestId('history').getByRole('button', { name: 'Spring 1901 Movement' }).click();
}

/** Clicks the report menu's item `testId` (the menu open) and saves what it downloads: the file's path. */
async function saveReport(page: Page, testId: string): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByTestId(testId).click();
  const file = join(tempDir(), (await download).suggestedFilename());
  await (await download).saveAs(file);
  return file;
}

function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** Back to the game list from a game, if one is open. */
async function toGameList(page: Page): Promise<void> {
  if (await page.getByTestId('board').count()) await page.getByRole('button', { name: /Games/ }).click();
  await shown(page, 'game-list');
}

// The rules panel's test, then the reports', one after another in one window and archive (three
// windows of their own until session 15, about 2.5 s of Chromium's CPU each).
describe.skipIf(!hasChromium)(`the rules panel and the reports, in one window${hasChromium ? '' : ` (skipped: ${NO_CHROMIUM})`}`, () => {
  const ws = workstationForBlock(SIZES.laptop);

  describe.sequential('the rules panel', () => {
    it.sequential('finds an option by search, changes it after confirming, and the change is logged', async ({ expect }) => {
      const { page } = ws;
      // The window's first game, from the empty game list.
      await page.getByTestId('new-game').click();
      await page.getByTestId('game-name').fill('House rules');
      await page.getByTestId('create-game').click();
      await page.getByTestId('open-rules').click();
      await shown(page, 'rules');
      expect(await page.locator('[data-option]').count()).toBe(36);
      await picture(page, 'e2e-20-rules');
      await page.getByTestId('rules-search').fill('implicit');
      expect(await page.locator('[data-option]').count()).toBe(1);
      await page.locator('[data-option="4.E.3"] input[value="allowed"]').check();
      await page.getByTestId('rules-save').click();
      await shown(page, 'rules-confirm');
      await page.getByLabel('Reason').fill('agreed by all players');
      await picture(page, 'e2e-21-rules-confirm');
      await page.getByTestId('rules-confirm-save').click();
      await page.getByTestId('rules').waitFor({ state: 'detached' });
      const after = await page.evaluate(async () => {
        const a = window.adjutant!;
        const list = await a.invoke('game:list', {});
        if (!list.ok) throw new Error(list.error.message);
        const id = list.value.games.find((x) => x.name === 'House rules')!.id;
        const g = await a.invoke('game:get', { gameId: id });
        const ev = await a.invoke('game:events', { gameId: id });
        if (!g.ok || !ev.ok) throw new Error('no game');
        return { option: g.value.ruleOptions['4.E.3'], logged: ev.value.filter((e) => e.action === 'rules-changed').map((e) => e.details) };
      });
      expect(after.option).toBe('allowed');
      expect(after.logged).toMatchObject([{ changed: ['4.E.3'], reason: 'agreed by all players', fromSeq: 0 }]);
    });
  });

  describe.sequential('reports from the browser host', () => {
    it.sequential('prints the phase shown as a PDF, with its orders and outcomes in it', async ({ expect }) => {
      const { page } = ws;
      await toGameList(page);
      await openPlayedSpring(page, 'Printed');
      await page.getByTestId('reports').click();
      const text = pdfText(await saveReport(page, 'report-phase-pdf'));
      expect(text).toContain('Spring 1901');
      expect(text).toMatch(/F\s+kie\s+-\s+hol/i);
      expect(text).toMatch(/bounce/i);
    });

    it.sequential("changes the game's report language from the report menu: the PDF follows it, the Judge-style text stays English", async ({ expect }) => {
      const { page } = ws;
      await toGameList(page);
      await openPlayedSpring(page, 'Lyon open');
      await page.getByTestId('reports').click();
      const field = page.getByTestId('report-language');
      expect(await field.inputValue()).toBe('en');
      await field.selectOption('fr');
      await expect
        .poll(async () =>
          page.evaluate(async () => {
            const a = window.adjutant!;
            const list = await a.invoke('game:list', {});
            if (!list.ok) throw new Error(list.error.message);
            const g = await a.invoke('game:get', { gameId: list.value.games.find((x) => x.name === 'Lyon open')!.id });
            return g.ok ? g.value.reportLanguage : null;
          }),
        )
        .toBe('fr');
      // The window shows the game read again: wait for it, as a person would look.
      await expect.poll(() => page.getByTestId('report-language').inputValue()).toBe('fr');
      expect(pdfText(await saveReport(page, 'report-phase-pdf'))).toContain('Printemps 1901');
      await page.getByTestId('reports').click();
      const text = readFileSync(await saveReport(page, 'report-phase-judge'), 'utf8');
      expect(text).toContain('Movement results for Spring of 1901.');
      expect(text).not.toContain('Printemps');
    });
  });
});
