// DATC 4.C.1, 4.C.2, 4.C.5 and 4.C.6 under every alternative: a unit type or a nationality left out
// or written wrong. Each option gets two positions: the sloppy order alone (a: not followed; b and
// c: followed), and beside a correct order for the same unit (a and c: the correct one is followed;
// b: both count, two different orders, and 4.D.3's default makes the unit hold).
import { describe } from 'vitest';
import { everyAlternativeTested, underEach } from './scenario';

describe('4.C.1 unit type left out', () => {
  underEach(
    '4.C.1',
    'the order without a type alone',
    { units: ['Germany: A mun'], orders: ['Germany: mun - ruh'] },
    {
      // a: the order is invalid: the army holds.
      invalid: { board: ['Germany A mun'] },
      // b: the province says which unit is meant: it moves (DATC preference).
      valid: { board: ['Germany A ruh'] },
      // c: no other order names the type, so it is followed.
      'valid-unless-correct-order': { board: ['Germany A ruh'] },
    },
  );
  underEach(
    '4.C.1',
    'beside an order with the type',
    { units: ['Germany: A mun'], orders: ['Germany: mun - ruh', 'Germany: A mun - bur'] },
    {
      // a: only the typed order is legal, so there is one order: to Burgundy.
      invalid: { board: ['Germany A bur'] },
      // b: both are valid and differ: two orders for one unit, and under 4.D.3 c the unit holds.
      valid: { board: ['Germany A mun'] },
      // c: the order naming the type wins: to Burgundy.
      'valid-unless-correct-order': { board: ['Germany A bur'] },
    },
  );
});

describe('4.C.2 wrong unit type', () => {
  underEach(
    '4.C.2',
    'the order with the wrong type alone',
    { units: ['Germany: A mun'], orders: ['Germany: F mun - ruh'] },
    {
      // a: there is no fleet in Munich: the order is invalid and the army holds.
      invalid: { board: ['Germany A mun'] },
      // b: the type is ignored: the army moves (DATC preference).
      valid: { board: ['Germany A ruh'] },
      // c: no order with the right type, so it is followed.
      'valid-unless-correct-order': { board: ['Germany A ruh'] },
    },
  );
  underEach(
    '4.C.2',
    'beside an order with the right type',
    { units: ['Germany: A mun'], orders: ['Germany: F mun - ruh', 'Germany: A mun - bur'] },
    {
      // a: only the correct order is legal: to Burgundy.
      invalid: { board: ['Germany A bur'] },
      // b: two different valid orders: the unit holds (4.D.3 c).
      valid: { board: ['Germany A mun'] },
      // c: the order with the right type wins: to Burgundy.
      'valid-unless-correct-order': { board: ['Germany A bur'] },
    },
  );
});

// Austria A bud - rum against a Turkish army holding in Rumania; Russia supports it from Galicia.
const units = ['Austria: A bud', 'Austria: A vie', 'Russia: A gal', 'Turkey: A rum'];
const unsupported = { board: ['Austria A bud', 'Austria A vie', 'Russia A gal', 'Turkey A rum'] };
const supported = { board: ['Austria A rum', 'Austria A vie', 'Russia A gal'], dislodged: ['Turkey A rum'] };
const correctWins = { board: ['Austria A boh', 'Austria A rum', 'Russia A gal'], dislodged: ['Turkey A rum'] };
const bothHeld = { board: ['Austria A boh', 'Austria A bud', 'Russia A gal', 'Turkey A rum'] };

describe('4.C.5 nationality left out of a support or convoy', () => {
  underEach(
    '4.C.5',
    'a support of a foreign unit without its power',
    { units, orders: ['Austria: A bud - rum', 'Russia: A gal S A bud - rum'] },
    {
      // a: the foreign power must be named: no support, 1 against 1.
      invalid: unsupported,
      // b: the province says which unit is meant: the support counts (DATC preference).
      valid: supported,
      // c: no other order of Galicia names the power, so it is followed.
      'valid-unless-correct-order': supported,
    },
  );
  const both = {
    units,
    orders: ['Austria: A bud - rum', 'Austria: A vie - boh', 'Russia: A gal S A vie - boh', 'Russia: A gal S Austrian A bud - rum'],
  };
  underEach('4.C.5', 'beside a support naming the power', both, {
    // a: the unmarked support is invalid; the one naming Austria supports A bud - rum.
    invalid: correctWins,
    // b: two valid, different supports for Galicia: it holds (4.D.3 c) and A bud - rum fails.
    valid: bothHeld,
    // c: the order naming the power wins: A bud - rum is supported.
    'valid-unless-correct-order': correctWins,
  });
});

describe('4.C.6 wrong nationality in a support or convoy', () => {
  underEach(
    '4.C.6',
    'a support naming the wrong power',
    { units, orders: ['Austria: A bud - rum', 'Russia: A gal S German A bud - rum'] },
    {
      // a: there is no German army in Budapest: no support.
      invalid: unsupported,
      // b: the nationality is ignored: the support counts (DATC preference).
      valid: supported,
      // c: no order of Galicia with the right power, so it is followed.
      'valid-unless-correct-order': supported,
    },
  );
  const both = {
    units,
    orders: ['Austria: A bud - rum', 'Austria: A vie - boh', 'Russia: A gal S German A vie - boh', 'Russia: A gal S Austrian A bud - rum'],
  };
  underEach('4.C.6', 'beside a support naming the right power', both, {
    // a: the wrongly named support is invalid; the right one supports A bud - rum.
    invalid: correctWins,
    // b: two valid, different supports: Galicia holds (4.D.3 c).
    valid: bothHeld,
    // c: the order with the right power wins.
    'valid-unless-correct-order': correctWins,
  });
});

everyAlternativeTested(['4.C.1', '4.C.2', '4.C.5', '4.C.6']);
