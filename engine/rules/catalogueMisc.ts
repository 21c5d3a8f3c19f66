// The rule options for DATC 4.E, the miscellaneous issues: which orders are legal, how badly
// written orders are read, implicit, perpetual and proxy orders, and units that should not exist.
import { defineOption } from './types';

export const MISC_OPTIONS = [
  defineOption({
    id: '4.E.1',
    group: 'misc',
    title: 'Which orders are legal',
    summary:
      'An illegal order is set aside and its unit holds, so it can be supported in place; a legal order that cannot succeed is still a move. Where is the line? (Can a unit refuse a hold support by ordering an impossible move?)',
    alternatives: [
      {
        id: 'any-format',
        letter: 'a',
        label: 'Every order in the form of an order (DPTG)',
        explanation:
          'Anything written as an order is legal, even with names that are not on the map: A Mun - Oz is a move, so the army in Munich cannot be supported to hold. From the DPTG, which uses the word "illegal" differently.',
      },
      {
        id: 'known-places',
        letter: 'b',
        label: 'Orders that name real provinces',
        explanation:
          "An order is legal when it is in the form of an order and names provinces of the map, however impossible the move: A Mun - Mos is a move and Munich cannot be supported to hold; A Mun - Oz is not an order, so Munich holds and can be. Follows Rod Walker's 1979 clarification of the 1971 rules.",
      },
      {
        id: 'possible-on-map',
        letter: 'c',
        label: 'Orders that could succeed in some position',
        explanation:
          'An order is legal when the map allows it in some position: A Yor - Hol is legal (a fleet in the North Sea could convoy it) even with no fleet there, while A Mun - Mos is illegal and Munich can be supported to hold. An army on a coast can still refuse a hold support by ordering a convoy that cannot happen.',
      },
      {
        id: 'possible-now',
        letter: 'd',
        label: 'Orders that could succeed in the present position',
        explanation:
          'An order is legal only if it could succeed with the units now on the board: A Yor - Hol is illegal while no fleet stands in the North Sea, and the army can be supported to hold. A hold support can hardly be refused, in line with the 2000 rulebook\'s "support cannot be refused".',
      },
      {
        id: 'possible-now-needed',
        letter: null,
        label: 'Orders that could succeed now; a convoying fleet must be needed (DATC 3.0)',
        explanation:
          'As the previous choice, and a convoy order is legal only when the fleet is needed for some convoy route of the army: on a chain of fleets from the army to its destination that would break without it. Example: France A Mar - Spa with F Wes C A Mar - Spa, Italy F Lyo C A Mar - Spa: the route through the Gulf of Lyon needs no fleet in the Western Mediterranean, so the French convoy order is illegal and ignored, and shows no intent to convoy (6.G.19). This is the DATC v3.0 definition of a legal order; v3.0 gives it no letter.',
      },
    ],
    datcPreferred: 'possible-now',
    default: 'possible-now',
    appliesTo: 'adjudication',
    note: 'Under choices a and b the order reader keeps a move to an impossible or unknown place as a move instead of rejecting it.',
  }),
  defineOption({
    id: '4.E.2',
    group: 'misc',
    title: 'Reading badly written orders',
    summary:
      'The rulebooks say a badly written order with only one meaning must be followed. How much knowledge of the game may be used to find that one meaning?',
    alternatives: [
      {
        id: 'literal',
        letter: 'a',
        label: 'Spelling only',
        explanation:
          'Small spelling mistakes are forgiven (Pariz is Paris), but no knowledge of the rules is used: F Aeg - Bu fails, because Bu could be Budapest or Bulgaria.',
      },
      {
        id: 'possible-order',
        letter: 'b',
        label: 'Each order as a possible order',
        explanation:
          'Each order is read as one the player could legally have meant: F Aeg - Bu means Bulgaria (south coast), since a fleet cannot go to Budapest.',
      },
      {
        id: 'possible-set',
        letter: 'c',
        label: 'The whole set as possible orders',
        explanation:
          "The set is read as a complete set of possible orders: for example, an abbreviation that fits two of the player's units is read as the one that has no other order.",
      },
      {
        id: 'matching-set',
        letter: 'd',
        label: 'The whole set as possible orders that fit together',
        explanation:
          'The set is read as possible orders that also agree with each other: with A Rum - Bu and F Bla S A Rum - Bu, the fleet can only support a move into Bulgaria, so both orders are read as Bulgaria.',
      },
    ],
    datcPreferred: 'matching-set',
    default: 'matching-set',
    appliesTo: 'reading',
    note: "Whatever the choice: an order that keeps two possible meanings is not followed (A Ser - Bu, where Serbia borders both Budapest and Bulgaria); an order that is clear but impossible is never turned into a possible one with a similar name; and one power's orders never explain another power's.",
  }),
  defineOption({
    id: '4.E.3',
    group: 'misc',
    title: 'Implicit orders',
    summary:
      'A player supports or convoys a move of their own unit but gives that unit no order (A Ruh S A Kie - Hol, and nothing for Kiel). Is the move deduced?',
    alternatives: [
      {
        id: 'allowed',
        letter: 'a',
        label: 'Yes: the move is deduced',
        explanation:
          "A Kie - Hol is added. An order actually written for the unit always comes first, and no order is ever deduced from another power's orders.",
      },
      {
        id: 'not-allowed',
        letter: 'b',
        label: 'No: the unit holds',
        explanation: 'Kiel has no order and holds. Deducing orders would encourage incomplete order sets.',
      },
    ],
    datcPreferred: 'not-allowed',
    default: 'not-allowed',
    appliesTo: 'reading',
  }),
  defineOption({
    id: '4.E.4',
    group: 'misc',
    title: 'Perpetual orders',
    summary: 'A player leaving the game asks that some orders be repeated every turn (two armies supporting each other for as long as they can). Allowed?',
    alternatives: [
      {
        id: 'allowed',
        letter: 'a',
        label: 'Allowed',
        explanation: 'The orders the player left are repeated every phase, for as long as they can still be given.',
      },
      {
        id: 'not-allowed',
        letter: 'b',
        label: 'Not allowed',
        explanation:
          'The rulebooks have their own rule for a power nobody orders (civil disorder). Perpetual orders should be agreed before the game, or by all players.',
      },
    ],
    datcPreferred: 'not-allowed',
    default: 'not-allowed',
    appliesTo: 'game',
  }),
  defineOption({
    id: '4.E.5',
    group: 'misc',
    title: 'Proxy orders',
    summary: 'May a player let another player order one of their units?',
    alternatives: [
      {
        id: 'announced',
        letter: 'a',
        label: 'Yes, announced to the game master in advance',
        explanation:
          'The owner tells the game master, before orders are due, that another player will order the unit, and that player knows it. The other player then knows for sure what a foreign unit will do, which changes the game.',
      },
      {
        id: 'in-order-set',
        letter: 'b',
        label: "Yes, within the owner's order set",
        explanation:
          "The owner's orders say that the unit follows another player's order. The owner can be betrayed and have the unit moved against their interest, and can be pressed by an ally to hand control over.",
      },
      {
        id: 'not-allowed',
        letter: 'c',
        label: 'Not allowed',
        explanation: 'Each player orders only their own units, as the rulebooks describe. Proxies should only be played if agreed before the game.',
      },
    ],
    datcPreferred: 'not-allowed',
    default: 'not-allowed',
    appliesTo: 'game',
  }),
  defineOption({
    id: '4.E.6',
    group: 'misc',
    title: 'A unit that should not be on the board ("Flying Dutchman")',
    summary:
      'A unit turns out to be on the board illegally, through an adjudication mistake or cheating. Earlier phases cannot be replayed; how is the board put right?',
    alternatives: [
      {
        id: 'remove-now',
        letter: null,
        label: 'Removed at once',
        explanation: 'The unit is taken off the board as soon as it is discovered; results of earlier phases stand.',
      },
      {
        id: 'until-adjustment',
        letter: null,
        label: 'Played until the next adjustment phase',
        explanation: 'The unit stays in play and the unit count is put right at the next adjustment phase.',
      },
      {
        id: 'on-demand',
        letter: null,
        label: 'Kept unless a player demands the true position (Calhamer 1966)',
        explanation:
          'The early practice Allan Calhamer described: any player may demand that the true position be restored, but moves already played are not taken back.',
      },
    ],
    datcPreferred: 'remove-now',
    default: 'remove-now',
    appliesTo: 'game',
    note: 'The DATC lists no lettered choices here; it states a preference (remove at once) and mentions the other two.',
  }),
] as const;
