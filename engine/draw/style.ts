// The board's look in one place: power colours, fills, sizes and strokes. The Konva view and the SVG
// export both read these, so the screen and the printed map agree. Colours are picked to stay apart
// for the common colour-vision deficiencies and in greyscale print (the light tints of owned land
// differ in lightness, and units carry a letter besides their colour).
import type { Power } from '../types';

export interface PowerColours {
  /** Units, arrows, centre markers. */
  main: string;
  /** Owned land: a light tint, so units and arrows stay readable on top. */
  land: string;
  /** Outlines and arrow casings. */
  dark: string;
  /** Text drawn on a unit of this colour. */
  ink: string;
}

// Unit colours a pair of powers apart by at least 15 CIEDE2000 units in normal vision and under
// simulated protanopia, deuteranopia and tritanopia (test/renderer/board/palette.test.ts); owned land
// is the same hue at 62 % towards white.
const STANDARD: Record<string, PowerColours> = {
  Austria: { main: '#b2182b', land: '#e2a7ae', dark: '#5e0c17', ink: '#ffffff' },
  England: { main: '#1f3f9e', land: '#aab6da', dark: '#0e1d4a', ink: '#ffffff' },
  France: { main: '#8fd3f5', land: '#d4eefb', dark: '#2b6f91', ink: '#0b2230' },
  Germany: { main: '#000000', land: '#9e9e9e', dark: '#000000', ink: '#ffffff' },
  Italy: { main: '#009e73', land: '#9edaca', dark: '#00503a', ink: '#ffffff' },
  Russia: { main: '#9e6bd6', land: '#dac7ef', dark: '#4a2a70', ink: '#ffffff' },
  Turkey: { main: '#f0e442', land: '#f9f5b7', dark: '#6e6700', ink: '#1d1a10' },
};

/**
 * Powers of other maps drawn in a standard power's colours: Youngstown Redux's Britain is England;
 * Ancient Mediterranean's five take five of the seven (Roman red, Greek blue, Egyptian gold,
 * Persian purple, Carthaginian green), so they keep the standard set's distances.
 */
const SAME_AS: Record<string, string> = {
  Britain: 'England',
  Rome: 'Austria',
  Greece: 'England',
  Egypt: 'Turkey',
  Persia: 'Russia',
  Carthage: 'Italy',
};

/**
 * Youngstown Redux's three powers beyond the standard seven. Ten colours cannot all stay 15 ΔE00
 * apart under every simulated deficiency; these three are the ones (searched over a 216-colour
 * grid and the spare list) that stay at least 15.9 from the seven and from each other in normal
 * vision and under protanopia, deuteranopia and tritanopia (test/engine/draw/palette.test.ts).
 * A white or grey unit's land cannot be its own tint (it would be neutral land or Germany's), so
 * Japan's and India's owned land are the two light tints found farthest (7.3+) from every other.
 */
const MORE: Record<string, PowerColours> = {
  China: { main: '#999900', land: '#dcdcad', dark: '#4d4d00', ink: '#ffffff' },
  India: { main: '#636363', land: '#b8a0b8', dark: '#2e2e2e', ink: '#ffffff' },
  Japan: { main: '#ffffff', land: '#b0a0f8', dark: '#8a1c1c', ink: '#1d1a10' },
};

/**
 * For powers of other maps: the same family of colours, twelve hues apart from the standard seven. A
 * power's colour follows from its name alone, so the screen, the printed map and every window agree
 * without sharing state; on a board of more than twelve powers (Chaos) some share a colour, and the
 * letters on their units tell them apart.
 */
const SPARE: PowerColours[] = [
  { main: '#d9702a', land: '#f6d5bb', dark: '#7a3a10', ink: '#ffffff' },
  { main: '#1f8f8a', land: '#bfe3e0', dark: '#0f4e4b', ink: '#ffffff' },
  { main: '#b83b8f', land: '#efc7e2', dark: '#66204f', ink: '#ffffff' },
  { main: '#6f7f1f', land: '#e0e6bd', dark: '#3c4510', ink: '#ffffff' },
  { main: '#8c5a2b', land: '#e3d0bd', dark: '#4a2d12', ink: '#ffffff' },
  { main: '#e377c2', land: '#f6d3eb', dark: '#7d2f66', ink: '#1d1a10' },
  { main: '#5b8fd9', land: '#cbdaf3', dark: '#24497e', ink: '#ffffff' },
  { main: '#c9a227', land: '#efe2b5', dark: '#6a540f', ink: '#1d1a10' },
  { main: '#7f7f7f', land: '#d4d4d4', dark: '#3d3d3d', ink: '#ffffff' },
  { main: '#4e9a3a', land: '#c8e2c0', dark: '#24501a', ink: '#ffffff' },
  { main: '#66c2a5', land: '#d1ede4', dark: '#25634f', ink: '#0b2230' },
  { main: '#e31a1c', land: '#f6b7b8', dark: '#7a0c0d', ink: '#ffffff' },
];

function nameHash(name: string): number {
  let h = 2166136261;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function powerColours(power: Power): PowerColours {
  const own = (table: Record<string, PowerColours>, key: string): PowerColours | undefined =>
    Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
  const same = Object.prototype.hasOwnProperty.call(SAME_AS, power) ? SAME_AS[power] : power;
  return own(STANDARD, same) ?? own(MORE, power) ?? SPARE[nameHash(power) % SPARE.length];
}

export const BOARD = {
  background: '#9fc3dc',
  sea: '#c6deee',
  seaStroke: '#7fa7c4',
  neutralLand: '#f7f3ec',
  landStroke: '#6b604f',
  impassable: '#bdb7ab',
  impassableStroke: '#8d877c',
  borderWidth: 0.9,
  labelLand: '#2b2620',
  labelSea: '#2d5878',
  labelSize: 15,
  seaLabelSize: 15,
  labelHalo: 'rgba(255,255,255,0.85)',
  centerRadius: 6,
  centerNeutral: '#ffffff',
  centerStroke: '#2b2620',
  /** A strait, canal or corner the map joins across (docs/map-geometry.md, links). */
  link: '#2b2620',
  linkWidth: 2.5,
  linkDash: [5, 3] as readonly number[],
} as const;

/**
 * Sized for a room: at the board's fit a unit is at least 20 px across at 1366x768 and 28 px at
 * 1920x1080 (test/renderer/e2e/legibility.test.ts measures it in the browser).
 */
export const UNIT = {
  radius: 14.5,
  /** Fleet hull half-width and half-height. */
  fleetHalfWidth: 19,
  fleetHalfHeight: 14.5,
  strokeWidth: 2,
  /** The power's mark on the unit (`En`, `Fr`): the shape says army or fleet. */
  letterSize: 15,
  /** Where a dislodged unit is drawn, relative to its province's unit point. */
  dislodgedOffset: [17, -17] as const,
  dislodgedMark: '#d0202a',
} as const;

/** The two-letter mark a unit of this power carries (`Au`, `En`): never the same as A or F. */
export function powerMark(power: Power): string {
  return power.slice(0, 2).replace(/^./, (c) => c.toUpperCase());
}

export const ORDER = {
  width: 3.5,
  casingWidth: 6.5,
  casing: 'rgba(255,255,255,0.9)',
  headLength: 13,
  headWidth: 12,
  supportDash: [7, 4] as const,
  convoyDash: [2, 4] as const,
  viaConvoyDash: [10, 5] as const,
  holdRadius: 19,
  /** Where a bounced move's arrow stops, as a share of its length. */
  bounceAt: 0.62,
  failed: '#d0202a',
  greyed: '#8f8f8f',
  greyedOpacity: 0.55,
  markSize: 8,
} as const;

/**
 * What a drawing may size differently from the screen: the printed report draws the same board at
 * about 0.13 mm a board unit, so it asks for bigger units, labels and result marks
 * (electron/reports/map.ts). Absent, a scene is drawn at the screen's sizes.
 */
export interface BoardSizes {
  /** A factor on every UNIT size: bodies, power marks, hold and convoy rings, dislodged offset. */
  unitScale: number;
  labelSize: number;
  seaLabelSize: number;
  /** Space between a unit's edge and the centre of a province label pushed down below it. */
  labelGap: number;
  /** A factor on the result marks (bounce bar, crosses, dislodged badge). */
  markScale: number;
  /** A cut support drawn as a break (two bars across its line), unlike the cross of other failures. */
  cutAsBreak: boolean;
}

export const SCREEN_SIZES: BoardSizes = {
  unitScale: 1,
  labelSize: BOARD.labelSize,
  seaLabelSize: BOARD.seaLabelSize,
  labelGap: 7,
  markScale: 1,
  cutAsBreak: false,
};

export const HIGHLIGHT = {
  target: 'rgba(255, 214, 0, 0.42)',
  targetStroke: '#b88a00',
  retreat: 'rgba(60, 200, 90, 0.5)',
  retreatStroke: '#1c7a34',
  source: '#ffd400',
  hover: 'rgba(255, 255, 255, 0.35)',
} as const;
