// Results in words: one sentence per order, read from the result's data (outcome, reason, the units
// in `by`, the strengths), never worked out again. `A mun - bur bounces: attack 1 against A mar (1).`
// explainResult gives the sentence as data (engine/report/because.ts), describeResult in English.
import type { GameMap } from '../map/types';
import type { IllegalReason, Order, OrderResult, ReasonCode, Strengths, UnitRef } from '../types';
import { englishExplainWording, wordExplanation, type ExplainCode, type ExplainParam, type Explanation } from './because';
import { illegalReason } from './illegal';

/** The reasons that explain a failure, never an illegal order (the reports' Judge text reads them too). */
export const FAILURE_REASONS: ReadonlySet<ReasonCode> = new Set<ReasonCode>([
  'bounce',
  'beaten',
  'held',
  'own-unit',
  'no-path',
  'path-missing',
  'convoy-disrupted',
  'paradox',
  'cut',
  'dislodged',
  'no-match',
]);

/** One sentence for one order's result, in English. */
export function describeResult(result: OrderResult, map: GameMap): string {
  return wordExplanation(explainResult(result, map), englishExplainWording(map));
}

/** One sentence for one order's result, as data to be worded in any language. */
export function explainResult(result: OrderResult, map: GameMap): Explanation {
  const written: ExplainParam = result.order.kind === 'hold' ? { unit: result.unit ?? result.order.unit } : { order: result.order };
  // 4.E.3: an order the engine deduced, which no one wrote, says so.
  const subject: ExplainParam = result.implicit ? say('implied', { subject: written }) : written;
  return { code: 'sentence', params: { subject, predicate: predicate(result, map) } };
}

function say(code: ExplainCode, params?: Record<string, ExplainParam>): { say: Explanation } {
  return { say: params ? { code, params } : { code } };
}

function predicate(r: OrderResult, map: GameMap): ExplainParam {
  switch (r.outcome) {
    case 'succeeds':
      return withDislodged(succeeded(r), r);
    case 'fails':
      return withDislodged(failed(r, map), r);
    case 'void':
      return withDislodged(voided(r), r);
    case 'illegal':
      return illegal(r, map);
  }
}

/** `and is dislodged by A tyr from Tyrolia`, when the unit was dislodged and the phrase did not say so. */
function withDislodged(phrase: ExplainParam, r: OrderResult): ExplainParam {
  if (!r.dislodgedBy || r.reason === 'dislodged') return phrase;
  return say('and-dislodged', { phrase, by: dislodger(r) });
}

function dislodger(r: OrderResult): ExplainParam {
  const d = r.dislodgedBy;
  if (!d) return r.by.length > 0 ? { units: r.by } : say('another-unit');
  return say(d.viaConvoy ? 'unit-from-convoy' : 'unit-from', { unit: { unit: d.unit }, from: { place: d.from } });
}

const SUCCEEDED: Record<Exclude<Order['kind'], 'move'>, ExplainCode> = {
  hold: 'holds',
  support: 'gives-support',
  convoy: 'convoys',
  retreat: 'retreats',
  disband: 'is-disbanded',
  build: 'succeeds',
  remove: 'succeeds',
  waive: 'leaves-build-unused',
};

function succeeded(r: OrderResult): ExplainParam {
  return r.order.kind === 'move' ? moved(r.strengths) : say(SUCCEEDED[r.order.kind]);
}

const strength = (unit: UnitRef, n: number): Explanation => ({ code: 'unit-strength', params: { unit: { unit }, strength: n } });

/** `moves`, or `moves: attack 2 against hold 1` when something stood against it. */
function moved(s: Strengths | null): ExplainParam {
  if (!s || s.attack === undefined) return say('moves');
  const against: Explanation[] = [];
  if (s.defend !== undefined) against.push({ code: 'defend-strength', params: { strength: s.defend } });
  else if (s.hold) against.push({ code: 'hold-strength', params: { strength: s.hold } });
  for (const p of s.prevent ?? []) against.push(strength(p.unit, p.strength));
  return against.length === 0 ? say('moves') : say('moves-against', { attack: s.attack, against: { all: against } });
}

function failed(r: OrderResult, map: GameMap): ExplainParam {
  const s = r.strengths;
  const attack = s?.attack ?? '?';
  const by: ExplainParam = { units: r.by };
  switch (r.reason) {
    case 'bounce':
      return bounced(r);
    case 'held':
      return r.by.length ? say('fails-hold-of', { attack, hold: s?.hold ?? '?', by }) : say('fails-hold', { attack, hold: s?.hold ?? '?' });
    case 'beaten':
      // Equal strengths in a head-to-head battle: neither moves, so neither is "beaten".
      if (s?.defend !== undefined && s.defend === s.attack) return say('bounces-head-to-head', { by, attack, defend: s.defend });
      return say('beaten-head-to-head', { by, defend: s?.defend ?? '?', attack });
    case 'own-unit':
      return say('fails-own-unit', { by });
    case 'no-path':
      return say('fails-no-path');
    case 'path-missing':
      return say('fails-path-missing');
    case 'convoy-disrupted':
      return r.by.length ? say('fails-disrupted-by', { by }) : say('fails-disrupted');
    case 'paradox':
      return r.by.length ? say('fails-paradox-by', { by }) : say('fails-paradox');
    case 'cut':
      return say('is-cut', { by });
    case 'dislodged':
      return say(r.order.kind === 'hold' ? 'holds-dislodged' : 'fails-dislodged', { by: dislodger(r) });
    case 'not-on-route':
      return say('fails-not-on-route');
    default:
      // A move that counts as a move but cannot succeed (DATC 4.E.1 a-c): say why it cannot.
      return r.reason && !FAILURE_REASONS.has(r.reason)
        ? say('fails-counts-as-move', { reason: { say: illegalReason(r.reason as IllegalReason, r, map) } })
        : say('fails');
  }
}

function bounced(r: OrderResult): ExplainParam {
  const s = r.strengths;
  const rivals = (s?.prevent ?? []).filter((p) => r.by.some((u) => sameUnit(u, p.unit)));
  if (r.order.kind === 'retreat') return say('retreat-bounces', { by: { units: r.by } });
  if (!s || s.attack === undefined || rivals.length === 0) return r.by.length ? say('bounces-against', { by: { units: r.by } }) : say('bounces');
  return say('bounces-attack', { attack: s.attack, against: { all: rivals.map((p) => strength(p.unit, p.strength)) } });
}

function sameUnit(a: UnitRef, b: UnitRef): boolean {
  return a.province === b.province && a.power === b.power && a.type === b.type;
}

function voided(r: OrderResult): ExplainParam {
  if (r.reason !== 'no-match') return say('is-void');
  return say('is-void-because', { why: noMatch(r.order) });
}

/** What the supported or convoyed unit did not do, read from the order that names it. */
function noMatch(o: Order): ExplainParam {
  if (o.kind === 'support') {
    const unit = { unit: o.target };
    return o.to === null ? say('void-moves', { unit }) : say('void-not-ordered', { unit, to: { short: o.to } });
  }
  if (o.kind === 'convoy') return say('void-not-convoyed', { unit: { unit: o.army }, to: { short: o.to } });
  return say('void-no-match');
}

function illegal(r: OrderResult, map: GameMap): ExplainParam {
  const reason = r.reason;
  const phrase: ExplainParam = reason && !FAILURE_REASONS.has(reason) ? { say: illegalReason(reason as IllegalReason, r, map) } : say('not-allowed');
  return r.dislodgedBy ? say('is-illegal-dislodged', { reason: phrase, by: dislodger(r) }) : say('is-illegal', { reason: phrase });
}
