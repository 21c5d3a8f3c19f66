// One board of the round console: its game's phase, who still owes orders, centers by power, time
// left and the last adjudication. The whole card is a button: one click opens the board's game.
import type { TFunction } from 'i18next';
import { resultSummary } from './words';
import { useTranslation } from 'react-i18next';
import type { ConsoleBoard } from '../../../electron/ipc/contract';
import { powerColours } from '../../../engine/index';
import { inkFor } from './room/layout';

const clock = (iso: string | null, tr: TFunction<'tournament'>): string => (iso ? `${new Date(iso).toISOString().slice(11, 16)} UTC` : tr('card.notYet'));

// Every write is logged with who made it: the card names the latest and the result's recorder.
const CHANGES = new Set([
  'orders-submitted',
  'phase-adjudicated',
  'phase-corrected',
  'position-edited',
  'rolled-back',
  'tournament-result',
  'tournament-replacement',
]);

function resultText(b: ConsoleBoard, tr: TFunction<'tournament'>): string | null {
  const o = b.result?.outcome;
  if (!o) return b.over ? tr('card.over') : null;
  return resultSummary(o, tr);
}

export function BoardCard({ board, onOpen }: { board: ConsoleBoard; onOpen?: (gameId: number) => void }) {
  const { t: tr } = useTranslation('tournament');
  const powers = Object.keys(board.centers);
  const result = resultText(board, tr);
  const body = (
    <>
      <header>
        <h2>{tr('card.board', { board: board.number })}</h2>
        <span className="phase">{board.phase ?? '—'}</span>
      </header>
      <ul className="powers">
        {powers.map((p) => {
          const c = powerColours(p);
          // Dark or light text, whichever reads on the power's colour (4.5:1 at least; Italy's white did not).
          const owes = board.owing.includes(p);
          return (
            <li key={p} className={owes ? 'owes' : board.ordersIn.includes(p) ? 'in' : ''} data-testid={`board-${board.number}-${p}`}>
              <span className="chip" style={{ background: c.main, color: inkFor(c.main) }}>
                {p.slice(0, 3)}
              </span>
              <span className="who">{board.players[p] ?? ''}</span>
              <span className="sc">{board.centers[p]}</span>
              <span className="state">{owes ? tr('card.owes') : board.ordersIn.includes(p) ? tr('card.in') : ''}</span>
            </li>
          );
        })}
      </ul>
      <footer>
        <span>
          {board.owing.length === 0 ? (board.status === 'active' && !board.over ? tr('console.allIn') : '') : tr('card.toOrder', { count: board.owing.length })}
        </span>
        {board.yearsLeft !== null && <span>{board.yearsLeft === 0 ? tr('card.lastYearPassed') : tr('card.yearsLeft', { count: board.yearsLeft })}</span>}
        <span>{tr('card.adjudicated', { time: clock(board.lastAdjudicated, tr) })}</span>
        {board.lastChange && (
          <span className="by" data-testid={`board-${board.number}-last`}>
            {tr('card.by', {
              change: CHANGES.has(board.lastChange.action) ? tr(`card.change.${board.lastChange.action}`) : board.lastChange.action.replace(/-/g, ' '),
              by: board.lastChange.by,
            })}
          </span>
        )}
        {result && (
          <strong className="result">
            {result}
            {board.result ? ` ${tr('card.recordedBy', { by: board.result.recordedBy })}` : ''}
          </strong>
        )}
      </footer>
    </>
  );
  if (!onOpen) return <section className="board-card">{body}</section>;
  return (
    <button
      className="board-card"
      data-testid={`open-board-${board.number}`}
      onClick={() => onOpen(board.gameId)}
      title={tr('card.open', { game: board.gameName })}
    >
      {body}
    </button>
  );
}
