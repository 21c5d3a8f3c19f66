// Steps the browser files share, made cheap for the browser (docs/PERFORMANCE.md, "The middle browser
// files, session 14"): screenshots at both sizes without a resize back (and without a resize at all
// when no screenshot is asked for), and order lines entered a line at a time.
import type { ExpectStatic } from 'vitest';
import type { Page } from 'playwright-core';
import { picture, resizeTo, SCREENSHOTS, SIZES } from './support';

/**
 * A resize makes the page lay itself out again and the board draw itself again at its new scale:
 * about 0.6 s of Chromium's CPU each, and going back after every pair of pictures doubled them.
 * When screenshots are asked for (`npm run screenshots`), shoots `page` as `${name}-1366` and
 * `${name}-1920`, the current size first (`shoot`: `picture`, by default, or `docsPicture`), and
 * leaves the window at the other size. Otherwise nothing would be shot, and the window stays as it
 * is: the resize was work that checked nothing (until session 16 it was made on every run). Answers
 * the size the window is left at: a caller's steps run at either.
 */
export async function shootBoth(
  page: Page,
  name: string,
  shoot: (page: Page, name: string) => Promise<unknown> = picture,
): Promise<{ width: number; height: number }> {
  const now = page.viewportSize();
  const [first, other] = now?.width === SIZES.projector.width ? [SIZES.projector, SIZES.laptop] : [SIZES.laptop, SIZES.projector];
  if (!SCREENSHOTS) return now ?? first;
  await shoot(page, `${name}-${first.width}`);
  await resizeTo(page, other);
  await shoot(page, `${name}-${other.width}`);
  return other;
}

/**
 * Enters `text` in the focused box a line at a time: each line's characters as one keyboard input
 * (what the keys' characters do to the box, all at once), then Enter, pressed. Typing key by key cost
 * about 20 to 28 ms of Chromium's CPU a key (the box is read again at each); the reading as each
 * key arrives is what entry.test.ts and entrySpeed.test.ts test, typed there at 20 keys a second.
 */
export async function typeLines(page: Page, text: string): Promise<void> {
  for (const line of text.split('\n')) {
    if (line) await page.keyboard.insertText(line);
    await page.keyboard.press('Enter');
  }
}

/**
 * Waits until every line entered in the order box has been filed: the box is empty and its hint says
 * nothing is being sent. A line leaves the box the moment Enter is pressed and is filed after, so an
 * empty box alone does not say the last lines are stored (entry.test.ts read the phase too early on a
 * loaded machine: the last two lines of 34 still sending). `expect`: the test's own (a concurrent test
 * has no global one).
 */
export async function allFiled(page: Page, expect: ExpectStatic): Promise<void> {
  await expect.poll(() => page.getByTestId('order-text').inputValue()).toBe('');
  await expect.poll(async () => (await page.getByTestId('entry-hint').textContent()) ?? '').toBe('');
}
