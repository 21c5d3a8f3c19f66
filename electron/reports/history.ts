// A whole game's history: every phase of the line of play in turn, as Judge-style text (a title
// page of sorts, each phase's report without its rules footer, the rules once at the end) or as
// JSON (the phase report models, with the game and the rules once at the top).
import type { PhaseReport } from './reportModel';
import { judgeText, rulesText, wrap, WIDTH } from './text';
import { listed } from './words';

/** How the game stands at its last phase, in words. */
function ending(last: PhaseReport): string {
  const o = last.game.outcome;
  if (o?.kind === 'solo') return `${o.winner} won the game.`;
  if (o?.kind === 'draw') return `The game ended in a draw between ${listed(o.powers)}.`;
  if (o?.kind === 'concession') return `The game was conceded to ${o.to}.`;
  if (o?.kind === 'abandoned') return `The game was abandoned: ${o.reason}.`;
  return `The game is ${last.game.status}; the last phase is ${last.phase.name}.`;
}

export function gameHistoryText(reports: PhaseReport[]): string {
  if (reports.length === 0) return 'No phases.\n';
  const first = reports[0];
  const last = reports[reports.length - 1];
  const title = `History of game '${first.game.name}' (#${first.game.id})`;
  const head = [
    '='.repeat(WIDTH),
    ...wrap(title),
    ...wrap(
      `${first.game.mapName} map, ${first.game.drawType === 'dias' ? 'DIAS' : 'NoDIAS'}; ${reports.length} phase${reports.length === 1 ? '' : 's'}, ${first.phase.name} to ${last.phase.name}.`,
    ),
    ...wrap(ending(last)),
    '='.repeat(WIDTH),
  ].join('\n');
  const phases = reports.map((r) => judgeText(r, { footer: false }).trimEnd());
  return `${[head, ...phases, rulesText(last)].join('\n\n\n')}\n`;
}

export const HISTORY_FORMAT = 'adjutant-history';

export function gameHistoryJson(reports: PhaseReport[]): string {
  const first = reports[0];
  const doc = {
    format: HISTORY_FORMAT,
    version: 1,
    game: first ? first.game : null,
    rules: first ? first.rules : null,
    phases: reports.map(({ game: _game, rules: _rules, ...rest }) => rest),
  };
  return `${JSON.stringify(doc, null, 2)}\n`;
}
