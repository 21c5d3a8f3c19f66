// The reader's vocabulary: what it is told (ReadOptions) and what it answers besides an Order
// (errors and notes that point at the text, so a user interface can underline them).
import type { RuleOptions } from '../rules';
import type { Order, PhaseType, Power, Unit } from '../types';

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
   * The game's rule options. The reader will use 4.E.2 (how much of the rules may settle an
   * ambiguous name) and 4.C (unit types and nationalities); for now it reads every order the
   * same way and reports ambiguity with candidates, which is 4.E.2 choice a. Callers can already
   * pass the options through.
   */
  rules?: Partial<RuleOptions>;
}

/**
 * Why a text is not understood. `start`/`end` are offsets into the text given to the reader
 * (end exclusive); `candidates` are province ids (or powers) when a word could mean several.
 */
export interface OrderError {
  code: OrderErrorCode;
  message: string;
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
  /** A coast was started (`/`, `(`) but not given, or names no coast. */
  | 'unknown-coast'
  /** After the unit came neither the end nor a word saying what it does. */
  | 'expected-order'
  /** A support or convoy without the unit it is for. */
  | 'expected-unit'
  /** Text after a complete order. */
  | 'unexpected';

/** Something the reader did that a person should know about (`read 'Pariz' as Paris`). */
export interface ReadNote {
  message: string;
  start: number;
  end: number;
}

/** An order and the notes on how it was read. */
export interface ReadOrder {
  order: Order;
  notes: ReadNote[];
}
