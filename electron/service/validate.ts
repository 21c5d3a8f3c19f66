// Small checks for untrusted values (IPC payloads, imported files): each answers the typed value
// or a message naming where in the value it went wrong (`orders[3].unit.province: expected a
// string`). Never throws.
import { err, ok, type Result } from '../../engine/index';

export type Check<T> = (value: unknown, path: string) => Result<T, string>;
export type Checked<C> = C extends Check<infer T> ? T : never;

const describe = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'a list' : typeof v);
const at = (path: string, message: string): string => (path ? `${path}: ${message}` : message);

export function str(opts: { min?: number; max?: number; pattern?: RegExp } = {}): Check<string> {
  const { min = 0, max = 1_000_000, pattern } = opts;
  return (v, path) => {
    if (typeof v !== 'string') return err(at(path, `expected text, got ${describe(v)}`));
    if (v.length < min) return err(at(path, min === 1 ? 'must not be empty' : `must be at least ${min} characters`));
    if (v.length > max) return err(at(path, `must be at most ${max} characters`));
    if (pattern && !pattern.test(v)) return err(at(path, `'${v.slice(0, 40)}' is not in the expected form`));
    return ok(v);
  };
}

export function int(opts: { min?: number; max?: number } = {}): Check<number> {
  const { min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER } = opts;
  return (v, path) => {
    if (typeof v !== 'number' || !Number.isInteger(v)) return err(at(path, `expected a whole number, got ${describe(v)}`));
    if (v < min || v > max) return err(at(path, `must be between ${min} and ${max}`));
    return ok(v);
  };
}

export const bool: Check<boolean> = (v, path) => (typeof v === 'boolean' ? ok(v) : err(at(path, `expected true or false, got ${describe(v)}`)));

export const anything: Check<unknown> = (v) => ok(v);

export function oneOf<const T extends string | number>(values: readonly T[]): Check<T> {
  return (v, path) =>
    (values as readonly unknown[]).includes(v) ? ok(v as T) : err(at(path, `expected one of ${values.join(', ')}, got ${JSON.stringify(v)}`));
}

export function optional<T>(check: Check<T>): Check<T | undefined> {
  return (v, path) => (v === undefined ? ok(undefined) : check(v, path));
}

export function nullable<T>(check: Check<T>): Check<T | null> {
  return (v, path) => (v === null ? ok(null) : check(v, path));
}

export function array<T>(check: Check<T>, opts: { max?: number } = {}): Check<T[]> {
  return (v, path) => {
    if (!Array.isArray(v)) return err(at(path, `expected a list, got ${describe(v)}`));
    if (opts.max !== undefined && v.length > opts.max) return err(at(path, `at most ${opts.max} items`));
    const out: T[] = [];
    for (let i = 0; i < v.length; i++) {
      const item = check(v[i], `${path}[${i}]`);
      if (!item.ok) return item;
      out.push(item.value);
    }
    return ok(out);
  };
}

export function record<T>(check: Check<T>): Check<Record<string, T>> {
  return (v, path) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return err(at(path, `expected an object, got ${describe(v)}`));
    const out: Record<string, T> = {};
    for (const [k, item] of Object.entries(v)) {
      const checked = check(item, path ? `${path}.${k}` : k);
      if (!checked.ok) return checked;
      out[k] = checked.value;
    }
    return ok(out);
  };
}

type Shape = Record<string, Check<unknown>>;
export type ObjectOf<S extends Shape> = { [K in keyof S]: Checked<S[K]> };

/** An object with these fields; unknown fields are dropped, never passed on. */
export function object<S extends Shape>(shape: S): Check<ObjectOf<S>> {
  return (v, path) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return err(at(path, `expected an object, got ${describe(v)}`));
    const out: Record<string, unknown> = {};
    for (const [k, check] of Object.entries(shape)) {
      const checked = check((v as Record<string, unknown>)[k], path ? `${path}.${k}` : k);
      if (!checked.ok) return checked;
      if (checked.value !== undefined) out[k] = checked.value;
    }
    return ok(out as ObjectOf<S>);
  };
}

/** One of several object shapes, chosen by the value of `key` (`kind`). */
export function tagged<T>(key: string, shapes: Record<string, Check<T>>): Check<T> {
  return (v, path) => {
    const tag = typeof v === 'object' && v !== null ? (v as Record<string, unknown>)[key] : undefined;
    const check = typeof tag === 'string' ? shapes[tag] : undefined;
    if (!check) return err(at(path ? `${path}.${key}` : key, `expected one of ${Object.keys(shapes).join(', ')}, got ${JSON.stringify(tag)}`));
    return check(v, path);
  };
}
