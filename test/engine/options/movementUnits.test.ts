// DATC 4.C.1, 4.C.2, 4.C.5 and 4.C.6 under every alternative: a unit type or a nationality left out
// or written wrong. Each option gets two positions: the sloppy order alone (a: not followed; b and
// c: followed), and beside a correct order for the same unit (a and c: the correct one is followed;
// b: both count, two different orders, and 4.D.3's default makes the unit hold). The four options
// are judged alike, so they are one table: per option its two positions and the four boards.
import { describe } from 'vitest';
import { everyAlternativeTested, underEach, type Expected, type ScenarioInput } from './scenario';

interface SloppyCase {
  option: '4.C.1' | '4.C.2' | '4.C.5' | '4.C.6';
  title: string;
  /** The sloppy order alone, and beside a correct order for the same unit. */
  alone: [string, ScenarioInput];
  beside: [string, ScenarioInput];
  /** The board when the sloppy order is not followed, when it is, when the correct one wins, when both count. */
  boards: { ignored: Expected; followed: Expected; correctWins: Expected; bothCount: Expected };
}

const mun = ['Germany: A mun'];
const held = { board: ['Germany A mun'] };
const moved = { board: ['Germany A ruh'] };
const toBurgundy = { board: ['Germany A bur'] };

// Austria A bud - rum against a Turkish army holding in Rumania; Russia supports it from Galicia.
const units = ['Austria: A bud', 'Austria: A vie', 'Russia: A gal', 'Turkey: A rum'];
const unsupported = { board: ['Austria A bud', 'Austria A vie', 'Russia A gal', 'Turkey A rum'] };
const supported = { board: ['Austria A rum', 'Austria A vie', 'Russia A gal'], dislodged: ['Turkey A rum'] };
const austriaWins = { board: ['Austria A boh', 'Austria A rum', 'Russia A gal'], dislodged: ['Turkey A rum'] };
const bothHeld = { board: ['Austria A boh', 'Austria A bud', 'Russia A gal', 'Turkey A rum'] };
/** A bud - rum supported from Galicia, written `support`, beside A vie - boh supported the same way. */
const supports = (support: string): ScenarioInput => ({
  units,
  orders: ['Austria: A bud - rum', 'Austria: A vie - boh', `Russia: A gal S ${support}A vie - boh`, 'Russia: A gal S Austrian A bud - rum'],
});

const CASES: SloppyCase[] = [
  {
    option: '4.C.1',
    title: 'unit type left out',
    alone: ['the order without a type alone', { units: mun, orders: ['Germany: mun - ruh'] }],
    beside: ['beside an order with the type', { units: mun, orders: ['Germany: mun - ruh', 'Germany: A mun - bur'] }],
    boards: { ignored: held, followed: moved, correctWins: toBurgundy, bothCount: held },
  },
  {
    // There is no fleet in Munich.
    option: '4.C.2',
    title: 'wrong unit type',
    alone: ['the order with the wrong type alone', { units: mun, orders: ['Germany: F mun - ruh'] }],
    beside: ['beside an order with the right type', { units: mun, orders: ['Germany: F mun - ruh', 'Germany: A mun - bur'] }],
    boards: { ignored: held, followed: moved, correctWins: toBurgundy, bothCount: held },
  },
  {
    option: '4.C.5',
    title: 'nationality left out of a support or convoy',
    alone: ['a support of a foreign unit without its power', { units, orders: ['Austria: A bud - rum', 'Russia: A gal S A bud - rum'] }],
    beside: ['beside a support naming the power', supports('')],
    boards: { ignored: unsupported, followed: supported, correctWins: austriaWins, bothCount: bothHeld },
  },
  {
    // There is no German army in Budapest (nor in Vienna).
    option: '4.C.6',
    title: 'wrong nationality in a support or convoy',
    alone: ['a support naming the wrong power', { units, orders: ['Austria: A bud - rum', 'Russia: A gal S German A bud - rum'] }],
    beside: ['beside a support naming the right power', supports('German ')],
    boards: { ignored: unsupported, followed: supported, correctWins: austriaWins, bothCount: bothHeld },
  },
];

for (const c of CASES) {
  describe(`${c.option} ${c.title}`, () => {
    underEach(c.option, ...c.alone, {
      // a: the order is invalid: not followed (the army holds; no support, 1 against 1).
      invalid: c.boards.ignored,
      // b: the province says which unit is meant, whatever the type or power: followed (DATC preference).
      valid: c.boards.followed,
      // c: no other order of the unit names the right type or power, so it is followed.
      'valid-unless-correct-order': c.boards.followed,
    });
    underEach(c.option, ...c.beside, {
      // a: only the correct order is legal: it is followed (to Burgundy; A bud - rum supported).
      invalid: c.boards.correctWins,
      // b: both are valid and differ: two orders for one unit, and under 4.D.3 c the unit holds.
      valid: c.boards.bothCount,
      // c: the correct order wins.
      'valid-unless-correct-order': c.boards.correctWins,
    });
  });
}

everyAlternativeTested(['4.C.1', '4.C.2', '4.C.5', '4.C.6']);
