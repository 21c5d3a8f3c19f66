// The tournament's refusals (issue 32): each one's English, once, worded in the window's language
// from the `said.tournament` namespace (electron/service/result.ts `refusals`). A refusal about one
// field of a form names it first (`{{field}}: ...`, `seating[1].Italy`), which the forms read back.
import { refusals } from '../result';

export const refuse = refusals('tournament', {
  'name-it': 'tournament: name the tournament (its name or number)',
  'standard-only':
    "variant: a tournament is played on the standard map only (its boards, seating and scoring are the standard game's seven powers); '{{variant}}' is refused. Play a variant as games of their own",
  'name-is-number': "name: '{{name}}' is a number; a tournament's name must not be (numbers find tournaments by id)",
  'name-taken': "a tournament named '{{name}}' is already in the archive",
  'blank-player': '{{field}}: must not be blank',
  'already-plays': "{{field}}: '{{name}}' already plays in '{{tournament}}'",
  'too-few-players': "round {{round}} needs at least {{needed}} players; '{{tournament}}' has {{present}} for it",
  'no-boards': 'seating: no boards',
  'not-a-power': "{{field}}: '{{written}}' is not a power",
  'seat-not-player': "{{field}}: '{{name}}' is not a player of '{{tournament}}'",
  'seated-twice': "{{field}}: '{{name}}' is already seated in this round",
  'seat-withdrawn': "{{field}}: '{{name}}' is withdrawn; return them first",
  'seats-missing': '{{field}}: every power needs one player; missing {{powers}} ({{seats}} seats)',
  'seats-extra': '{{field}}: every power needs one player; missing none ({{seats}} seats)',
  'no-round': "'{{tournament}}' has no round {{round}}",
  'no-round-of': "'{{tournament}}' has no round {{round}} (rounds 1 to {{rounds}})",
  'no-round-yet': "'{{tournament}}' has no round {{round}} (no rounds yet)",
  'no-rounds': "'{{tournament}}' has no rounds yet",
  'no-board': "round {{round}} of '{{tournament}}' has no board {{board}}",
  'not-a-player': "player: '{{name}}' is not a player of '{{tournament}}'",
  'replacement-busy': "player: '{{name}}' already plays in round {{round}} (board {{board}}); a replacement must be free",
  'replaced-later': 'fromYear: {{power}} on this board already has a player from {{year}} or later',
  'outcome-missing': "outcome: say how the board ended (a solo, a draw or time), or read it from the board's game (fromGame); nothing was recorded",
  'outcome-both': 'fromGame: give the outcome or read it from the game, not both',
  'html-only': 'format: {{kind}} is printed as html (text is for standings and seating)',
  'no-game': 'no game #{{gameId}} in the archive',
  'unknown-map': "game '{{game}}' is played on the '{{variant}}' map, which this Adjutant does not have",
  'no-position': "game '{{game}}' has no position",
  'no-tournament': "no tournament '{{name}}' in the archive",
  damaged: '{{what}} is stored in a shape this Adjutant does not read: {{detail}}',
  'already-withdrawn': "player: '{{name}}' is already withdrawn",
  'not-withdrawn': "player: '{{name}}' is not withdrawn",
});
