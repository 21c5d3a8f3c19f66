// The game screen's own state in one place: the gesture mode, the signals it sends down (fit the
// board, print, focus the order box), its messages and the one dialog open over it; and the tab,
// chosen per phase (a past phase opens on its results, the phase to play on its orders).
import { useState } from 'react';
import type { GestureMode } from '../../board/Board';
import type { Tab } from '../SidePanel';

export type Dialog = 'rules' | 'position' | 'projector' | 'help' | 'mail' | null;

export interface ScreenState {
  mode: GestureMode;
  /** Signals: each change asks once. */
  fit: number;
  print: number;
  focusBox: number;
  notice: string | null;
  info: string | null;
  dialog: Dialog;
}

const START: ScreenState = { mode: 'move', fit: 0, print: 0, focusBox: 0, notice: null, info: null, dialog: null };

export function useScreen() {
  const [s, set] = useState(START);
  const patch = (p: Partial<ScreenState>) => set((cur) => ({ ...cur, ...p }));
  return {
    ...s,
    setMode: (mode: GestureMode) => patch({ mode }),
    fitBoard: () => set((cur) => ({ ...cur, fit: cur.fit + 1 })),
    printReport: () => set((cur) => ({ ...cur, print: cur.print + 1 })),
    focusOrderBox: () => set((cur) => ({ ...cur, focusBox: cur.focusBox + 1 })),
    setNotice: (notice: string | null) => patch({ notice }),
    setInfo: (info: string | null) => patch({ info, notice: null }),
    open: (dialog: Dialog) => patch({ dialog }),
    close: () => patch({ dialog: null }),
  };
}

export type Screen = ReturnType<typeof useScreen>;

/**
 * The tab shown: the one picked for this phase as it is now (open or decided), or, when the phase or
 * its state changed since, the one picked then, moved from orders to results for a past phase with
 * results and back for the phase to play.
 */
export function usePhaseTab(seq: number | null, editable: boolean, hasResults: boolean): [Tab, (tab: Tab) => void] {
  const at = `${seq}:${editable}`;
  const [picked, setPicked] = useState<{ at: string; tab: Tab }>({ at: '', tab: 'orders' });
  let tab = picked.tab;
  if (picked.at !== at) {
    if (hasResults && !editable && tab === 'orders') tab = 'results';
    if (editable && tab === 'results') tab = 'orders';
  }
  return [tab, (next: Tab) => setPicked({ at, tab: next })];
}
