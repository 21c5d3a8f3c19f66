// The end-to-end tests' and the benchmark's handle on a board shown on screen: where a province's
// unit stands (to drag it as a mouse would), how large the pieces are drawn, and a bounded log of the
// board's drawings (window.__adjutantBoard, window.__adjutantDraws). The screens that show a
// board install it; the Board itself only reports its view and its drawings through props.
import { useCallback, useEffect } from 'react';
import type { DrawnSizes } from './measure';

/** What a board on screen can say about itself. */
export interface BoardView {
  clientPoint(province: string, coast?: string): { x: number; y: number } | null;
  /** The drawn pieces' sizes on screen at the current zoom. */
  sizes(): DrawnSizes;
}

/**
 * One drawing of the board's pieces: what was shown (phase), and when it started and ended. The
 * layer of a dragged unit is logged as phase 'drag', the map's (provinces, centres) as 'map'.
 */
export interface DrawRecord {
  phase: string;
  start: number;
  end: number;
}

declare global {
  interface Window {
    __adjutantBoard?: BoardView;
    /** The last drawings of the board, for the end-to-end benchmark (a bounded log). */
    __adjutantDraws?: DrawRecord[];
  }
}

const LOG = 500;

/** The props that connect a Board to the window's handle. */
export function useBoardProbe(): { onView(view: BoardView | null): void; onDraw(record: DrawRecord): void } {
  useEffect(
    () => () => {
      delete window.__adjutantBoard;
    },
    [],
  );
  const onView = useCallback((view: BoardView | null) => {
    if (view) window.__adjutantBoard = view;
    else delete window.__adjutantBoard;
  }, []);
  const onDraw = useCallback((record: DrawRecord) => {
    const log = (window.__adjutantDraws ??= []);
    log.push(record);
    if (log.length > LOG) log.splice(0, log.length - LOG);
  }, []);
  return { onView, onDraw };
}
