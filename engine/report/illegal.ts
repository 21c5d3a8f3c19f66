// Why an order was not accepted: one explanation per IllegalReason (a code and its particulars,
// engine/report/because.ts), built from the order, the unit it was matched to and the power that
// gave it (`there is no unit in Paris`); illegalPhrase words it in English.
import type { GameMap } from '../map/types';
import type { IllegalReason, Order, OrderKind, OrderResult, ProvinceId } from '../types';
import { englishExplainWording, wordExplanation, type ExplainCode, type ExplainParam, type Explanation } from './because';

const KIND_CODES: Record<OrderKind, ExplainCode> = {
  hold: 'kind-hold',
  move: 'kind-move',
  support: 'kind-support',
  convoy: 'kind-convoy',
  retreat: 'kind-retreat',
  disband: 'kind-disband',
  build: 'kind-build',
  remove: 'kind-remove',
  waive: 'kind-waive',
};

interface Context {
  r: OrderResult;
  o: Order;
  map: GameMap;
  /** The ordered unit's province, in full. */
  here: ExplainParam;
  /** The order's destination (move, retreat, support, convoy, build), in full. */
  there: ExplainParam;
  /** The power that gave the order. */
  power: ExplainParam;
}

const is = (code: ExplainCode, params?: Record<string, ExplainParam>): Explanation => (params ? { code, params } : { code });

/** The table is a Record so that the compiler insists on an explanation for every reason. */
const PHRASES: Record<IllegalReason, (c: Context) => Explanation> = {
  'no-unit': noUnit,
  'foreign-unit': (c) => is('foreign-unit', { here: c.here, adjective: { adjective: c.r.power } }),
  'wrong-unit-type': wrongType,
  'wrong-coast': (c) =>
    'unit' in c.o && c.o.unit.coast
      ? is('wrong-coast', { here: c.here, coast: { say: is('coast-of', { coast: { coast: c.o.unit.coast }, place: { place: c.o.unit.province } }) } })
      : is('wrong-coast-other', { here: c.here }),
  'wrong-phase': (c) => is('wrong-phase', { kind: { say: is(KIND_CODES[c.o.kind]) } }),
  'not-adjacent': (c) => is('not-adjacent', { from: from(c), there: c.there }),
  'army-to-sea': (c) => is(c.o.kind === 'convoy' ? 'army-convoyed-to-sea' : 'army-to-sea', { there: c.there }),
  'fleet-to-land': (c) => is('fleet-to-land', { there: c.there }),
  'coast-needed': (c) => is('coast-needed', { there: c.there }),
  'no-such-coast': noSuchCoast,
  'same-province': (c) => is(c.o.kind === 'convoy' ? 'convoyed-same-province' : 'same-province'),
  'cannot-reach': cannotReach,
  'support-self': () => is('support-self'),
  'supported-cannot-reach': (c) =>
    c.o.kind === 'support'
      ? is('supported-cannot-reach', { unit: { unit: c.o.target }, there: c.there })
      : is('supported-unit-cannot-reach', { there: c.there }),
  'supporter-on-route': (c) =>
    c.o.kind === 'support' ? is('supporter-on-route', { unit: { unit: c.o.target }, there: c.there, here: c.here }) : is('supporter-must-convoy'),
  'army-cannot-convoy': () => is('army-cannot-convoy'),
  'fleet-not-at-sea': (c) => is('fleet-not-at-sea', { here: c.here }),
  'convoy-fleet': (c) => (c.o.kind === 'convoy' ? is('convoy-fleet', { unit: { unit: c.o.army } }) : is('convoy-only-armies')),
  'not-on-route': (c) =>
    c.o.kind === 'convoy' ? is('not-on-route', { here: c.here, unit: { unit: c.o.army }, there: c.there }) : is('not-on-any-route', { here: c.here }),
  'not-dislodged': (c) => is('not-dislodged', { here: c.here }),
  'retreat-not-allowed': (c) => is('retreat-not-allowed', { here: c.here, there: c.there }),
  'not-home-center': (c) => is('not-home-center', { there: c.there, power: c.power }),
  'not-owned': (c) => is('not-owned', { power: c.power, there: c.there }),
  occupied: (c) => is('occupied', { there: c.there }),
  'no-builds-due': (c) => is('no-builds-due', { power: c.power }),
  'no-removals-due': (c) => is('no-removals-due', { power: c.power }),
  'too-many': (c) => is(c.o.kind === 'remove' || c.o.kind === 'disband' ? 'too-many-removals' : 'too-many-builds', { power: c.power }),
  duplicate: (c) => (c.o.kind === 'build' ? is('duplicate-build', { there: c.there }) : is('duplicate')),
  superseded: (c) => (c.o.kind === 'build' ? is('superseded-build', { there: c.there }) : is('superseded')),
  'waive-not-allowed': () => is('waive-not-allowed'),
  'unknown-place': (c) => (c.o.kind === 'move' ? is('unknown-place', { place: c.o.to }) : is('unknown-destination')),
  'type-needed': (c) => is('type-needed', { there: c.there }),
  'fleet-in-land': (c) => is('fleet-in-land', { there: c.there }),
};

/** Every reason an order can be illegal (from the table, so none can be left out). */
export const ILLEGAL_REASONS = Object.keys(PHRASES) as IllegalReason[];

/** Why an order is illegal, as data to be worded in any language. */
export function illegalReason(reason: IllegalReason, r: OrderResult, map: GameMap): Explanation {
  const c: Context = { r, o: r.order, map, here: named(ownPlace(r)), there: named(destination(r.order)), power: { power: r.power } };
  return PHRASES[reason](c);
}

/** The phrase for one illegal reason, in English: what a game master would tell the player. */
export function illegalPhrase(reason: IllegalReason, r: OrderResult, map: GameMap): string {
  return wordExplanation(illegalReason(reason, r, map), englishExplainWording(map));
}

/** The province the ordered unit stands in, as the matched unit or the order says. */
function ownPlace(r: OrderResult): ProvinceId | null {
  if (r.unit) return r.unit.province;
  const o = r.order;
  if ('unit' in o) return o.unit.province;
  return o.kind === 'build' ? o.province : null;
}

/** Where the order sends something: a move's, retreat's, support's or convoy's destination. */
function destination(o: Order): ProvinceId | null {
  if (o.kind === 'move' || o.kind === 'retreat' || o.kind === 'convoy') return o.to;
  if (o.kind === 'support') return o.to ?? o.target.province;
  return o.kind === 'build' ? o.province : null;
}

function named(province: ProvinceId | null): ExplainParam {
  return province === null ? { say: is('that-province') } : { place: province };
}

function from(c: Context): ExplainParam {
  return c.r.unit ? { place: c.r.unit.province, coast: c.r.unit.coast } : c.here;
}

/** No unit: the ordered one (nothing matched on the board), or the one a support or convoy names. */
function noUnit(c: Context): Explanation {
  const o = c.o;
  if (o.kind === 'build' || o.kind === 'waive') return is('no-power', { power: c.power });
  if (c.r.unit && o.kind === 'support') return is('no-unit-to-support', { place: { place: o.target.province } });
  if (c.r.unit && o.kind === 'convoy') return is('no-army-to-convoy', { place: { place: o.army.province } });
  return is('no-unit', { here: c.here });
}

function wrongType(c: Context): Explanation {
  const written = 'unit' in c.o ? c.o.unit.type : null;
  if (written === null) return is('wrong-type', { here: c.here });
  if (c.r.unit && c.r.unit.type !== written) return is(c.r.unit.type === 'A' ? 'wrong-type-army-not-fleet' : 'wrong-type-fleet-not-army', { here: c.here });
  return is(written === 'A' ? 'wrong-type-not-army' : 'wrong-type-not-fleet', { here: c.here });
}

/** A coast the province does not have (`spa/ec`), a coast on a province without coasts, or one out of reach. */
function noSuchCoast(c: Context): Explanation {
  const o = c.o;
  const target = o.kind === 'move' || o.kind === 'retreat' || o.kind === 'support' ? o.to : o.kind === 'build' ? o.province : null;
  const coast = 'coast' in o ? o.coast : null;
  const type = c.r.unit?.type ?? ('unit' in o ? o.unit.type : null);
  if (type === 'A' && coast) return is('army-to-coast');
  if (!target || !coast) return is('coast-unreachable', { from: from(c), there: c.there });
  const coasts = c.map.province(target)?.coasts ?? [];
  if (coasts.length === 0) return is('no-coasts', { there: c.there });
  if (!coasts.includes(coast)) return is('no-such-coast', { there: c.there, coast: { coast } });
  return is('coast-out-of-reach', { from: from(c), coast: { say: is('coast-of', { coast: { coast }, place: { place: target } }) } });
}

function cannotReach(c: Context): Explanation {
  const o = c.o;
  const type = c.r.unit?.type ?? ('unit' in o ? o.unit.type : null);
  if (o.kind === 'support')
    return is(type === 'F' ? 'fleet-cannot-reach' : type === 'A' ? 'army-cannot-reach' : 'unit-cannot-reach', { here: c.here, there: c.there });
  if (o.kind === 'move' && type === 'A') return is('cannot-reach-by-convoy', { here: c.here, there: c.there });
  return is('cannot-reach', { here: c.here, there: c.there });
}
