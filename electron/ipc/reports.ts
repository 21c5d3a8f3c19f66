// The report channels: the service makes the document (text, HTML, JSON, SVG); PDF and PNG are
// rendered from that HTML or SVG by the host's renderer (Electron's printToPDF in the app,
// Chromium's page.pdf in the browser host), so both print the very same page.
import { gameHistory, mapSvg, orderSheets, phaseReport, type ReportDocument, type ServiceResult } from '../service/index';
import type { Input, Paper, ReportFile } from './contract';

/** What the host can render; absent where nothing can print (the command line without Chromium). */
export interface Renderer {
  pdf(html: string, paper: Paper): Promise<Uint8Array>;
  png(svg: string, width: number): Promise<Uint8Array>;
}

type Ctx = { archive: Parameters<typeof phaseReport>[0]; render?: Renderer };

const text = (doc: ReportDocument): ReportFile => ({ fileName: doc.fileName, mimeType: doc.mimeType, encoding: 'utf8', data: doc.body });

function binary(doc: ReportDocument, ext: 'pdf' | 'png', bytes: Uint8Array): ReportFile {
  const fileName = doc.fileName.replace(/\.[a-z]+$/, `.${ext}`);
  return { fileName, mimeType: ext === 'pdf' ? 'application/pdf' : 'image/png', encoding: 'base64', data: Buffer.from(bytes).toString('base64') };
}

async function rendered(doc: ServiceResult<ReportDocument>, ext: 'pdf' | 'png', ctx: Ctx, draw: (r: Renderer, body: string) => Promise<Uint8Array>): Promise<ServiceResult<ReportFile>> {
  if (!doc.ok) return doc;
  if (!ctx.render) return { ok: false, error: { code: 'internal', message: `this host cannot make ${ext.toUpperCase()} files (no Chromium to render with)` } };
  try {
    return { ok: true, value: binary(doc.value, ext, await draw(ctx.render, doc.value.body)) };
  } catch (e) {
    return { ok: false, error: { code: 'internal', message: `could not render the ${ext.toUpperCase()}: ${(e as Error).message}` } };
  }
}

const asText = (doc: ServiceResult<ReportDocument>): ServiceResult<ReportFile> => (doc.ok ? { ok: true, value: text(doc.value) } : doc);
const paperOf = (p: unknown): Paper => (p === 'Letter' ? 'Letter' : 'A4');

export async function reportPhase(input: Input<'report:phase'>, ctx: Ctx): Promise<ServiceResult<ReportFile>> {
  const { format, paper, ...rest } = input ?? ({} as Input<'report:phase'>);
  if (format === 'pdf') return rendered(await phaseReport(ctx.archive, { ...rest, format: 'html' }), 'pdf', ctx, (r, html) => r.pdf(html, paperOf(paper)));
  return asText(await phaseReport(ctx.archive, { ...rest, format }));
}

export async function reportSheets(input: Input<'report:sheets'>, ctx: Ctx): Promise<ServiceResult<ReportFile>> {
  const { format, paper, ...rest } = input ?? ({} as Input<'report:sheets'>);
  if (format !== 'html' && format !== 'pdf') return { ok: false, error: { code: 'invalid-input', message: `format: expected one of html, pdf, got ${JSON.stringify(format)}` } };
  const doc = await orderSheets(ctx.archive, rest);
  return format === 'pdf' ? rendered(doc, 'pdf', ctx, (r, html) => r.pdf(html, paperOf(paper))) : asText(doc);
}

export async function reportHistory(input: Input<'report:history'>, ctx: Ctx): Promise<ServiceResult<ReportFile>> {
  return asText(await gameHistory(ctx.archive, input));
}

export async function reportMap(input: Input<'report:map'>, ctx: Ctx): Promise<ServiceResult<ReportFile>> {
  const { format, width, ...rest } = input ?? ({} as Input<'report:map'>);
  if (format !== 'svg' && format !== 'png') return { ok: false, error: { code: 'invalid-input', message: `format: expected one of svg, png, got ${JSON.stringify(format)}` } };
  const px = typeof width === 'number' && Number.isInteger(width) && width >= 200 && width <= 8000 ? width : 1800;
  const doc = await mapSvg(ctx.archive, { ...rest, width: px });
  return format === 'png' ? rendered(doc, 'png', ctx, (r, svg) => r.png(svg, px)) : asText(doc);
}
