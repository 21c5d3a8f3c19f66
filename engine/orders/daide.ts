// DAIDE order syntax, as the Diplomacy AI Development Environment's bots and servers write it:
// `( ( ENG AMY LVP ) MTO YOR )`, `( ( ENG FLT NTH ) CVY ( ENG AMY LON ) CTO BEL )`, `( ( ENG AMY
// LON ) CTO BEL VIA ( NTH ) )`, `( ( RUS FLT ( STP SCS ) ) RTO BOT )`, `( ENG WVE )`, and the same
// without the outer brackets, as players copy them out of a bot's mail (`( AUS AMY VIE ) MTO GAL`).
// Every unit names its power, so an order read here carries its nationality. Province tokens are
// the map's ids and aliases (ECH, GOL, NAO are aliases of the standard map).
import type { Coast, Order, Power, ProvinceId, UnitSpec } from '../types';
import { ok } from '../result';
import { exactPower, exactProvinces } from './names';
import { fail, lastEnd, missingSpan, peek, type Read, type Reader } from './reader';
import { said, type SayCode } from './says';

const COASTS: Readonly<Record<string, Coast>> = { ncs: 'nc', scs: 'sc', ecs: 'ec', wcs: 'wc' };
const TYPES = { amy: 'A', flt: 'F' } as const;

/** Whether the order opens like a DAIDE order: `( (`, `( ENG WVE`, or a bare unit `( ENG AMY`. */
export function isDaide(r: Reader): boolean {
  const [a, b, c] = [peek(r), peek(r, 1), peek(r, 2)];
  if (a?.kind !== 'open') return false;
  if (b?.kind === 'open') return true;
  if (b?.kind !== 'word' || exactPower(r.index, b.norm) === null || c?.kind !== 'word') return false;
  return c.norm === 'wve' || Object.hasOwn(TYPES, c.norm);
}

/** `( AUS AMY VIE ) MTO GAL`: the order without its outer brackets (the unit comes first). */
function isBare(r: Reader): boolean {
  const c = peek(r, 2);
  return peek(r, 1)?.kind === 'word' && c?.kind === 'word' && Object.hasOwn(TYPES, c.norm);
}

export function readDaide(r: Reader): Read<Order> {
  if (isBare(r)) return readDaideOrder(r);
  const open = expect(r, 'open', 'daide-open');
  if (!open.ok) return open;
  if (peek(r)?.kind === 'word') {
    // `( ENG WVE )`
    r.at += 2;
    const close = expect(r, 'close', 'daide-close-waive');
    return close.ok ? ok({ kind: 'waive' }) : close;
  }
  const order = readDaideOrder(r);
  if (!order.ok) return order;
  const close = expect(r, 'close', 'daide-close-order');
  return close.ok ? order : close;
}

/** The unit and what it does: `( ENG AMY LVP ) MTO YOR`. */
function readDaideOrder(r: Reader): Read<Order> {
  const unit = readDaideUnit(r);
  if (!unit.ok) return unit;
  const verb = peek(r);
  if (verb?.kind !== 'word') return fail('expected-order', said(r.map, 'daide-expected-verb'), ...missingSpan(r));
  r.at++;
  return readVerb(r, verb.norm, unit.value, verb.raw, verb.start, verb.end);
}

function readVerb(r: Reader, verb: string, unit: UnitSpec, raw: string, start: number, end: number): Read<Order> {
  switch (verb) {
    case 'hld':
      return ok({ kind: 'hold', unit });
    case 'dsb':
      return ok({ kind: 'disband', unit });
    case 'rem':
      return ok({ kind: 'remove', unit });
    case 'bld':
      return ok({ kind: 'build', unitType: unit.type, province: unit.province, coast: unit.coast });
    case 'mto':
    case 'rto': {
      const to = readLocation(r);
      if (!to.ok) return to;
      if (verb === 'rto') return ok({ kind: 'retreat', unit, to: to.value.province, coast: to.value.coast });
      return ok({ kind: 'move', unit, to: to.value.province, coast: to.value.coast, viaConvoy: false, path: null });
    }
    case 'cto':
      return readConvoyedMove(r, unit);
    case 'sup':
      return readDaideSupport(r, unit);
    case 'cvy': {
      const army = readDaideUnit(r);
      if (!army.ok) return army;
      const cto = word(r, 'cto');
      if (!cto.ok) return cto;
      const to = readProvince(r);
      return to.ok ? ok({ kind: 'convoy', unit, army: army.value, to: to.value }) : to;
    }
    default:
      return fail('expected-order', said(r.map, 'daide-unknown-verb', { raw }), start, end);
  }
}

/** `CTO BEL` and `CTO BEL VIA ( NTH ... )`: a move by convoy, with its path when given. */
function readConvoyedMove(r: Reader, unit: UnitSpec): Read<Order> {
  const to = readProvince(r);
  if (!to.ok) return to;
  let path: ProvinceId[] | null = null;
  if (peek(r)?.kind === 'word' && peek(r)!.norm === 'via') {
    r.at++;
    const open = expect(r, 'open', 'daide-open-path');
    if (!open.ok) return open;
    path = [];
    while (peek(r)?.kind === 'word') {
      const sea = readProvince(r);
      if (!sea.ok) return sea;
      path.push(sea.value);
    }
    const close = expect(r, 'close', 'daide-close-path');
    if (!close.ok) return close;
  }
  return ok({ kind: 'move', unit, to: to.value, coast: null, viaConvoy: true, path });
}

/** `SUP ( ENG AMY LVP )` (to hold) and `SUP ( ENG AMY LVP ) MTO YOR`. */
function readDaideSupport(r: Reader, unit: UnitSpec): Read<Order> {
  const target = readDaideUnit(r);
  if (!target.ok) return target;
  if (!(peek(r)?.kind === 'word' && peek(r)!.norm === 'mto')) return ok({ kind: 'support', unit, target: target.value, to: null, coast: null });
  r.at++;
  const to = readProvince(r);
  return to.ok ? ok({ kind: 'support', unit, target: target.value, to: to.value, coast: null }) : to;
}

/** `( ENG AMY LVP )`, `( RUS FLT ( STP SCS ) )`. */
function readDaideUnit(r: Reader): Read<UnitSpec> {
  const open = expect(r, 'open', 'daide-open-unit');
  if (!open.ok) return open;
  const power = readPower(r);
  if (!power.ok) return power;
  const type = peek(r);
  const unitType = type?.kind === 'word' ? TYPES[type.norm as keyof typeof TYPES] : undefined;
  if (!unitType) return fail('expected-unit', said(r.map, 'daide-expected-type'), ...missingSpan(r));
  r.at++;
  const where = readLocation(r);
  if (!where.ok) return where;
  const close = expect(r, 'close', 'daide-close-unit');
  if (!close.ok) return close;
  return ok({ type: unitType, province: where.value.province, coast: where.value.coast, power: power.value });
}

function readPower(r: Reader): Read<Power> {
  const t = peek(r);
  const power = t?.kind === 'word' ? exactPower(r.index, t.norm) : null;
  if (!power) return fail('expected-unit', said(r.map, 'daide-expected-power'), ...missingSpan(r));
  r.at++;
  return ok(power);
}

/** `YOR` or `( STP NCS )`. */
function readLocation(r: Reader): Read<{ province: ProvinceId; coast: Coast | null }> {
  if (peek(r)?.kind !== 'open') {
    const p = readProvince(r);
    return p.ok ? ok({ province: p.value, coast: null }) : p;
  }
  r.at++;
  const p = readProvince(r);
  if (!p.ok) return p;
  const c = peek(r);
  const coast = c?.kind === 'word' ? COASTS[c.norm] : undefined;
  if (!coast) return fail('unknown-coast', said(r.map, 'daide-expected-coast'), ...missingSpan(r));
  r.at++;
  const close = expect(r, 'close', 'daide-close-coast');
  return close.ok ? ok({ province: p.value, coast }) : close;
}

function readProvince(r: Reader): Read<ProvinceId> {
  const t = peek(r);
  if (t?.kind !== 'word') return fail('expected-province', said(r.map, 'daide-expected-province'), ...missingSpan(r));
  const ids = exactProvinces(r.index, t.norm);
  if (ids.length !== 1) return fail('unknown-province', said(r.map, 'unknown-province', { raw: t.raw }), t.start, t.end);
  r.at++;
  return ok(ids[0]);
}

function word(r: Reader, norm: string): Read<true> {
  const t = peek(r);
  if (t?.kind === 'word' && t.norm === norm) {
    r.at++;
    return ok(true);
  }
  return fail(
    'unexpected',
    said(r.map, 'daide-expected', { what: { say: { code: 'daide-keyword', params: { word: norm.toUpperCase() } } } }),
    ...missingSpan(r),
  );
}

function expect(r: Reader, kind: 'open' | 'close', what: SayCode): Read<true> {
  if (peek(r)?.kind === kind) {
    r.at++;
    return ok(true);
  }
  const [start, end] = peek(r) ? missingSpan(r) : [lastEnd(r), lastEnd(r)];
  return fail('unexpected', said(r.map, 'daide-expected', { what: { say: { code: what } } }), start, end);
}
