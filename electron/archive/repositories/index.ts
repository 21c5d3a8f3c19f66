// All repositories of an open archive, their statements prepared once per connection.
import type Database from 'better-sqlite3';
import { adjudicationsRepository } from './adjudications';
import { drawVotesRepository } from './drawVotes';
import { eventsRepository } from './events';
import { gamesRepository } from './games';
import { mailsRepository } from './mails';
import { phasesRepository } from './phases';
import { playersRepository } from './players';
import { submissionsRepository } from './submissions';
import { variantsRepository } from './variants';

export type { GameFilter, GameListRow } from './games';
export type { NewPhase } from './phases';

export interface Repositories {
  games: ReturnType<typeof gamesRepository>;
  phases: ReturnType<typeof phasesRepository>;
  submissions: ReturnType<typeof submissionsRepository>;
  adjudications: ReturnType<typeof adjudicationsRepository>;
  drawVotes: ReturnType<typeof drawVotesRepository>;
  events: ReturnType<typeof eventsRepository>;
  players: ReturnType<typeof playersRepository>;
  variants: ReturnType<typeof variantsRepository>;
  mails: ReturnType<typeof mailsRepository>;
}

const cache = new WeakMap<Database.Database, Repositories>();

export function repositories(db: Database.Database): Repositories {
  let repos = cache.get(db);
  if (!repos) {
    repos = {
      games: gamesRepository(db),
      phases: phasesRepository(db),
      submissions: submissionsRepository(db),
      adjudications: adjudicationsRepository(db),
      drawVotes: drawVotesRepository(db),
      events: eventsRepository(db),
      players: playersRepository(db),
      variants: variantsRepository(db),
      mails: mailsRepository(db),
    };
    cache.set(db, repos);
  }
  return repos;
}
