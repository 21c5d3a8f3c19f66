// PDF and PNG in the desktop app: the report's HTML (or the map's SVG) loaded into a hidden,
// script-less window and printed with Chromium's own printToPDF, or captured for a PNG.
import { BrowserWindow } from 'electron';
import type { Paper } from '../ipc/contract';
import { PRINT_PREFERENCES } from './guards';
import type { Renderer } from '../ipc/reports';

async function hidden(html: string, width: number, height: number): Promise<BrowserWindow> {
  const win = new BrowserWindow({
    show: false,
    width,
    height,
    webPreferences: { ...PRINT_PREFERENCES, offscreen: false },
  });
  await win.loadURL(`data:text/html;charset=utf-8,${encodeURIComponent(html)}`);
  return win;
}

export const electronRenderer: Renderer = {
  async pdf(html: string, paper: Paper): Promise<Uint8Array> {
    const win = await hidden(html, 900, 1200);
    try {
      return await win.webContents.printToPDF({ pageSize: paper, printBackground: true, preferCSSPageSize: true });
    } finally {
      win.destroy();
    }
  },
  async png(svg: string, width: number): Promise<Uint8Array> {
    const page = `<!doctype html><html><body style="margin:0">${svg}</body></html>`;
    const win = await hidden(page, width, Math.round((width * 1240) / 1400));
    try {
      return (await win.webContents.capturePage()).toPNG();
    } finally {
      win.destroy();
    }
  },
};
