// Shapes shared by the board-geometry build (electron/tools/buildGeometry.ts) and its check.
// Coordinates are [x, y]: [longitude, latitude] before projection, board pixels after.

export type Pair = [number, number];
/** A closed ring; polygon-clipping repeats the first point at the end. */
export type Ring = Pair[];
/** Outer ring first, then holes. */
export type Polygon = Ring[];
export type MultiPolygon = Polygon[];

/** The hand-authored input `shared/maps/standard-geography.json`. */
export interface GeographyFile {
  zones: Record<string, string[]>;
  reassign: { zone: string; poly: Pair[] }[];
  fill: { zone: string; poly: Pair[] }[];
  provinces: Record<string, { name: string; zone: string; seeds: Pair[] }>;
  neutralSeeds: Record<string, Pair[]>;
  coasts: Record<string, Pair>;
}

export type ProvinceKindOut = 'land' | 'sea';

/** One province of the output file. */
export interface ProvinceGeometry {
  path: string;
  kind: ProvinceKindOut;
  label: Pair;
  unit: Pair;
  sc: Pair | null;
  coasts?: Record<string, Pair>;
}

/** `resources/maps/standard/geometry.json`. */
export interface GeometryFile {
  format: 1;
  map: string;
  viewBox: [number, number, number, number];
  provinces: Record<string, ProvinceGeometry>;
  impassable: string[];
}

/** The geography file's ids for four seas, and the engine's ids for them. */
export const SEA_ID_RENAMES: Readonly<Record<string, string>> = {
  nat: 'nao',
  nrg: 'nwg',
  mid: 'mao',
  gol: 'lyo',
};

export const SUPPLY_CENTERS = [
  'ank',
  'bel',
  'ber',
  'bre',
  'bud',
  'bul',
  'con',
  'den',
  'edi',
  'gre',
  'hol',
  'kie',
  'lon',
  'lvp',
  'mar',
  'mos',
  'mun',
  'nap',
  'nwy',
  'par',
  'por',
  'rom',
  'rum',
  'ser',
  'sev',
  'smy',
  'spa',
  'stp',
  'swe',
  'tri',
  'tun',
  'ven',
  'vie',
  'war',
] as const;

export const BOARD_WIDTH = 1400;
export const BOARD_HEIGHT = 1200;
/** The board's rectangle as a polygon, in board pixels: what land and water are clipped to. */
export const BOARD_FRAME: Polygon = [
  [
    [0, 0],
    [BOARD_WIDTH, 0],
    [BOARD_WIDTH, BOARD_HEIGHT],
    [0, BOARD_HEIGHT],
    [0, 0],
  ],
];
