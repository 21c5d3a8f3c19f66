// One Chromium for a whole test file that prints through the command line. A command closes its
// Chromium after each print (electron/reports/pdf.ts, `closeBrowser`: a process must not outlive its
// command); in a test that runs the commands in its own process, starting Chromium again for every
// print costs about 1.5 s of CPU each. A file that mocks the module with `keptPdf` has that close
// counted (`closes`, `closingOnce`), not done, and closes the one Chromium with `closeKept` after its last test
// (`startKept` starts it early, beside the file's other work):
//   vi.mock('…/electron/reports/pdf', async (actual) => (await import('…/pdfKeptBrowser')).keptPdf(actual));
import { expect, vi } from 'vitest';
import type * as Pdf from '../../../electron/reports/pdf';

/** How many times a command closed its Chromium. */
export const closes = { count: 0 };

export async function keptPdf(actual: () => Promise<typeof Pdf>): Promise<typeof Pdf> {
  return { ...(await actual()), closeBrowser: () => Promise.resolve(void closes.count++) };
}

/** Runs a command that prints, and checks that it closed its Chromium once. */
export async function closingOnce<T>(command: string, run: () => Promise<T>): Promise<T> {
  const before = closes.count;
  const result = await run();
  expect(closes.count - before, `${command}: Chromium closed after it`).toBe(1);
  return result;
}

/**
 * Starts the file's one Chromium now (a blank 1-pixel PNG drawn on it, its page kept), so that its
 * start overlaps the file's other setup and waits (servers starting, mail going back and forth)
 * instead of holding up the file's first print: the command that prints first finds it started, as
 * every later one does. A failure to start is the awaiting caller's (no unhandled rejection before).
 */
export function startKept(): Promise<void> {
  const started = vi.importActual<typeof Pdf>('../../../electron/reports/pdf').then(async (pdf) => {
    await pdf.svgToPng('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>', 1);
  });
  started.catch(() => undefined);
  return started;
}

/** Closes the file's one Chromium (the module's own `closeBrowser`). */
export async function closeKept(): Promise<void> {
  await (await vi.importActual<typeof Pdf>('../../../electron/reports/pdf')).closeBrowser();
}
