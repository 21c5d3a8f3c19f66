// The event's people and network refusals (issue 32): each one's English, once, worded in the
// window's language from the `said.people` namespace (electron/service/result.ts `refusals`).
import { refusals } from '../result';

export const refuse = refusals('people', {
  nobody: "name: nobody called '{{name}}' was added to this event",
  'no-game': 'games: no game #{{gameId}} in the archive',
  'blank-name': 'name: must not be blank',
  'name-taken': "name: '{{name}}' is already one of this event's people",
  'boards-for-gm': 'games: only a board GM is given boards',
  revoked: "name: '{{name}}' was revoked; add them again",
  'not-board-gm': "name: '{{name}}' is not a board GM",
  'not-served': 'this window cannot serve the event on the network: start it with `adjutant serve --lan`',
});
