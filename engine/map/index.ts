// The map area's public face: loading a map file and the types of a loaded map.
export { loadMap, nameKey } from './load';
export { loadVariant, variantSummary, type VariantSummary } from './variants';
export { BUILD_RULES } from './types';
export { builderOf, buildCenters, buildPlaces } from './builds';
export type { BuildRule, GameMap, MapData, MapError, PowerData, Province, ProvinceData, ProvinceKind } from './types';
