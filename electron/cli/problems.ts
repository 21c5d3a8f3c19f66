// What is wrong with an input, each fault with the place it was found (`units[2].type`), so that a
// person can go straight to it. Reading code adds faults here and carries on, to report them all.

export interface Problem {
  /** Where in the input: `orders[3]`, `phase.season`; empty for the input as a whole. */
  path: string;
  message: string;
}

export class Problems {
  readonly list: Problem[] = [];

  add(path: string, message: string): void {
    this.list.push({ path, message });
  }

  get count(): number {
    return this.list.length;
  }
}

/** `units[2].type: expected "A" or "F"`. */
export function problemText(p: Problem): string {
  return p.path ? `${p.path}: ${p.message}` : p.message;
}

export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A JSON value named for a message: `"summer"`, `12`, `an object`. */
export function shown(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (Array.isArray(v)) return 'a list';
  if (isObject(v)) return 'an object';
  return JSON.stringify(v);
}

/** `units[2]` + `type` = `units[2].type`; the top level has no prefix. */
export function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}
