// The director's forms without a browser: a refusal split into its field and words, the seating
// override that keeps every player once, and a typed result turned into the outcome recorded.
import { describe, expect, it } from 'vitest';
import { errorAt, fieldError, lineOf } from '../../../renderer/panels/tournament/fieldErrors';
import { draftFrom, outcomeOf } from '../../../renderer/panels/tournament/outcomeDraft';
import { changedSeats, placePlayer } from '../../../renderer/panels/tournament/seatingEdit';

const POWERS = ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'];

describe('refusals next to their field', () => {
  it('splits the path the service names from its words', () => {
    expect(fieldError('outcome.members: Austria has no supply centers, so cannot be in the draw')).toEqual({
      field: 'outcome.members',
      message: 'Austria has no supply centers, so cannot be in the draw',
    });
    expect(fieldError("seating[1].Italy: 'Ann' is already seated in this round").field).toBe('seating[1].Italy');
    expect(fieldError("a tournament named 'Cup' is already in the archive")).toEqual({
      field: '',
      message: "a tournament named 'Cup' is already in the archive",
    });
    // A time in the words is not a path.
    expect(fieldError('round ends at 18:00: too late').field).toBe('');
  });

  it('finds the field and the line of a list', () => {
    const e = fieldError('outcome.centers.France: expected a whole number');
    expect(errorAt(e, 'outcome.centers')).toBe('expected a whole number');
    expect(errorAt(e, 'outcome.center')).toBeNull();
    expect(lineOf(fieldError("names[3]: 'Bob' already plays in 'Cup'"))).toBe(4);
  });
});

describe('the seating override', () => {
  const proposal = {
    boards: [
      { France: 'A', Turkey: 'B' },
      { France: 'C', Turkey: 'D' },
    ],
    sittingOut: ['E'],
  };

  it('swaps the chosen player with the seat holder, and counts the two seats changed', () => {
    const d = placePlayer(proposal, 0, 'France', 'D');
    expect(d.boards).toEqual([
      { France: 'D', Turkey: 'B' },
      { France: 'C', Turkey: 'A' },
    ]);
    expect(changedSeats(proposal, d)).toEqual([
      { board: 0, power: 'France' },
      { board: 1, power: 'Turkey' },
    ]);
    expect(proposal.boards[0].France).toBe('A');
  });

  it('a player sitting out takes the seat and its holder sits out', () => {
    const d = placePlayer(proposal, 1, 'Turkey', 'E');
    expect(d.boards[1].Turkey).toBe('E');
    expect(d.sittingOut).toEqual(['D']);
    const everyone = [...d.boards.flatMap((b) => Object.values(b)), ...d.sittingOut].sort();
    expect(everyone).toEqual(['A', 'B', 'C', 'D', 'E']);
  });
});

describe('a typed result', () => {
  const draft = (centers: number[], extra = {}) => ({
    ...draftFrom(null, POWERS, null),
    centers: Object.fromEntries(POWERS.map((p, i) => [p, String(centers[i])])),
    ...extra,
  });

  it('a draw lists its members in power order; eliminated years only for powers without centres', () => {
    const out = outcomeOf(
      draft([0, 6, 8, 5, 5, 6, 4], {
        source: 'draw',
        members: ['Russia', 'France'],
        eliminated: { ...draftFrom(null, POWERS, null).eliminated, Austria: '1904', England: '1903' },
        year: '1907',
      }),
      POWERS,
    );
    expect(out).toEqual({
      outcome: {
        kind: 'draw',
        members: ['France', 'Russia'],
        centers: { Austria: 0, England: 6, France: 8, Germany: 5, Italy: 5, Russia: 6, Turkey: 4 },
        eliminated: { Austria: 1904 },
      },
      year: 1907,
    });
  });

  it('refuses more than 34 centres, a solo without its winner, a draw without members, naming the field', () => {
    expect(outcomeOf(draft([10, 10, 10, 5, 0, 0, 0], { source: 'time' }), POWERS)).toEqual({
      field: 'outcome.centers',
      message: '35 supply centers owned, the map has 34',
    });
    expect(outcomeOf(draft([0, 0, 18, 5, 5, 6, 0], { source: 'solo' }), POWERS)).toMatchObject({ field: 'outcome.winner' });
    expect(outcomeOf(draft([0, 0, 18, 5, 5, 6, 0], { source: 'draw' }), POWERS)).toMatchObject({ field: 'outcome.members' });
    expect(outcomeOf(draft([0, 0, 1.5, 5, 5, 6, 0], { source: 'time' }), POWERS)).toMatchObject({ field: 'outcome.centers.France' });
  });
});
