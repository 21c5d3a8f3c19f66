// The board first, the panels right after: when a new game or phase arrives (a commit's results),
// the render that brings it to the board leaves the panels around it (toolbar, side panel, the
// board's description and legend) as last drawn, and React renders them with it at once after
// (`useDeferredValue`). The board's redraw does not wait for the results list, the order list and
// the history; what the screen shows once both renders are done is the same.
// Otherwise a part is drawn again only when its props changed: the click on Commit re-renders the
// screen for its busy flag, and the board's description and legend need nothing from it.
import { isValidElement, memo, useCallback, useDeferredValue, type ReactNode } from 'react';

/** The same component with the same key and props, each the same value. */
function sameElement(a: ReactNode, b: ReactNode): boolean {
  if (!isValidElement(a) || !isValidElement(b) || a.type !== b.type || a.key !== b.key) return false;
  const x = a.props as Record<string, unknown>;
  const y = b.props as Record<string, unknown>;
  const keys = Object.keys(x);
  return keys.length === Object.keys(y).length && keys.every((k) => Object.is(x[k], y[k]));
}

/** Its children as last drawn while `still`, or while they are the same; drawn anew otherwise (and always when first shown). */
const Hold = memo(
  ({ children }: { still: boolean; children: ReactNode }) => children,
  (before, next) => next.still || sameElement(before.children, next.children),
);

/** Wraps a part of the screen that follows `game` and `phase` one render after the board. */
export function useHold(game: unknown, phase: unknown): (part: ReactNode) => ReactNode {
  const gameLater = useDeferredValue(game);
  const phaseLater = useDeferredValue(phase);
  const still = gameLater !== game || phaseLater !== phase;
  return useCallback((part: ReactNode) => <Hold still={still}>{part}</Hold>, [still]);
}
