// Orders and outcomes as a Judge's results mail writes them: the order in the short notation with
// capitalised places (`A Mun - Bur`), then what became of it in a few words, numbers and rivals
// included (`bounced: 2 against 2 with F Mar - Bur`). Read from the result's data; the engine's
// report module gives the phrases for illegal orders, so both say the same thing.
import {
  FAILURE_REASONS,
  type GameMap,
  formatOrder,
  illegalPhrase,
  type IllegalReason,
  type Order,
  type OrderResult,
  type ProvinceId,
  type UnitRef,
} from '../../engine/index';

/** The tag a Judge puts after a line (`(*bounce*)`), as a code for styling. */
export type Mark = 'ok' | 'bounce' | 'cut' | 'dislodged' | 'void' | 'illegal' | 'failed' | 'no-order' | 'pending';

export interface Outcome {
  mark: Mark;
  /** What became of the order, without the order: `bounced: 2 against 2 with F Mar - Bur`. */
  phrase: string;
}

/** `Mun`, `Stp/nc`: a province id with its first letter in capitals. */
export function place(province: ProvinceId, coast: string | null = null): string {
  const p = province.length ? province[0].toUpperCase() + province.slice(1) : province;
  return coast ? `${p}/${coast}` : p;
}

/** `A Mun`, `F Stp/sc`. */
export function unitText(u: { type: string | null; province: ProvinceId; coast: string | null }): string {
  return u.type ? `${u.type} ${place(u.province, u.coast)}` : place(u.province, u.coast);
}

/** The order in the Judge's short notation with capitalised places: `A Mar S A Par - Bur`, `Build F Kie`. */
export function orderText(order: Order, map: GameMap): string {
  const short = formatOrder(order, map, 'short');
  const words = short.split(' ').map((w) => {
    const [id, coast] = w.split('/');
    return /^[a-z]{3}$/.test(id) && map.province(id) ? place(id, coast ?? null) : w;
  });
  const text = words.join(' ');
  return text[0].toUpperCase() + text.slice(1);
}

const same = (a: UnitRef, b: { province: ProvinceId; type?: string | null }): boolean => a.province === b.province;

/** The order a unit was given this phase, for naming a rival (`F Mar - Bur`), else the unit itself. */
function rival(u: UnitRef, all: OrderResult[], map: GameMap): string {
  const r = all.find((x) => x.unit && same(x.unit, u) && x.outcome !== 'illegal' && x.order.kind !== 'hold');
  return r ? orderText(r.order, map) : `${unitText(u)} H`;
}

function rivals(units: UnitRef[], all: OrderResult[], map: GameMap): string {
  return listed(units.map((u) => rival(u, all, map)));
}

export function listed(items: string[], last = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
}

/** What became of one order, with the whole phase's results at hand to name rivals by their orders. */
export function outcomeOf(r: OrderResult, all: OrderResult[], map: GameMap): Outcome {
  const base = baseOutcome(r, all, map);
  const implied = r.implicit ? ' (implied by the other orders)' : '';
  if (r.dislodgedBy && r.reason !== 'dislodged') {
    const d = r.dislodgedBy;
    const by = `${unitText(d.unit)} from ${place(d.from)}${d.viaConvoy ? ' by convoy' : ''}`;
    return { mark: base.mark === 'ok' ? 'dislodged' : base.mark, phrase: `${base.phrase}${implied}, and was dislodged by ${by}` };
  }
  return { mark: base.mark, phrase: base.phrase + implied };
}

function baseOutcome(r: OrderResult, all: OrderResult[], map: GameMap): Outcome {
  switch (r.outcome) {
    case 'succeeds':
      return { mark: 'ok', phrase: succeeded(r, all) };
    case 'fails':
      return failed(r, all, map);
    case 'void':
      return { mark: 'void', phrase: voided(r) };
    case 'illegal': {
      const reason = r.reason && !FAILURE_REASONS.has(r.reason) ? illegalPhrase(r.reason as IllegalReason, r, map) : 'not allowed';
      return { mark: 'illegal', phrase: `illegal: ${reason}${r.order.kind === 'build' || r.order.kind === 'waive' ? '' : '; the unit held'}` };
    }
  }
}

function succeeded(r: OrderResult, all: OrderResult[]): string {
  switch (r.order.kind) {
    case 'hold':
      return 'held';
    case 'move':
      return moved(r, all);
    case 'support':
      return 'gave support';
    case 'convoy':
      return 'convoyed';
    case 'retreat':
      return 'retreated';
    case 'disband':
      return 'was disbanded';
    case 'build':
    case 'remove':
      return 'succeeded';
    case 'waive':
      return 'succeeded: one build is left unused';
  }
}

/** `moved`, or `moved: 2 against 1, dislodging A Ser` when something stood against it. */
function moved(r: OrderResult, all: OrderResult[]): string {
  const s = r.strengths;
  const victim = all.find((x) => x.dislodgedBy && r.unit && same(x.dislodgedBy.unit, r.unit));
  const dislodging = victim?.unit ? `, dislodging ${unitText(victim.unit)}` : '';
  if (!s || s.attack === undefined) return `moved${dislodging}`;
  const against = Math.max(s.defend ?? 0, s.hold ?? 0, ...(s.prevent ?? []).map((p) => p.strength));
  return against === 0 ? `moved${dislodging}` : `moved: ${s.attack} against ${against}${dislodging}`;
}

function failed(r: OrderResult, all: OrderResult[], map: GameMap): Outcome {
  const s = r.strengths;
  const attack = s?.attack ?? '?';
  const by = r.by.length ? rivals(r.by, all, map) : '';
  switch (r.reason) {
    case 'bounce': {
      if (r.order.kind === 'retreat') return { mark: 'bounce', phrase: `bounced with ${by || 'another retreat'} and was disbanded` };
      const against = Math.max(0, ...(s?.prevent ?? []).map((p) => p.strength));
      const numbers = s?.attack !== undefined && s.prevent?.length ? `: ${attack} against ${against}` : '';
      return { mark: 'bounce', phrase: `bounced${numbers}${by ? ` with ${by}` : ''}` };
    }
    case 'held':
      return { mark: 'bounce', phrase: `bounced: ${attack} against ${s?.hold ?? '?'}${by ? ` with ${by}` : ''}` };
    case 'beaten':
      if (s?.defend !== undefined && s.defend === s.attack) return { mark: 'bounce', phrase: `bounced head to head: ${attack} against ${s.defend} with ${by}` };
      return { mark: 'bounce', phrase: `was beaten head to head: ${attack} against ${s?.defend ?? '?'} by ${by}` };
    case 'own-unit':
      return { mark: 'failed', phrase: `failed: it may not dislodge its own ${listed(r.by.map(unitText))}` };
    case 'no-path':
      return { mark: 'failed', phrase: 'failed: no convoy route was ordered' };
    case 'path-missing':
      return { mark: 'failed', phrase: 'failed: the convoy path was not written, and the rules want one (DATC 4.A.6 c)' };
    case 'convoy-disrupted':
      return { mark: 'failed', phrase: `failed: the convoy was disrupted${r.by.length ? ` (${listed(r.by.map(unitText))} dislodged)` : ''}` };
    case 'paradox':
      return { mark: 'failed', phrase: 'failed under the convoy paradox rule' };
    case 'cut':
      return { mark: 'cut', phrase: `was cut by ${by}` };
    case 'dislodged': {
      const d = r.dislodgedBy;
      const who = d ? `${rival(d.unit, all, map)}${d.viaConvoy ? ' by convoy' : ''}` : by;
      return { mark: 'dislodged', phrase: `${r.order.kind === 'hold' ? 'was' : 'failed and was'} dislodged by ${who}` };
    }
    case 'not-on-route':
      return { mark: 'failed', phrase: 'failed: the fleet is on no route of that convoy' };
    default:
      // A move the rules count as a move that cannot succeed (DATC 4.E.1 a-c).
      if (r.reason && !FAILURE_REASONS.has(r.reason)) {
        return { mark: 'failed', phrase: `failed: ${illegalPhrase(r.reason as IllegalReason, r, map)}` };
      }
      return { mark: 'failed', phrase: 'failed' };
  }
}

function voided(r: OrderResult): string {
  const o = r.order;
  if (r.reason !== 'no-match') return 'was void';
  if (o.kind === 'support') {
    const t = unitText(o.target);
    return o.to === null ? `void: ${t} moved, so it could not be supported to hold` : `void: ${t} was not ordered to ${place(o.to)}`;
  }
  if (o.kind === 'convoy') return `void: ${unitText(o.army)} was not ordered to ${place(o.to)} by convoy`;
  return 'void: no matching order';
}
