// The projector view: the board alone at the full size of the screen, for the room. Above it the
// phase, the phase clock (Space starts and pauses it, R resets, ↑/↓ add or take a minute) and the
// powers still owing orders; after adjudication the board draws the results. P enters and leaves.
import { useTranslation } from 'react-i18next';
import { useEffect, useRef } from 'react';
import { Board } from '../board/Board';
import { useBoardProbe } from '../board/probe';
import { Legend } from '../board/Legend';
import { usePlaceNames } from '../i18n/placeNames';
import { SCREEN_SIZES, type BoardGeometry, type BoardSizes, type GameMap, type GivenOrder, type OrderResult, type Position } from '../../engine/index';
import { formatClock, type Clock } from '../state/useClock';
import { useSize } from '../state/useSize';
import { unorderedUnits } from './unordered';

/**
 * The pieces for a room: units at least 48 px across on a 1920x1080 wall (they are 30 px on the
 * desk), their marks and the province names large enough to read from the back of the room.
 */
export const PROJECTOR_SIZES: BoardSizes = {
  ...SCREEN_SIZES,
  unitScale: 1.75,
  labelSize: SCREEN_SIZES.labelSize * 1.35,
  seaLabelSize: SCREEN_SIZES.seaLabelSize * 1.35,
  labelGap: 9,
  markScale: 1.5,
};

/** On a smaller wall (a 1366-wide beamer) the pieces grow less, so neighbours' names stay clear. */
const SMALL_WALL_SIZES: BoardSizes = {
  ...PROJECTOR_SIZES,
  unitScale: 1.35,
  labelSize: SCREEN_SIZES.labelSize * 1.2,
  seaLabelSize: SCREEN_SIZES.seaLabelSize * 1.2,
};

interface Props {
  map: GameMap;
  geometry: BoardGeometry;
  phaseName: string;
  /** The game's report language: the labels drawn (Board's labelLanguage). */
  labelLanguage: string;
  position: Position;
  orders: GivenOrder[];
  results: OrderResult[] | null;
  clock: Clock;
  onLeave(): void;
}

export function ProjectorView({ map, geometry, phaseName, labelLanguage, position, orders, results, clock, onLeave }: Props) {
  const { t } = useTranslation('projector');
  const root = useRef<HTMLDivElement>(null);
  const [boardRef, size] = useSize<HTMLDivElement>();
  const probe = useBoardProbe();
  const names = usePlaceNames(map);
  useEffect(() => {
    root.current?.focus();
    // Full screen where the browser allows it; the view fills the window either way.
    root.current?.requestFullscreen?.().catch(() => undefined);
    return () => {
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
  }, []);
  const owing = results ? [] : [...new Set(unorderedUnits(map, position, orders).map((u) => u.power))];
  const onKey = (e: React.KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      p: onLeave,
      Escape: onLeave,
      ' ': clock.toggle,
      r: () => clock.reset(),
      ArrowUp: () => clock.add(60_000),
      ArrowDown: () => clock.add(-60_000),
    };
    const run = keys[e.key];
    if (run) {
      e.preventDefault();
      e.stopPropagation();
      run();
    }
  };
  return (
    <div ref={root} className="projector" tabIndex={-1} onKeyDown={onKey} data-testid="projector">
      <header>
        <span className="phase" data-testid="projector-phase">
          {results ? t('results', { phase: phaseName }) : phaseName}
        </span>
        <span
          className={`clock ${clock.running ? 'running' : 'paused'} ${clock.left <= 60_000 ? 'late' : ''}`}
          data-testid="projector-clock"
          title={t('clockKeys')}
        >
          {formatClock(clock.left)}
          {!clock.running && <small> {t('paused')}</small>}
        </span>
        <span className="owing" data-testid="projector-owing">
          {results ? t('adjudicated') : owing.length ? t('due', { powers: owing.map(names.power).join(', ') }) : t('allIn')}
        </span>
      </header>
      <div className="projector-board" ref={boardRef}>
        {size.width > 0 && (
          <Board
            map={map}
            geometry={geometry}
            position={position}
            orders={orders}
            results={results}
            editable={false}
            mode="move"
            onChange={() => undefined}
            width={size.width}
            height={size.height}
            labelLanguage={labelLanguage}
            sizes={size.width >= 1600 ? PROJECTOR_SIZES : SMALL_WALL_SIZES}
            {...probe}
          />
        )}
        <Legend map={map} position={position} />
      </div>
    </div>
  );
}
