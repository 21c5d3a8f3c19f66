// The shape of one adjudication input (a position with orders, as JSON): which fields there are and
// their JSON types, as a zod schema, like every other entrance (IPC payloads and game files,
// electron/service/validate.ts). What the values mean on the map (a province by any alias, a unit
// where it can stand, an order's text) is read afterwards by input.ts and inputUnits.ts.
import { array, bool, checkAll, int, nullable, object, optional, record, str } from '../service/validate';
import type { Problems } from './problems';

/** Phase codes have four digits for the year (S1901M); a game's years count up from its start. */
export const MAX_YEAR = 9999;

const name = str({ max: 200 });
// builtAt: when the unit was built (a year, or any order of builds), read by 4.D.8's least-recently-built rule.
const unitFields = { power: name, type: name, province: name, coast: optional(nullable(name)), builtAt: optional(int({ min: 0, max: 1_000_000 })) };

export const inputShape = object({
  variant: optional(name),
  phase: object({ season: name, year: int({ min: 1, max: MAX_YEAR, of: 'years' }), type: name }),
  units: array(object(unitFields), { max: 1000 }),
  dislodged: optional(
    array(object({ ...unitFields, attackerFrom: name, viaConvoy: optional(bool), retreats: optional(array(name, { max: 100 })) }), { max: 1000 }),
  ),
  standoffs: optional(array(name, { max: 1000 })),
  supplyCenters: optional(record(array(name, { max: 1000 }))),
  civilDisorder: optional(array(name, { max: 100 })),
  proxies: optional(array(object({ province: name, power: name }), { max: 1000 })),
  orders: optional(array(object({ power: name, text: str({ max: 10_000 }) }), { max: 10_000 })),
  options: optional(record(str({ max: 64 }))),
});

/** Adds a fault for every place where the input is not of this shape; answers whether it is. */
export function checkShape(raw: unknown, problems: Problems): boolean {
  const shaped = checkAll(inputShape, raw);
  if (shaped.ok) return true;
  for (const p of shaped.error) problems.add(p.path, p.message);
  return false;
}
