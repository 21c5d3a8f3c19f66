// Turns resolved decisions into results with reasons: who bounced whom with which strengths, who cut
// which support, who dislodged whom. Runs after every decision is resolved, so it only reads them.
import type { OrderResult, Strengths, UnitRef } from '../types';
import { type Board, CONVOY, HOLD, MOVE, NO_UNITS, SUPPORT, refOf } from './board';
import { FINAL, cuts, defendStrength, dislodger, holdStrength, path, preventStrength } from './decisions';
import { lookup } from './names';
import type { Resolver } from './resolver';

/** Fill in every result; `disl[u]` is the unit that dislodged u, or -1. */
export function explainAll(r: Resolver, disl: Int16Array): void {
  const b = r.b;
  const dislodgedBy = dislodgements(b, disl);
  for (let u = 0; u < b.n; u++) {
    const i = b.accepted[u];
    if (i < 0) continue;
    const res = b.results[i];
    if (dislodgedBy) res.dislodgedBy = dislodgedBy[u];
    switch (b.kind[u]) {
      case MOVE:
        explainMove(r, u, res);
        break;
      case SUPPORT:
        explainSupport(r, u, res);
        break;
      case CONVOY:
        explainConvoy(r, u, res);
        break;
      case HOLD:
        if (dislodgedBy?.[u]) fail(res, 'dislodged', [dislodgedBy[u]!.unit]);
        break;
    }
  }
}

/**
 * Per unit, who dislodged it, also set on the illegal orders given to it; null when no unit is
 * dislodged (most phases), every result then keeping the null it was made with.
 */
function dislodgements(b: Board, disl: Int16Array): OrderResult['dislodgedBy'][] | null {
  let by: OrderResult['dislodgedBy'][] | null = null;
  for (let u = 0; u < b.n; u++) {
    const d = disl[u];
    if (d < 0) continue;
    by ??= new Array<OrderResult['dislodgedBy']>(b.n).fill(null);
    by[u] = { unit: ref(b, d), from: b.units[d].province, viaConvoy: b.byConvoy[d] === 1 };
  }
  if (!by) return null;
  for (const res of b.results) {
    if (res.outcome !== 'illegal' || !res.unit) continue;
    const u = b.unitAt[lookup(b.geo.provinces, res.unit.province)];
    if (u >= 0) res.dislodgedBy = by[u];
  }
  return by;
}

function ref(b: Board, u: number): UnitRef {
  return refOf(b, u);
}

function fail(res: OrderResult, reason: OrderResult['reason'], by: UnitRef[]): void {
  res.outcome = 'fails';
  res.reason = reason;
  res.by = by;
}

// The lists below are built in one pass rather than by filter and map: explanation runs for every
// order of every phase, and the intermediate arrays were a good part of its garbage. Each starts as a
// one-element literal: an empty array's first push reserves room for 17 elements, and most of these
// lists hold one or two.

/** The supports counted; most moves have none, and share one empty list. */
function supportersGiven(r: Resolver, u: number, excludePower: number): UnitRef[] {
  const b = r.b;
  let given: UnitRef[] | undefined;
  for (const s of b.supporters[u]) {
    if (b.power[s] !== excludePower && r.resolve(s, FINAL)) {
      if (given === undefined) given = [ref(b, s)];
      else given.push(ref(b, s));
    }
  }
  return given ?? NO_UNITS;
}

function rivalsOf(r: Resolver, u: number, t: number): Strengths['prevent'] {
  const b = r.b;
  let rivals: Strengths['prevent'];
  for (let k = b.attackFrom[t]; k < b.attackFrom[t + 1]; k++) {
    const a = b.attackList[k];
    if (a === u) continue;
    const rival = { unit: ref(b, a), strength: preventStrength(r, a, FINAL) };
    if (rivals === undefined) rivals = [rival];
    else rivals.push(rival);
  }
  return rivals;
}

/** A move's strengths, each case built whole: one shape per case, no property added afterwards. */
function moveStrengths(r: Resolver, u: number): Strengths {
  const b = r.b;
  const t = b.dest[u];
  const j = b.unitAt[t];
  const targetStays = j >= 0 && !(b.kind[j] === MOVE && b.h2h[u] !== j && r.resolve(j, FINAL));
  const supportedBy = supportersGiven(r, u, targetStays ? b.power[j] : -1);
  // 5.B.4 from the supports just listed, rather than counted a second time.
  const attack = !path(r, u, FINAL) || (targetStays && b.power[j] === b.power[u]) ? 0 : 1 + supportedBy.length;
  if (b.h2h[u] >= 0) {
    const defend = defendStrength(r, b.h2h[u], FINAL);
    const prevent = rivalsOf(r, u, t);
    return prevent ? { attack, supportedBy, defend, prevent } : { attack, supportedBy, defend };
  }
  const hold = holdStrength(r, t, FINAL);
  const prevent = rivalsOf(r, u, t);
  return prevent ? { attack, supportedBy, hold, prevent } : { attack, supportedBy, hold };
}

function explainMove(r: Resolver, u: number, res: OrderResult): void {
  const b = r.b;
  if (b.doomed[u]) {
    // 4.E.1 a-c: a move that counts as a move but cannot succeed; the reason was set when accepted.
    res.outcome = 'fails';
    return;
  }
  const j = b.unitAt[b.dest[u]];
  const strengths = moveStrengths(r, u);
  res.strengths = strengths;
  if (r.resolve(u, FINAL)) return;
  if (!path(r, u, FINAL)) return explainNoPath(r, u, res);
  if (r.paradox[u]) return fail(res, 'paradox', []);
  const attack = strengths.attack!;
  if (attack === 0 && j >= 0) return fail(res, 'own-unit', [ref(b, j)]);
  if (b.h2h[u] >= 0 && attack <= strengths.defend!) return fail(res, 'beaten', [ref(b, b.h2h[u])]);
  if (b.h2h[u] < 0 && j >= 0 && attack <= strengths.hold!) return fail(res, 'held', [ref(b, j)]);
  fail(res, 'bounce', bouncersOf(strengths.prevent, attack));
}

/** The rivals whose prevent strength stopped an attack of strength `attack`. */
function bouncersOf(prevent: Strengths['prevent'], attack: number): UnitRef[] {
  if (prevent === undefined) return NO_UNITS;
  let bouncers: UnitRef[] | undefined;
  for (const p of prevent) {
    if (p.strength < attack) continue;
    if (bouncers === undefined) bouncers = [p.unit];
    else bouncers.push(p.unit);
  }
  return bouncers ?? NO_UNITS;
}

/**
 * A move by convoy with no route: a paradox, no convoy at all, or convoys disrupted. Apart from
 * explainMove: these closures over the resolver would cost every call of it a context.
 */
function explainNoPath(r: Resolver, u: number, res: OrderResult): void {
  const b = r.b;
  const fleets = b.convoyFleets[u];
  if (fleets.some((f) => r.paradox[f]))
    return fail(
      res,
      'paradox',
      fleets.filter((f) => r.paradox[f]).map((f) => ref(b, f)),
    );
  if (fleets.length === 0) return fail(res, 'no-path', []);
  return fail(
    res,
    'convoy-disrupted',
    fleets.filter((f) => !r.resolve(f, FINAL)).map((f) => ref(b, f)),
  );
}

/** The units whose attacks cut support s. */
function cuttersOf(r: Resolver, s: number): UnitRef[] {
  const b = r.b;
  let cutters: UnitRef[] | undefined;
  for (let k = b.attackFrom[b.prov[s]]; k < b.attackFrom[b.prov[s] + 1]; k++) {
    const a = b.attackList[k];
    if (!cuts(r, a, s, FINAL)) continue;
    if (cutters === undefined) cutters = [ref(b, a)];
    else cutters.push(ref(b, a));
  }
  return cutters ?? NO_UNITS;
}

function explainSupport(r: Resolver, s: number, res: OrderResult): void {
  const b = r.b;
  if (!b.supporters[b.ref[s]].includes(s)) {
    res.outcome = 'void';
    res.reason = 'no-match';
    return;
  }
  if (r.resolve(s, FINAL)) return;
  const cutters = cuttersOf(r, s);
  if (cutters.length) return fail(res, 'cut', cutters);
  const d = dislodger(r, s, FINAL);
  fail(res, 'dislodged', d >= 0 ? [ref(b, d)] : []);
}

function explainConvoy(r: Resolver, f: number, res: OrderResult): void {
  const b = r.b;
  const a = b.ref[f];
  if (!b.convoyFleets[a].includes(f) || !b.byConvoy[a]) {
    res.outcome = 'void';
    res.reason = 'no-match';
    return;
  }
  if (r.paradox[f]) return fail(res, 'paradox', []);
  const d = dislodger(r, f, FINAL);
  if (d >= 0) fail(res, 'dislodged', [ref(b, d)]);
}
