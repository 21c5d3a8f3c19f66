// The map area's public face: loading a map file and the types of a loaded map.
export { loadMap, nameKey } from './load';
export type { GameMap, MapData, MapError, PowerData, Province, ProvinceData, ProvinceKind } from './types';
