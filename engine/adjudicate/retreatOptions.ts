// Where a dislodged unit may retreat (DATC 5.B.11): a place it could move to directly, that is empty
// after the movement phase, was not left empty by a standoff, and is not where its attacker came
// from (unless the attacker came by convoy and 4.A.5 b allows it).
import type { Coast, DislodgedUnit } from '../types';
import type { EngineRules } from './engineRules';
import { type Geo, canReach } from './geo';
import { lookup } from './names';
import type { Ints } from './workspace';

export function retreatOptions(geo: Geo, d: DislodgedUnit, occupied: Ints, contested: Ints, rules: EngineRules): string[] {
  const from = lookup(geo.provinces, d.province);
  const attacker = lookup(geo.provinces, d.attackerFrom);
  const out: string[] = [];
  for (let p = 0; p < geo.n; p++) {
    if (occupied[p] || contested[p]) continue;
    if (p === attacker && !(d.viaConvoy && rules.retreatToConvoyOrigin)) continue;
    if (!canReach(geo, d.type, from, d.coast, p)) continue;
    const id = geo.ids[p];
    if (d.type === 'F' && geo.split[p]) {
      for (const c of geo.coastsTo(geo.locOf(from, d.coast), p) as Coast[]) out.push(`${id}/${c}`);
    } else out.push(id);
  }
  return out;
}
