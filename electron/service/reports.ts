// Reports for people, read from the archive: one phase as Judge-style text, a printable HTML page
// or its JSON model; the order sheets for face-to-face play; the whole game's history as text or
// JSON; the map alone as SVG. PDF and PNG are the caller's to make from the HTML and the SVG (the
// app prints with Electron, the CLI with Chromium: electron/reports/pdf.ts), so the input is the same.
import type { Archive } from '../archive/db';
import type { Repositories } from '../archive/repositories/index';
import { gameHistoryJson, gameHistoryText } from '../reports/history';
import { phaseHtml } from '../reports/html';
import { phaseMapKeySvg, phaseMapSvg } from '../reports/map';
import { buildPhaseReport, phaseCode, type PhaseReport, type ReportInput } from '../reports/reportModel';
import { orderSheetsHtml, orderSheetsModel } from '../reports/sheets';
import { judgeLayoutText } from '../reports/judgeLayout';
import { judgeText } from '../reports/text';
import { reportLanguageOf, reportWords } from '../reports/language';
import { deadlineOf, deadlineWords, votesPublic } from './deadlines';
import { combineSubmissions } from './combine';
import { loadGame, survivors, type GameContext } from './context';
import { tallyDraw } from './draws';
import { latestVotes } from './gameViews';
import { refusals, serveChecked, snapshot, success, type ServiceResult } from './result';
import { int, object, oneOf, optional, type Check } from './validate';

const refuse = refusals('reports', {
  'no-phases': "game '{{game}}' has no phases",
  'no-phase': "game '{{game}}' has no phase {{seq}}",
  'no-drawing': 'Adjutant has no drawing of the {{mapName}} map',
});

/** `judge`: the email judges' result-mail layout (reports/judgeLayout.ts), text too. */
export const REPORT_FORMATS = ['text', 'html', 'json', 'judge'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** A report ready to save or send: its text, its media type and a file name that says what it is. */
export interface ReportDocument {
  format: 'text' | 'html' | 'json' | 'svg';
  mimeType: string;
  fileName: string;
  body: string;
}

const MIME = { text: 'text/plain; charset=utf-8', html: 'text/html; charset=utf-8', json: 'application/json', svg: 'image/svg+xml' } as const;
const EXT = { text: 'txt', html: 'html', json: 'json', svg: 'svg' } as const;

function doc(format: ReportDocument['format'], base: string, body: string): ReportDocument {
  return { format, mimeType: MIME[format], fileName: `${base}.${EXT[format]}`, body };
}

/** `game-name`: a game's name made safe for a file name. */
function slug(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'game'
  );
}

/** Everything a phase report needs, read in one snapshot: by `seq` in the line of play, default the current phase. */
function reportInput(repos: Repositories, ctx: GameContext, seq: number | undefined, localised = true): ServiceResult<ReportInput> {
  const { game, map } = ctx;
  const line = repos.phases.live(game.id);
  const record = seq === undefined ? line[line.length - 1] : line.find((p) => p.seq === seq);
  if (!record) return seq === undefined ? refuse('not-found', 'no-phases', { game: game.name }) : refuse('not-found', 'no-phase', { game: game.name, seq });
  const phase = repos.phases.get(record.id)!;
  const adjudication = repos.adjudications.current(phase.id) ?? null;
  const orders = adjudication ? adjudication.orders : combineSubmissions(repos.submissions.forPhase(phase.id), ctx.options).orders;
  const following = line.find((p) => p.seq === record.seq + 1);
  const votes = latestVotes(repos.drawVotes.standing(phase.id));
  const alive = survivors(map, phase.position);
  const players: Record<string, string[]> = {};
  for (const p of repos.players.forGame(game.id)) if (p.sinceSeq <= record.seq) players[p.power] = [p.name];
  return success({
    map,
    game: { id: game.id, name: game.name, variant: game.variant, drawType: game.drawType, status: game.status, outcome: game.outcome },
    seq: record.seq,
    position: phase.position,
    orders,
    result: adjudication?.result ?? null,
    next: following?.phase ?? adjudication?.nextPosition?.phase ?? null,
    options: ctx.options,
    language: localised ? reportLanguageOf(game.reportLanguage) : 'en',
    players,
    draw: {
      votes: votes.map((v) => ({ power: v.power, vote: v.vote, drawList: v.drawList, castAt: v.castAt })),
      survivors: alive,
      tally: tallyDraw(votes, alive, game.drawType),
      secret: !votesPublic(repos.events.forGame(game.id)),
    },
  });
}

function mapFor(input: ReportInput, opts: { width?: number; title?: boolean; print?: boolean } = {}): string | null {
  return phaseMapSvg({
    map: input.map,
    position: input.position,
    orders: input.orders,
    results: input.result?.results ?? [],
    title: opts.title ? `${input.game.name}: ${reportWords(input.language ?? 'en').phase(input.position.phase)}` : undefined,
    width: opts.width,
    print: opts.print,
    language: input.language,
  });
}

/** Reads the game and one phase of it, then makes something of them. */
function withPhase<T>(
  archive: Archive,
  raw: unknown,
  extra: Record<string, Check<unknown>>,
  make: (input: ReportInput, ctx: GameContext, values: Record<string, unknown>, repos: Repositories) => ServiceResult<T>,
): Promise<ServiceResult<T>> {
  return serveChecked(object({ gameId: int({ min: 1 }), seq: optional(int({ min: 0 })), ...extra }), raw, (checked) => {
    const v = checked as { gameId: number; seq?: number } & Record<string, unknown>;
    return snapshot(archive, (repos) => {
      const ctx = loadGame(repos, v.gameId);
      if (!ctx.ok) return ctx;
      const input = reportInput(repos, ctx.value, v.seq);
      if (!input.ok) return input;
      return make(input.value, ctx.value, v, repos);
    });
  });
}

/** The model behind a phase report, for a view that lays it out itself. */
export function phaseReportData(archive: Archive, input: { gameId: number; seq?: number }): Promise<ServiceResult<PhaseReport>> {
  return withPhase(archive, input, {}, (i) => success(buildPhaseReport(i)));
}

/** One phase's report: Judge-style `text`, a printable `html` page with the map, or the `json` model. */
export function phaseReport(archive: Archive, input: { gameId: number; seq?: number; format: ReportFormat }): Promise<ServiceResult<ReportDocument>> {
  return withPhase(archive, input, { format: oneOf(REPORT_FORMATS) }, (i, ctx, v, repos) => {
    const report = buildPhaseReport(i);
    const base = `${slug(ctx.game.name)}-${report.phase.seq}-${report.phase.code.toLowerCase()}`;
    if (v.format === 'text') return success(doc('text', base, judgeText(report)));
    if (v.format === 'judge') return success(doc('text', base, judgeLayoutText(i, deadlineAfter(repos, ctx, i))));
    if (v.format === 'json') return success(doc('json', base, `${JSON.stringify(report, null, 2)}\n`));
    return success(doc('html', base, phaseHtml(report, { mapSvg: mapFor(i, { print: true }), mapKeySvg: phaseMapKeySvg(i.map, undefined, i.language) })));
  });
}

/** The deadline of the phase that waits for orders after this one (or of this one, still open), in words. */
function deadlineAfter(repos: Repositories, ctx: GameContext, i: ReportInput): string | null {
  const line = repos.phases.live(ctx.game.id);
  const waiting = line.find((p) => p.seq === (i.result ? i.seq + 1 : i.seq));
  const iso = waiting ? deadlineOf(repos.events.forGame(ctx.game.id), waiting.id) : null;
  return iso && deadlineWords(iso);
}

/** The map of one phase alone, with its orders and results drawn, as an SVG document. */
export function mapSvg(archive: Archive, input: { gameId: number; seq?: number; width?: number }): Promise<ServiceResult<ReportDocument>> {
  return withPhase(archive, input, { width: optional(int({ min: 100, max: 10_000 })) }, (i, ctx, v) => {
    const svg = mapFor(i, { width: v.width as number | undefined, title: true });
    if (svg === null) return refuse('unknown-variant', 'no-drawing', { mapName: ctx.map.name });
    return success(doc('svg', `${slug(ctx.game.name)}-${i.seq}-${phaseCode(i.position.phase).toLowerCase()}-map`, svg));
  });
}

/** Printable order sheets, one page per power with units, for the phase (default: the current one). */
export function orderSheets(archive: Archive, input: { gameId: number; seq?: number }): Promise<ServiceResult<ReportDocument>> {
  return withPhase(archive, input, {}, (i, ctx) => {
    const model = orderSheetsModel({ map: i.map, game: i.game, seq: i.seq, position: i.position, options: ctx.options, language: i.language });
    return success(doc('html', `${slug(ctx.game.name)}-${i.seq}-${phaseCode(i.position.phase).toLowerCase()}-sheets`, orderSheetsHtml(model)));
  });
}

export const historyShape = object({ gameId: int({ min: 1 }), format: oneOf(['text', 'json'] as const) });

/** The whole line of play, every phase's report in turn: Judge-style text or JSON. */
export function gameHistory(archive: Archive, input: { gameId: number; format: 'text' | 'json' }): Promise<ServiceResult<ReportDocument>> {
  return serveChecked(historyShape, input, (v) => {
    return snapshot(archive, (repos) => {
      const ctx = loadGame(repos, v.gameId);
      if (!ctx.ok) return ctx;
      const reports: PhaseReport[] = [];
      for (const p of repos.phases.live(v.gameId)) {
        // The history is Judge-style text, English whatever the game's report language.
        const i = reportInput(repos, ctx.value, p.seq, false);
        if (!i.ok) return i;
        reports.push(buildPhaseReport(i.value));
      }
      const base = `${slug(ctx.value.game.name)}-history`;
      return success(v.format === 'text' ? doc('text', base, gameHistoryText(reports)) : doc('json', base, gameHistoryJson(reports)));
    });
  });
}
