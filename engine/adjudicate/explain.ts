// Turns resolved decisions into results with reasons: who bounced whom with which strengths, who cut
// which support, who dislodged whom. Runs after every decision is resolved, so it only reads them.
import type { OrderResult, Strengths, UnitRef } from '../types';
import { type Board, CONVOY, HOLD, MOVE, SUPPORT, refOf } from './board';
import { attackStrength, cuts, defendStrength, dislodger, holdStrength, path, preventStrength } from './decisions';
import type { Resolver } from './resolver';

/** Fill in every result; `disl[u]` is the unit that dislodged u, or -1. */
export function explainAll(r: Resolver, disl: Int16Array): void {
  const b = r.b;
  const dislodgedBy: (OrderResult['dislodgedBy'])[] = new Array(b.n).fill(null);
  for (let u = 0; u < b.n; u++) {
    const d = disl[u];
    if (d >= 0) dislodgedBy[u] = { unit: ref(b, d), from: b.units[d].province, viaConvoy: b.byConvoy[d] === 1 };
  }
  for (const res of b.results) {
    if (res.outcome !== 'illegal' || !res.unit) continue;
    const u = b.unitAt[b.geo.index.get(res.unit.province)!];
    if (u >= 0) res.dislodgedBy = dislodgedBy[u];
  }
  for (let u = 0; u < b.n; u++) {
    const i = b.accepted[u];
    if (i < 0) continue;
    const res = b.results[i];
    res.dislodgedBy = dislodgedBy[u];
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
        if (dislodgedBy[u]) fail(res, 'dislodged', [dislodgedBy[u]!.unit]);
        break;
    }
  }
}

function ref(b: Board, u: number): UnitRef {
  return refOf(b, u);
}

function fail(res: OrderResult, reason: OrderResult['reason'], by: UnitRef[]): void {
  res.outcome = 'fails';
  res.reason = reason;
  res.by = by;
}

function supportersGiven(r: Resolver, u: number, excludePower: number): UnitRef[] {
  return r.b.supporters[u].filter((s) => r.b.power[s] !== excludePower && r.resolve(s)).map((s) => ref(r.b, s));
}

function explainMove(r: Resolver, u: number, res: OrderResult): void {
  const b = r.b;
  if (b.doomed[u]) {
    // 4.E.1 a-c: a move that counts as a move but cannot succeed; the reason was set when accepted.
    res.outcome = 'fails';
    return;
  }
  const t = b.dest[u];
  const j = b.unitAt[t];
  const strengths: Strengths = { attack: attackStrength(r, u) };
  const targetStays = j >= 0 && !(b.kind[j] === MOVE && b.h2h[u] !== j && r.resolve(j));
  strengths.supportedBy = supportersGiven(r, u, targetStays ? b.power[j] : -1);
  if (b.h2h[u] >= 0) strengths.defend = defendStrength(r, b.h2h[u]);
  else strengths.hold = holdStrength(r, t);
  const rivals = b.attackers[t].filter((k) => k !== u);
  if (rivals.length) strengths.prevent = rivals.map((k) => ({ unit: ref(b, k), strength: preventStrength(r, k) }));
  res.strengths = strengths;
  if (r.resolve(u)) return;
  if (!path(r, u)) {
    const fleets = b.convoyFleets[u];
    if (fleets.some((f) => r.paradox[f])) return fail(res, 'paradox', fleets.filter((f) => r.paradox[f]).map((f) => ref(b, f)));
    if (fleets.length === 0) return fail(res, 'no-path', []);
    return fail(res, 'convoy-disrupted', fleets.filter((f) => !r.resolve(f)).map((f) => ref(b, f)));
  }
  if (r.paradox[u]) return fail(res, 'paradox', []);
  const attack = strengths.attack!;
  if (attack === 0 && j >= 0) return fail(res, 'own-unit', [ref(b, j)]);
  if (b.h2h[u] >= 0 && attack <= strengths.defend!) return fail(res, 'beaten', [ref(b, b.h2h[u])]);
  if (b.h2h[u] < 0 && j >= 0 && attack <= strengths.hold!) return fail(res, 'held', [ref(b, j)]);
  const bouncers = (strengths.prevent ?? []).filter((p) => p.strength >= attack).map((p) => p.unit);
  fail(res, 'bounce', bouncers);
}

function explainSupport(r: Resolver, s: number, res: OrderResult): void {
  const b = r.b;
  if (!b.supporters[b.ref[s]].includes(s)) {
    res.outcome = 'void';
    res.reason = 'no-match';
    return;
  }
  if (r.resolve(s)) return;
  const cutters = b.attackers[b.prov[s]].filter((a) => cuts(r, a, s));
  if (cutters.length) return fail(res, 'cut', cutters.map((a) => ref(b, a)));
  const d = dislodger(r, s);
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
  const d = dislodger(r, f);
  if (d >= 0) fail(res, 'dislodged', [ref(b, d)]);
}
