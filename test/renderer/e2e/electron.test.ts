// The desktop app itself, through Playwright's Electron driver: the window opens on the workstation,
// the page has the contract and nothing of Node, and a game can be created. Electron 45 fetches its
// binary on first launch; where it is not on disk these tests are skipped, saying why.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { _electron } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../electron/service/support';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** The Electron binary when it is on disk; found without requiring `electron`, which throws. */
function electronBinary(): string | null {
  const dir = join(root, 'node_modules', 'electron');
  const pathFile = join(dir, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const bin = join(dir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(bin) ? bin : null;
}

const bin = electronBinary();
const built = existsSync(join(root, 'out', 'main', 'main.mjs'));
const reason = !bin
  ? 'no Electron binary in node_modules/electron/dist (Electron 45 downloads it on first launch; this machine cannot)'
  : !built
    ? 'the app is not built (npm test builds it)'
    : '';

describe.skipIf(Boolean(reason))(`the Electron app${reason ? ` (skipped: ${reason})` : ''}`, () => {
  it('opens the workstation window with the contract and no Node in the page', async () => {
    const app = await _electron.launch({
      executablePath: bin as string,
      args: [root, '--no-sandbox'],
      env: { ...process.env, ADJUTANT_ARCHIVE: join(tempDir(), 'archive.sqlite') },
    });
    try {
      const page = await app.firstWindow();
      await page.getByTestId('new-game').waitFor();
      const isolated = await page.evaluate(() => ({
        api: typeof window.adjutant?.invoke,
        require: typeof (window as unknown as { require?: unknown }).require,
        process: typeof (window as unknown as { process?: unknown }).process,
      }));
      expect(isolated).toEqual({ api: 'function', require: 'undefined', process: 'undefined' });
      await page.getByTestId('new-game').click();
      await page.getByTestId('game-name').fill('In Electron');
      await page.getByTestId('create-game').click();
      await page.getByTestId('board').waitFor();
      expect(await page.getByTestId('phase-name').textContent()).toBe('Spring 1901 Movement');
    } finally {
      await app.close();
    }
  });
});
