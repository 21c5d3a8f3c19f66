// Issue 32, line 3, in Chromium: the boards of the variants Adjutant ships in French at 1366x768.
// The labels drawn (read from the Konva nodes) are the French edition's abbreviations where it has
// one (Chy for Chypre, Bou for Bourgogne), each as large as the English label of the same game and
// no wider than it by more than a letter's share, with no overlap the English board does not have;
// the legend's powers are French and legible (size, contrast, not cut off: legible.ts). Screenshots,
// looked at: docs/screenshots/i18n-fr-<variant>-1366.png.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { legibilityProblems } from './legible';
import { docsPicture, hasChromium, invoke, NO_CHROMIUM, shown, SIZES, workstationForBlock } from './support';

interface Drawn {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  px: number;
}

/** The province labels Konva draws (three letters; the units' marks are two), with their boxes on screen and font size in CSS px. */
function drawnLabels(page: Page): Promise<Drawn[]> {
  return page.evaluate(() => {
    type Node = {
      text(): string;
      fontSize(): number;
      getAbsoluteScale(): { x: number };
      getClientRect(): { x: number; y: number; width: number; height: number };
    };
    const konva = (window as unknown as { Konva?: { stages: Array<{ find(s: string): Node[] }> } }).Konva;
    return (konva?.stages ?? [])
      .flatMap((s) => s.find('Text'))
      .filter((t) => /^\p{L}{3}$/u.test(t.text()))
      .map((t) => ({ text: t.text(), ...t.getClientRect(), px: t.fontSize() * t.getAbsoluteScale().x }));
  });
}

/** Pairs of labels whose boxes overlap, by their index in the list. */
function overlaps(labels: Drawn[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < labels.length; i++) {
    for (let j = i + 1; j < labels.length; j++) {
      const a = labels[i];
      const b = labels[j];
      if (a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height) out.push(`${i}-${j}`);
    }
  }
  return out;
}

const CASES = [
  { variant: 'ancient-mediterranean', french: ['Chy'], english: ['Cyp'], powers: ['Carthage', 'Grèce', 'Égypte', 'Perse', 'Rome'] },
  { variant: 'youngstown-redux', french: ['Bou', 'Esp'], english: ['Bug'], powers: ['Grande-Bretagne', 'Chine', 'Japon', 'Inde', 'Allemagne', 'Turquie'] },
] as const;

async function toList(page: Page): Promise<void> {
  if (!(await page.getByTestId('game-list').count())) await page.locator('header.toolbar button').first().click();
  await shown(page, 'game-list');
}

describe.skipIf(!hasChromium)(`the variants' boards in French (issue 32)${hasChromium ? '' : ` (skipped: ${NO_CHROMIUM})`}`, () => {
  const s = workstationForBlock(SIZES.laptop);

  for (const c of CASES) {
    it(`${c.variant} at 1366x768: French labels that fit, French powers in the legend`, async () => {
      const { page } = s;
      await toList(page);
      await page.getByTestId('language').selectOption('fr');
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('fr');
      const name = `Plateau ${c.variant}`;
      const game = await invoke<{ id: number }>(page, 'game:create', { name, variant: c.variant, reportLanguage: 'en' });
      await page.getByRole('button', { name }).click();
      await shown(page, 'board');
      // The same board with the English labels first, then the French (the game's report language).
      await expect.poll(async () => (await drawnLabels(page)).length).toBeGreaterThan(50);
      const english = await drawnLabels(page);
      await invoke(page, 'game:setReportLanguage', { gameId: game.id, language: 'fr' });
      await expect.poll(async () => (await drawnLabels(page)).map((l) => l.text)).toContain(c.french[0]);
      const french = await drawnLabels(page);
      const texts = french.map((l) => l.text);
      for (const l of c.french) expect(texts).toContain(l);
      for (const l of c.english) expect(texts).not.toContain(l);
      expect(french.length).toBe(english.length);
      // Each label where the English one was, as large, and no wider than it by more than a third.
      const problems = french.flatMap((f, i) => {
        const e = english[i];
        const out: string[] = [];
        if (Math.abs(f.x + f.width / 2 - (e.x + e.width / 2)) > 2 || Math.abs(f.y - e.y) > 2) out.push(`${f.text} moved from ${e.text}`);
        if (f.px < e.px - 0.01) out.push(`${f.text} smaller than ${e.text}`);
        if (f.width > e.width * 1.34) out.push(`${f.text} (${f.width.toFixed(1)} px) wider than ${e.text} (${e.width.toFixed(1)} px)`);
        return out;
      });
      expect(problems).toEqual([]);
      const before = new Set(overlaps(english));
      expect(overlaps(french).filter((p) => !before.has(p))).toEqual([]);
      console.log(
        `${c.variant}: ${french.length} labels, ${french.filter((f, i) => f.text !== english[i].text).length} in French; smallest ${Math.min(...french.map((f) => f.px)).toFixed(1)} px`,
      );
      // The legend: the powers in French, legible and not cut off.
      const legend = (await page.getByTestId('legend').textContent()) ?? '';
      for (const p of c.powers) expect(legend).toContain(p);
      expect(await legibilityProblems(page, { minPx: 10, minContrast: 4.5, root: '[data-testid=legend]', boxes: '[data-testid=legend] tr' })).toEqual([]);
      // The docs' picture, only when pictures are asked for (`npm run screenshots`): a plain run
      // leaves the tree as it found it.
      await docsPicture(page, `i18n-fr-${c.variant}-1366`);
    });
  }
});
