// Convoy routes: chains of fleets in sea provinces from an army's province to its destination.
import type { Board } from './board';

/**
 * Whether a chain of sea provinces, each accepted by `ok`, links `from` to `to`. With `fromSea`
 * the chain starts at `from` itself (a sea); with `toSea` it must end at `to` (a sea); otherwise
 * the ends are the coastal provinces the first and last seas touch.
 */
export function fleetPathExists(
  board: Board,
  from: number,
  to: number,
  ok: (sea: number) => boolean,
  fromSea = false,
  toSea = false,
): boolean {
  const geo = board.geo;
  // `ok` may re-enter this search (through resolve), so each depth has its own marks.
  if (!pool[depth] || pool[depth].length < geo.n) pool[depth] = new Uint8Array(Math.max(256, geo.n));
  const seen = pool[depth];
  seen.fill(0, 0, geo.n);
  depth++;
  try {
    return search(board, from, to, ok, fromSea, toSea, seen);
  } finally {
    depth--;
  }
}

const pool: Uint8Array[] = [];
let depth = 0;

function search(board: Board, from: number, to: number, ok: (sea: number) => boolean, fromSea: boolean, toSea: boolean, seen: Uint8Array): boolean {
  const geo = board.geo;
  const queue: number[] = [];
  if (fromSea) {
    if (!ok(from)) return false;
    seen[from] = 1;
    queue.push(from);
  } else {
    for (const s of geo.shoreSeas[from]) {
      seen[s] = 1;
      if (ok(s)) queue.push(s);
    }
  }
  const ends = geo.shoreSeas[to];
  for (let head = 0; head < queue.length; head++) {
    const s = queue[head];
    if (toSea ? s === to : ends.includes(s)) return true;
    for (const t of geo.seaNext[s]) {
      if (seen[t]) continue;
      seen[t] = 1;
      if (ok(t)) queue.push(t);
    }
  }
  return false;
}

/**
 * The seas that lie on at least one simple route (no sea twice) from `from` to `to` through seas
 * accepted by `ok`. Routes are few and short (they run through ordered fleets), so a depth-first
 * walk over them is cheap.
 */
export function seasOnRoutes(board: Board, from: number, to: number, ok: (sea: number) => boolean): Set<number> {
  const geo = board.geo;
  const on = new Set<number>();
  const stack: number[] = [];
  const inStack = new Uint8Array(geo.n);
  const ends = geo.shoreSeas[to];
  const walk = (sea: number): void => {
    stack.push(sea);
    inStack[sea] = 1;
    if (ends.includes(sea)) for (const s of stack) on.add(s);
    for (const next of geo.seaNext[sea]) if (!inStack[next] && ok(next)) walk(next);
    stack.pop();
    inStack[sea] = 0;
  };
  for (const s of geo.shoreSeas[from]) if (ok(s)) walk(s);
  return on;
}
