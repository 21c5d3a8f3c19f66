// Shapes shared by the board-geometry build (electron/tools/buildGeometry.ts) and its check.
// Coordinates are [x, y]: [longitude, latitude] before projection, board pixels after.

export type Pair = [number, number];
/** A closed ring; polygon-clipping repeats the first point at the end. */
export type Ring = Pair[];
/** Outer ring first, then holes. */
export type Polygon = Ring[];
export type MultiPolygon = Polygon[];

/**
 * A pair of provinces that the map joins across a place where they cannot share a border on a flat
 * board: a strait crossed by another border (Messina: Neapolis-Sicilia across Tyrrhenian-Ausonian),
 * a canal (the Nile), or a four-way corner of seas. The board draws it as a marked link between two
 * points (lon/lat in the geography file, board pixels in the geometry file); the check expects it
 * NOT to be drawn as a border.
 */
export interface GeographyLink {
  between: [string, string];
  kind: 'strait' | 'canal' | 'corner';
  from: Pair;
  to: Pair;
}

/** Where a board's frame sits on the globe: a Lambert conformal conic, placed and scaled. */
export interface BoardFrameSpec {
  /** Board pixels. */
  size: Pair;
  parallels: Pair;
  /** Central meridian (degrees east). */
  meridian: number;
  scale: number;
  /** The lon/lat shown at the centre of the board. */
  center: Pair;
}

/** The hand-authored input (`shared/maps/standard-geography.json`, `resources/maps/<map>/geography.json`). */
export interface GeographyFile {
  /** Countries per zone; `"*"` as a member takes every country no other zone names. */
  zones: Record<string, string[]>;
  reassign: { zone: string; poly: Pair[] }[];
  fill: { zone: string; poly: Pair[] }[];
  provinces: Record<string, { name: string; zone: string; seeds: Pair[] }>;
  neutralSeeds: Record<string, Pair[]>;
  coasts: Record<string, Pair>;
  /** Other boards than the standard one: the frame (the standard board's is fixed in land.ts). */
  frame?: BoardFrameSpec;
  /** Unit points (lon/lat) chosen by hand, by engine id. */
  unitOverrides?: Record<string, Pair>;
  links?: GeographyLink[];
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
  /** Pairs joined across a strait, canal or corner, drawn as a marked link (board pixels). */
  links?: { between: [string, string]; kind: GeographyLink['kind']; from: Pair; to: Pair }[];
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
export const BOARD_FRAME: Polygon = frameOf([BOARD_WIDTH, BOARD_HEIGHT]);

/** A board's rectangle as a polygon. */
export function frameOf([width, height]: Pair): Polygon {
  return [
    [
      [0, 0],
      [width, 0],
      [width, height],
      [0, height],
      [0, 0],
    ],
  ];
}

/**
 * What the build needs to know of one board besides its geography: its size, the geography file's
 * ids that differ from the engine's, and its supply centers (from the map file).
 */
export interface BoardSpec {
  id: string;
  size: Pair;
  renames: Readonly<Record<string, string>>;
  supplyCenters: ReadonlySet<string>;
  unitOverrides: Readonly<Record<string, Pair>>;
}
