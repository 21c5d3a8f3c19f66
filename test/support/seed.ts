// Every random test is seeded (issue 28, item 7). The vitest setup file: fast-check's properties all
// run from one fixed seed (ADJUTANT_SEED chooses another), so a run can be repeated exactly, and a
// failing property prints its seed and path (fast-check's own message). The tests' own generators
// are mulberry32 (engine/random.ts) with fixed seeds that their failure messages name.
import fc from 'fast-check';

export const SEED = process.env.ADJUTANT_SEED ? Number(process.env.ADJUTANT_SEED) : 20261126;
if (!Number.isSafeInteger(SEED)) throw new Error(`ADJUTANT_SEED must be an integer, not '${process.env.ADJUTANT_SEED}'`);
fc.configureGlobal({ seed: SEED });
