// Reads the cases of DATC v3.0 chapter 6 from the plain-text copy of the document: each case's id,
// title, and its order blocks ("England:" followed by one order per line) in the text's order. A
// case with a retreat phase ("If the retreat orders are as follows") has a second list of blocks.
// Only positions and orders come from here; the expected results are written by hand (results/).
import { readFileSync } from 'node:fs';

export const DATC_V3_SOURCE = '/work/shared/datc/datc_v3.0.txt';

export interface SourceOrder {
  power: string;
  text: string;
}

export interface SourceCase {
  id: string;
  title: string;
  /** The orders before any retreat phase, in the text's order. */
  orders: SourceOrder[];
  /** Orders of a second phase (the retreats after the movement), when the text gives one. */
  then: SourceOrder[];
  /** The case's whole text, for reviewing. */
  body: string;
}

const POWERS = ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'];
const CASE_LINE = /^(6\.[A-J]\.\d+)\.? TEST CASE, (.*)$/;
/** A sentence announcing the orders of a retreat phase after the movement. */
const RETREAT_TURN = /retreat orders|orders the following (?:in|for) retreat/i;

/** Every case of chapter 6, in the text's order. Throws when the text is not what it expects. */
export function readSource(path = DATC_V3_SOURCE): SourceCase[] {
  const lines = readFileSync(path, 'utf8').split(/\r?\n/);
  const start = lines.findIndex((l) => l.startsWith('6.A.1. TEST CASE'));
  if (start < 0) throw new Error(`${path}: no chapter 6 (6.A.1) found`);
  const cases: (SourceCase & { inThen: boolean })[] = [];
  let current: (SourceCase & { inThen: boolean }) | null = null;
  let power: string | null = null;
  for (let i = start; i < lines.length; i++) {
    const line = lines[i].trim();
    const head = CASE_LINE.exec(line);
    if (head) {
      current = { id: head[1], title: head[2], orders: [], then: [], body: '', inThen: false };
      cases.push(current);
      power = null;
      continue;
    }
    if (!current) continue;
    current.body += lines[i] + '\n';
    if (line === '') {
      power = null;
      continue;
    }
    // One header in the text (6.C.8, 6.C.9) has no colon.
    const header = /^([A-Z][a-z]+):?$/.exec(line);
    if (header && POWERS.includes(header[1])) {
      power = header[1];
      continue;
    }
    if (power) {
      (current.inThen ? current.then : current.orders).push({ power, text: line });
      continue;
    }
    if (RETREAT_TURN.test(line) && current.orders.length > 0 && current.id.startsWith('6.H.')) current.inThen = true;
  }
  return cases.map(({ inThen: _inThen, ...c }) => c);
}
