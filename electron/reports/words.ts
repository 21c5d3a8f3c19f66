// Orders and outcomes as a Judge's results mail writes them: the order in the short notation with
// capitalised places (`A Mun - Bur`), then what became of it in a few words, numbers and rivals
// included (`bounced: 2 against 2 with F Mar - Bur`). Read from the result's data; the engine's
// report module says why an order is illegal (as data, worded here in the report's language from
// the `explain` namespace the window words it from too), so both say the same thing.
import {
  englishExplainWording,
  type ExplainWording,
  FAILURE_REASONS,
  type GameMap,
  illegalReason,
  type IllegalReason,
  type Order,
  type OrderResult,
  type ProvinceId,
  type UnitRef,
  wordExplanation,
} from '../../engine/index';
import { ENGLISH, type ReportWords } from './language';

/** The tag a Judge puts after a line (`(*bounce*)`), as a code for styling. */
export type Mark = 'ok' | 'bounce' | 'cut' | 'dislodged' | 'void' | 'illegal' | 'failed' | 'no-order' | 'pending';

export interface Outcome {
  mark: Mark;
  /** What became of the order, without the order: `bounced: 2 against 2 with F Mar - Bur`. */
  phrase: string;
}

/** `Mun`, `Stp/nc`: a province id with its first letter in capitals (the edition's abbreviation in another language). */
export function place(province: ProvinceId, coast: string | null = null, w: ReportWords = ENGLISH): string {
  return w.place(province, coast);
}

/** `A Mun`, `F Stp/sc`. */
export function unitText(u: { type: string | null; province: ProvinceId; coast: string | null }, w: ReportWords = ENGLISH): string {
  return u.type ? `${u.type} ${w.place(u.province, u.coast)}` : w.place(u.province, u.coast);
}

/** The order in the Judge's short notation with capitalised places: `A Mar S A Par - Bur`, `Build F Kie`; in the edition's notation in another language. */
export function orderText(order: Order, map: GameMap, w: ReportWords = ENGLISH): string {
  return w.order(order, map);
}

const same = (a: UnitRef, b: { province: ProvinceId; type?: string | null }): boolean => a.province === b.province;

/** The order a unit was given this phase, for naming a rival (`F Mar - Bur`), else the unit itself holding. */
function rival(u: UnitRef, all: OrderResult[], map: GameMap, w: ReportWords): string {
  const r = all.find((x) => x.unit && same(x.unit, u) && x.outcome !== 'illegal' && x.order.kind !== 'hold');
  return r ? w.order(r.order, map) : w.order({ kind: 'hold', unit: { type: u.type, province: u.province, coast: u.coast, power: null } } as Order, map);
}

function rivals(units: UnitRef[], all: OrderResult[], map: GameMap, w: ReportWords): string {
  return w.list(units.map((u) => rival(u, all, map, w)));
}

/** How the engine's explanations are worded in the report's language: English exactly as the engine words it. */
export function explainWords(w: ReportWords, map: GameMap): ExplainWording {
  const english = englishExplainWording(map);
  if (w.lang === 'en') return english;
  return {
    ...english,
    template: (code) => w.t(`explain:${code}`),
    unit: (u) => unitText(u, w),
    order: (o) => w.order(o, map),
    place: (province) => w.name(province),
    short: (province) => w.place(province),
    power: (p) => w.power(p),
    adjective: (p) => w.adjective(p),
    list: (items) => w.list(items),
  };
}

/** Why an order is illegal, in the report's language. */
export function illegalWords(reason: IllegalReason, r: OrderResult, map: GameMap, w: ReportWords = ENGLISH): string {
  return wordExplanation(illegalReason(reason, r, map), explainWords(w, map));
}

export function listed(items: string[], last: 'and' | 'or' = 'and', w: ReportWords = ENGLISH): string {
  return w.list(items, last);
}

/** What became of one order, with the whole phase's results at hand to name rivals by their orders. */
export function outcomeOf(r: OrderResult, all: OrderResult[], map: GameMap, w: ReportWords = ENGLISH): Outcome {
  const base = baseOutcome(r, all, map, w);
  const phrase = r.implicit ? `${base.phrase} ${w.t('outcome.implied')}` : base.phrase;
  if (r.dislodgedBy && r.reason !== 'dislodged') {
    const d = r.dislodgedBy;
    const from = w.t('outcome.unitFrom', { unit: unitText(d.unit, w), from: w.place(d.from) });
    const by = d.viaConvoy ? w.t('outcome.byConvoy', { unit: from }) : from;
    return { mark: base.mark === 'ok' ? 'dislodged' : base.mark, phrase: w.t('outcome.andDislodged', { phrase, by }) };
  }
  return { mark: base.mark, phrase };
}

function baseOutcome(r: OrderResult, all: OrderResult[], map: GameMap, w: ReportWords): Outcome {
  switch (r.outcome) {
    case 'succeeds':
      return { mark: 'ok', phrase: succeeded(r, all, w) };
    case 'fails':
      return failed(r, all, map, w);
    case 'void':
      return { mark: 'void', phrase: voided(r, w) };
    case 'illegal': {
      const reason = r.reason && !FAILURE_REASONS.has(r.reason) ? illegalWords(r.reason as IllegalReason, r, map, w) : w.t('outcome.notAllowed');
      const illegal = w.t('outcome.illegal', { reason });
      return { mark: 'illegal', phrase: r.order.kind === 'build' || r.order.kind === 'waive' ? illegal : w.t('outcome.unitHeld', { phrase: illegal }) };
    }
  }
}

const SUCCEEDED: Record<Order['kind'], string> = {
  hold: 'outcome.held',
  move: 'outcome.moved',
  support: 'outcome.supported',
  convoy: 'outcome.convoyed',
  retreat: 'outcome.retreated',
  disband: 'outcome.disbanded',
  build: 'outcome.succeeded',
  remove: 'outcome.succeeded',
  waive: 'outcome.waived',
};

function succeeded(r: OrderResult, all: OrderResult[], w: ReportWords): string {
  return r.order.kind === 'move' ? moved(r, all, w) : w.t(SUCCEEDED[r.order.kind]);
}

/** `moved`, or `moved: 2 against 1, dislodging A Ser` when something stood against it. */
function moved(r: OrderResult, all: OrderResult[], w: ReportWords): string {
  const s = r.strengths;
  const victim = all.find((x) => x.dislodgedBy && r.unit && same(x.dislodgedBy.unit, r.unit));
  const dislodging = (phrase: string) => (victim?.unit ? w.t('outcome.dislodging', { phrase, unit: unitText(victim.unit, w) }) : phrase);
  if (!s || s.attack === undefined) return dislodging(w.t('outcome.moved'));
  const against = Math.max(s.defend ?? 0, s.hold ?? 0, ...(s.prevent ?? []).map((p) => p.strength));
  return dislodging(against === 0 ? w.t('outcome.moved') : w.t('outcome.movedAgainst', { attack: s.attack, against }));
}

/** `bounced: 2 against 1 with A Mun - Bur`: the numbers and the rivals when known. */
function bounced(w: ReportWords, key: string, numbers: { attack: number | string; against: number | string } | null, by: string): string {
  const counted = numbers ? w.t('outcome.numbers', { phrase: w.t(key), ...numbers }) : w.t(key);
  return by ? w.t('outcome.with', { phrase: counted, by }) : counted;
}

function failed(r: OrderResult, all: OrderResult[], map: GameMap, w: ReportWords): Outcome {
  const s = r.strengths;
  const attack = s?.attack ?? '?';
  const by = r.by.length ? rivals(r.by, all, map, w) : '';
  const units = () => w.list(r.by.map((u) => unitText(u, w)));
  switch (r.reason) {
    case 'bounce': {
      if (r.order.kind === 'retreat') return { mark: 'bounce', phrase: w.t('outcome.retreatBounced', { by: by || w.t('outcome.anotherRetreat') }) };
      const against = Math.max(0, ...(s?.prevent ?? []).map((p) => p.strength));
      return { mark: 'bounce', phrase: bounced(w, 'outcome.bounced', s?.attack !== undefined && s.prevent?.length ? { attack, against } : null, by) };
    }
    case 'held':
      return { mark: 'bounce', phrase: bounced(w, 'outcome.bounced', { attack, against: s?.hold ?? '?' }, by) };
    case 'beaten':
      if (s?.defend !== undefined && s.defend === s.attack)
        return { mark: 'bounce', phrase: bounced(w, 'outcome.bouncedHead', { attack, against: s.defend }, by) };
      return { mark: 'bounce', phrase: w.t('outcome.beaten', { attack, defend: s?.defend ?? '?', by }) };
    case 'own-unit':
      return { mark: 'failed', phrase: w.t('outcome.ownUnit', { list: units() }) };
    case 'no-path':
      return { mark: 'failed', phrase: w.t('outcome.noPath') };
    case 'path-missing':
      return { mark: 'failed', phrase: w.t('outcome.pathMissing') };
    case 'convoy-disrupted':
      return { mark: 'failed', phrase: r.by.length ? w.t('outcome.disruptedBy', { list: units() }) : w.t('outcome.disrupted') };
    case 'paradox':
      return { mark: 'failed', phrase: w.t('outcome.paradox') };
    case 'cut':
      return { mark: 'cut', phrase: w.t('outcome.cut', { by }) };
    case 'dislodged': {
      const d = r.dislodgedBy;
      const who = d ? (d.viaConvoy ? w.t('outcome.byConvoy', { unit: rival(d.unit, all, map, w) }) : rival(d.unit, all, map, w)) : by;
      return { mark: 'dislodged', phrase: w.t(r.order.kind === 'hold' ? 'outcome.wasDislodged' : 'outcome.failedDislodged', { by: who }) };
    }
    case 'not-on-route':
      return { mark: 'failed', phrase: w.t('outcome.notOnRoute') };
    default:
      // A move the rules count as a move that cannot succeed (DATC 4.E.1 a-c).
      if (r.reason && !FAILURE_REASONS.has(r.reason)) {
        return { mark: 'failed', phrase: w.t('outcome.failedWhy', { reason: illegalWords(r.reason as IllegalReason, r, map, w) }) };
      }
      return { mark: 'failed', phrase: w.t('outcome.failed') };
  }
}

function voided(r: OrderResult, w: ReportWords): string {
  const o = r.order;
  if (r.reason !== 'no-match') return w.t('outcome.void');
  if (o.kind === 'support') {
    const unit = unitText(o.target, w);
    return o.to === null ? w.t('outcome.voidHold', { unit }) : w.t('outcome.voidTo', { unit, place: w.place(o.to) });
  }
  if (o.kind === 'convoy') return w.t('outcome.voidConvoy', { unit: unitText(o.army, w), place: w.place(o.to) });
  return w.t('outcome.voidNoMatch');
}
