// The room's screen (the projector, or a display's browser), read from the back of the room (issue
// 29 item 7): the round's boards, then the standings, in pages that turn by themselves every few
// seconds (the interval is the director's, kept for the next time; "off" stops on the page shown).
// Everything is laid out for the area it has, so nothing scrolls: see layout.ts. The arrow keys turn
// the pages by hand, Escape leaves.
import { useTranslation } from 'react-i18next';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { timeLeft } from '../RoundConsole';
import { useRound } from '../useRound';
import { fitBoards, fitStandings } from './layout';
import { RoomBoards } from './RoomBoards';
import { RoomStandings } from './RoomStandings';
import './room.css';

const STORED = 'adjutant.room.rotate';
export const INTERVALS = [0, 10, 15, 20, 30, 60] as const;

/** The interval in seconds: the address's `rotate=` first, then the last one chosen, else 20. */
function firstInterval(): number {
  const asked = Number(new URLSearchParams(window.location.search).get('rotate') ?? NaN);
  if (Number.isInteger(asked) && asked >= 0 && asked <= 3600) return asked;
  const kept = Number(globalThis.localStorage?.getItem(STORED) ?? NaN);
  return Number.isInteger(kept) && kept >= 0 && kept <= 3600 ? kept : 20;
}

function useArea(): [React.RefObject<HTMLDivElement | null>, { width: number; height: number; font: number } | null] {
  const ref = useRef<HTMLDivElement | null>(null);
  const [size, setSize] = useState<{ width: number; height: number; font: number } | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const font = parseFloat(getComputedStyle(el).fontSize) || 24;
      setSize((s) =>
        s && s.width === el.clientWidth && s.height === el.clientHeight && s.font === font ? s : { width: el.clientWidth, height: el.clientHeight, font },
      );
    };
    measure();
    const watch = new ResizeObserver(measure);
    watch.observe(el);
    return () => watch.disconnect();
  });
  return [ref, size];
}

export function RoomScreen({ tournament, onLeave }: { tournament: string; onLeave(): void }) {
  const { t: tr } = useTranslation('tournament');
  const { t } = useTranslation('room');
  const { data, standings, problem } = useRound(tournament, undefined);
  const [area, size] = useArea();
  const [page, setPage] = useState(0);
  const [interval, setIntervalSeconds] = useState(firstInterval);

  const boardsFit = data && size ? fitBoards(data.boards.length, size.width, size.height, size.font) : null;
  const standingsFit = standings && size ? fitStandings(standings.standings.length, data?.rounds ?? 0, size.width, size.height, size.font) : null;
  const boardPages = boardsFit?.pages ?? 1;
  const pages = boardPages + (standingsFit && standings && standings.standings.length > 0 ? standingsFit.pages : 0);
  const shown = page % pages;
  const turn = (step: number) => setPage((p) => ((((p % pages) + step) % pages) + pages) % pages);

  useEffect(() => {
    if (interval === 0 || pages < 2) return;
    const timer = setTimeout(() => turn(1), interval * 1000);
    return () => clearTimeout(timer);
  });

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight' || e.key === 'PageDown') turn(1);
      else if (e.key === 'ArrowLeft' || e.key === 'PageUp') turn(-1);
      else if (e.key === 'Escape') onLeave();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const choose = (seconds: number) => {
    setIntervalSeconds(seconds);
    globalThis.localStorage?.setItem(STORED, String(seconds));
  };

  const onBoards = shown < boardPages;
  const owing = data ? data.boards.reduce((a, b) => a + b.owing.length, 0) : 0;
  return (
    <div className="room" data-testid="room">
      {problem && (
        <div className="room-problem" role="alert">
          {problem}
        </div>
      )}
      {data && (
        <header className="room-head">
          <h1>{t('title', { tournament: data.tournament, round: data.round, rounds: data.rounds })}</h1>
          <span className="time" data-testid="time-left">
            {timeLeft(data, tr)}
          </span>
          <span className="owing">{owing === 0 ? tr('console.allIn') : tr('console.owed', { count: owing })}</span>
        </header>
      )}
      <div className="room-area" ref={area}>
        {data && boardsFit && onBoards && <RoomBoards boards={data.boards} fit={boardsFit} page={shown} />}
        {standings && standingsFit && !onBoards && (
          <RoomStandings standings={standings} rounds={data?.rounds ?? 0} fit={standingsFit} page={shown - boardPages} />
        )}
      </div>
      <footer className="room-foot">
        <span className="where" data-testid="room-page">
          {onBoards ? t('boards', { page: shown + 1, pages: boardPages }) : t('standings', { page: shown - boardPages + 1, pages: pages - boardPages })}
        </span>
        <button onClick={() => turn(-1)} aria-label={t('previous')} data-testid="room-previous">
          {t('previousShort')}
        </button>
        <button onClick={() => turn(1)} aria-label={t('next')} data-testid="room-next">
          {t('nextShort')}
        </button>
        <label>
          {t('turn')}
          <select value={interval} onChange={(e) => choose(Number(e.target.value))} data-testid="room-interval">
            {[...new Set([...INTERVALS, interval])].map((s) => (
              <option key={s} value={s}>
                {s === 0 ? t('off') : t('seconds', { count: s })}
              </option>
            ))}
          </select>
        </label>
        <button data-testid="projector" onClick={onLeave}>
          {tr('console.leaveProjector')}
        </button>
      </footer>
    </div>
  );
}
