// Convoy routes: chains of fleets in sea provinces from an army's province to its destination.
import type { EngineRules } from './engineRules';
import type { Workspace } from './workspace';

/**
 * Which seas a route may use. The board comes as an argument so that tests over the board alone are
 * shared functions (ANY_SEA, SEA_WITH_FLEET), not a closure made per search.
 */
export type SeaTest = (sea: number, board: Workspace) => boolean;

/** Every sea. */
export const ANY_SEA: SeaTest = () => true;

/** A sea with a fleet on it now. */
export const SEA_WITH_FLEET: SeaTest = (sea, board) => {
  const f = board.unitAt[sea];
  return f >= 0 && board.fleet[f] === 1;
};

/**
 * Whether a chain of sea provinces, each accepted by `ok`, links `from` to `to`. With `fromSea`
 * the chain starts at `from` itself (a sea); with `toSea` it must end at `to` (a sea); otherwise
 * the ends are the coastal provinces the first and last seas touch.
 */
export function fleetPathExists(board: Workspace, from: number, to: number, ok: SeaTest, fromSea = false, toSea = false): boolean {
  // `ok` may re-enter this search (through resolve), so each depth has its own marks and queue.
  const routes = board.routes;
  routes.enter(board.geo.n);
  try {
    return search(board, from, to, ok, fromSea, toSea, routes.seen, routes.mark, routes.queue);
  } finally {
    routes.leave();
  }
}

/** The seas a route may use in a legality check: any (4.E.1 a-c), or only seas with a fleet now (d). */
export function legalitySeas(rules: EngineRules): SeaTest {
  const legality = rules.options['4.E.1'];
  return legality === 'possible-now' || legality === 'possible-now-needed' ? SEA_WITH_FLEET : ANY_SEA;
}

/** Breadth-first over the seas; a sea enters `queue` at most once (it is marked seen first). */
function search(
  board: Workspace,
  from: number,
  to: number,
  ok: SeaTest,
  fromSea: boolean,
  toSea: boolean,
  seen: Int32Array,
  mark: number,
  queue: Int16Array,
): boolean {
  const geo = board.geo;
  let tail = 0;
  if (fromSea) {
    if (!ok(from, board)) return false;
    seen[from] = mark;
    queue[tail++] = from;
  } else {
    for (const s of geo.shoreSeas[from]) {
      seen[s] = mark;
      if (ok(s, board)) queue[tail++] = s;
    }
  }
  const ends = geo.shoreSeas[to];
  for (let head = 0; head < tail; head++) {
    const s = queue[head];
    if (toSea ? s === to : ends.includes(s)) return true;
    for (const t of geo.seaNext[s]) {
      if (seen[t] === mark) continue;
      seen[t] = mark;
      if (ok(t, board)) queue[tail++] = t;
    }
  }
  return false;
}

/**
 * The seas that lie on at least one simple route (no sea twice) from `from` to `to` through seas
 * accepted by `ok`. Routes are few and short (they run through ordered fleets), so a depth-first
 * walk over them is cheap.
 */
export function seasOnRoutes(board: Workspace, from: number, to: number, ok: SeaTest): Set<number> {
  const geo = board.geo;
  const on = new Set<number>();
  const stack: number[] = [];
  const inStack = new Uint8Array(geo.n);
  const ends = geo.shoreSeas[to];
  const walk = (sea: number): void => {
    stack.push(sea);
    inStack[sea] = 1;
    if (ends.includes(sea)) for (const s of stack) on.add(s);
    for (const next of geo.seaNext[sea]) if (!inStack[next] && ok(next, board)) walk(next);
    stack.pop();
    inStack[sea] = 0;
  };
  for (const s of geo.shoreSeas[from]) if (ok(s, board)) walk(s);
  return on;
}
