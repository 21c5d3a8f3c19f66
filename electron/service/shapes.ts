// Shape checks for the engine's data when it arrives from outside (structured orders over IPC, a
// position the GM sets up, an imported game): right fields, right types, nothing else. Whether the
// content makes sense on the map is asked elsewhere (the engine's validatePosition for positions, the engine for orders).
import { COASTS, PHASE_TYPES, SEASONS, UNIT_TYPES, type GivenOrder, type Order, type Position } from '../../engine/index';
import { anything, array, bool, int, nullable, object, oneOf, optional, record, str, tagged, type Check } from './validate';

const id = str({ min: 1, max: 64 });
const coast = nullable(oneOf(COASTS));
const unitType = oneOf(UNIT_TYPES);

export const phaseShape = object({ season: oneOf(SEASONS), year: int({ min: 1, max: 9999 }), type: oneOf(PHASE_TYPES) });

// `builtAt` decides civil-disorder removals under 4.D.8 least-recently-built: dropping it on import would change results.
const unitFields = { power: id, type: unitType, province: id, coast, builtAt: optional(int({ min: 0, max: 1_000_000 })) };

export const unitShape = object(unitFields);

const dislodgedShape = object({
  ...unitFields,
  attackerFrom: id,
  viaConvoy: bool,
  retreats: optional(array(str({ max: 16 }), { max: 100 })),
});

export const positionShape: Check<Position> = object({
  variant: id,
  phase: phaseShape,
  units: array(unitShape, { max: 1000 }),
  dislodged: array(dislodgedShape, { max: 1000 }),
  standoffs: array(id, { max: 1000 }),
  supplyCenters: record(array(id, { max: 1000 })),
  civilDisorder: optional(array(id, { max: 64 })),
  proxies: optional(array(object({ province: id, power: id }), { max: 1000 })),
});

const unitSpec = object({ type: nullable(unitType), province: id, coast, power: nullable(id) });

const orderShapes = {
  hold: object({ kind: oneOf(['hold'] as const), unit: unitSpec }),
  move: object({
    kind: oneOf(['move'] as const),
    unit: unitSpec,
    to: id,
    coast,
    viaConvoy: bool,
    path: nullable(array(id, { max: 50 })),
  }),
  support: object({ kind: oneOf(['support'] as const), unit: unitSpec, target: unitSpec, to: nullable(id), coast }),
  convoy: object({ kind: oneOf(['convoy'] as const), unit: unitSpec, army: unitSpec, to: id }),
  retreat: object({ kind: oneOf(['retreat'] as const), unit: unitSpec, to: id, coast }),
  disband: object({ kind: oneOf(['disband'] as const), unit: unitSpec }),
  build: object({ kind: oneOf(['build'] as const), unitType: nullable(unitType), province: id, coast }),
  remove: object({ kind: oneOf(['remove'] as const), unit: unitSpec }),
  waive: object({ kind: oneOf(['waive'] as const) }),
} satisfies Record<Order['kind'], unknown>;

export const orderShape: Check<Order> = tagged('kind', orderShapes);

export const givenOrderShape: Check<GivenOrder> = object({ power: id, order: orderShape, text: optional(str({ max: 1000 })) });

/** Any JSON value, for fields kept as they are (diagnostics, event details). */
export const json = anything;

/** A payload that names one game and nothing else. */
export const gameRefShape = object({ gameId: int({ min: 1 }) });
