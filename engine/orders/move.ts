// Move: `A Par - Bur`, `A Paris to Burgundy`, `A par->bur`, `A Lon - Nth - Bel` (a path through
// the seas, DATC 4.A.6), `A Lon - Bel via Convoy`. In a retreat phase a plain move is a retreat.
import type { Order, ProvinceId, UnitSpec } from '../types';
import { ok } from '../result';
import { CONVOY, VIA } from './keywords';
import { readLocation, type Place } from './places';
import { fail, isArrowNext, lastEnd, noteOn, peek, takeArrow, type Read, type Reader } from './reader';
import { said } from './says';

export function readMove(r: Reader, unit: UnitSpec): Read<Order> {
  const places: Place[] = [];
  const spans: [number, number][] = [];
  do {
    const arrow = takeArrow(r);
    const start = peek(r)?.start ?? r.end;
    const place = readLocation(r, arrow?.raw ?? '-');
    if (!place.ok) {
      const nowhere = placeOnNoMap(r, place.error.code);
      if (!nowhere) return place;
      places.push(nowhere);
    } else places.push(place.value);
    spans.push([start, lastEnd(r)]);
  } while (isArrowNext(r));
  const via = takeViaConvoy(r);
  if (!via.ok) return via;
  const to = places[places.length - 1];
  const steps = places.slice(0, -1);
  const coasted = steps.findIndex((p) => p.coast !== null);
  if (coasted >= 0) {
    // A convoy path runs through seas, which have no coasts: such a path is not understood.
    const [start, end] = spans[coasted];
    return fail('unexpected', said(r.map, 'coast-in-path'), start, end);
  }
  const path: ProvinceId[] | null = steps.length > 0 ? steps.map((p) => p.province) : null;
  if (r.options.phase === 'retreat' && !path && !via.value) {
    return ok({ kind: 'retreat', unit, to: to.province, coast: to.coast });
  }
  return ok({ kind: 'move', unit, to: to.province, coast: to.coast, viaConvoy: via.value, path });
}

/**
 * DATC 4.E.1 a: every order in the form of an order is an order, even a move to a place on no map
 * (`A Mun - Oz`): the engine then treats it as a move that cannot succeed. Other choices refuse it.
 */
function placeOnNoMap(r: Reader, code: string): Place | null {
  const t = peek(r);
  if (code !== 'unknown-province' || r.options.rules?.['4.E.1'] !== 'any-format' || !t || t.kind !== 'word') return null;
  r.at++;
  noteOn(r, said(r.map, 'no-map-place', { raw: t.raw }), t.start, t.end);
  return { province: t.norm, coast: null };
}

/** `via convoy`, `by convoy`, `(via convoy)`: true when written. */
export function takeViaConvoy(r: Reader): Read<boolean> {
  const bracket = peek(r)?.kind === 'open' ? 1 : 0;
  const via = peek(r, bracket);
  if (via?.kind !== 'word' || !VIA.has(via.norm)) return ok(false);
  const what = peek(r, bracket + 1);
  // MILA's `A LON - BEL VIA`: the word alone at the end.
  if (!bracket && via.norm === 'via' && (what === undefined || what.kind === 'punct')) {
    r.at++;
    return ok(true);
  }
  if (what?.kind !== 'word' || !CONVOY.has(what.norm)) {
    const [start, end] = what ? [what.start, what.end] : [via.start, via.end];
    return fail('unexpected', said(r.map, 'expected-convoy-word', { raw: via.raw }), start, end);
  }
  r.at += bracket + 2;
  if (bracket) {
    if (peek(r)?.kind !== 'close') {
      const [start, end] = peek(r) ? [peek(r)!.start, peek(r)!.end] : [what.start, what.end];
      return fail('unexpected', said(r.map, 'expected-close-after', { raw: what.raw }), start, end);
    }
    r.at++;
  }
  return ok(true);
}
