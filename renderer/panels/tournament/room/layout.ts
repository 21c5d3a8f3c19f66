// The room's screen laid out for the count it shows (issue 29 item 7): a few boards as large cards,
// many as one compact row each in columns, and pages when even that does not fit; the standings in
// columns of rows, in pages. Sizes are in the screen's text size (24 px on the projector), so the
// same rules hold on any screen. Pure: the component measures its area and asks.

/** What one board or one standing takes, in em of the room's text. */
export const ROOM = {
  /** A board's card: its number and phase, seven powers, its state. */
  card: { width: 19.5, height: 14.4 },
  /** A board's row: number, phase, state, GM. */
  row: { width: 32, height: 1.75 },
  /** A standing's row: rank, name, the rounds, the total. */
  standing: { base: 21, perRound: 3.6, height: 1.6 },
  gap: 0.6,
  /** Fewer items than the area holds grow, up to this much (the ones seen from the back). */
  maxScale: 1.6,
} as const;

/** How much a block of `w` x `h` px (at the room's text) may grow and still fit the area. */
const growth = (width: number, height: number, w: number, h: number): number => Math.max(1, Math.min(ROOM.maxScale, width / w, height / h));

export interface BoardsFit {
  mode: 'cards' | 'rows';
  /** The text's growth over the room's size (1: none), the room's size never less. */
  scale: number;
  columns: number;
  /** Rows per column (cards: rows of cards). */
  rows: number;
  perPage: number;
  pages: number;
}

const fitCount = (space: number, item: number, gap: number): number => Math.max(1, Math.floor((space + gap) / (item + gap)));

/**
 * How `count` boards fill an area of `width` x `height` px at `fontPx`: cards while they all fit,
 * else rows in as few columns as hold them (balanced), else pages of full columns.
 */
export function fitBoards(count: number, width: number, height: number, fontPx: number): BoardsFit {
  const gap = ROOM.gap * fontPx;
  const n = Math.max(1, count);
  const cardCols = fitCount(width, ROOM.card.width * fontPx, gap);
  const cardRows = fitCount(height, ROOM.card.height * fontPx, gap);
  if (n <= cardCols * cardRows) {
    const columns = Math.min(cardCols, n);
    const rows = Math.ceil(n / columns);
    const scale = growth(width, height, columns * ROOM.card.width * fontPx + (columns - 1) * gap, rows * ROOM.card.height * fontPx + (rows - 1) * gap);
    return { mode: 'cards', scale, columns, rows, perPage: n, pages: 1 };
  }
  const rowCols = fitCount(width, ROOM.row.width * fontPx, gap * 2);
  const rowsFit = fitCount(height, ROOM.row.height * fontPx, 0);
  const columns = Math.min(rowCols, Math.ceil(n / rowsFit));
  const rowsScale = (cols: number, rows: number) =>
    growth(width, height, cols * ROOM.row.width * fontPx + (cols - 1) * gap * 2, rows * ROOM.row.height * fontPx);
  if (n <= columns * rowsFit) {
    const rows = Math.ceil(n / columns);
    return { mode: 'rows', scale: rowsScale(columns, rows), columns, rows, perPage: n, pages: 1 };
  }
  // Pages of even length: 50 boards in pages of 25, not 42 and 8.
  const pages = Math.ceil(n / (rowCols * rowsFit));
  const perPage = Math.ceil(n / pages);
  const rows = Math.ceil(perPage / rowCols);
  return { mode: 'rows', scale: rowsScale(rowCols, rows), columns: rowCols, rows, perPage, pages };
}

export interface StandingsFit {
  scale: number;
  columns: number;
  rows: number;
  perPage: number;
  pages: number;
}

/** `count` standings with `rounds` round columns in `width` x `height` px (a header row per column). */
export function fitStandings(count: number, rounds: number, width: number, height: number, fontPx: number): StandingsFit {
  const gap = ROOM.gap * 2 * fontPx;
  const colWidth = (ROOM.standing.base + ROOM.standing.perRound * rounds) * fontPx;
  const maxCols = fitCount(width, colWidth, gap);
  const rowsFit = Math.max(1, fitCount(height, ROOM.standing.height * fontPx, 0) - 1);
  const n = Math.max(1, count);
  const columns = Math.min(maxCols, Math.ceil(n / rowsFit));
  // Pages of even length, columns of even length: 70 players in two pages of 35.
  const pages = Math.ceil(n / (columns * rowsFit));
  const perPage = Math.ceil(n / pages);
  const rows = Math.ceil(perPage / columns);
  const scale = growth(width, height, columns * colWidth + (columns - 1) * gap, (rows + 1) * ROOM.standing.height * fontPx);
  return { scale, columns, rows, perPage, pages };
}

/** A grid of `columns` equal columns, its text grown by `scale`. */
export const gridStyle = (fit: { columns: number; scale: number }) => ({
  gridTemplateColumns: `repeat(${fit.columns}, minmax(0, 1fr))`,
  fontSize: `${fit.scale}em`,
});

/** The items of page `page` (0-based) cut into `columns` columns of at most `rows`. */
export function pageColumns<T>(items: readonly T[], page: number, perPage: number, columns: number, rows: number): T[][] {
  const shown = items.slice(page * perPage, (page + 1) * perPage);
  return Array.from({ length: columns }, (_, c) => shown.slice(c * rows, (c + 1) * rows)).filter((col) => col.length > 0);
}

// WCAG 2 contrast, for text drawn on a colour (a power's chip).
const channel = (v: number): number => {
  const c = v / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance of `#rrggbb` (or `#rgb`); NaN for anything else. */
export function luminance(hex: string): number {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex);
  if (!m) return NaN;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

export const DARK_INK = '#111418';
export const LIGHT_INK = '#ffffff';

/** The text colour, dark or light, that reads best on `background`. */
export function inkFor(background: string): string {
  return contrast(background, DARK_INK) >= contrast(background, LIGHT_INK) ? DARK_INK : LIGHT_INK;
}
