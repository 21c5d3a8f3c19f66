// Pictures of one moment at the laptop's and the projector's size (1366x768, 1920x1080), for people
// to look at. The window goes to the projector's size and back only when pictures are taken
// (`npm run screenshots`): without them the two resizes and the board drawn again at 1920x1080 were
// work that checked nothing (issue 28 item 7: about half a second of Chromium's CPU a pair).
import type { Page } from 'playwright-core';
import { picture, resizeTo, SCREENSHOTS, SIZES } from './support';

/** `NAME-1366.png` and `NAME-1920.png`, the window left at the laptop's size. */
export async function picturesAtBothSizes(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  await picture(page, `${name}-1366`);
  await resizeTo(page, SIZES.projector);
  await picture(page, `${name}-1920`);
  await resizeTo(page, SIZES.laptop);
}
