// PDF and PNG from the reports' HTML and SVG, outside Electron: headless Chromium through
// playwright-core (the CLI, tests, the bench). One browser is started on first use and kept for the
// calls that follow; `closeBrowser` ends it. The Electron app prints the same HTML with
// webContents.printToPDF, so what is printed does not depend on who prints it.
import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';

export type PaperSize = 'A4' | 'Letter';

export interface PdfOptions {
  /** Default A4. */
  paper?: PaperSize;
  /** Small print at the foot of every page, with the page number beside it. */
  footer?: string;
}

/** Why no PDF or PNG could be made: no Chromium here, or it failed. */
export class RenderError extends Error {
  constructor(
    readonly code: 'no-chromium' | 'browser-failed',
    message: string,
  ) {
    super(message);
    this.name = 'RenderError';
  }
}

/**
 * The features playwright-core (1.65) turns off on Chromium's command line. Chromium honours only
 * the last --disable-features it is given, and playwright-core puts its own first: a caller that
 * turns off more repeats these (test/electron/reports/pdf.test.ts reads the running browser's
 * command line and fails when a name of playwright-core's is missing from the switch that counts).
 */
const PLAYWRIGHT_DISABLED = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium's omnibox popups, which Chromium 156 draws as web pages (WebUI): headless Chromium loads
 * them for every new browser context, a renderer process or two and about 0.45 s of CPU each time a
 * context is made, for an address bar nobody sees (docs/PERFORMANCE.md, "Chromium's processes,
 * session 16"). Unknown names are ignored by other versions.
 */
const OMNIBOX_POPUPS = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

/** How every headless Chromium of the project is started: the printer's here, the tests' and the benchmarks'. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  `--disable-features=${[...PLAYWRIGHT_DISABLED, ...OMNIBOX_POPUPS].join(',')}`,
];

/** Where Chromium is: $ADJUTANT_CHROMIUM, else /usr/bin/chromium; or why not. */
export function findChromium(): { ok: true; value: string } | { ok: false; error: string } {
  const path = process.env.ADJUTANT_CHROMIUM || '/usr/bin/chromium';
  if (existsSync(path)) return { ok: true, value: path };
  const why = process.env.ADJUTANT_CHROMIUM ? `ADJUTANT_CHROMIUM names ${path}, which does not exist` : 'there is no /usr/bin/chromium';
  return { ok: false, error: `cannot make PDF or PNG files: ${why}; install Chromium or set ADJUTANT_CHROMIUM to its path` };
}

let browser: Promise<Browser> | null = null;

async function launch(): Promise<Browser> {
  const found = findChromium();
  if (!found.ok) throw new RenderError('no-chromium', found.error);
  const { chromium } = await import('playwright-core');
  try {
    const b = await chromium.launch({ executablePath: found.value, headless: true, args: CHROMIUM_ARGS });
    b.on('disconnected', () => {
      browser = null;
      idle.length = 0;
    });
    return b;
  } catch (e) {
    throw new RenderError('browser-failed', `Chromium (${found.value}) did not start: ${(e as Error).message.split('\n')[0]}`);
  }
}

function shared(): Promise<Browser> {
  if (!browser) {
    browser = launch();
    browser.catch(() => {
      browser = null;
    });
  }
  return browser;
}

/** Ends the shared browser, if one was started. */
export async function closeBrowser(): Promise<void> {
  const b = browser;
  browser = null;
  idle.length = 0;
  if (b) await (await b.catch(() => null))?.close();
}

type Page = Awaited<ReturnType<Browser['newPage']>>;

/** Pages kept open between calls: a fresh page costs a new browser context each time. */
const idle: Page[] = [];

async function withPage<T>(fn: (page: Page) => Promise<T>, from: () => Promise<Browser>, kept: Page[]): Promise<T> {
  const b = await from();
  let page = kept.pop();
  while (page && page.isClosed()) page = kept.pop();
  page ??= await b.newPage();
  let reuse = true;
  try {
    return await fn(page);
  } catch (e) {
    reuse = false;
    if (e instanceof RenderError) throw e;
    throw new RenderError('browser-failed', `Chromium failed: ${(e as Error).message.split('\n')[0]}`);
  } finally {
    if (reuse && kept.length < 4) kept.push(page);
    else await page.close().catch(() => undefined);
  }
}

const FOOTER_STYLE =
  'font-family: "DejaVu Sans", Arial, sans-serif; font-size: 7.5px; color: #777; width: 100%; padding: 0 13mm; display: flex; justify-content: space-between;';

function escape(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

/** The SVG's own size, from its width and height attributes or its viewBox. */
function svgSize(svg: string): { width: number; height: number } {
  const open = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const attr = (name: string) => Number(new RegExp(`\\s${name}="([\\d.]+)(?:px)?"`).exec(open)?.[1]);
  const box = /viewBox="([^"]+)"/
    .exec(open)?.[1]
    .split(/[\s,]+/)
    .map(Number);
  const width = attr('width') || box?.[2] || 1000;
  const height = attr('height') || box?.[3] || width;
  return { width, height };
}

/**
 * The printing on a browser (`from`), with the pages it keeps between calls (`kept`): the project's
 * own shared Chromium below, or one a caller owns (printerOn).
 */
function printer(from: () => Promise<Browser>, kept: Page[]) {
  return {
    /** A printable HTML document as PDF bytes (A4 or Letter, backgrounds printed). */
    htmlToPdf: (html: string, opts: PdfOptions = {}): Promise<Uint8Array> =>
      withPage(
        async (page) => {
          await page.setContent(html, { waitUntil: 'load' });
          const footer = `<div style='${FOOTER_STYLE}'><span>${escape(opts.footer ?? '')}</span><span>page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`;
          const pdf = await page.pdf({
            format: opts.paper ?? 'A4',
            printBackground: true,
            displayHeaderFooter: true,
            headerTemplate: '<span></span>',
            footerTemplate: footer,
            margin: { top: '12mm', bottom: '14mm', left: '12mm', right: '12mm' },
          });
          return new Uint8Array(pdf);
        },
        from,
        kept,
      ),
    /** An SVG document as PNG bytes, `width` pixels wide (the height keeps the proportions). */
    svgToPng: (svg: string, width: number): Promise<Uint8Array> => {
      const size = svgSize(svg);
      const height = Math.max(1, Math.round((width * size.height) / size.width));
      return withPage(
        async (page) => {
          await page.setViewportSize({ width: Math.round(width), height });
          const inline = svg.replace(/^\s*<\?xml[^>]*>\s*/, '');
          await page.setContent(
            `<!DOCTYPE html><html><head><style>html,body{margin:0;padding:0;background:#fff}svg{display:block;width:${width}px;height:${height}px}</style></head><body>${inline}</body></html>`,
          );
          const png = await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width: Math.round(width), height } });
          return new Uint8Array(png);
        },
        from,
        kept,
      );
    },
  };
}

const own = printer(shared, idle);
/** A printable HTML document as PDF bytes (A4 or Letter, backgrounds printed), on the shared Chromium. */
export const htmlToPdf = own.htmlToPdf;
/** An SVG document as PNG bytes, `width` pixels wide (the height keeps the proportions), on the shared Chromium. */
export const svgToPng = own.svgToPng;

/**
 * The same printing on a browser the caller owns and keeps (the browser tests' worker's Chromium,
 * which then need not start a second one for the host's prints): pages of its own, kept between calls.
 */
export function printerOn(browser: () => Promise<Browser>): { htmlToPdf: typeof htmlToPdf; svgToPng: typeof svgToPng } {
  return printer(browser, []);
}
