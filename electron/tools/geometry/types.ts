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
  /** `box` joins two box seas a row apart; `wrap` joins two box seas across the board's left and right edges. */
  kind: 'strait' | 'canal' | 'corner' | 'box' | 'wrap';
  from: Pair;
  to: Pair;
}

/** Where a board's frame sits on the globe: a Lambert conformal conic (or a Mercator), placed and scaled. */
export interface BoardFrameSpec {
  /** Board pixels. */
  size: Pair;
  /** `conic` (the default) or `mercator`: a board as wide as Europe to the Pacific is not a cone's. */
  projection?: 'conic' | 'mercator';
  /** The conic's standard parallels (unused by a Mercator). */
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
  /**
   * Sea provinces drawn as rectangles (board pixels `[x0, y0, x1, y1]`, unioned) rather than cut from
   * the sea by seeds: Youngstown Redux's box seas, abstract rows of sea at the board's edges. A box
   * takes everything under it (it lies over open ocean and land in no province).
   */
  boxes?: Record<string, { name: string; rects: Rect[] }>;
  /** Water kept out of the game as rectangles (board pixels): the gaps between the box seas. */
  blocks?: Rect[];
}

/** A rectangle in board pixels: `[x0, y0, x1, y1]`. */
export type Rect = [number, number, number, number];

/** A rectangle as a polygon. */
export function rectPolygon([x0, y0, x1, y1]: Rect): Polygon {
  return [
    [
      [x0, y0],
      [x1, y0],
      [x1, y1],
      [x0, y1],
      [x0, y0],
    ],
  ];
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

/** A board's rectangle as a polygon, in board pixels: what land and water are clipped to. */
export function frameOf([width, height]: Pair): Polygon {
  return rectPolygon([0, 0, width, height]);
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
