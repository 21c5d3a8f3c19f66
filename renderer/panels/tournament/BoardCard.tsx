// One board of the round console: its game's phase, who still owes orders, centers by power, time
// left and the last adjudication. The whole card is a button: one click opens the board's game.
import type { ConsoleBoard } from '../../../electron/ipc/contract';
import { powerColours } from '../../../engine/index';

const clock = (iso: string | null): string => (iso ? `${new Date(iso).toISOString().slice(11, 16)} UTC` : 'not yet');

// Every write is logged with who made it: the card names the latest and the result's recorder.
const CHANGE_WORDS: Record<string, string> = {
  'orders-submitted': 'orders',
  'phase-adjudicated': 'adjudicated',
  'phase-corrected': 'mended',
  'position-edited': 'position edited',
  'rolled-back': 'rolled back',
  'tournament-result': 'result',
  'tournament-replacement': 'seat changed',
};

function resultText(b: ConsoleBoard): string | null {
  const o = b.result?.outcome;
  if (!o) return b.over ? 'over: record the result' : null;
  if (o.kind === 'solo') return `solo ${o.winner}`;
  if (o.kind === 'draw') return `draw ${(o.members ?? []).length}-way`;
  return 'ended by time';
}

export function BoardCard({ board, onOpen, big = false }: { board: ConsoleBoard; onOpen?: (gameId: number) => void; big?: boolean }) {
  const powers = Object.keys(board.centers);
  const result = resultText(board);
  const body = (
    <>
      <header>
        <h2>Board {board.number}</h2>
        <span className="phase">{board.phase ?? '—'}</span>
      </header>
      <ul className="powers">
        {powers.map((p) => {
          const c = powerColours(p);
          const owes = board.owing.includes(p);
          return (
            <li key={p} className={owes ? 'owes' : board.ordersIn.includes(p) ? 'in' : ''} data-testid={`board-${board.number}-${p}`}>
              <span className="chip" style={{ background: c.main, color: c.ink }}>
                {p.slice(0, 3)}
              </span>
              <span className="who">{board.players[p] ?? ''}</span>
              <span className="sc">{board.centers[p]}</span>
              <span className="state">{owes ? 'owes' : board.ordersIn.includes(p) ? 'in' : ''}</span>
            </li>
          );
        })}
      </ul>
      <footer>
        <span>{board.owing.length === 0 ? (board.status === 'active' && !board.over ? 'all orders in' : '') : `${board.owing.length} to order`}</span>
        {board.yearsLeft !== null && (
          <span>{board.yearsLeft === 0 ? 'last year passed' : `${board.yearsLeft} year${board.yearsLeft === 1 ? '' : 's'} left`}</span>
        )}
        <span>adjudicated {clock(board.lastAdjudicated)}</span>
        {board.lastChange && (
          <span className="by" data-testid={`board-${board.number}-last`}>
            {CHANGE_WORDS[board.lastChange.action] ?? board.lastChange.action.replace(/-/g, ' ')} by {board.lastChange.by}
          </span>
        )}
        {result && (
          <strong className="result">
            {result}
            {board.result ? ` (by ${board.result.recordedBy})` : ''}
          </strong>
        )}
      </footer>
    </>
  );
  if (!onOpen) return <section className={`board-card${big ? ' big' : ''}`}>{body}</section>;
  return (
    <button className="board-card" data-testid={`open-board-${board.number}`} onClick={() => onOpen(board.gameId)} title={`Open ${board.gameName}`}>
      {body}
    </button>
  );
}
