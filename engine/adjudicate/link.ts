// The static relations between accepted orders: who attacks which province, which fleets could
// carry each army, which armies go by convoy (4.A.3, 4.A.6), which supports match (4.B.4, 4.D.9),
// and which moves meet head to head.
import { type Board, CONVOY, MOVE, SUPPORT, addTo } from './board';
import { ANY_SEA, fleetPathExists } from './convoyPaths';
import type { EngineRules } from './engineRules';

export function link(board: Board, rules: EngineRules): void {
  const { n, kind, dest, ref } = board;
  linkAttackers(board);
  for (let u = 0; u < n; u++) {
    if (kind[u] === CONVOY) {
      const a = ref[u];
      if (kind[a] === MOVE && dest[a] === dest[u] && !board.doomed[a] && onWrittenPath(board, a, u, rules)) addTo(board.convoyFleets, a, u);
    }
  }
  for (let u = 0; u < n; u++) if (kind[u] === MOVE && !board.fleet[u] && !board.doomed[u]) decideConvoy(board, u, rules);
  for (let u = 0; u < n; u++) {
    if (kind[u] === SUPPORT) {
      const j = ref[u];
      if (supportMatches(board, u, j, rules)) addTo(board.supporters, j, u);
    }
  }
  linkHeadToHead(board);
}

/** Who attacks which province, as a counting sort of the moves by target (see Board.attackFrom). */
function linkAttackers(board: Board): void {
  const { n, kind, dest, doomed, attackFrom, attackList } = board;
  const m = board.geo.n;
  attackFrom.fill(0, 0, m + 1);
  for (let u = 0; u < n; u++) if (kind[u] === MOVE && !doomed[u]) attackFrom[dest[u]]++;
  // Each province's end (the count up to and including it)...
  for (let p = 1; p < m; p++) attackFrom[p] += attackFrom[p - 1];
  attackFrom[m] = m > 0 ? attackFrom[m - 1] : 0;
  // ...moved back to its start by filling from the end, the last unit first, so that each province
  // lists its attackers in unit order.
  for (let u = n - 1; u >= 0; u--) if (kind[u] === MOVE && !doomed[u]) attackList[--attackFrom[dest[u]]] = u;
}

/** Head-to-head pairs: two moves into each other's province, neither by convoy. */
export function linkHeadToHead(board: Board): void {
  const { n, kind, dest } = board;
  for (let u = 0; u < n; u++) {
    board.h2h[u] = -1;
    if (kind[u] !== MOVE || board.byConvoy[u] || board.doomed[u]) continue;
    const j = board.unitAt[dest[u]];
    if (j >= 0 && kind[j] === MOVE && dest[j] === board.prov[u] && !board.byConvoy[j] && !board.doomed[j]) board.h2h[u] = j;
  }
}

/** 4.A.6 b/c: a written path restricts the route to its seas. */
function onWrittenPath(board: Board, a: number, f: number, rules: EngineRules): boolean {
  const path = board.pathSeas[a];
  if (rules.pathSpec === 'ignored' || !path) return true;
  return path.includes(board.prov[f]);
}

function supportMatches(board: Board, s: number, j: number, rules: EngineRules): boolean {
  const d = board.dest[s];
  if (d < 0) {
    if (board.kind[j] === MOVE) return false;
    // 4.D.9 a: a unit of a power in civil disorder receives no hold support.
    return !(rules.options['4.D.9'] === 'fails' && board.civilDisorder[board.power[j]]);
  }
  if (board.kind[j] !== MOVE || board.dest[j] !== d || board.doomed[j]) return false;
  if (!board.geo.split[d] || !board.fleet[j]) return true;
  return supportCoastMatches(board, s, j, rules);
}

/** 4.B.4: the coast in a support of a fleet's move to a split-coast province. */
function supportCoastMatches(board: Board, s: number, j: number, rules: EngineRules): boolean {
  const written = board.destCoast[s];
  const moving = board.destCoast[j];
  const geo = board.geo;
  const d = board.dest[j];
  switch (rules.options['4.B.4']) {
    case 'ignored':
      return true;
    case 'optional-must-match':
      return written === null || written === moving;
    case 'required':
      return written === moving;
    case 'default-coast':
      return (written ?? geo.map.provinces[d].coasts[0]) === moving;
    case 'same-power-or-one-coast': {
      if (written !== null) return written === moving;
      const reach = geo.coastsTo(geo.locOf(board.prov[j], board.units[j].coast), d);
      return board.power[s] === board.power[j] || reach.length === 1;
    }
  }
}

/** Whether army u goes by convoy (4.A.3; 4.A.6 c: without a written path a convoy cannot start). */
function decideConvoy(board: Board, u: number, rules: EngineRules): void {
  const geo = board.geo;
  const from = board.prov[u];
  const to = board.dest[u];
  const adjacent = geo.armyAdj[from * geo.n + to] === 1;
  if (rules.pathSpec === 'required' && !board.pathSeas[u]) board.convoyFleets[u] = [];
  if (!adjacent) {
    board.byConvoy[u] = 1;
    return;
  }
  const possible = board.convoyFleets[u].length > 0 && convoyPossible(board, u, from, to);
  const o = board.unitAt[to];
  const opposite = o >= 0 && board.kind[o] === MOVE && board.dest[o] === from && !board.doomed[o];
  switch (rules.adjacentConvoy) {
    case 'a':
      board.byConvoy[u] = possible ? 1 : 0;
      return;
    case 'b':
      board.byConvoy[u] = possible && opposite ? 1 : 0;
      return;
    case 'c':
      // Decided after the convoys are adjudicated (movement.ts): overland until then.
      board.swapPending[u] = possible && opposite ? 1 : 0;
      return;
    case 'e':
      board.byConvoy[u] = board.viaWritten[u];
      return;
    case 'd':
      board.byConvoy[u] = possible && (board.viaWritten[u] === 1 || ownFleetShowsIntent(board, u, from, to)) ? 1 : 0;
      return;
    case 'v3':
      // DATC v3.0: intent alone decides; without a convoy that works the move fails, no land fallback.
      board.byConvoy[u] = board.viaWritten[u] === 1 || ownFleetShowsIntent(board, u, from, to) ? 1 : 0;
  }
}

/** Whether army u's convoying fleets form a route (apart, so armies without any skip the closure). */
function convoyPossible(board: Board, u: number, from: number, to: number): boolean {
  const fleets = board.convoyFleets[u];
  const onFleets = (s: number): boolean => {
    const f = board.unitAt[s];
    return f >= 0 && fleets.includes(f);
  };
  return fleetPathExists(board, from, to, onFleets);
}

/** 4.A.3 d and v3.0: an own fleet ordered to convoy, lying on a route the map allows at all (6.G.6, not 6.G.7). */
function ownFleetShowsIntent(board: Board, u: number, from: number, to: number): boolean {
  return board.convoyFleets[u].some((f) => {
    if (board.power[f] !== board.power[u]) return false;
    const s = board.prov[f];
    return fleetPathExists(board, from, s, ANY_SEA, false, true) && fleetPathExists(board, s, to, ANY_SEA, true, false);
  });
}
