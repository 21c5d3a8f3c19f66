// Positions and orders for looking at the board (harness) and for scene tests: the 1901 start with an
// opening, a mid-game turn with a convoy, a cut support and dislodgements, its retreat phase, and a
// winter adjustment. Results come from the engine itself.
import { adjudicate, parseOrder } from '../../../engine/index';
import type { GameMap, GivenOrder, OrderResult, Position } from '../../../engine/index';
import { positionAt, unitsOf } from '../../support/positions';
import { startPosition as serviceStart } from '../../../electron/service/engine';

export interface Fixture {
  name: string;
  position: Position;
  orders: GivenOrder[];
  results: OrderResult[] | null;
}

export function givenOrders(map: GameMap, lines: Record<string, string[]>): GivenOrder[] {
  const out: GivenOrder[] = [];
  for (const [power, texts] of Object.entries(lines)) {
    for (const text of texts) {
      const parsed = parseOrder(text, map);
      if (!parsed.ok) throw new Error(`fixture order not understood: ${text}: ${parsed.error.message}`);
      out.push({ power, order: parsed.value, text });
    }
  }
  return out;
}

export function startPosition(map: GameMap): Position {
  return serviceStart(map, 'standard');
}

const OPENING: Record<string, string[]> = {
  Austria: ['A vie - gal', 'A bud - ser', 'F tri - alb'],
  England: ['F lon - nth', 'F edi - nwg', 'A lvp - yor'],
  France: ['A par - bur', 'A mar S A par - bur', 'F bre - mao'],
  Germany: ['A mun - bur', 'F kie - den', 'A ber - kie'],
  Italy: ['A ven - tyr', 'A rom - ven', 'F nap - ion'],
  Russia: ['A war - gal', 'A mos - ukr', 'F sev - bla', 'F stp/sc - bot'],
  Turkey: ['F ank - bla', 'A con - bul', 'A smy - arm'],
};

function midPosition(map: GameMap): Position {
  const centers = structuredClone(map.start.supplyCenters);
  centers.England.push('nwy');
  centers.France.push('bel', 'spa', 'por');
  centers.Germany.push('den', 'hol');
  centers.Russia.push('swe', 'rum');
  centers.Turkey.push('bul', 'gre');
  centers.Austria.push('ser');
  centers.Italy.push('tun');
  return positionAt(
    [
      'England F nth, England F eng, England A lon, England F nwy',
      'France A bel, France A bur, France F mao, France F spa/sc',
      'Germany A mun, Germany A kie, Germany F den, Germany A hol',
      'Italy F ion, Italy A apu, Italy A ven, Italy F tys',
      'Austria A tri, Austria A vie, Austria A ser, Austria A bud',
      'Russia A war, Russia F sev, Russia A ukr, Russia F stp/nc, Russia A rum',
      'Turkey F eas, Turkey F aeg, Turkey F bul/ec, Turkey A gre, Turkey A con',
    ],
    { phase: { season: 'fall', year: 1902, type: 'movement' }, supplyCenters: centers },
  );
}

const MID: Record<string, string[]> = {
  England: ['A lon - bel', 'F nth C A lon - bel', 'F eng S A lon - bel', 'F nwy - swe'],
  France: ['A bel H', 'A bur S A bel', 'F mao - por', 'F spa/sc - wes'],
  Germany: ['A mun - bur', 'A kie - lon', 'F den - ska', 'A hol H'],
  Italy: ['A apu - tun', 'F ion C A apu - tun', 'A ven - tri', 'F tys H'],
  Austria: ['A tri - ven', 'A vie - gal', 'A ser H', 'A bud S A ser'],
  Russia: ['A war - gal', 'F sev H', 'A ukr S F sev', 'F stp/nc - bar', 'A rum - bul'],
  Turkey: ['F eas - ion', 'F aeg S F eas - ion', 'F bul/ec - bla', 'A gre H', 'A con S F bul'],
};

export function fixtures(map: GameMap): Fixture[] {
  const start = startPosition(map);
  const opening = givenOrders(map, OPENING);
  const mid = midPosition(map);
  const midOrders = givenOrders(map, MID);
  const midResult = adjudicate(map, mid, midOrders);
  // The engine fills in each dislodged unit's retreat options.
  const retreatPosition = midResult.next!;
  const retreatOrders =
    retreatPosition.dislodged.length > 0
      ? [
          {
            power: retreatPosition.dislodged[0].power,
            order: {
              kind: 'disband',
              unit: {
                type: retreatPosition.dislodged[0].type,
                province: retreatPosition.dislodged[0].province,
                coast: retreatPosition.dislodged[0].coast,
                power: null,
              },
            },
          } satisfies GivenOrder,
        ]
      : [];
  const winter: Position = {
    ...startPosition(map),
    phase: { season: 'winter', year: 1901, type: 'adjustment' },
    units: startPosition(map)
      .units.filter((u) => !['lon', 'stp', 'kie', 'ven'].includes(u.province))
      .concat(unitsOf('England F nwy, Russia F swe, Germany F den, Italy A tun')),
  };
  winter.supplyCenters.England.push('nwy');
  winter.supplyCenters.Russia.push('swe');
  winter.supplyCenters.Germany.push('den');
  winter.supplyCenters.Italy.push('tun');
  winter.supplyCenters.France = winter.supplyCenters.France.filter((c) => c !== 'mar');
  winter.supplyCenters.Italy.push('mar');
  const winterOrders = givenOrders(map, { England: ['Build F lon'], Russia: ['Build F stp/nc'] });
  return [
    { name: 'opening', position: start, orders: opening, results: adjudicate(map, start, opening).results },
    { name: 'opening-orders', position: start, orders: opening, results: null },
    { name: 'mid', position: mid, orders: midOrders, results: midResult.results },
    { name: 'retreat', position: retreatPosition, orders: retreatOrders, results: null },
    { name: 'winter', position: winter, orders: winterOrders, results: null },
  ];
}
