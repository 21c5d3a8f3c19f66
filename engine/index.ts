// The engine's public API: load a map, validate a position where it comes in, read orders, adjudicate a phase.
export * from './types';
export * from './result';
export type { GameMap, MapData, MapError, Province, ProvinceData, ProvinceKind, PowerData } from './map/types';
export { adjudicate, type PhaseResult } from './adjudicate/index';
export * from './rules/index';
export { withRetreatOptions } from './adjudicate/retreat';
export { engineRules, type EngineRules } from './adjudicate/engineRules';
export { adjustmentsDue } from './adjudicate/adjustment';
export { phaseName, phaseAfter } from './game/phase';
export { validatePosition, InvalidPositionError, POSITION_FAULT_CODES, type PositionFault, type PositionFaultCode } from './game/position';
export * from './orders/index';
export * from './report/index';
export { loadMap } from './map/load';
export { standardMap, mapOf, VARIANTS, type Variant } from './map/standard';
export * from './draw/index';
export { mulberry32 } from './random';
