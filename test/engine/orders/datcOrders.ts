// Reads the order lines of the DATC v2.4 case file (/work/shared/datc/datc_v2.4_06.txt), with
// each case's phase, so the reader's tests can run every order text the DATC writes.
import { readFileSync } from 'node:fs';
import type { PhaseType } from '../../../engine/types';

export const DATC_FILE = '/work/shared/datc/datc_v2.4_06.txt';

export interface DatcOrderLine {
  caseId: string;
  phase: PhaseType;
  /** 1-based line number in the file. */
  lineNumber: number;
  /** The power as written (`Germnay` once). */
  power: string;
  /** The text after `Power:`, comment included. */
  text: string;
}

export interface DatcCase {
  id: string;
  phase: PhaseType;
  /** The ORDERS section's lines as written (for reading as a sheet). */
  sheet: string;
  orders: DatcOrderLine[];
}

export function readDatcCases(path = DATC_FILE): DatcCase[] {
  const cases: DatcCase[] = [];
  let current: DatcCase | null = null;
  let inOrders = false;
  const lines = readFileSync(path, 'utf8').split(/\r?\n/);
  lines.forEach((line, i) => {
    const keyword = /^([A-Z_]+)\b/.exec(line)?.[1];
    if (keyword === 'CASE') {
      current = { id: line.slice(5).trim().split(/\s+/)[0], phase: 'movement', sheet: '', orders: [] };
      cases.push(current);
      inOrders = false;
      return;
    }
    if (!current) return;
    if (keyword === 'PRESTATE_SETPHASE') current.phase = phaseOf(line);
    if (keyword) {
      inOrders = keyword === 'ORDERS';
      return;
    }
    if (!inOrders || line.trim() === '' || line.trim().startsWith('#')) return;
    current.sheet += line + '\n';
    const m = /^\s*([A-Za-z]+):\s*(.*)$/.exec(line);
    if (!m) throw new Error(`unreadable DATC order line ${i + 1}: ${line}`);
    current.orders.push({ caseId: current.id, phase: current.phase, lineNumber: i + 1, power: m[1], text: m[2] });
  });
  return cases;
}

function phaseOf(line: string): PhaseType {
  const word = /,\s*(\w+)/.exec(line)?.[1].toLowerCase();
  if (word === 'movement' || word === 'retreat' || word === 'adjustment') return word;
  throw new Error(`unknown DATC phase: ${line}`);
}
