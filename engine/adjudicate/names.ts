// Province and power names to indices through an open-addressing table hashed on the name's
// characters. Every order names one to three provinces and every unit a province and a power; a
// Map lookup with a string key took about twice as long (a builtin call per lookup), and the linear
// search of the powers compared each unit's power name with up to every power's.

export interface NameTable {
  names: readonly string[];
  /** Name index per slot, -1 when the slot is empty. */
  slots: Int16Array;
  /** slots.length - 1 (a power of two less one). */
  mask: number;
  /** A few names (the powers) are found faster by comparing each than by hashing. */
  linear: boolean;
}

/**
 * The length and three characters (first, middle, last), mixed by one multiplication: every
 * abbreviation of three letters is hashed on all of them, and no loop runs. Names that agree on all
 * four only probe further; equality decides.
 */
function hash(s: string): number {
  const n = s.length;
  if (n === 0) return 0;
  const h = Math.imul((n << 24) ^ (s.charCodeAt(0) << 16) ^ (s.charCodeAt(n >> 1) << 8) ^ s.charCodeAt(n - 1), 0x9e3779b1);
  return h ^ (h >>> 15);
}

/**
 * Up to this many names a search compares each: names are nearly always internalized strings, so a
 * comparison costs about a pointer comparison, while a hash reads three characters.
 */
const LINEAR_MAX = 8;

/** A table over `names`, at most a quarter full so that probes stay short. */
export function nameTable(names: readonly string[]): NameTable {
  let size = 16;
  while (size < names.length * 4) size *= 2;
  const slots = new Int16Array(size).fill(-1);
  const mask = size - 1;
  for (let i = 0; i < names.length; i++) {
    let k = hash(names[i]) & mask;
    while (slots[k] >= 0 && names[slots[k]] !== names[i]) k = (k + 1) & mask;
    // A repeated name keeps its first index, as a search of the list from its start finds.
    if (slots[k] < 0) slots[k] = i;
  }
  return { names, slots, mask, linear: names.length <= LINEAR_MAX };
}

/** The index of name s, or -1 when it is not in the table. */
export function lookup(t: NameTable, s: string): number {
  const { slots, names, mask } = t;
  if (t.linear) {
    for (let i = 0; i < names.length; i++) if (names[i] === s) return i;
    return -1;
  }
  let k = hash(s) & mask;
  for (;;) {
    const i = slots[k];
    if (i < 0 || names[i] === s) return i;
    k = (k + 1) & mask;
  }
}
