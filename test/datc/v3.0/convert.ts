// Writes the DATC v3.0 fixtures, test/datc/v3.0/6.A.json ... 6.J.json, from two sources: the
// positions and orders read from the text of the DATC (source.ts), and the results written by
// hand per case (results/*.ts). The final board is worked out from the written outcomes (a move
// that succeeds moves, a dislodged unit leaves), so it is never written twice. Regenerate with
//   npx tsx test/datc/v3.0/convert.ts
// It throws on an order it cannot read, a case without results or results without a case.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readSource, type SourceCase, type SourceOrder } from './source';
import { ALL_RESULTS } from './results/index';
import type { CaseResults, PhaseResults } from './results/types';
import type { V3Case, V3Expect, V3OrderExpect } from './fixture';
import { parseOrder } from '../../../engine/orders/parse';
import { standardMap } from '../../../engine/map/standard';
import type { Coast, Order, Phase, PhaseType, Unit, UnitType } from '../../../engine/types';

const OUT_DIR = fileURLToPath(new URL('./', import.meta.url));
const OUTCOME: Record<string, V3OrderExpect['outcome'] | null> = {
  s: 'succeeds',
  f: 'fails',
  i: 'illegal',
  v: 'void',
  x: 'not-succeeds',
  '.': null,
};

const map = standardMap();

function unitsFrom(notation: string): Unit[] {
  const units: Unit[] = [];
  if (notation.trim() === '') return units;
  for (const part of notation.split(';')) {
    const [power, list] = part.split(':').map((s) => s.trim());
    for (const item of list.split(',')) {
      const [type, place] = item.trim().split(/\s+/);
      const [province, coast] = place.split('/');
      if (!map.province(province)) throw new Error(`unknown province ${province} in '${notation}'`);
      units.push({ power, type: type as UnitType, province, coast: (coast as Coast) ?? null });
    }
  }
  return units;
}

function read(id: string, o: SourceOrder, type: PhaseType): Order {
  const parsed = parseOrder(o.text, map, { phase: type });
  if (!parsed.ok) throw new Error(`${id}: cannot read ${o.power} '${o.text}': ${parsed.error.message}`);
  return parsed.value;
}

/** The units the orders name (the text gives most positions only through the orders). */
function unitsOfOrders(id: string, orders: SourceOrder[], type: PhaseType): Unit[] {
  const units: Unit[] = [];
  for (const o of orders) {
    const order = read(id, o, type);
    if (!('unit' in order)) continue;
    const u = order.unit;
    if (u.type === null) throw new Error(`${id}: ${o.text} names no unit type; give the board`);
    if (units.some((x) => x.province === u.province)) continue;
    units.push({ power: o.power, type: u.type, province: u.province, coast: u.coast });
  }
  return units;
}

function outcomesOf(id: string, letters: string, orders: SourceOrder[]): V3OrderExpect[] {
  const compact = letters.replace(/\s+/g, '');
  if (compact.length !== orders.length) throw new Error(`${id}: ${compact.length} outcomes for ${orders.length} orders`);
  return orders.flatMap((o, i) => {
    const outcome = OUTCOME[compact[i]];
    if (outcome === undefined) throw new Error(`${id}: unknown outcome letter ${compact[i]}`);
    return outcome ? [{ power: o.power, text: o.text, outcome }] : [];
  });
}

/** Where a fleet ordered without a coast lands: the one coast of the province it can reach. */
function landingCoast(unit: Unit, to: string, coast: Coast | null): Coast | null {
  if (unit.type === 'A') return null;
  if (coast) return coast;
  const reach = map.fleetNeighbours(unit).filter((l) => l.province === to);
  return reach.length === 1 ? reach[0].coast : null;
}

/** The board after a phase whose outcomes the text states. */
function boardAfter(id: string, units: Unit[], orders: SourceOrder[], type: PhaseType, r: PhaseResults): { units: Unit[]; dislodged: Unit[] } {
  const letters = r.outcomes.replace(/\s+/g, '');
  const gone = new Set([...(r.dislodged ?? []), ...(r.removed ?? [])]);
  const dislodged = units.filter((u) => (r.dislodged ?? []).includes(u.province));
  // Moves are applied to the units where they started, so a circle of moves stays a circle.
  let board = units.filter((u) => !gone.has(u.province)).map((u) => ({ unit: u, at: u }));
  orders.forEach((o, i) => {
    if (letters[i] !== 's') return;
    const order = read(id, o, type);
    if (order.kind === 'move') {
      board = board.map((b) =>
        b.unit.province === order.unit.province
          ? { unit: b.unit, at: { ...b.unit, province: order.to, coast: landingCoast(b.unit, order.to, order.coast) } }
          : b,
      );
    } else if (order.kind === 'remove') {
      board = board.filter((b) => b.unit.province !== order.unit.province);
    } else if (order.kind === 'build') {
      const built: Unit = { power: o.power, type: order.unitType ?? 'A', province: order.province, coast: order.coast };
      board.push({ unit: built, at: built });
    }
  });
  return { units: board.map((b) => b.at), dislodged };
}

function expectOf(id: string, units: Unit[], orders: SourceOrder[], type: PhaseType, r: PhaseResults): V3Expect {
  const after = boardAfter(id, units, orders, type, r);
  return { ...after, orders: outcomesOf(id, r.outcomes, orders), retreats: r.retreats ?? {}, unsettled: r.unsettled ?? [] };
}

/** The board after the retreat phase: dislodged units that retreated come back, the rest are gone. */
function afterRetreats(id: string, expect: V3Expect, orders: SourceOrder[], letters: string): V3Expect {
  const compact = letters.replace(/\s+/g, '');
  const units = [...expect.units];
  orders.forEach((o, i) => {
    const order = read(id, o, 'retreat');
    if (compact[i] !== 's' || order.kind !== 'retreat') return;
    const u = expect.dislodged.find((d) => d.province === order.unit.province);
    if (u) units.push({ ...u, province: order.to, coast: landingCoast(u, order.to, order.coast) });
  });
  return { units, dislodged: [], orders: outcomesOf(id, letters, orders), retreats: {}, unsettled: [] };
}

function buildCase(source: SourceCase, id: string, r: CaseResults, preset: string, pr: PhaseResults): V3Case {
  const type: PhaseType = r.adjustment ? 'adjustment' : 'movement';
  const phase: Phase = r.adjustment ? { season: 'winter', year: 1901, type } : { season: 'spring', year: 1901, type };
  let units = r.board ? unitsFrom(r.board) : unitsOfOrders(id, source.orders, type);
  if (r.add) units = [...units, ...unitsFrom(r.add)];
  const expect = expectOf(id, units, source.orders, type, pr);
  const c: V3Case = {
    id,
    title: source.title,
    preset,
    phase,
    units,
    supplyCenters: r.supplyCenters ?? null,
    orders: source.orders,
    expect,
  };
  if (source.then.length > 0) {
    if (!pr.then) throw new Error(`${id}: the text gives retreat orders but the results have no 'then'`);
    c.then = { orders: source.then, expect: afterRetreats(id, expect, source.then, pr.then) };
  }
  return c;
}

export function convert(): Map<string, V3Case[]> {
  const sources = readSource();
  const byId = new Map(sources.map((s) => [s.id, s]));
  for (const s of sources) if (!ALL_RESULTS[s.id]) throw new Error(`${s.id}: no results written`);
  const sections = new Map<string, V3Case[]>();
  for (const [id, r] of Object.entries(ALL_RESULTS)) {
    const source = byId.get(r.source ?? id);
    if (!source) throw new Error(`${id}: results for a case the text does not have`);
    const section = id.split('.').slice(0, 2).join('.');
    const list = sections.get(section) ?? [];
    list.push(buildCase(source, id, r, '2023', r));
    for (const [preset, pr] of Object.entries(r.rulebooks ?? {})) {
      list.push(buildCase(source, id, r, preset, { dislodged: [], removed: [], unsettled: [], ...pr }));
    }
    sections.set(section, list);
  }
  return sections;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [section, cases] of convert()) {
    writeFileSync(`${OUT_DIR}${section}.json`, JSON.stringify(cases, null, 1) + '\n');
    console.log(`${section}: ${cases.length} cases`);
  }
}
