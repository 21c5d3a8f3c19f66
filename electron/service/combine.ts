// Which orders count when a power hands in several sets for one phase (DATC 4.D.1 and 4.D.2, the
// game's options). Pure: the submissions in the order recorded in, the orders to adjudicate out,
// with a note per power that sent more than one set. Two orders for one unit inside what counts
// are passed on as they are: settling them is the adjudicator's business (4.D.3).
import type { RuleOptions, GivenOrder, Order, Power } from '../../engine/index';
import type { CombineMode } from '../archive/types';

export interface SetToCombine {
  id: number;
  power: Power;
  orders: GivenOrder[];
  combine: CombineMode;
  /** Handed in together with the previous set; which came later is unknown (4.D.2). */
  sameTime: boolean;
}

/**
 * What a combine note says, as a code the window words in its language (the `serviceSays`
 * namespace; test/renderer/i18n/serviceWords.test.ts fails on one without wording):
 * `combine-sets` which sets count and which are set aside, `combine-all-hold` sets handed in
 * together that differ, so that all the power's units hold (4.D.2).
 */
export const COMBINE_NOTE_CODES = ['combine-sets', 'combine-all-hold'] as const;

export interface CombineNote {
  code: (typeof COMBINE_NOTE_CODES)[number];
  /** The two options that decided (4.D.1, 4.D.2), by their choice ids. */
  rules: Rules;
  power: Power;
  /** The submissions whose orders count, oldest first. */
  used: number[];
  /** The submissions set aside. */
  ignored: number[];
  message: string;
}

export interface CombinedOrders {
  orders: GivenOrder[];
  notes: CombineNote[];
}

type Tagged = { given: GivenOrder; from: number };
type Batch = { sets: SetToCombine[]; mode: CombineMode };

/** What an order is about: a later order about the same thing replaces it when sets combine. */
function subject(order: Order): string | null {
  if (order.kind === 'waive') return null;
  if (order.kind === 'build') return `at:${order.province}`;
  return `at:${order.unit.province}`;
}

/** `next` on top of `prev`: an order of `next` replaces `prev`'s orders for the same unit. */
function overlay(prev: Tagged[], next: Tagged[]): Tagged[] {
  const taken = new Set(next.map((t) => subject(t.given.order)).filter((s) => s !== null));
  return [...prev.filter((t) => !taken.has(subject(t.given.order) as string)), ...next];
}

function batches(sets: SetToCombine[]): Batch[] {
  const out: Batch[] = [];
  for (const s of sets) {
    const last = out[out.length - 1];
    if (s.sameTime && last) last.sets.push(s);
    else out.push({ sets: [s], mode: 'unspecified' });
  }
  for (const b of out) {
    const modes = b.sets.map((s) => s.combine);
    b.mode = modes.includes('replace') ? 'replace' : modes.includes('add') ? 'add' : 'unspecified';
  }
  return out;
}

const sameOrders = (a: SetToCombine, b: SetToCombine): boolean => JSON.stringify(a.orders.map((o) => o.order)) === JSON.stringify(b.orders.map((o) => o.order));

/** The orders of sets handed in together, in an unknown order (4.D.2). */
function batchOrders(b: Batch, rule: RuleOptions['4.D.2']): Tagged[] {
  const tag = (s: SetToCombine): Tagged[] => s.orders.map((given) => ({ given, from: s.id }));
  if (b.sets.length === 1 || b.sets.every((s) => sameOrders(s, b.sets[0]))) return tag(b.sets[b.sets.length - 1]);
  return rule === 'combine' ? b.sets.flatMap(tag) : [];
}

function fold(list: Batch[], tagged: Tagged[][], rule: RuleOptions['4.D.1']): Tagged[] {
  if (rule === 'latest-only') return tagged[tagged.length - 1];
  let acc: Tagged[] = [];
  list.forEach((b, i) => {
    const replaces = rule === 'latest-unless-adds' ? b.mode !== 'add' : rule === 'combine-unless-replaces' && b.mode === 'replace';
    acc = replaces ? tagged[i] : overlay(acc, tagged[i]);
  });
  return acc;
}

function noteFor(power: Power, sets: SetToCombine[], counted: Tagged[], allHold: boolean, options: Rules): CombineNote {
  const used = [...new Set(counted.map((t) => t.from))].sort((a, b) => a - b);
  const ignored = sets.map((s) => s.id).filter((id) => !used.includes(id));
  const rule = `4.D.1 ${options['4.D.1']}, 4.D.2 ${options['4.D.2']}`;
  const what = allHold
    ? 'sets handed in together differ and neither can be preferred: all units hold'
    : `orders from ${used.map((id) => `#${id}`).join(', ') || 'no set'}${ignored.length ? `; set aside ${ignored.map((id) => `#${id}`).join(', ')}` : ''}`;
  const decided = { '4.D.1': options['4.D.1'], '4.D.2': options['4.D.2'] };
  return {
    code: allHold ? 'combine-all-hold' : 'combine-sets',
    rules: decided,
    power,
    used,
    ignored,
    message: `${power}: ${sets.length} sets, ${what} (${rule})`,
  };
}

type Rules = Pick<RuleOptions, '4.D.1' | '4.D.2'>;

export function combineSubmissions(sets: SetToCombine[], options: Rules): CombinedOrders {
  const byPower = new Map<Power, SetToCombine[]>();
  for (const s of sets) byPower.set(s.power, [...(byPower.get(s.power) ?? []), s]);
  const orders: GivenOrder[] = [];
  const notes: CombineNote[] = [];
  for (const [power, own] of byPower) {
    const list = batches(own);
    const tagged = list.map((b) => batchOrders(b, options['4.D.2']));
    const counted = fold(list, tagged, options['4.D.1']);
    orders.push(...counted.map((t) => t.given));
    if (own.length > 1) {
      const allHold = counted.length === 0 && list.some((b, i) => b.sets.length > 1 && tagged[i].length === 0);
      notes.push(noteFor(power, own, counted, allHold, options));
    }
  }
  return { orders, notes };
}
