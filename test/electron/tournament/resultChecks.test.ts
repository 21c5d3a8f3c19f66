// Issue 26 item 4: a board's result is checked against its game before it is stored: a solo needs
// the victory condition, draw members are distinct survivors, centers add up to at most the map's
// total, a power is never eliminated by being left out, and every year lies inside the game. Each
// refusal names the problem; checkBoardResult is the one function (exported with codes).
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runTournament } from '../../../electron/cli/tournament';
import { checkBoardResult, RESULT_FAULT_CODES, type ResultContext, type ResultFaultCode } from '../../../electron/service/tournament/index';
import type { BoardOutcome } from '../../../electron/service/tournament/index';
import { cleanUp, tempDir } from '../service/support';

afterEach(cleanUp);

const POWERS = ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'];
const CTX: ResultContext = { powers: POWERS, totalCenters: 34, victoryCenters: 18, firstYear: 1901, lastYear: 1910 };
const EVEN = { Austria: 5, England: 5, France: 5, Germany: 5, Italy: 5, Russia: 5, Turkey: 4 };

const codes = (o: BoardOutcome, year: number | null = null): string[] => {
  const r = checkBoardResult(o, year, CTX);
  return r.ok ? [] : r.error.map((f) => `${f.code} ${f.path}`);
};

describe('checkBoardResult', () => {
  const cases: [string, BoardOutcome, number | null, string[]][] = [
    ['a solo winner with 0 centers', { kind: 'solo', winner: 'France', centers: { ...EVEN, France: 0 } }, null, ['solo-short-of-victory winner']],
    [
      'a solo winner short of 18',
      { kind: 'solo', winner: 'France', centers: { Austria: 0, England: 0, France: 17, Germany: 5, Italy: 5, Russia: 5, Turkey: 2 } },
      null,
      ['solo-short-of-victory winner'],
    ],
    ['a solo without its winner', { kind: 'solo', centers: EVEN }, null, ['solo-needs-winner winner']],
    [
      'a draw with a power at 18',
      { kind: 'draw', members: ['France', 'Italy'], centers: { ...EVEN, France: 18, Austria: 0, England: 0, Germany: 0, Russia: 0 } },
      null,
      ['victory-not-solo centers.France'],
    ],
    [
      '64 copies of one draw member',
      { kind: 'draw', members: Array(64).fill('France'), centers: EVEN },
      null,
      Array.from({ length: 63 }, (_, i) => `draw-member-twice members[${i + 1}]`),
    ],
    ['a draw member with no centers', { kind: 'draw', members: ['France', 'Italy'], centers: { ...EVEN, Italy: 0 } }, null, ['draw-member-out members[1]']],
    [
      'a draw member eliminated',
      { kind: 'draw', members: ['France', 'Italy'], centers: { ...EVEN, Italy: 0 }, eliminated: { Italy: 1905 } },
      null,
      ['draw-member-out members[1]'],
    ],
    ['an empty draw', { kind: 'draw', members: [], centers: EVEN }, null, ['draw-needs-members members']],
    ['members on a game ended by time', { kind: 'time', members: ['France'], centers: EVEN }, null, ['members-not-draw members']],
    ['a winner on a draw', { kind: 'draw', winner: 'France', members: ['France'], centers: EVEN }, null, ['winner-not-solo winner']],
    [
      'powers left out of the centers',
      { kind: 'time', centers: { France: 10, Germany: 10 } },
      null,
      [
        'centers-missing centers.Austria',
        'centers-missing centers.England',
        'centers-missing centers.Italy',
        'centers-missing centers.Russia',
        'centers-missing centers.Turkey',
      ],
    ],
    ['35 centers in all', { kind: 'time', centers: { ...EVEN, Turkey: 5 } }, null, ['too-many-centers centers']],
    [
      'an elimination before the game began',
      { kind: 'time', centers: { ...EVEN, Turkey: 0 }, eliminated: { Turkey: 1899 } },
      null,
      ['year-outside-game eliminated.Turkey'],
    ],
    [
      'an elimination after the game ended',
      { kind: 'time', centers: { ...EVEN, Turkey: 0 }, eliminated: { Turkey: 1906 } },
      1905,
      ['year-outside-game eliminated.Turkey'],
    ],
    ['an end after the last year the game could reach', { kind: 'time', centers: EVEN }, 1911, ['year-outside-game year']],
    ['an eliminated power with centers', { kind: 'time', centers: EVEN, eliminated: { Turkey: 1903 } }, null, ['eliminated-with-centers centers.Turkey']],
    ['a power the board does not have', { kind: 'time', centers: { ...EVEN, Gondor: 0 } }, null, ['unknown-power centers.Gondor']],
  ];
  for (const [what, outcome, year, expected] of cases) it(what, () => expect(codes(outcome, year)).toEqual(expected));

  it('every code is tested', () => {
    const seen = new Set(cases.flatMap(([, o, y]) => codes(o, y).map((c) => c.split(' ')[0] as ResultFaultCode)));
    expect([...RESULT_FAULT_CODES].filter((c) => !seen.has(c))).toEqual([]);
  });

  it('accepts a consistent result, completing an eliminated power left out of the counts with 0', () => {
    const r = checkBoardResult(
      {
        kind: 'draw',
        members: ['France', 'Germany'],
        centers: { Austria: 6, England: 6, France: 6, Germany: 6, Italy: 5, Russia: 5 },
        eliminated: { Turkey: 1904 },
      },
      1906,
      CTX,
    );
    expect(r.ok && r.value.centers.Turkey).toBe(0);
    expect(
      checkBoardResult(
        {
          kind: 'solo',
          winner: 'Russia',
          centers: { Austria: 0, England: 4, France: 4, Germany: 4, Italy: 4, Russia: 18, Turkey: 0 },
          eliminated: { Austria: 1905, Turkey: 1906 },
        },
        null,
        CTX,
      ).ok,
    ).toBe(true);
  });
});

describe('adjutant tournament score', () => {
  it('refuses an inconsistent result with its faults named, and stores nothing', async () => {
    const db = join(tempDir(), 'a.sqlite');
    const t = async (...args: string[]) => {
      let out = '';
      let err = '';
      const code = await runTournament([...args, '--db', db], { out: (s) => void (out += s), err: (s) => void (err += s), stdin: async () => '' });
      return { code, out, err };
    };
    expect((await t('new', 'Cup', '--scoring', 'carnage')).code).toBe(0);
    expect((await t('players', 'Cup', '--add', 'A1', '--add', 'A2', '--add', 'A3', '--add', 'A4', '--add', 'A5', '--add', 'A6', '--add', 'A7')).code).toBe(0);
    expect((await t('round', 'Cup', '--last-year', '1905', '--seed', '1')).code).toBe(0);
    const score = (...extra: string[]) => t('score', 'Cup', '--round', '1', '--board', '1', ...extra);
    const solo = await score('--solo', 'France', '--centers', 'F=0,A=5,E=5,G=5,I=5,R=5,T=4');
    expect(solo.code).toBe(2);
    expect(solo.err).toContain('France: a solo needs 18 centers, and France has 0');
    const draw = await score('--draw', Array(64).fill('fra').join(','), '--centers', 'F=5,A=5,E=5,G=5,I=5,R=5,T=4');
    expect(draw.err).toContain('France: named twice among the draw');
    const left = await score('--time', '--centers', 'F=10,G=10');
    expect(left.err).toContain('outcome.centers.Austria: no center count for Austria; give one (0 for none), or the year Austria was eliminated');
    const early = await score('--time', '--centers', 'F=10,G=10,A=0,E=5,I=5,R=4,T=0', '--eliminated', 'A=1850,T=1903');
    expect(early.err).toContain("Austria's elimination in 1850 is before the game began (1901)");
    expect((await t('score', 'Cup', '--json')).out).not.toMatch(/"outcome"/);
    const fine = await score('--time', '--centers', 'F=10,G=10,E=5,I=5,R=4', '--eliminated', 'A=1904,T=1903');
    expect(fine.err).toBe('');
    expect(fine.code).toBe(0);
  });
});
