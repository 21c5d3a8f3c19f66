// Games for the report tests, played through the service: a few positions that between them show
// every part of a report (a bounce, an illegal order, a dislodgement with its retreat options, a
// convoy, a cut support, a standoff, a retreat phase, an adjustment phase with builds, removals, a
// waive and civil disorder, draw votes), and a whole game played by the test bot.
import type { Archive } from '../../../electron/archive/db';
import { adjudicatePhase, castDrawVote, createGame, getGame, setVotesPublic, submitOrders } from '../../../electron/service/index';
import { standardMap } from '../../../engine/map/standard';
import type { Position, Unit } from '../../../engine/types';
import { botOrders, startingPosition } from '../../support/bot';
import { SPRING_1901, value } from '../service/support';

export interface Played {
  gameId: number;
  /** The phase the report is about. */
  seq: number;
}

const units = (power: string, list: string): Unit[] =>
  list.split(',').map((s) => {
    const [type, at] = s.trim().split(' ');
    const [province, coast] = at.split('/');
    return { power, type: type as 'A' | 'F', province, coast: (coast ?? null) as Unit['coast'] };
  });

function position(phase: Position['phase'], all: Unit[], centers: Record<string, string[]>): Position {
  return { variant: 'standard', phase, units: all, dislodged: [], standoffs: [], supplyCenters: centers };
}

const CENTERS_1902 = {
  England: ['edi', 'lon', 'lvp', 'nwy'],
  France: ['bre', 'mar', 'par', 'spa', 'por'],
  Germany: ['ber', 'kie', 'mun', 'den'],
  Italy: ['nap', 'rom', 'ven', 'tun'],
  Austria: ['bud', 'tri', 'vie', 'ser'],
  Russia: ['mos', 'sev', 'stp', 'war'],
  Turkey: ['ank', 'con', 'smy', 'bul', 'rum'],
};

/** Spring 1901 from the standard start: bounces in Galicia and the Black Sea, and an illegal order. */
export async function openingBounces(archive: Archive): Promise<Played> {
  const gameId = value(await createGame(archive, { name: 'Bounces', players: { England: { name: 'Ann' }, France: { name: 'Bob' } } })).id;
  value(await submitOrders(archive, { gameId, text: SPRING_1901.replace('F nap - ion', 'F nap - adr') }));
  value(await adjudicatePhase(archive, { gameId }));
  return { gameId, seq: 0 };
}

/**
 * Spring 1902: England cuts the French support in Paris, Germany dislodges the French army in
 * Burgundy (it may go only to Belgium: Marseilles saw a 2-against-2 standoff), England convoys to
 * Norway, Russia dislodges the Turkish army in Rumania.
 */
export async function battles(archive: Archive): Promise<Played> {
  const start = position(
    { season: 'spring', year: 1902, type: 'movement' },
    [
      ...units('England', 'A pic, A yor, F nth'),
      ...units('France', 'A bur, A par, A gas, A spa, F bre'),
      ...units('Germany', 'A mun, A ruh, A kie'),
      ...units('Italy', 'A pie, F lyo, F nap'),
      ...units('Russia', 'A ukr, A sev'),
      ...units('Turkey', 'A rum, F bla'),
    ],
    CENTERS_1902,
  );
  const gameId = value(await createGame(archive, { name: 'Battles', position: start })).id;
  value(await submitOrders(archive, { gameId, power: 'England', text: 'A pic - par\nA yor - nwy\nF nth C A yor - nwy' }));
  value(await submitOrders(archive, { gameId, power: 'France', text: 'A bur H\nA par S A bur\nA gas - mar\nA spa S A gas - mar\nF bre H' }));
  value(await submitOrders(archive, { gameId, power: 'Germany', text: 'A mun - bur\nA ruh S A mun - bur\nA kie - hol' }));
  value(await submitOrders(archive, { gameId, power: 'Italy', text: 'A pie - mar\nF lyo S A pie - mar\nF nap - adr' }));
  value(await submitOrders(archive, { gameId, power: 'Russia', text: 'A ukr - rum\nA sev S A ukr - rum' }));
  value(await submitOrders(archive, { gameId, power: 'Turkey', text: 'A rum H\nF bla - ank' }));
  value(await adjudicatePhase(archive, { gameId }));
  return { gameId, seq: 0 };
}

/** The retreats after `battles`: France retreats to Belgium, Turkey sends nothing and is disbanded. */
export async function retreats(archive: Archive): Promise<Played> {
  const { gameId } = await battles(archive);
  value(await submitOrders(archive, { gameId, power: 'France', text: 'A bur - bel' }));
  value(await adjudicatePhase(archive, { gameId }));
  return { gameId, seq: 1 };
}

/**
 * Winter 1902: France builds two and waives the third, Germany removes one and tries to build,
 * Russia owes two removals and sends nothing (civil disorder).
 */
export async function adjustments(archive: Archive): Promise<Played> {
  const start = position(
    { season: 'winter', year: 1902, type: 'adjustment' },
    [
      ...units('England', 'F nth, A yor, F lvp'),
      ...units('France', 'F mao, A gas, A pic'),
      ...units('Germany', 'A kie, A ruh, A hol'),
      ...units('Russia', 'A ukr, A sev, F bot, A lvn'),
    ],
    { England: ['edi', 'lon', 'lvp'], France: ['bre', 'mar', 'par', 'spa', 'por', 'bel'], Germany: ['ber', 'mun'], Russia: ['mos', 'war'] },
  );
  const gameId = value(await createGame(archive, { name: 'Adjustments', position: start })).id;
  value(await submitOrders(archive, { gameId, power: 'France', text: 'Build A par\nBuild F bre\nWaive' }));
  value(await submitOrders(archive, { gameId, power: 'Germany', text: 'Remove A hol\nBuild A ber' }));
  value(await adjudicatePhase(archive, { gameId }));
  return { gameId, seq: 0 };
}

/** A NoDIAS game in Spring 1901, orders partly in, three draw votes standing; the game shows its votes. */
export async function drawVotes(archive: Archive, opts: { secret?: boolean } = {}): Promise<Played> {
  const gameId = value(await createGame(archive, { name: 'Draw talk', drawType: 'nodias' })).id;
  if (!opts.secret) value(await setVotesPublic(archive, { gameId, public: true }));
  value(await submitOrders(archive, { gameId, power: 'England', text: 'F lon - nth\nF edi - nwg\nA lvp - yor' }));
  value(await submitOrders(archive, { gameId, power: 'France', text: 'A par - bur\nA mar S A par - bur\nF bre - mao' }));
  value(await castDrawVote(archive, { gameId, power: 'England', vote: 'draw', drawList: ['England', 'France', 'Germany'] }));
  value(await castDrawVote(archive, { gameId, power: 'France', vote: 'draw', drawList: ['England', 'France'] }));
  value(await castDrawVote(archive, { gameId, power: 'Germany', vote: 'nodraw' }));
  return { gameId, seq: 0 };
}

export const SCENARIOS = { 'opening-bounces': openingBounces, battles, retreats, adjustments, 'draw-votes': drawVotes } as const;

/** A whole game, the test bot playing France strongly and the others at random (seeded), to its end. */
export async function wholeGame(archive: Archive, maxPhases = 200): Promise<number> {
  const map = standardMap();
  const gameId = value(await createGame(archive, { name: 'Bot game' })).id;
  let position: Position | null = startingPosition(map);
  for (let k = 0; position && k < maxPhases; k++) {
    const orders = botOrders(map, position, 'France', 1000 + k);
    for (const power of [...new Set(orders.map((o) => o.power))]) {
      value(await submitOrders(archive, { gameId, power, orders: orders.filter((o) => o.power === power) }));
    }
    const done = value(await adjudicatePhase(archive, { gameId }));
    position = done.next ? value(await getGame(archive, { gameId })).position : null;
  }
  return gameId;
}
