// The drawn boards Adjutant ships, by id (a map's `board`), and the check of a board that comes from
// a file (a GM's own variant): every province of the map outlined, the points where units, names and
// centres go, and paths that are only absolute M/L/Z commands and numbers, so that nothing but a
// shape can reach the SVG a report or the board draws.
import { err, ok, type Result } from '../result';
import type { GameMap, MapError } from '../map/types';
import { mapFault, type FaultParams, type MapFaultKey } from '../map/faults';
import { ancientMediterraneanGeometry, LINK_KINDS, standardGeometry, youngstownReduxGeometry, type BoardGeometry } from './geometry';

const BOARDS: Readonly<Record<string, BoardGeometry>> = {
  standard: standardGeometry,
  'ancient-mediterranean': ancientMediterraneanGeometry,
  'youngstown-redux': youngstownReduxGeometry,
};

/** A shipped board by id (own properties only), or null. */
export function boardGeometry(id: string): BoardGeometry | null {
  return Object.prototype.hasOwnProperty.call(BOARDS, id) ? BOARDS[id] : null;
}

// Boards that came with a GM's own variant, by its loaded map: set once where the variant is loaded.
const ownBoards = new WeakMap<GameMap, BoardGeometry>();

/** Records the board a GM's own variant brought, for `geometryFor`. */
export function attachGeometry(map: GameMap, geometry: BoardGeometry): void {
  ownBoards.set(map, geometry);
}

/** The board to draw a map on: its own (a GM's variant), else the shipped board it names, else null. */
export function geometryFor(map: GameMap): BoardGeometry | null {
  return ownBoards.get(map) ?? boardGeometry(map.board);
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isPoint = (v: unknown): boolean => Array.isArray(v) && v.length === 2 && v.every(isNumber);
const PATH = /^[MLZ0-9.,\s-]+$/;
const isPath = (v: unknown): boolean => typeof v === 'string' && v.length > 0 && v.length < 200_000 && PATH.test(v);

/** Checks a board from a file against the map it draws; every fault at once, naming its place. */
export function loadGeometry(data: unknown, map: GameMap): Result<BoardGeometry, MapError[]> {
  const faults: MapError[] = [];
  const fault = (key: MapFaultKey, params?: FaultParams): void => void faults.push(mapFault(key, params));
  if (!isObj(data)) return err([mapFault('wrong-type.geometry')]);
  if (data.format !== 1) fault('unsupported-format.geometry');
  if (!(Array.isArray(data.viewBox) && data.viewBox.length === 4 && data.viewBox.every(isNumber))) fault('wrong-type.view-box');
  if (!(Array.isArray(data.impassable) && data.impassable.every(isPath))) fault('wrong-type.impassable');
  const provinces = isObj(data.provinces) ? data.provinces : null;
  if (provinces === null) fault('wrong-type.provinces');
  for (const p of provinces === null ? [] : map.provinces) {
    const g = Object.prototype.hasOwnProperty.call(provinces, p.id) ? provinces![p.id] : undefined;
    const where = `geometry.provinces.${p.id}`;
    if (!isObj(g)) {
      fault('missing-province', { path: where });
      continue;
    }
    if (!isPath(g.path)) fault('wrong-type.path', { path: `${where}.path` });
    const kind = p.kind === 'sea' ? 'sea' : 'land';
    if (g.kind !== kind) fault('wrong-type.kind', { path: `${where}.kind`, kind });
    for (const key of ['label', 'unit']) if (!isPoint(g[key])) fault('wrong-type.point', { path: `${where}.${key}` });
    if (p.supplyCenter ? !isPoint(g.sc) : g.sc !== null && g.sc !== undefined)
      fault(p.supplyCenter ? 'wrong-type.sc-point' : 'wrong-type.sc-null', { path: `${where}.sc` });
    for (const c of p.coasts) if (!isObj(g.coasts) || !isPoint(g.coasts[c])) fault('wrong-type.point', { path: `${where}.coasts.${c}` });
  }
  for (const id of provinces === null ? [] : Object.keys(provinces)) {
    if (map.province(id) === undefined) fault('unknown-province.geometry', { path: `geometry.provinces.${id}` });
  }
  const links = data.links;
  if (links !== undefined) {
    const isLink = (l: unknown): boolean =>
      isObj(l) &&
      Array.isArray(l.between) &&
      l.between.length === 2 &&
      l.between.every((id) => typeof id === 'string' && map.province(id) !== undefined) &&
      (LINK_KINDS as readonly unknown[]).includes(l.kind) &&
      isPoint(l.from) &&
      isPoint(l.to);
    if (!Array.isArray(links)) fault('wrong-type.links');
    else links.forEach((l, i) => isLink(l) || fault('wrong-type.link', { path: `geometry.links[${i}]`, kinds: LINK_KINDS.join('|') }));
  }
  if (faults.length > 0) return err(faults);
  return ok({ ...(data as unknown as BoardGeometry), map: map.board });
}
