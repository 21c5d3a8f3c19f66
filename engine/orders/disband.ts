// Disband and remove: `A Par D`, `disband F lon` (a disband in a retreat phase, a removal in an
// adjustment phase, as players use the one word for both), `Remove F lon`, `F lon remove`.
import type { Order, UnitSpec } from '../types';
import type { Reader } from './reader';

/** `disband`/`D` becomes a removal in an adjustment phase; `remove` is always a removal. */
export function disbandOrRemove(r: Reader, unit: UnitSpec, explicitRemove: boolean): Order {
  if (explicitRemove || r.options.phase === 'adjustment') return { kind: 'remove', unit };
  return { kind: 'disband', unit };
}
