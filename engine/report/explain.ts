// Results in words: one sentence per order, read from the result's data (outcome, reason, the units
// in `by`, the strengths), never worked out again. `A mun - bur bounces: attack 1 against A mar (1).`
import type { GameMap } from '../map/types';
import type { IllegalReason, Order, OrderResult, ReasonCode, Strengths, UnitRef } from '../types';
import { formatOrder } from '../orders/format';
import { illegalPhrase } from './illegal';
import { capitalize, listWords, placeName, unitName } from './words';

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

/** One sentence for one order's result. */
export function describeResult(result: OrderResult, map: GameMap): string {
  const written = result.order.kind === 'hold' ? unitName(result.unit ?? result.order.unit) : formatOrder(result.order, map, 'short');
  // 4.E.3: an order the engine deduced, which no one wrote, says so.
  const subject = result.implicit ? `${written} (implied by the other orders)` : written;
  return `${capitalize(subject)} ${predicate(result, map)}.`;
}

function predicate(r: OrderResult, map: GameMap): string {
  switch (r.outcome) {
    case 'succeeds':
      return withDislodged(succeeded(r), r, map);
    case 'fails':
      return withDislodged(failed(r, map), r, map);
    case 'void':
      return withDislodged(voided(r), r, map);
    case 'illegal':
      return illegal(r, map);
  }
}

/** `and is dislodged by A tyr from Tyrolia`, when the unit was dislodged and the phrase did not say so. */
function withDislodged(phrase: string, r: OrderResult, map: GameMap): string {
  if (!r.dislodgedBy || r.reason === 'dislodged') return phrase;
  return `${phrase}, and is dislodged by ${dislodger(r, map)}`;
}

function dislodger(r: OrderResult, map: GameMap): string {
  const d = r.dislodgedBy;
  if (!d) return r.by.length > 0 ? listUnits(r.by) : 'another unit';
  return `${unitName(d.unit)} from ${placeName(map, d.from)}${d.viaConvoy ? ' by convoy' : ''}`;
}

function listUnits(units: UnitRef[]): string {
  return listWords(units.map(unitName));
}

function succeeded(r: OrderResult): string {
  const o = r.order;
  switch (o.kind) {
    case 'hold':
      return 'holds';
    case 'move':
      return moved(r.strengths);
    case 'support':
      return 'gives support';
    case 'convoy':
      return 'convoys';
    case 'retreat':
      return 'retreats';
    case 'disband':
      return 'is disbanded';
    case 'build':
    case 'remove':
      return 'succeeds';
    case 'waive':
      return 'leaves one build unused';
  }
}

/** `moves`, or `moves: attack 2 against hold 1` when something stood against it. */
function moved(s: Strengths | null): string {
  if (!s || s.attack === undefined) return 'moves';
  const against: string[] = [];
  if (s.defend !== undefined) against.push(`defend ${s.defend}`);
  else if (s.hold) against.push(`hold ${s.hold}`);
  for (const p of s.prevent ?? []) against.push(`${unitName(p.unit)} (${p.strength})`);
  return against.length === 0 ? 'moves' : `moves: attack ${s.attack} against ${listWords(against)}`;
}

function failed(r: OrderResult, map: GameMap): string {
  const s = r.strengths;
  const attack = s?.attack ?? '?';
  switch (r.reason) {
    case 'bounce':
      return bounced(r);
    case 'held':
      return `fails: attack ${attack} against hold ${s?.hold ?? '?'}${r.by.length ? ` of ${listUnits(r.by)}` : ''}`;
    case 'beaten':
      // Equal strengths in a head-to-head battle: neither moves, so neither is "beaten".
      if (s?.defend !== undefined && s.defend === s.attack) return `bounces head to head with ${listUnits(r.by)} (${attack} against ${s.defend})`;
      return `is beaten head to head by ${listUnits(r.by)} (${s?.defend ?? '?'} against ${attack})`;
    case 'own-unit':
      return `fails: it cannot dislodge its own ${listUnits(r.by)}`;
    case 'no-path':
      return 'fails: no convoy route was ordered for it';
    case 'path-missing':
      return 'fails: its convoy path is not written, and the rules want one (DATC 4.A.6 c)';
    case 'convoy-disrupted':
      return r.by.length ? `fails: its convoy is disrupted, ${listUnits(r.by)} being dislodged` : 'fails: its convoy is disrupted';
    case 'paradox':
      return r.by.length ? `fails under the convoy paradox rule, which stops the convoy by ${listUnits(r.by)}` : 'fails under the convoy paradox rule';
    case 'cut':
      return `is cut by ${listUnits(r.by)}`;
    case 'dislodged':
      return `${r.order.kind === 'hold' ? 'holds but' : 'fails and'} is dislodged by ${dislodger(r, map)}`;
    case 'not-on-route':
      return 'fails: the fleet is on no route of that convoy';
    default:
      // A move that counts as a move but cannot succeed (DATC 4.E.1 a-c): say why it cannot.
      return r.reason && !FAILURE_REASONS.has(r.reason)
        ? `fails: ${illegalPhrase(r.reason as IllegalReason, r, map)}; under this game's rules it still counts as a move`
        : 'fails';
  }
}

function bounced(r: OrderResult): string {
  const s = r.strengths;
  const rivals = (s?.prevent ?? []).filter((p) => r.by.some((u) => sameUnit(u, p.unit)));
  if (r.order.kind === 'retreat') return `bounces against ${listUnits(r.by)} and is disbanded`;
  if (!s || s.attack === undefined || rivals.length === 0) return r.by.length ? `bounces against ${listUnits(r.by)}` : 'bounces';
  return `bounces: attack ${s.attack} against ${listWords(rivals.map((p) => `${unitName(p.unit)} (${p.strength})`))}`;
}

function sameUnit(a: UnitRef, b: UnitRef): boolean {
  return a.province === b.province && a.power === b.power && a.type === b.type;
}

function voided(r: OrderResult): string {
  if (r.reason !== 'no-match') return 'is void';
  return `is void: ${noMatch(r.order)}`;
}

/** What the supported or convoyed unit did not do, read from the order that names it. */
function noMatch(o: Order): string {
  if (o.kind === 'support') {
    const target = unitName(o.target);
    return o.to === null ? `${target} moves, so it cannot be supported to hold` : `${target} was not ordered to ${o.to}`;
  }
  if (o.kind === 'convoy') return `${unitName(o.army)} was not ordered to ${o.to} by convoy`;
  return 'no matching order';
}

function illegal(r: OrderResult, map: GameMap): string {
  const reason = r.reason;
  const phrase = reason && !FAILURE_REASONS.has(reason) ? illegalPhrase(reason as IllegalReason, r, map) : 'not allowed';
  const after = r.dislodgedBy ? `; the unit holds and is dislodged by ${dislodger(r, map)}` : '';
  return `is illegal: ${phrase}${after}`;
}
