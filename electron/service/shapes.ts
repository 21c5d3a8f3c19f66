// Shape checks for the engine's data when it arrives from outside (structured orders over IPC, a
// position the GM sets up, an imported game): right fields, right types. Whether the content makes
// sense on the map is asked elsewhere (setup.ts for positions, the engine for orders).
import { COASTS, PHASE_TYPES, SEASONS, UNIT_TYPES, type GivenOrder, type Order, type Position } from '../../engine/index';
import { anything, array, bool, int, nullable, object, oneOf, optional, record, str, tagged, type Check } from './validate';

const id = str({ min: 1, max: 64 });
const coast = nullable(oneOf(COASTS));
const unitType = oneOf(UNIT_TYPES);

export const phaseShape = object({ season: oneOf(SEASONS), year: int({ min: 1, max: 9999 }), type: oneOf(PHASE_TYPES) });

export const unitShape = object({ power: id, type: unitType, province: id, coast });

const dislodgedShape = object({
  power: id,
  type: unitType,
  province: id,
  coast,
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
});

const unitSpec = object({ type: nullable(unitType), province: id, coast, power: nullable(id) });

const orderShapes: Record<Order['kind'], Check<Order>> = {
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
};

export const orderShape: Check<Order> = tagged('kind', orderShapes);

export const givenOrderShape: Check<GivenOrder> = object({ power: id, order: orderShape, text: optional(str({ max: 1000 })) });

/** Any JSON value, for fields kept as they are (diagnostics, event details). */
export const json = anything;
