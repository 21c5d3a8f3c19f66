// The `game` subcommands that print: a phase report (text, HTML, PDF, JSON, or the map alone as SVG
// or PNG), order sheets for face-to-face play, and the whole game's history. Text formats go to
// standard output unless --out names a file (never one that exists, unless --force); PDF and PNG
// need --out. PDF and PNG are made with headless Chromium (electron/reports/pdf.ts).
import { closeBrowser, htmlToPdf, RenderError, svgToPng, type PaperSize } from '../../reports/pdf';
import { gameHistory, mapSvg, orderSheets, phaseReport } from '../../service/reports';
import type { GameDetail } from '../../service/types';
import { phaseCode, phaseRef, type Values } from './args';
import { fail, game, reply, str, type Ctx, type Sub } from './context';
import { emit, targetOf } from './out';

export { runSub } from '../over';

const PAPERS: Record<string, PaperSize> = { a4: 'A4', letter: 'Letter' };

/** The phase --phase names, as a seq; undefined for the current phase; a string says what is wrong. */
function seqOf(g: GameDetail, v: Values): number | undefined | string {
  const written = str(v.phase);
  if (written === undefined) return undefined;
  const p = phaseRef(written, g.phases);
  return typeof p === 'string' ? p : p.seq;
}

function paperOf(v: Values): PaperSize | string {
  const written = (str(v.paper) ?? 'a4').toLowerCase();
  return PAPERS[written] ?? `--paper '${str(v.paper)}': a4 or letter`;
}

/** Runs a Chromium job; its failure (no Chromium here) is one line and exit code 2. */
async function printing<T>(ctx: Ctx, job: () => Promise<T>): Promise<T | number> {
  try {
    return await job();
  } catch (e) {
    if (e instanceof RenderError) return fail(ctx, e.message);
    throw e;
  } finally {
    await closeBrowser();
  }
}

const force = { type: 'boolean' } as const;

const REPORT_FORMATS = ['text', 'judge', 'html', 'pdf', 'json', 'svg', 'png'] as const;

export const reportCommand: Sub = {
  readsOnly: true,
  usage: `adjutant game report GAME [--phase N|S1901M] [--format text|judge|html|pdf|json|svg|png] [--out FILE [--force]]
                     [--paper a4|letter] [--width PX]
      --phase   default: the current phase (before adjudication: the orders so far)
      --format  default text (72 columns, for mail); judge: the email judges' result layout
                (Austria: Army Vienna -> Galicia.  (*bounce*)); pdf and png need --out
      --width   svg and png: the map's width in pixels (default 1400 for png)
      --force   replace the --out file if it exists`,
  options: { phase: { type: 'string' }, format: { type: 'string' }, out: { type: 'string' }, force, paper: { type: 'string' }, width: { type: 'string' } },
  async run(ctx, v, positionals) {
    const format = (str(v.format) ?? 'text').toLowerCase();
    if (!(REPORT_FORMATS as readonly string[]).includes(format)) return fail(ctx, `--format '${str(v.format)}': one of ${REPORT_FORMATS.join(', ')}`);
    const paper = paperOf(v);
    if (!PAPERS[(str(v.paper) ?? 'a4').toLowerCase()]) return fail(ctx, paper);
    const width = str(v.width) === undefined ? undefined : Number(str(v.width));
    if (width !== undefined && !(Number.isInteger(width) && width >= 100 && width <= 10_000))
      return fail(ctx, `--width '${str(v.width)}': a whole number of pixels, 100 to 10000`);
    const out = targetOf(ctx, v, format === 'pdf' || format === 'png');
    if (typeof out === 'number') return out;
    const g = await game(ctx, positionals);
    if (!g.ok) return reply(ctx, g, false, () => '');
    const seq = seqOf(g.value, v);
    if (typeof seq === 'string') return fail(ctx, seq);
    if (format === 'svg' || format === 'png') {
      const svg = await mapSvg(ctx.archive, { gameId: g.value.id, seq, width: format === 'svg' ? width : undefined });
      if (!svg.ok) return reply(ctx, svg, false, () => '');
      if (format === 'svg') return emit(ctx, out, svg.value.body);
      const png = await printing(ctx, () => svgToPng(svg.value.body, width ?? 1400));
      return typeof png === 'number' ? png : emit(ctx, out, png);
    }
    const doc = await phaseReport(ctx.archive, { gameId: g.value.id, seq, format: format === 'pdf' ? 'html' : (format as 'text' | 'judge' | 'html' | 'json') });
    if (!doc.ok) return reply(ctx, doc, false, () => '');
    if (format !== 'pdf') return emit(ctx, out, doc.value.body);
    const head = g.value.phases.find((p) => p.seq === (seq ?? g.value.phases.length - 1));
    const footer = `${g.value.name}${head ? ` - ${head.name} (${phaseCode(head)})` : ''}`;
    const pdf = await printing(ctx, () => htmlToPdf(doc.value.body, { paper: paper as PaperSize, footer }));
    return typeof pdf === 'number' ? pdf : emit(ctx, out, pdf);
  },
};

export const sheetsCommand: Sub = {
  readsOnly: true,
  usage: 'adjutant game sheets GAME [--phase N|S1901M] [--format html|pdf] [--out FILE [--force]] [--paper a4|letter]',
  options: { phase: { type: 'string' }, format: { type: 'string' }, out: { type: 'string' }, force, paper: { type: 'string' } },
  async run(ctx, v, positionals) {
    const format = (str(v.format) ?? 'html').toLowerCase();
    if (format !== 'html' && format !== 'pdf') return fail(ctx, `--format '${str(v.format)}': html or pdf`);
    const paper = paperOf(v);
    if (!PAPERS[(str(v.paper) ?? 'a4').toLowerCase()]) return fail(ctx, paper);
    const out = targetOf(ctx, v, format === 'pdf');
    if (typeof out === 'number') return out;
    const g = await game(ctx, positionals);
    if (!g.ok) return reply(ctx, g, false, () => '');
    const seq = seqOf(g.value, v);
    if (typeof seq === 'string') return fail(ctx, seq);
    const doc = await orderSheets(ctx.archive, { gameId: g.value.id, seq });
    if (!doc.ok) return reply(ctx, doc, false, () => '');
    if (format === 'html') return emit(ctx, out, doc.value.body);
    const pdf = await printing(ctx, () => htmlToPdf(doc.value.body, { paper: paper as PaperSize, footer: `${g.value.name} - order sheets` }));
    return typeof pdf === 'number' ? pdf : emit(ctx, out, pdf);
  },
};

export const historyCommand: Sub = {
  readsOnly: true,
  usage: 'adjutant game history GAME [--format text|json] [--out FILE [--force]]',
  options: { format: { type: 'string' }, out: { type: 'string' }, force },
  async run(ctx, v, positionals) {
    const format = (str(v.format) ?? 'text').toLowerCase();
    if (format !== 'text' && format !== 'json') return fail(ctx, `--format '${str(v.format)}': text or json`);
    const out = targetOf(ctx, v);
    if (typeof out === 'number') return out;
    const g = await game(ctx, positionals);
    if (!g.ok) return reply(ctx, g, false, () => '');
    const doc = await gameHistory(ctx.archive, { gameId: g.value.id, format });
    if (!doc.ok) return reply(ctx, doc, false, () => '');
    return emit(ctx, out, doc.value.body);
  },
};
