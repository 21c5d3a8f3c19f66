// The standard map and the variants Adjutant ships. They are loaded in ./variants.ts, which holds the
// one list; these names stay here for the modules that import them from this file.
export { standardMap, VARIANTS, mapOf } from './variants';

/** A variant's id (`standard`, `chaos`, or a GM's own). */
export type Variant = string;
