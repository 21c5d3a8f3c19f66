// Prints a generated position, its orders, and the engine's and the reference's results side by side.
//   node_modules/.bin/tsx test/reference/diff.ts <seed> [option=alternative ...]
//   node_modules/.bin/tsx test/reference/diff.ts 1400592 set      (the options the property test used for that seed)
//   node_modules/.bin/tsx test/reference/diff.ts datc 6.F.16      (a DATC case, units as the DATC lists them)
import { standardMap } from '../../engine/map/standard';
import { DEFAULT_OPTIONS } from '../../engine/rules/options';
import type { RuleOptions } from '../../engine/rules/catalogue';
import { loadCases, positionOf, readOrders } from '../datc/datcCase';
import { compare, describe } from './compare';
import { generate } from './generator';
import { OPTION_SETS, optionsFor, optionsLabel } from './optionSets';

const map = standardMap();
const [first, ...rest] = process.argv.slice(2);
if (!first) {
  console.error('usage: diff.ts <seed> [set | option=alternative ...] | diff.ts datc <case id> [option=alternative ...]');
  process.exit(2);
}

/** The options the property test used for a seed: the set whose share of seeds holds it (see reference.property.test.ts). */
function setOptions(seed: number): RuleOptions {
  const k = Math.floor(seed / 100_000) - 1;
  if (k < 0 || k >= OPTION_SETS.length) return DEFAULT_OPTIONS;
  return optionsFor(OPTION_SETS[k], seed);
}

function withOverrides(base: RuleOptions, args: string[]): RuleOptions {
  const o = { ...base } as Record<string, string>;
  for (const a of args) {
    const [k, v] = a.split('=');
    if (!v || !(k in o)) throw new Error(`not an option=alternative: ${a}`);
    o[k] = v;
  }
  return o as unknown as RuleOptions;
}

if (first === 'datc') {
  const c = loadCases().find((x) => x.id === rest[0]);
  if (!c) throw new Error(`no DATC case ${rest[0]}`);
  const { orders } = readOrders(c);
  const options = withOverrides(DEFAULT_OPTIONS, rest.slice(1));
  console.log(`DATC ${c.id}`);
  console.log(describe(map, positionOf(c), orders, compare(map, positionOf(c), orders, options), optionsLabel(options)));
} else {
  const seed = Number(first);
  const g = generate(map, seed);
  const options = rest[0] === 'set' ? setOptions(seed) : withOverrides(DEFAULT_OPTIONS, rest);
  console.log(`seed ${seed}: ${g.template}`);
  console.log(describe(map, g.position, g.orders, compare(map, g.position, g.orders, options), optionsLabel(options)));
}
