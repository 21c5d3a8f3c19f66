// Issue 19, item 5, in Chromium: order entry at a GM's speed, lossless typing of a 34-order sheet at
// 20 keys/s (322 keys: 16 s of typing), every line filed whole under its header's power, the focus
// kept in the box. The file types the sheet and nothing else, so that no other window of its own
// shares the processor with the keys' round trips: the crowded phase's other tests (the flags as
// typed, the keys, the crowded preview) and the safe commits are entryCrowded.test.ts's (one file
// with two windows side by side until session 17, 20 to 23 s on a fresh clone against the goal of
// 20 s a file, issue 28 item 7). The keys go on their beats whether or not the app has handled the
// ones before (typist.ts, session 17): the app must take keys that arrive while it is busy, and the
// typing takes the sheet's 16.1 s and the app's last backlog, however loaded the machine (the typist
// before waited for each key's round trip, and fell behind whenever one took over a beat).
import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { standardMap } from '../../../engine/map/standard';
import { formatOrder } from '../../../engine/orders/format';
import type { GivenOrder } from '../../../engine/types';
import { allFiled } from './steps';
import { createGame } from '../../../electron/service/index';
import { value } from '../../electron/service/support';
import { hasChromium, invoke, NO_CHROMIUM, picture, SIZES, workstationForBlock } from './support';
import { typeAt } from './typist';
import { focusedTestId, ORDER_LINES, POSITION, SHEET, TYPED } from './crowdedSheet';

describe.skipIf(!hasChromium)(`order entry at a GM's speed${hasChromium ? '' : ` (skipped: ${NO_CHROMIUM})`}`, { concurrent: true }, () => {
  let page: Page;
  let gameId: number;
  // The game is in the archive before the window opens (the service in this process, not a call from
  // the page), and the typing starts once the order box has the focus: the file's time is the sheet's
  // 16 s of keys and little more (issue 28 item 7: no file over 20 s).
  workstationForBlock(
    SIZES.laptop,
    async (p) => {
      page = p;
      await page.getByRole('button', { name: 'Crowded 1905' }).click();
    },
    async (archive) => {
      gameId = value(await createGame(archive, { name: 'Crowded 1905', position: POSITION })).id;
    },
  );

  it.sequential('loses no key when a 34-order sheet is typed at 20 keys a second', async ({ expect }) => {
    expect(ORDER_LINES).toHaveLength(34);
    expect(TYPED).toHaveLength(322);
    await expect.poll(() => focusedTestId(page)).toBe('order-text');
    // Each key on its beat whether or not the app has handled the ones before it (typist.ts), then
    // every key handled (a typist waiting for each key's round trip was 3 to 4 s behind on a loaded
    // machine). How late the keys went is not asserted: a stalled test process sends the late keys
    // closer together, which is harder on the app, not easier, and no test may depend on an idle machine.
    await typeAt(page, TYPED, 20);
    // Read the phase once the last line is filed, not only out of the box (steps.ts).
    await allFiled(page, expect);
    const phase = await invoke<{ submissions: { rawText: string | null; power: string }[]; orders: GivenOrder[] }>(page, 'game:phase', { gameId });
    // Every line arrived whole, in the order typed, under its header's power.
    expect(phase.submissions.map((x) => x.rawText?.trim())).toEqual(ORDER_LINES);
    expect(phase.submissions.map((x) => x.power)).toEqual(SHEET.flatMap(([, power, lines]) => lines.map(() => power)));
    // And each is the order meant: the unit, the kind and the provinces (the type as typed or left out).
    const map = standardMap();
    expect(phase.orders.map((o) => [o.power, formatOrder(o.order, map, 'short')])).toEqual(
      SHEET.flatMap(([, power, lines]) => lines.map(([, read]) => [power, read])),
    );
    expect(await focusedTestId(page)).toBe('order-text');
    await picture(page, 'entry-01-typed-sheet-1366');
  });
});
