// Each scoring system against worked examples: the published ones where the source gives one
// (Sum of Squares, Carnage), the others worked by hand from the definition in docs/tournaments.md.
// Then invariants over generated boards: the systems that share a fixed pot give it all out.
import { describe, expect, it } from 'vitest';
import { places } from '../../../electron/service/tournament/scoring/rank';
import { scoreBoard, SYSTEM_IDS } from '../../../electron/service/tournament/scoring/systems';
import type { BoardOutcome } from '../../../electron/service/tournament/scoring/types';
import { combineRounds, countedRounds, parseCombine } from '../../../electron/service/tournament/scoring/combine';
import { seeded } from '../../../electron/service/tournament/seating';

const POWERS = ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'] as const;
type Counts = Partial<Record<(typeof POWERS)[number], number>>;

function board(kind: BoardOutcome['kind'], counts: Counts, extra: Partial<BoardOutcome> = {}): BoardOutcome {
  const centers: Record<string, number> = {};
  for (const p of POWERS) centers[p] = counts[p] ?? 0;
  return { kind, centers, ...extra };
}

function rounded(scores: Record<string, number>, digits = 2): Record<string, number> {
  return Object.fromEntries(Object.entries(scores).map(([p, v]) => [p, Number(v.toFixed(digits))]));
}

describe('draw-size', () => {
  it('a 3-way draw gives each member a third, the others nothing', () => {
    const s = scoreBoard('draw-size', board('draw', { England: 12, Russia: 12, Turkey: 10 }, { members: ['England', 'Russia', 'Turkey'] }));
    expect(rounded(s)).toEqual({ Austria: 0, England: 33.33, France: 0, Germany: 0, Italy: 0, Russia: 33.33, Turkey: 33.33 });
  });
  it('a NoDIAS draw counts only its members, even when others survive', () => {
    const s = scoreBoard('draw-size', board('draw', { England: 16, Russia: 14, Italy: 4 }, { members: ['England', 'Russia'] }));
    expect(s.England).toBe(50);
    expect(s.Italy).toBe(0);
  });
  it('a game stopped by time is a draw of every survivor', () => {
    const s = scoreBoard('draw-size', board('time', { England: 10, Russia: 10, Turkey: 10, Italy: 4 }));
    expect(s.Italy).toBe(25);
    expect(s.Austria).toBe(0);
  });
  it('a solo takes everything', () => {
    const s = scoreBoard('draw-size', board('solo', { Russia: 18, Turkey: 16 }, { winner: 'Russia' }));
    expect(s.Russia).toBe(100);
    expect(s.Turkey).toBe(0);
  });
});

describe('sum of squares', () => {
  it('the Embassy worked example: 12, 9, 8, 5 of 314', () => {
    const s = scoreBoard('sum-of-squares', board('draw', { England: 12, Russia: 9, Turkey: 8, Italy: 5 }));
    expect(rounded(s)).toEqual({ Austria: 0, England: 45.86, France: 0, Germany: 0, Italy: 7.96, Russia: 25.8, Turkey: 20.38 });
  });
  it('a solo is 100, everyone else 0', () => {
    const s = scoreBoard('sum-of-squares', board('solo', { France: 18, Germany: 10 }, { winner: 'France' }));
    expect(s).toMatchObject({ France: 100, Germany: 0 });
  });
});

describe('carnage', () => {
  it('the published example: 14, 7, 6, 4, 3 and two eliminated, Italy out later than Austria', () => {
    const s = scoreBoard(
      'carnage',
      board('draw', { Russia: 14, Turkey: 7, France: 6, Germany: 4, England: 3 }, { eliminated: { Italy: 1908, Austria: 1905 } }),
    );
    expect(s).toEqual({ Russia: 7014, Turkey: 6007, France: 5006, Germany: 4004, England: 3003, Italy: 2000, Austria: 1000 });
  });
  it('the published example with a shared top: two at 8 split 1st and 2nd', () => {
    const s = scoreBoard('carnage', board('draw', { England: 8, Russia: 8, France: 7, Turkey: 6, Italy: 4, Austria: 1 }, { eliminated: { Germany: 1906 } }));
    expect(s).toEqual({ England: 6508, Russia: 6508, France: 5007, Turkey: 4006, Italy: 3004, Austria: 2001, Germany: 1000 });
  });
  it('a solo is worth 28034', () => {
    expect(scoreBoard('carnage', board('solo', { Russia: 18, Turkey: 3 }, { winner: 'Russia' })).Russia).toBe(28034);
  });
  it('powers eliminated in the same year share their places', () => {
    const s = scoreBoard(
      'carnage',
      board('time', { Russia: 12, Turkey: 12, France: 10 }, { eliminated: { Italy: 1907, Austria: 1907, England: 1905, Germany: 1904 } }),
    );
    expect(s.Italy).toBe(3500);
    expect(s.Austria).toBe(3500);
  });
});

describe('c-diplo', () => {
  it('10, 8, 8, 4, 4, 0, 0: topper 38, two seconds share 14 + 7, all 1 for playing', () => {
    const s = scoreBoard(
      'c-diplo',
      board('draw', { France: 10, England: 8, Germany: 8, Italy: 4, Turkey: 4 }, { eliminated: { Austria: 1905, Russia: 1906 } }),
    );
    expect(s).toEqual({ France: 49, England: 19.5, Germany: 19.5, Italy: 5, Turkey: 5, Austria: 1, Russia: 1 });
  });
  it('a solo is 100 (the 73 variant: 73), everyone else 0', () => {
    const o = board('solo', { Turkey: 18, Russia: 8 }, { winner: 'Turkey' });
    expect(scoreBoard('c-diplo', o)).toMatchObject({ Turkey: 100, Russia: 0, Austria: 0 });
    expect(scoreBoard('c-diplo-73', o)).toMatchObject({ Turkey: 73, Russia: 0 });
  });
  it('eliminated powers take no place bonus when fewer than three survive', () => {
    const s = scoreBoard(
      'c-diplo',
      board('draw', { France: 17, England: 17 }, { eliminated: { Austria: 1910, Russia: 1909, Italy: 1908, Turkey: 1907, Germany: 1906 } }),
    );
    expect(s.France).toBe(1 + 17 + 26);
    expect(s.Austria).toBe(1);
  });
});

describe('tribute', () => {
  it('a 7-way with a 10-center topper: each survivor pays 4', () => {
    const s = scoreBoard('tribute', board('time', { France: 10, England: 6, Germany: 5, Italy: 5, Turkey: 4, Russia: 2, Austria: 2 }));
    expect(rounded(s)).toEqual({ France: 43.43, England: 11.43, Germany: 10.43, Italy: 10.43, Turkey: 9.43, Russia: 7.43, Austria: 7.43 });
  });
  it("tribute never exceeds a payer's survival share", () => {
    const s = scoreBoard('tribute', board('time', { France: 16, England: 3, Germany: 3, Italy: 3, Turkey: 3, Russia: 3, Austria: 3 }));
    expect(s.England).toBeCloseTo(3, 10);
    expect(s.France).toBeCloseTo(82, 10);
  });
  it('eliminated powers get nothing and pay nothing; tied toppers split the tribute', () => {
    const s = scoreBoard('tribute', board('draw', { France: 12, England: 12, Germany: 10 }, { eliminated: { Italy: 1905 } }));
    // 66/3 = 22 each; Germany pays 6; France and England get 3 each.
    expect(s).toMatchObject({ France: 37, England: 37, Germany: 26, Italy: 0 });
  });
});

describe('open tribute', () => {
  it('all centers owned: a lone topper scores 10 x centers, others 34 + 4c - topper, eliminated 0', () => {
    const s = scoreBoard(
      'open-tribute',
      board('draw', { France: 10, England: 8, Germany: 6, Italy: 5, Turkey: 3, Russia: 2 }, { eliminated: { Austria: 1906 } }),
    );
    expect(s).toEqual({ France: 100, England: 56, Germany: 48, Italy: 44, Turkey: 36, Russia: 32, Austria: 0 });
  });
  it('two toppers each get a quarter of the tribute; the rest is spoiled', () => {
    const s = scoreBoard(
      'open-tribute',
      board('draw', { France: 9, England: 9, Germany: 8, Italy: 4, Turkey: 4 }, { eliminated: { Austria: 1905, Russia: 1906 } }),
    );
    expect(s).toEqual({ France: 68.25, England: 68.25, Germany: 57, Italy: 41, Turkey: 41, Austria: 0, Russia: 0 });
  });
  it('a solo is 340', () => {
    expect(scoreBoard('open-tribute', board('solo', { Italy: 18 }, { winner: 'Italy' })).Italy).toBe(340);
  });
});

describe('places (the WDD ranking of a board)', () => {
  it('survivors by centers, then the eliminated by year out; ties share the best place', () => {
    const p = places(board('draw', { England: 8, Russia: 8, France: 7 }, { eliminated: { Germany: 1906, Italy: 1906, Austria: 1903, Turkey: 1904 } }));
    const byPower = Object.fromEntries(p.map((x) => [x.power, [x.rank, x.shared]]));
    expect(byPower).toEqual({ England: [1, 2], Russia: [1, 2], France: [3, 1], Germany: [4, 2], Italy: [4, 2], Turkey: [6, 1], Austria: [7, 1] });
  });
});

function randomBoard(next: () => number): BoardOutcome {
  const centers: Record<string, number> = Object.fromEntries(POWERS.map((p) => [p, 0]));
  for (let i = 0; i < 34; i++) {
    let p = POWERS[Math.floor(next() * POWERS.length)];
    while (centers[p] >= 17) p = POWERS[Math.floor(next() * POWERS.length)];
    centers[p]++;
  }
  const eliminated: Record<string, number> = {};
  for (const p of POWERS) if (centers[p] === 0) eliminated[p] = 1902 + Math.floor(next() * 8);
  return { kind: 'time', centers, eliminated };
}

describe('invariants over 500 generated boards with all 34 centers owned', () => {
  const pots = { 'draw-size': 100, 'sum-of-squares': 100, carnage: 28034, 'c-diplo': 100, tribute: 100 } as const;
  const next = seeded(22);
  const boards = Array.from({ length: 500 }, () => randomBoard(next));
  for (const [system, pot] of Object.entries(pots)) {
    it(`${system} gives out exactly ${pot}`, () => {
      for (const b of boards) {
        const total = Object.values(scoreBoard(system as keyof typeof pots, b)).reduce((a, v) => a + v, 0);
        expect(total).toBeCloseTo(pot, 6);
      }
    });
  }
  it('in every system a power with more centers never scores less than one with fewer (DSS: equal among survivors)', () => {
    // The pairs that break it, checked all at once (an expect a pair was 50,000 of them).
    const broken: string[] = [];
    for (const system of SYSTEM_IDS) {
      for (const [i, b] of boards.entries()) {
        const s = scoreBoard(system, b);
        for (const p of POWERS)
          for (const q of POWERS)
            if (b.centers[p] > b.centers[q] && !(s[p] >= s[q] - 1e-9))
              broken.push(`${system} board ${i}: ${p} ${b.centers[p]} centers scores ${s[p]}, ${q} ${b.centers[q]} scores ${s[q]}`);
      }
    }
    expect(broken).toEqual([]);
  });
  it('OpenTribute: a lone topper scores 10 x centers', () => {
    for (const b of boards) {
      const top = Math.max(...Object.values(b.centers));
      const toppers = POWERS.filter((p) => b.centers[p] === top);
      if (toppers.length === 1) expect(scoreBoard('open-tribute', b)[toppers[0]]).toBeCloseTo(10 * top, 9);
    }
  });
});

describe('combining rounds', () => {
  it('sum adds every round; best-2 the two best; a round not played counts nothing', () => {
    expect(combineRounds({ kind: 'sum' }, [10, 30, 20])).toBe(60);
    expect(combineRounds({ kind: 'best', n: 2 }, [10, 30, 20])).toBe(50);
    expect(combineRounds({ kind: 'best', n: 2 }, [30])).toBe(30);
    expect(countedRounds({ kind: 'best', n: 2 }, [10, 30, 20])).toEqual([1, 2]);
  });
  it('parses sum and best-N, refuses anything else', () => {
    expect(parseCombine('best-3')).toEqual({ kind: 'best', n: 3 });
    expect(parseCombine('sum')).toEqual({ kind: 'sum' });
    expect(parseCombine('best-0')).toBeNull();
    expect(parseCombine('avg')).toBeNull();
  });
});
