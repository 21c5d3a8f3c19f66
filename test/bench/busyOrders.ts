// A movement phase ordered the way a table of ten orders one (issue 31, item 7's workload): every unit
// gets an order. Fleets at sea carry an army of their own power across to another coast of the same
// sea where they can; about half of the other units move; every unit left supports a move into a
// province next to it, else a neighbour that holds, else holds. Seeded, so every run times the same
// orders.
import type { GameMap } from '../../engine/map/types';
import type { GivenOrder, Position, Unit, UnitSpec } from '../../engine/types';
import { rng } from '../support/randomBoard';

const spec = (u: Unit): UnitSpec => ({ type: u.type, province: u.province, coast: u.coast, power: null });

export function busyOrders(map: GameMap, position: Position, seed: number): GivenOrder[] {
  const r = rng(seed);
  const at = new Map(position.units.map((u) => [u.province, u]));
  const given = new Map<Unit, GivenOrder>();
  const moves: { unit: Unit; to: string }[] = [];
  const move = (u: Unit, to: string, coast: Unit['coast'], viaConvoy: boolean): void => {
    given.set(u, { power: u.power, order: { kind: 'move', unit: spec(u), to, coast, viaConvoy, path: null } });
    moves.push({ unit: u, to });
  };
  // Convoys: a fleet in a sea province, an army of its power on a shore of that sea, another shore.
  for (const fleet of position.units) {
    if (fleet.type !== 'F' || map.province(fleet.province)?.kind !== 'sea' || r() < 0.3) continue;
    const shores = map.fleetNeighbours({ province: fleet.province, coast: null }).map((l) => l.province);
    const army = shores.map((p) => at.get(p)).find((u) => u && u.type === 'A' && u.power === fleet.power && !given.has(u));
    const to = shores.filter((p) => p !== army?.province && map.province(p)?.kind === 'coast');
    if (!army || to.length === 0) continue;
    const dest = to[Math.floor(r() * to.length)];
    given.set(fleet, { power: fleet.power, order: { kind: 'convoy', unit: spec(fleet), army: spec(army), to: dest } });
    move(army, dest, null, true);
  }
  // Moves for about half of the rest.
  for (const u of position.units) {
    if (given.has(u) || r() < 0.5) continue;
    const options =
      u.type === 'A'
        ? map.armyNeighbours(u.province).map((p) => ({ province: p, coast: null }))
        : map.fleetNeighbours({ province: u.province, coast: u.coast });
    if (options.length === 0) continue;
    const o = options[Math.floor(r() * options.length)];
    move(u, o.province, o.coast, false);
  }
  // Supports from everyone left: a move into a neighbouring province, else a neighbour that holds.
  for (const u of position.units) {
    if (given.has(u)) continue;
    const reach = new Set(
      u.type === 'A' ? map.armyNeighbours(u.province) : map.fleetNeighbours({ province: u.province, coast: u.coast }).map((l) => l.province),
    );
    const helped = moves.find((m) => m.unit !== u && reach.has(m.to));
    if (helped) {
      given.set(u, { power: u.power, order: { kind: 'support', unit: spec(u), target: spec(helped.unit), to: helped.to, coast: null } });
      continue;
    }
    const holder = [...reach].map((p) => at.get(p)).find((v) => v && !moves.some((m) => m.unit === v));
    given.set(
      u,
      holder
        ? { power: u.power, order: { kind: 'support', unit: spec(u), target: spec(holder), to: null, coast: null } }
        : { power: u.power, order: { kind: 'hold', unit: spec(u) } },
    );
  }
  return position.units.map((u) => given.get(u)!);
}
