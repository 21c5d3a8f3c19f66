// The one way untrusted values are checked (IPC payloads, game files, the command line's JSON
// input): zod schemas, built from the small vocabulary below, and `check`, which answers the typed
// value or a sentence naming where the value went wrong (`orders[3].unit.province: expected text,
// got 5`). Never throws.
//
// Choices that hold at every boundary:
// - Objects are strict: a field the schema does not know is refused by name, never dropped in
//   silence (a dropped field is data lost: a typo'd `gameID`, a `builtAt` the schema forgot).
// - A key chosen by the input (a power in `supplyCenters`, an option id) is checked on the input's
//   OWN properties: `__proto__`, `constructor` or `toString` are names like any other, refused or
//   accepted by the schema, never found on Object.prototype. zod's records skip an own `__proto__`
//   key without a word; `record` refuses it first.
// - A tag (`kind`) picks its shape through zod's discriminated union, whose lookup is a Map: a tag
//   of `constructor` is an unknown tag.
import * as z from 'zod';
import { err, ok, type Result } from '../../engine/index';
import { lazyObject, resolved } from '../runtime/lazy.mjs';

export type Check<T> = z.ZodType<T>;
export type Checked<C extends z.ZodType> = z.output<C>;

// Every schema below is built on first use, not when the module that declares it loads: the service
// declares some 400 at its modules' top levels, and building them all was a good part of each
// `adjutant` command's start (`npm run bench cli`). A schema handed to another is resolved when that
// one is built, so a check runs through zod's own objects, not through the proxies.
const later = <S extends z.ZodType>(build: () => S): S => lazyObject(build);

/** Checks `value`; the faults (the first three) each with its place, prefixed by `path` when given. */
export function check<T>(schema: Check<T>, value: unknown, path = ''): Result<T, string> {
  const r = resolved(schema).safeParse(value);
  if (r.success) return ok(r.data);
  // Unknown fields first: a misspelt field is most often why another reads as missing, and a long
  // list of missing fields must not push it past the three shown.
  const issues = [...r.error.issues].sort((a, b) => Number(b.code === 'unrecognized_keys') - Number(a.code === 'unrecognized_keys'));
  const faults = issues.flatMap((i) => faultsOf(i, value, path));
  const more = faults.length > 3 ? `; and ${faults.length - 3} more` : '';
  return err(
    faults
      .slice(0, 3)
      .map((f) => (f.path ? `${f.path}: ${f.message}` : f.message))
      .join('; ') + more,
  );
}

/** Every fault, each as a sentence with its place: for readers that report them all. */
export function checkAll<T>(schema: Check<T>, value: unknown): Result<T, { path: string; message: string }[]> {
  const r = resolved(schema).safeParse(value);
  if (r.success) return ok(r.data);
  return err(r.error.issues.flatMap((i) => faultsOf(i, value, '')));
}

export function str(opts: { min?: number; max?: number; pattern?: RegExp } = {}): Check<string> {
  const { min = 0, max = 1_000_000, pattern } = opts;
  // The checks in one `check` call (as `.min().max()` would add them): each call copies the schema,
  // and the service builds hundreds of these as a command starts (`npm run bench cli`).
  return later(() => z.string().check(z.minLength(min), z.maxLength(max), ...(pattern ? [z.regex(pattern)] : [])));
}

// C0 and C1 controls, DEL, and the line and paragraph separators: none belongs in a name (a NUL
// made `Q\0yy` a duplicate of `Q\0xx`; an escape sequence would act on a terminal).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NAME_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

const controlIn = (s: string): string => {
  const c = NAME_CONTROL.exec(s)![0];
  return `U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
};

/**
 * A name as people give it (a game, a player, a tournament): text without control characters,
 * trimmed of outer spaces, doubled spaces folded to one, not blank. Answers the tidied name.
 */
export function name(opts: { max?: number } = {}): Check<string> {
  const { max = 200 } = opts;
  return later(() =>
    z
      .string()
      .refine((s) => !NAME_CONTROL.test(s), { error: (issue) => `holds control character ${controlIn(issue.input as string)}; a name must hold none` })
      .transform((s) => s.trim().replace(/\s{2,}/g, ' '))
      .pipe(
        z
          .string()
          .refine((s) => s.length > 0, 'must not be blank')
          .max(max),
      ),
  ) as unknown as Check<string>;
}

export function int(opts: { min?: number; max?: number; of?: string } = {}): Check<number> {
  const { min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER, of } = opts;
  if (of !== undefined) {
    // A count of something (`of: 'years'`): one message for every way to get it wrong.
    const wanted = `expected a whole number of ${of} from ${min} to ${max}`;
    return later(() =>
      z.custom<number>((v) => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max, {
        error: (issue) => `${wanted}, got ${describe(issue.input)}`,
      }),
    );
  }
  // zod names a text given for a whole number "expected number": say what is wanted.
  return later(() =>
    z
      .int({
        error: (issue) => (issue.code === 'invalid_type' && issue.input !== undefined ? `expected a whole number, got ${describe(issue.input)}` : undefined),
      })
      .check(z.gte(min), z.lte(max)),
  );
}

export const bool: Check<boolean> = later(() => z.boolean());

/** Any JSON value, for fields kept as they are (diagnostics, event details). */
export const anything: Check<unknown> = later(() => z.unknown());

export function oneOf<const T extends string | number>(values: readonly T[]): Check<T> {
  return later(() => z.literal(values as T[])) as unknown as Check<T>;
}

/** A value of either shape (a tournament by name or by number, say). */
export function either<A, B>(a: Check<A>, b: Check<B>): Check<A | B> {
  return later(() => z.union([resolved(a), resolved(b)])) as unknown as Check<A | B>;
}

/** A field that may be missing (its key is optional in the checked type, as in the contract's inputs). */
export function optional<S extends z.ZodType>(schema: S): z.ZodOptional<S> {
  return later(() => resolved(schema).optional());
}

export function nullable<T>(schema: Check<T>): Check<T | null> {
  return later(() => resolved(schema).nullable());
}

export function array<T>(schema: Check<T>, opts: { max?: number } = {}): Check<T[]> {
  return later(() => z.array(resolved(schema)).max(opts.max ?? 1_000_000));
}

const ownProto = (v: unknown): boolean => typeof v === 'object' && v !== null && Object.hasOwn(v, '__proto__');

/** An object whose keys the input chooses; `key` may restrict them. An own `__proto__` is refused. */
export function record<T>(schema: Check<T>, key?: Check<string>): Check<Record<string, T>> {
  return later(() =>
    z
      .unknown()
      .superRefine((v, ctx) => {
        if (ownProto(v)) ctx.addIssue({ code: 'custom', path: ['__proto__'], message: "'__proto__' cannot be used as a name here" });
      })
      .pipe(z.record((key === undefined ? z.string() : resolved(key)) as z.ZodType<string, string>, resolved(schema))),
  ) as unknown as Check<Record<string, T>>;
}

type Shape = Record<string, z.ZodType>;

/** An object with exactly these fields (optional ones may be missing); any other field is refused. */
export function object<S extends Shape>(shape: S): z.ZodObject<S, z.core.$strict> {
  const known = Object.keys(shape).join(', ');
  return later(() => {
    const fields = Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, resolved(v)])) as S;
    return z.strictObject(fields, { error: (issue) => (issue.code === 'unrecognized_keys' ? `unknown field; expected one of ${known}` : undefined) });
  });
}

/** One of several object shapes, chosen by the value of `key` (`kind`). */
export function tagged<T>(key: string, shapes: Record<string, z.ZodObject>): Check<T> {
  return later(() => z.discriminatedUnion(key, Object.values(shapes).map(resolved) as [z.ZodObject, ...z.ZodObject[]])) as unknown as Check<T>;
}

/** `orders[3].unit.province`: the path of an issue, prefixed by where the value sits. */
function pathText(prefix: string, path: readonly PropertyKey[]): string {
  let out = prefix;
  for (const k of path) out += typeof k === 'number' ? `[${k}]` : out ? `.${String(k)}` : String(k);
  return out;
}

/** The input at `path`, read through own properties only. */
function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let v = root;
  for (const k of path) {
    if (typeof v !== 'object' || v === null || !Object.hasOwn(v, k)) return undefined;
    v = (v as Record<PropertyKey, unknown>)[k];
  }
  return v;
}

function describe(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'an object';
  return JSON.stringify(typeof v === 'string' && v.length > 40 ? `${v.slice(0, 40)}...` : v) ?? String(v);
}

const NOUNS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  record: 'an object',
  array: 'a list',
  null: 'null',
};

function issueParts(issue: z.core.$ZodIssue, root: unknown, prefix: string): { path: string; message: string } {
  const input = valueAt(root, issue.path);
  const where = (extra: PropertyKey[] = []) => pathText(prefix, [...issue.path, ...extra]);
  switch (issue.code) {
    case 'invalid_type':
      if (input === undefined) return { path: where(), message: 'missing' };
      if (issue.message.startsWith('expected ')) return { path: where(), message: issue.message };
      return { path: where(), message: `expected ${Object.hasOwn(NOUNS, issue.expected) ? NOUNS[issue.expected] : issue.expected}, got ${describe(input)}` };
    case 'too_small':
      if (issue.origin === 'string')
        return { path: where(), message: issue.minimum === 1 ? 'must not be empty' : `must be at least ${issue.minimum} characters` };
      if (issue.origin === 'array') return { path: where(), message: `at least ${issue.minimum} items` };
      return { path: where(), message: `must be at least ${issue.minimum}, got ${describe(input)}` };
    case 'too_big':
      if (issue.origin === 'string') return { path: where(), message: `must be at most ${issue.maximum} characters` };
      if (issue.origin === 'array') return { path: where(), message: `at most ${issue.maximum} items` };
      return { path: where(), message: `must be at most ${issue.maximum}, got ${describe(input)}` };
    case 'invalid_format':
      return { path: where(), message: `${describe(input)} is not in the expected form` };
    case 'invalid_value':
      return {
        path: where(),
        message: `expected ${issue.values.length > 1 ? 'one of ' : ''}${issue.values.map((v) => JSON.stringify(v)).join(', ')}, got ${describe(input)}`,
      };
    case 'invalid_union': {
      const options = (issue as { options?: unknown[] }).options;
      if (options) return { path: where(), message: `expected one of ${options.join(', ')}, got ${describe(input)}` };
      const first = issue.errors[0]?.[0];
      return first
        ? issueParts({ ...first, path: [...issue.path, ...first.path] } as z.core.$ZodIssue, root, prefix)
        : { path: where(), message: 'not in any accepted form' };
    }
    default:
      return { path: where(), message: issue.message || 'not accepted' };
  }
}

/** One fault per unknown field (zod gathers an object's unknown fields in one issue). */
function faultsOf(issue: z.core.$ZodIssue, root: unknown, prefix: string): { path: string; message: string }[] {
  if (issue.code !== 'unrecognized_keys') return [issueParts(issue, root, prefix)];
  return issue.keys.map((k) => ({ path: pathText(prefix, [...issue.path, k]), message: issue.message }));
}
