// The report channels: the service makes the document (text, HTML, JSON, SVG); PDF and PNG are
// rendered from that HTML or SVG by the host's renderer (Electron's printToPDF in the app,
// Chromium's page.pdf in the browser host), so both print the very same page. The schemas below are
// the channels' in the command table (commands.ts), whose dispatch checks each payload before these
// functions run; the service checks again what it is handed.
import { historyShape } from '../service/reports';
import { gameHistory, mapSvg, orderSheets, phaseReport, type ReportDocument, type ServiceResult } from '../service/index';
import { success } from '../service/result';
import { DOCUMENTS, tournamentDocument } from '../service/tournament/index';
import { int, object, oneOf, optional, str, type Checked } from '../service/validate';
import type { Paper, ReportFile } from './contract';

const ref = { gameId: int({ min: 1 }), seq: optional(int({ min: 0 })) };
const paper = optional(oneOf(['A4', 'Letter'] as const));
export const phaseShape = object({ ...ref, format: oneOf(['text', 'judge', 'html', 'json', 'pdf'] as const), paper });
export const sheetsShape = object({ ...ref, format: oneOf(['html', 'pdf'] as const), paper });
export const tournamentShape = object({
  tournament: str({ min: 1, max: 200 }),
  kind: oneOf(DOCUMENTS),
  round: optional(int({ min: 1, max: 1000 })),
  format: oneOf(['html', 'pdf', 'text', 'csv'] as const),
  paper,
});
export const mapShape = object({ ...ref, format: oneOf(['svg', 'png'] as const), width: optional(int({ min: 200, max: 8000 })) });

export { historyShape };

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

async function rendered(
  doc: ServiceResult<ReportDocument>,
  ext: 'pdf' | 'png',
  ctx: Ctx,
  draw: (r: Renderer, body: string) => Promise<Uint8Array>,
): Promise<ServiceResult<ReportFile>> {
  if (!doc.ok) return doc;
  if (!ctx.render) return { ok: false, error: { code: 'internal', message: `this host cannot make ${ext.toUpperCase()} files (no Chromium to render with)` } };
  try {
    return { ok: true, value: binary(doc.value, ext, await draw(ctx.render, doc.value.body)) };
  } catch (e) {
    return { ok: false, error: { code: 'internal', message: `could not render the ${ext.toUpperCase()}: ${(e as Error).message}` } };
  }
}

const asText = (doc: ServiceResult<ReportDocument>): ServiceResult<ReportFile> => (doc.ok ? { ok: true, value: text(doc.value) } : doc);

export async function reportPhase(input: Checked<typeof phaseShape>, ctx: Ctx): Promise<ServiceResult<ReportFile>> {
  const { format, paper = 'A4', ...rest } = input;
  if (format === 'pdf') return rendered(await phaseReport(ctx.archive, { ...rest, format: 'html' }), 'pdf', ctx, (r, html) => r.pdf(html, paper));
  return asText(await phaseReport(ctx.archive, { ...rest, format }));
}

export async function reportSheets(input: Checked<typeof sheetsShape>, ctx: Ctx): Promise<ServiceResult<ReportFile>> {
  const { format, paper = 'A4', ...rest } = input;
  const doc = await orderSheets(ctx.archive, rest);
  return format === 'pdf' ? rendered(doc, 'pdf', ctx, (r, html) => r.pdf(html, paper)) : asText(doc);
}

export async function reportHistory(input: Checked<typeof historyShape>, ctx: Ctx): Promise<ServiceResult<ReportFile>> {
  return asText(await gameHistory(ctx.archive, input));
}

export async function reportMap(input: Checked<typeof mapShape>, ctx: Ctx): Promise<ServiceResult<ReportFile>> {
  const { format, width: px = 1800, ...rest } = input;
  const doc = await mapSvg(ctx.archive, { ...rest, width: px });
  return format === 'png' ? rendered(doc, 'png', ctx, (r, svg) => r.png(svg, px)) : asText(doc);
}

const MIME = { html: 'text/html;charset=utf-8', text: 'text/plain;charset=utf-8', csv: 'text/csv;charset=utf-8' } as const;

/** A tournament's printout or export: the WDD's files as CSV, the rest as HTML, text or PDF. */
export async function reportTournament(input: Checked<typeof tournamentShape>, ctx: Ctx): Promise<ServiceResult<ReportFile>> {
  const { format, paper = 'A4', kind, ...rest } = input;
  const csv = kind === 'wdd-boards' || kind === 'wdd-classification';
  if (csv !== (format === 'csv'))
    return {
      ok: false,
      error: { code: 'invalid-input', message: `format: ${kind} ${csv ? 'is exported as csv' : `is printed as html, pdf or text, not ${format}`}` },
    };
  const made = await tournamentDocument(ctx.archive, { ...rest, kind, format: format === 'text' ? 'text' : csv ? undefined : 'html' });
  if (!made.ok) return made;
  const { fileName, body } = made.value;
  if (format === 'pdf') return rendered(success({ format: 'html', fileName, mimeType: MIME.html, body }), 'pdf', ctx, (r, html) => r.pdf(html, paper));
  return success({ fileName, mimeType: MIME[made.value.format], encoding: 'utf8', data: body });
}
