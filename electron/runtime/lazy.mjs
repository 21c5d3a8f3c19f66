// Values built when first used rather than when their module loads. esbuild splits the command
// line's bundle by file, and every command reaches the engine, the reports and the service through
// their index files, so whatever a module builds at its top level every `adjutant` command built as
// it started, used or not: every board's outlines and every language's strings (large JSON, see
// lazyJson and the plugin in bundles.mjs) and some 400 zod schemas (electron/service/validate.ts).
// `npm run bench cli`; docs/PERFORMANCE.md.

import { readFileSync } from 'node:fs';

/** Each proxy made here, with the function that answers its built value. */
const builders = new WeakMap();

/**
 * An object that `build()` makes on first use: a proxy that builds it then and answers every read
 * from it (properties, methods, `in`, `instanceof`, `Object.keys`, spreading, `JSON.stringify`).
 * Writes go to the built object too. `build` must answer an object (not an array or a function).
 */
export function lazyObject(build) {
  let value;
  const real = () => (value ??= build());
  const proxy = new Proxy(
    {},
    {
      get: (_, key) => Reflect.get(real(), key),
      set: (_, key, v) => Reflect.set(real(), key, v),
      has: (_, key) => Reflect.has(real(), key),
      deleteProperty: (_, key) => Reflect.deleteProperty(real(), key),
      ownKeys: () => Reflect.ownKeys(real()),
      getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(real(), key),
      defineProperty: (_, key, descriptor) => Reflect.defineProperty(real(), key, descriptor),
      getPrototypeOf: () => Reflect.getPrototypeOf(real()),
    },
  );
  builders.set(proxy, real);
  return proxy;
}

/** The built object behind a lazyObject proxy (built now if need be); any other value as it is. */
export function resolved(value) {
  const real = typeof value === 'object' && value !== null ? builders.get(value) : undefined;
  return real ? real() : value;
}

/** The value of `text` (JSON whose top is an object), parsed on first use. */
export function lazyJson(text) {
  return lazyObject(() => JSON.parse(text));
}

/**
 * The JSON in the file at `url` (its top an object), read and parsed on first use: the bundles keep
 * a large JSON file beside their chunks, so that a command that never reads it does not even read
 * its text from the disk.
 */
export function lazyJsonFile(url) {
  // The bundles' import keeps its `?compact` suffix (bundles.mjs): not part of the file's name.
  const file = new URL(url);
  file.search = '';
  return lazyObject(() => JSON.parse(readFileSync(file, 'utf8')));
}

/** A property of lazyJsonFileParts's object not parsed yet. */
const PENDING = Symbol('pending');

/**
 * The JSON object in the file at `url`, each of its top-level properties read and parsed on first
 * use: `parts` lists each key with its value's place in the file's text, [key, start, end), which the
 * bundles write compact (bundles.mjs). A report in English parses the catalogue's `report`, `board`
 * and `explain` (15 KB), not its 140 KB; the shipped maps' files are named by their `id` at import
 * and parsed whole only for the map a game is played on. A proxy (as lazyObject's) over an object
 * holding every key in the file's order: a read of a property (or of its descriptor: `Object.keys`,
 * spreading, `JSON.stringify`) parses that property; `in` and Reflect.ownKeys parse nothing.
 * (A proxy: an accessor property defined per key, 200 of them across the bundles' files, took a few
 * ms of CPU to make at every start.)
 */
export function lazyJsonFileParts(url, parts) {
  const file = new URL(url);
  file.search = '';
  let text;
  const target = {};
  const places = new Map();
  for (const [key, start, end] of parts) {
    places.set(key, [start, end]);
    // `__proto__` is an own key in JSON.parse's answer, not the prototype.
    if (key === '__proto__') Object.defineProperty(target, key, { value: PENDING, writable: true, enumerable: true, configurable: true });
    else target[key] = PENDING;
  }
  const settle = (key) => {
    if (Object.hasOwn(target, key) && target[key] === PENDING) {
      const [start, end] = places.get(key);
      Object.defineProperty(target, key, { value: JSON.parse((text ??= readFileSync(file, 'utf8')).slice(start, end)) });
    }
  };
  return new Proxy(target, {
    get: (_, key, receiver) => {
      settle(key);
      return Reflect.get(target, key, receiver);
    },
    getOwnPropertyDescriptor: (_, key) => {
      settle(key);
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
  });
}
