// The `game` subcommands that write a game's play: new, orders, adjudicate, set (play.ts) and
// rollback, correct, draw, check (manage.ts): one bundle (electron/runtime/bundles.mjs), as both
// need the adjudicator.
export { adjudicate, newGame, orders, runSub, setCommand } from './play';
export { check, correct, draw, rollback } from './manage';
