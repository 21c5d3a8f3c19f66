// DATC v3.0 4.E.1: a convoy order is legal only when its fleet is needed for some convoy route of
// the army (6.G.19). A route needs every one of its fleets when it has no shortcut: a chain of
// seas, each holding a fleet, where only the first sea touches the army's province, only the last
// touches the destination, and no two seas touch unless they follow each other. The fleet is needed
// when it lies on such a chain. The map has few seas, so a depth-first search over the chains is
// cheap; it stops at the first chain through the fleet.
import type { Workspace } from './workspace';
import { SEA_WITH_FLEET } from './convoyPaths';

/** Whether the fleet in sea `fleetSea` lies on a chain without shortcut from `from` to `to`. */
export function fleetNeededOnRoute(board: Workspace, from: number, fleetSea: number, to: number): boolean {
  const geo = board.geo;
  const touches = (sea: number, p: number): boolean => geo.shoreSeas[p].includes(sea);
  const chain: number[] = [];
  const extend = (sea: number): boolean => {
    chain.push(sea);
    let found = false;
    if (touches(sea, to)) found = chain.includes(fleetSea);
    else {
      for (const next of geo.seaNext[sea]) {
        if (!SEA_WITH_FLEET(next, board) || touches(next, from) || chain.includes(next)) continue;
        // A sea touching an earlier sea of the chain would be a shortcut.
        if (chain.some((c, k) => k < chain.length - 1 && geo.seaAdj[c * geo.n + next] === 1)) continue;
        if (extend(next)) {
          found = true;
          break;
        }
      }
    }
    chain.pop();
    return found;
  };
  return geo.shoreSeas[from].some((first) => SEA_WITH_FLEET(first, board) && extend(first));
}
