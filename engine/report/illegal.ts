// Why an order was not accepted, in words: one phrase per IllegalReason, built from the order, the
// unit it was matched to and the power that gave it (`there is no unit in Paris`).
import type { GameMap } from '../map/types';
import type { IllegalReason, Order, OrderKind, OrderResult, ProvinceId } from '../types';
import { COAST_WORDS, adjective, coastOf, placeName, unitName } from './words';

const KIND_WORDS: Record<OrderKind, string> = {
  hold: 'a hold',
  move: 'a move',
  support: 'a support',
  convoy: 'a convoy',
  retreat: 'a retreat',
  disband: 'a disband',
  build: 'a build',
  remove: 'a removal',
  waive: 'a waived build',
};

interface Context {
  r: OrderResult;
  o: Order;
  map: GameMap;
  /** The ordered unit's province, in full. */
  here: string;
  /** The order's destination (move, retreat, support, convoy, build), in full. */
  there: string;
}

/** The table is a Record so that the compiler insists on a phrase for every reason. */
const PHRASES: Record<IllegalReason, (c: Context) => string> = {
  'no-unit': noUnit,
  'foreign-unit': (c) => `the unit in ${c.here} is not ${adjective(c.map, c.r.power)}`,
  'wrong-unit-type': wrongType,
  'wrong-coast': (c) =>
    'unit' in c.o && c.o.unit.coast
      ? `the fleet in ${c.here} is not on ${coastOf(c.map, c.o.unit.province, c.o.unit.coast)}`
      : `the fleet in ${c.here} is on another coast`,
  'wrong-phase': (c) => `${KIND_WORDS[c.o.kind]} order cannot be given in this phase`,
  'not-adjacent': (c) => `a fleet cannot go from ${from(c)} to ${c.there} in one move`,
  'army-to-sea': (c) =>
    c.o.kind === 'convoy' ? `an army cannot be convoyed to ${c.there}, which is a sea` : `an army cannot go to ${c.there}, which is a sea`,
  'fleet-to-land': (c) => `a fleet cannot go to ${c.there}, which is inland`,
  'coast-needed': (c) => `${c.there} has more than one coast and the order does not say which`,
  'no-such-coast': noSuchCoast,
  'same-province': (c) =>
    c.o.kind === 'convoy' ? 'the army would be convoyed to the province it stands in' : 'a unit cannot move to the province it stands in',
  'cannot-reach': cannotReach,
  'support-self': () => 'a unit cannot support itself',
  'supported-cannot-reach': (c) => (c.o.kind === 'support' ? `${unitName(c.o.target)} cannot reach ${c.there}` : `the supported unit cannot reach ${c.there}`),
  'supporter-on-route': (c) =>
    c.o.kind === 'support'
      ? `${unitName(c.o.target)} could reach ${c.there} only by a convoy through ${c.here}, and a fleet cannot convoy and support at once`
      : 'the supported move needs the supporting fleet to convoy it',
  'army-cannot-convoy': () => 'only a fleet can convoy',
  'fleet-not-at-sea': (c) => `a fleet convoys only at sea, and ${c.here} is not a sea`,
  'convoy-fleet': (c) => (c.o.kind === 'convoy' ? `only armies are convoyed, and ${unitName(c.o.army)} is not an army` : 'only armies are convoyed'),
  'not-on-route': (c) =>
    c.o.kind === 'convoy'
      ? `the fleet in ${c.here} is on no route that could carry ${unitName(c.o.army)} to ${c.there}`
      : `the fleet in ${c.here} is on no route of that convoy`,
  'not-dislodged': (c) => `there is no dislodged unit in ${c.here}`,
  'retreat-not-allowed': (c) => `the unit in ${c.here} cannot retreat to ${c.there}`,
  'not-home-center': (c) => `${c.there} is not a home center of ${c.r.power}`,
  'not-owned': (c) => `${c.r.power} does not own ${c.there}`,
  occupied: (c) => `${c.there} is occupied`,
  'no-builds-due': (c) => `${c.r.power} has no builds due`,
  'no-removals-due': (c) => `${c.r.power} has no removals due`,
  'too-many': (c) =>
    `${c.r.power} ordered more ${c.o.kind === 'remove' || c.o.kind === 'disband' ? 'removals' : 'builds'} than it may make, and the rules set this one aside`,
  duplicate: (c) => (c.o.kind === 'build' ? `another build was ordered in ${c.there}` : 'the unit was given more than one order'),
  superseded: (c) => (c.o.kind === 'build' ? `another build in ${c.there} takes its place` : 'another order for the same unit takes its place'),
  'waive-not-allowed': () => 'the rules of this game do not allow waiving a build',
  'unknown-place': (c) => `${c.o.kind === 'move' ? c.o.to : 'the destination'} is not a place on the map`,
  'type-needed': (c) => `the build in ${c.there} does not say army or fleet`,
  'fleet-in-land': (c) => `a fleet cannot be built in ${c.there}, which is not on a coast`,
};

/** The phrase for one illegal reason: what a game master would tell the player. */
export function illegalPhrase(reason: IllegalReason, r: OrderResult, map: GameMap): string {
  const c: Context = { r, o: r.order, map, here: named(map, ownPlace(r)), there: named(map, destination(r.order)) };
  return PHRASES[reason](c);
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

function named(map: GameMap, province: ProvinceId | null): string {
  return province === null ? 'that province' : placeName(map, province);
}

function from(c: Context): string {
  return c.r.unit ? placeName(c.map, c.r.unit.province, c.r.unit.coast) : c.here;
}

/** No unit: the ordered one (nothing matched on the board), or the one a support or convoy names. */
function noUnit(c: Context): string {
  const o = c.o;
  if (o.kind === 'build' || o.kind === 'waive') return `${c.r.power} is not a power of this game`;
  if (c.r.unit && o.kind === 'support') return `there is no unit in ${placeName(c.map, o.target.province)} to support`;
  if (c.r.unit && o.kind === 'convoy') return `there is no army in ${placeName(c.map, o.army.province)} to convoy`;
  return `there is no unit in ${c.here}`;
}

function article(type: 'A' | 'F'): string {
  return type === 'A' ? 'an army' : 'a fleet';
}

function wrongType(c: Context): string {
  const written = 'unit' in c.o ? c.o.unit.type : null;
  if (written === null) return `the unit in ${c.here} is of another type`;
  if (c.r.unit) return `the unit in ${c.here} is ${article(c.r.unit.type)}, not ${article(written)}`;
  return `the unit in ${c.here} is not ${article(written)}`;
}

/** A coast the province does not have (`spa/ec`), a coast on a province without coasts, or one out of reach. */
function noSuchCoast(c: Context): string {
  const o = c.o;
  const target = o.kind === 'move' || o.kind === 'retreat' || o.kind === 'support' ? o.to : o.kind === 'build' ? o.province : null;
  const coast = 'coast' in o ? o.coast : null;
  const type = c.r.unit?.type ?? ('unit' in o ? o.unit.type : null);
  if (type === 'A' && coast) return 'an army goes to a province, never to one of its coasts';
  if (!target || !coast) return `a fleet from ${from(c)} cannot reach that coast of ${c.there}`;
  const coasts = c.map.province(target)?.coasts ?? [];
  if (coasts.length === 0) return `${c.there} has no separate coasts`;
  if (!coasts.includes(coast)) return `${c.there} has no ${COAST_WORDS[coast]} coast`;
  return `a fleet from ${from(c)} cannot reach ${coastOf(c.map, target, coast)}`;
}

function cannotReach(c: Context): string {
  const o = c.o;
  const type = c.r.unit?.type ?? ('unit' in o ? o.unit.type : null);
  if (o.kind === 'support') return `the ${type === 'F' ? 'fleet' : type === 'A' ? 'army' : 'unit'} in ${c.here} cannot reach ${c.there}`;
  if (o.kind === 'move' && type === 'A') return `${c.here} cannot reach ${c.there}, neither directly nor by a convoy of the fleets now at sea`;
  return `${c.here} cannot reach ${c.there}`;
}
