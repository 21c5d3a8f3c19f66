// The results an adjudication answers, one per order: made when the order is read (succeeding until
// found otherwise), failed or refused with a reason and the units that caused it.
import type { GivenOrder, IllegalReason, OrderResult, Unit, UnitRef } from '../types';

/**
 * The empty unit list every result starts with (OrderResult.by, Strengths.supportedBy), shared:
 * results are never changed in place once returned, and freezing makes a mistaken push throw.
 */
export const NO_UNITS = Object.freeze([]) as unknown as UnitRef[];

export function unitRef(u: Unit): UnitRef {
  return { power: u.power, type: u.type, province: u.province, coast: u.coast };
}

export function blankResult(g: GivenOrder, unit: Unit | null): OrderResult {
  return resultFor(g, unit ? unitRef(unit) : null);
}

/** A result that succeeds until found otherwise, for the unit named by `unit`. */
export function resultFor(g: GivenOrder, unit: UnitRef | null): OrderResult {
  const r: OrderResult = {
    power: g.power,
    order: g.order,
    unit,
    outcome: 'succeeds',
    reason: null,
    by: NO_UNITS,
    strengths: null,
    dislodgedBy: null,
    // Every result has the same fields from the start, so they all share one shape.
    text: g.text,
    implicit: undefined,
  };
  return r;
}

export function illegal(r: OrderResult, reason: IllegalReason): void {
  r.outcome = 'illegal';
  r.reason = reason;
}

export function fail(res: OrderResult, reason: OrderResult['reason'], by: UnitRef[]): void {
  res.outcome = 'fails';
  res.reason = reason;
  res.by = by;
}

/** An order that matches nothing it could act on (a support or convoy of an order not given). */
export function voided(res: OrderResult): void {
  res.outcome = 'void';
  res.reason = 'no-match';
}
