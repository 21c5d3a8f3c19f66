// The shape of a map file (resources/maps/<id>/map.json) and of a loaded, validated map.
import type { Coast, Phase, Power, ProvinceId, Unit, UnitType, ByPower, Location } from '../types';

export type ProvinceKind = 'land' | 'coast' | 'sea';

/** Where a power may build: its own home centers (the standard rule), or any center it owns (Chaos). */
export type BuildRule = 'home-centers' | 'any-owned-center';
export const BUILD_RULES: readonly BuildRule[] = ['home-centers', 'any-owned-center'];

/** A power as the map file describes it. */
export interface PowerData {
  /** Full English name, the power's id everywhere (`England`). */
  name: Power;
  /** `English`: used when orders name a nationality (`S English F lon`). */
  adjective: string;
  /** Other ways people write it, lowercase (`eng`, `e`). */
  aliases: string[];
}

/** One province as the map file describes it. */
export interface ProvinceData {
  id: ProvinceId;
  /** Full English name (`St Petersburg`): used for display and the 4.D.8 alphabetical tie-break. */
  name: string;
  kind: ProvinceKind;
  /** Alternate names and abbreviations people use, any case (`st. petersburg`, `nat`). */
  aliases: string[];
  supplyCenter: boolean;
  /** The power whose home center this is, or null. */
  home: Power | null;
  /** The coasts of a split-coast province (`["nc", "sc"]`); absent or empty otherwise. */
  coasts?: Coast[];
  /** Provinces an army here can move to (land and coast provinces only). */
  army: ProvinceId[];
  /**
   * Where a fleet here can move to, as location ids (`spa/nc` for a split coast, else the province id).
   * A list for a sea or single-coast province; per coast for a split-coast province; empty for land.
   */
  fleet: string[] | Partial<Record<Coast, string[]>>;
}

export interface MapData {
  format: 1;
  id: string;
  name: string;
  powers: PowerData[];
  provinces: ProvinceData[];
  /** Centers needed for a solo victory: the victory condition. */
  victoryCenters: number;
  /** Where builds go (docs/variants.md); home centers when absent. */
  buildRule?: BuildRule;
  /** The drawn board (a geometry id, `standard`); the map's own id when absent. */
  board?: string;
  /** One paragraph for the New game dialog: what this variant changes. */
  description?: string;
  /**
   * A variant of another map (`standard`): its powers, provinces and start come from there unless
   * given here. Only the loader of variants (engine/map/variants.ts) reads this.
   */
  base?: string;
  /** Home centers by power: when given, replaces every province's `home` (a variant of a base map). */
  homes?: ByPower<ProvinceId[]>;
  start: {
    phase: Phase;
    units: Unit[];
    supplyCenters: ByPower<ProvinceId[]>;
  };
}

/** A province of a loaded map. */
export interface Province {
  id: ProvinceId;
  /** Index in `GameMap.provinces`. */
  index: number;
  name: string;
  kind: ProvinceKind;
  aliases: string[];
  supplyCenter: boolean;
  home: Power | null;
  coasts: Coast[];
}

/** A loaded, validated map. Everything the engine asks of geography goes through this. */
export interface GameMap {
  id: string;
  name: string;
  powers: PowerData[];
  /** Provinces in file order; `province.index` is the position here. */
  provinces: Province[];
  victoryCenters: number;
  buildRule: BuildRule;
  /** The drawn board's id: the geometry to draw this map with. */
  board: string;
  description: string;
  start: MapData['start'];
  /** The province with this id, or undefined. */
  province(id: ProvinceId): Province | undefined;
  /** Provinces an army can move to from `from`. */
  armyNeighbours(from: ProvinceId): ProvinceId[];
  /** Locations a fleet at `from` can move to. `from.coast` must be set for a split-coast province. */
  fleetNeighbours(from: Location): Location[];
  /** Whether a unit of this type at `from` can move directly to `to` (coast null = province, any coast). */
  canMove(type: UnitType, from: Location, to: Location): boolean;
  /** The coasts of `to` a fleet at `from` can reach ([] when none; [null] for a province without coasts). */
  reachableCoasts(from: Location, to: ProvinceId): (Coast | null)[];
  /** Home centers of a power. */
  homeCenters(power: Power): ProvinceId[];
  /** Whether the build rule lets `power` build in `province` when it owns it and it is empty. */
  canBuildIn(power: Power, province: ProvinceId): boolean;
}

/**
 * A fault found while loading a map: a code and a sentence naming the place, made from the key of
 * its sentence (`bad-coasts.unknown`) and its particulars (engine/map/faults.ts `MAP_FAULT_ENGLISH`),
 * which the window words in its language.
 */
export interface MapError {
  code: string;
  key: string;
  message: string;
  params: Readonly<Record<string, string | number>>;
}
