// The reader's vocabulary: what it is told (ReadOptions) and what it answers besides an Order
// (errors and notes that point at the text, so a user interface can underline them).
import type { RuleOptions } from '../rules';
import type { GivenOrder, Order, PhaseType, Power, Unit } from '../types';
import type { Say } from './says';

/**
 * What the reader may know about the game. Everything is optional: without a phase a move is a
 * move and a disband a disband; the units only help a sheet find whose order a line is.
 */
export interface ReadOptions {
  /** Decides between move and retreat (`A par - bur`), and disband and remove (`F lon D`). */
  phase?: PhaseType;
  /** The power of orders with no header and no nationality. */
  defaultPower?: Power;
  /** The units on the board: an order without a power belongs to the owner of its unit. */
  units?: Unit[];
  /**
   * The game's rule options; without them the reader reads the words only (as 4.E.2 a) and judges
   * nothing. With them (an option left out counts as its DATC default; see docs/rules.md):
   * 4.E.2 b-d settle an ambiguous name by the orders that are possible (with `units`, in the
   * present position; without, on the map for the unit type written), 4.E.1 a keeps a move to a
   * place on no map, and, when `units` are given, 4.C.1-4.C.6 are noted or rejected. A sheet adds
   * the set-wide readings (4.E.2 c/d) and notes 4.C c, 4.D.3 and 4.E.3.
   */
  rules?: Partial<RuleOptions>;
  /**
   * The names the sender may sign with (the player's): a sheet's line that is one of them, or its
   * first word, ends the orders like a sign-off (`Ann`, `Tom Smith`), never read as a province.
   */
  names?: readonly string[];
  /**
   * The languages the orders may be written in besides English (`fr`, `de`, `it`: the game's
   * setting; engine/orders/languages/): their province names, abbreviations and order words.
   */
  languages?: readonly string[];
}

/**
 * Why a text is not understood. `start`/`end` are offsets into the text given to the reader
 * (end exclusive); `candidates` are province ids (or powers) when a word could mean several.
 */
export interface OrderError {
  code: OrderErrorCode;
  message: string;
  /** The message as data (a code and its particulars), for wording it in another language. */
  say?: Say;
  start: number;
  end: number;
  candidates?: string[];
}

export type OrderErrorCode =
  /** Nothing but blanks or a comment. */
  | 'empty'
  /** A character no order uses (`@`, `%`, an emoji...). */
  | 'bad-character'
  /** A province was expected and the text ended or something else came. */
  | 'expected-province'
  /** A word where a province was expected that names none, even allowing for misspelling. */
  | 'unknown-province'
  /** A word that could name several provinces (`Pir`: Paris, Picardy, Piedmont). */
  | 'ambiguous-province'
  /** An order word that means two things in the game's reader languages: never guessed. */
  | 'ambiguous-word'
  /** A coast was started (`/`, `(`) but not given, or names no coast. */
  | 'unknown-coast'
  /** After the unit came neither the end nor a word saying what it does. */
  | 'expected-order'
  /** A support or convoy without the unit it is for. */
  | 'expected-unit'
  /** Text after a complete order. */
  | 'unexpected'
  /** Understood, but the rule options reject it as written (4.C a, 4.C.3, 4.C.4); the message says which. */
  | 'illegal';

/** Something the reader did that a person should know about (`read 'Pariz' as Paris`). */
export interface ReadNote {
  message: string;
  /** The message as data, for wording it in another language. */
  say?: Say;
  start: number;
  end: number;
}

/** An order and the notes on how it was read. */
export interface ReadOrder {
  order: Order;
  notes: ReadNote[];
}

export type LineStatus = 'ok' | 'note' | 'ambiguous' | 'error' | 'skipped';

/** What became of one line. Offsets (`start`, `end`) are into the whole sheet. */
export interface LineDiagnostic {
  /** 1-based line number. */
  line: number;
  /** The part of the sheet the diagnostic is about: the order, the error, or the whole line. */
  start: number;
  end: number;
  /** The line as written. */
  text: string;
  status: LineStatus;
  /** The OrderError code for `error` and `ambiguous` lines, or `no-power`. */
  code?: string;
  message?: string;
  /**
   * The line's own message as data, for wording it in another language. Absent when the message
   * is the line's notes joined with `; ` (each note has its own).
   */
  say?: Say;
  candidates?: string[];
  order?: GivenOrder;
  /** Notes on how the order was read, offsets into the sheet. */
  notes?: ReadNote[];
  /** Set on a power header line: the power of the orders below it. */
  header?: Power;
  /** The second and further orders of a line that holds several (`F Nap - Ion, A Rom - Apu`). */
  more?: LineDiagnostic[];
}

export interface SheetResult {
  /** The orders read, in sheet order. */
  orders: GivenOrder[];
  /** One diagnostic per line, in order. */
  lines: LineDiagnostic[];
}
