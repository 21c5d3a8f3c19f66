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

const STANDARD: Record<string, PowerColours> = {
  Austria: { main: '#c8323c', land: '#f2c4c2', dark: '#7a1c22', ink: '#ffffff' },
  England: { main: '#2e4f9e', land: '#c3cdea', dark: '#1b2f61', ink: '#ffffff' },
  France: { main: '#2a9fd6', land: '#c4e6f6', dark: '#145d80', ink: '#ffffff' },
  Germany: { main: '#5c5147', land: '#d6cfc6', dark: '#2f2923', ink: '#ffffff' },
  Italy: { main: '#2f9a48', land: '#c8e6c3', dark: '#1a5a29', ink: '#ffffff' },
  Russia: { main: '#7d4fa8', land: '#ddd0ec', dark: '#452a60', ink: '#ffffff' },
  Turkey: { main: '#e0a81c', land: '#f6e3a9', dark: '#7a5a07', ink: '#1d1a10' },
};

/** For powers of other maps: the same family of colours, in order of first use. */
const SPARE: PowerColours[] = [
  { main: '#d9702a', land: '#f6d5bb', dark: '#7a3a10', ink: '#ffffff' },
  { main: '#1f8f8a', land: '#bfe3e0', dark: '#0f4e4b', ink: '#ffffff' },
  { main: '#b83b8f', land: '#efc7e2', dark: '#66204f', ink: '#ffffff' },
  { main: '#6f7f1f', land: '#e0e6bd', dark: '#3c4510', ink: '#ffffff' },
];

const spareOf = new Map<Power, PowerColours>();

export function powerColours(power: Power): PowerColours {
  const known = STANDARD[power];
  if (known) return known;
  let spare = spareOf.get(power);
  if (!spare) {
    spare = SPARE[spareOf.size % SPARE.length];
    spareOf.set(power, spare);
  }
  return spare;
}

export const BOARD = {
  background: '#9fc3dc',
  sea: '#c6deee',
  seaStroke: '#7fa7c4',
  neutralLand: '#f1e9d6',
  landStroke: '#6b604f',
  impassable: '#bdb7ab',
  impassableStroke: '#8d877c',
  borderWidth: 0.9,
  labelLand: '#2b2620',
  labelSea: '#2d5878',
  labelSize: 10,
  seaLabelSize: 11,
  labelHalo: 'rgba(255,255,255,0.85)',
  centerRadius: 4.2,
  centerNeutral: '#ffffff',
  centerStroke: '#2b2620',
} as const;

export const UNIT = {
  radius: 8.5,
  /** Fleet hull half-width and half-height. */
  fleetHalfWidth: 11.5,
  fleetHalfHeight: 7,
  strokeWidth: 1.4,
  letterSize: 10,
  /** Where a dislodged unit is drawn, relative to its province's unit point. */
  dislodgedOffset: [13, -13] as const,
  dislodgedMark: '#d0202a',
} as const;

export const ORDER = {
  width: 3,
  casingWidth: 5.5,
  casing: 'rgba(255,255,255,0.9)',
  headLength: 10,
  headWidth: 9,
  supportDash: [7, 4] as const,
  convoyDash: [2, 4] as const,
  viaConvoyDash: [10, 5] as const,
  holdRadius: 13,
  /** Where a bounced move's arrow stops, as a share of its length. */
  bounceAt: 0.62,
  failed: '#d0202a',
  greyed: '#8f8f8f',
  greyedOpacity: 0.55,
  markSize: 6,
} as const;

export const HIGHLIGHT = {
  target: 'rgba(255, 214, 0, 0.42)',
  targetStroke: '#b88a00',
  retreat: 'rgba(60, 200, 90, 0.5)',
  retreatStroke: '#1c7a34',
  source: '#ffd400',
  hover: 'rgba(255, 255, 255, 0.35)',
} as const;
