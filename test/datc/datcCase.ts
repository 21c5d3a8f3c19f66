// Runs one DATC fixture through the order reader and the engine, returning what the test compares.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { adjudicate, type PhaseResult } from '../../engine/adjudicate/index';
import { DEFAULT_OPTIONS } from '../../engine/rules/options';
import type { RuleOptions } from '../../engine/rules/catalogue';
import { parseOrder } from '../../engine/orders/parse';
import type { DislodgedUnit, GivenOrder, Phase, Position, Unit } from '../../engine/types';
import { standardMap } from '../../engine/map/standard';

export interface DatcCase {
  id: string;
  title: string | null;
  phase: Phase;
  units: Unit[];
  dislodged: DislodgedUnit[];
  standoffs: string[];
  supplyCenters: Record<string, string[]> | null;
  orders: { power: string; text: string }[];
  expect: { units: Unit[]; dislodged: Unit[] };
}

const dir = new URL('./cases/', import.meta.url);

export function loadCases(): DatcCase[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  return files.flatMap((f) => JSON.parse(readFileSync(join(dir.pathname, f), 'utf8')) as DatcCase[]);
}

export function key(u: Unit): string {
  return `${u.power} ${u.type} ${u.province}${u.coast ? '/' + u.coast : ''}`;
}

export function sortedKeys(units: Unit[]): string[] {
  return units.map(key).sort();
}

export function positionOf(c: DatcCase): Position {
  const map = standardMap();
  return {
    variant: 'standard',
    phase: c.phase,
    units: c.units,
    dislodged: c.dislodged ?? [],
    standoffs: c.standoffs ?? [],
    supplyCenters: c.supplyCenters ?? map.start.supplyCenters,
  };
}

export function readOrders(c: DatcCase): { orders: GivenOrder[]; unread: string[] } {
  const map = standardMap();
  const orders: GivenOrder[] = [];
  const unread: string[] = [];
  for (const o of c.orders) {
    const parsed = parseOrder(o.text, map, { phase: c.phase.type });
    if (parsed.ok) orders.push({ power: o.power, order: parsed.value, text: o.text });
    else unread.push(`${o.power}: ${o.text} (${parsed.error.message})`);
  }
  return { orders, unread };
}

export function runCase(c: DatcCase, options: RuleOptions = DEFAULT_OPTIONS): { result: PhaseResult; unread: string[] } {
  const { orders, unread } = readOrders(c);
  return { result: adjudicate(standardMap(), positionOf(c), orders, options), unread };
}

/** Dislodged units that can still retreat: what the DATC lists after a movement phase. */
export function retreatable(result: PhaseResult): Unit[] {
  return result.dislodged.filter((d) => (d.retreats ?? []).length > 0).map((d) => ({ power: d.power, type: d.type, province: d.province, coast: d.coast }));
}
