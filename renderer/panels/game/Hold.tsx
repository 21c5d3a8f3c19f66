// The board first, the panels right after: when a new game or phase arrives (a commit's results),
// the render that brings it to the board leaves the panels around it (toolbar, side panel, the
// board's description and legend) as last drawn, and React renders them with it at once after
// (`useDeferredValue`). The board's redraw does not wait for the results list, the order list and
// the history; what the screen shows once both renders are done is the same.
import { memo, useCallback, useDeferredValue, type ReactNode } from 'react';

/** Its children as last drawn while `still`; drawn anew otherwise (and always when first shown). */
const Hold = memo(
  ({ children }: { still: boolean; children: ReactNode }) => children,
  (_before, next) => next.still,
);

/** Wraps a part of the screen that follows `game` and `phase` one render after the board. */
export function useHold(game: unknown, phase: unknown): (part: ReactNode) => ReactNode {
  const gameLater = useDeferredValue(game);
  const phaseLater = useDeferredValue(phase);
  const still = gameLater !== game || phaseLater !== phase;
  return useCallback((part: ReactNode) => <Hold still={still}>{part}</Hold>, [still]);
}
