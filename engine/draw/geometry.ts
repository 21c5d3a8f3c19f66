// The drawn board (docs/map-geometry.md): province outlines and the points where units, names,
// centres and split-coast fleets go, in board pixels. The standard board ships as JSON; other maps
// can hand the view any value of this type.
import type { Coast, ProvinceId } from '../types';
import standardJson from '../../resources/maps/standard/geometry.json';
import ancientMediterraneanJson from '../../resources/maps/ancient-mediterranean/geometry.json';
import youngstownReduxJson from '../../resources/maps/youngstown-redux/geometry.json';

export type Point2 = [number, number];

export interface ProvinceGeometry {
  /** Absolute M/L/Z path, nonzero fill. */
  path: string;
  kind: 'land' | 'sea';
  label: Point2;
  unit: Point2;
  sc: Point2 | null;
  /** Split-coast provinces only. */
  coasts?: Partial<Record<Coast, Point2>>;
}

export interface BoardGeometry {
  format: 1;
  map: string;
  viewBox: [number, number, number, number];
  provinces: Record<ProvinceId, ProvinceGeometry>;
  /** Land in no province (Switzerland, Ireland, ...). */
  impassable: string[];
  /**
   * Pairs the map joins where a flat board cannot give them a border (a strait crossed by another
   * border, a canal, a four-way corner, two box seas a row apart): drawn as a marked link from one
   * point to the other. A `wrap` joins two box seas across the board's left and right edges: it is
   * drawn as two marks, each from its point out to its edge.
   */
  links?: { between: [ProvinceId, ProvinceId]; kind: LinkKind; from: Point2; to: Point2 }[];
}

export const LINK_KINDS = ['strait', 'canal', 'corner', 'box', 'wrap'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

/** The committed standard board; the geometry test (test/renderer/geometry.test.ts) vouches for it. */
export const standardGeometry = standardJson as unknown as BoardGeometry;

/** The Ancient Mediterranean board; test/renderer/boardGeometry.test.ts vouches for it. */
export const ancientMediterraneanGeometry = ancientMediterraneanJson as unknown as BoardGeometry;

/** The Youngstown Redux board; test/renderer/boardGeometry.test.ts vouches for it. */
export const youngstownReduxGeometry = youngstownReduxJson as unknown as BoardGeometry;

/** Where a unit of this location stands: the coast point for a fleet on a split coast. */
export function unitPoint(geometry: BoardGeometry, province: ProvinceId, coast: Coast | null): Point2 | null {
  const p = geometry.provinces[province];
  if (!p) return null;
  return (coast ? p.coasts?.[coast] : undefined) ?? p.unit;
}
