// Issue 32, line 1: a board result's faults (electron/service/tournament/resultChecks.ts) worded in
// the GM's language. Each fault carries its sentence as data (`said`: `results.<key>` and its
// particulars); the refusal (`results.faults`) is worded as the list of faults, each after the field
// it is about (`outcome.centers.Italy: ...`), so the forms still place it. The English message, what
// the CLI prints, is the same as before, word for word.
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkBoardResult,
  resultFaultText,
  RESULT_FAULT_ENGLISH,
  type BoardOutcome,
  type ResultContext,
  type ResultFault,
} from '../../../electron/service/tournament/index';
import { errorText, i18n } from '../../../renderer/i18n/index';
import { fieldError } from '../../../renderer/panels/tournament/fieldErrors';

afterEach(() => i18n.changeLanguage('en'));

const POWERS = ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'];
const CTX: ResultContext = { powers: POWERS, totalCenters: 34, victoryCenters: 18, firstYear: 1901, lastYear: 1910, map: 'standard' };
const EVEN = { Austria: 5, England: 5, France: 5, Germany: 5, Italy: 5, Russia: 5, Turkey: 4 };
const SOLO = { Austria: 0, England: 0, France: 18, Germany: 4, Italy: 4, Russia: 4, Turkey: 4 };

/** Outcomes that make every fault between them, with the game's end year. */
const WRONG: [BoardOutcome, number | null][] = [
  [{ kind: 'time', centers: { Narnia: 3, France: 10, Germany: 10 }, eliminated: { Atlantis: 1905 } }, null],
  [{ kind: 'time', centers: { ...EVEN, Turkey: 5 }, eliminated: { Austria: 1905 } }, 1899],
  [{ kind: 'time', centers: { ...EVEN, Austria: 0, England: 0 }, eliminated: { Austria: 1900, England: 1907 } }, 1905],
  [{ kind: 'time', centers: { ...EVEN, Austria: 0 }, eliminated: { Austria: 1912 } }, 1911],
  [{ kind: 'time', centers: { ...EVEN, Austria: 0 }, eliminated: { Austria: 1912 } }, null],
  [{ kind: 'solo', centers: EVEN, members: ['France'] }, null],
  [{ kind: 'solo', winner: 'France', centers: EVEN }, null],
  [{ kind: 'draw', winner: 'France', members: ['France', 'Narnia', 'France', 'Austria'], centers: { ...SOLO } }, null],
  [{ kind: 'time', winner: 'France', members: ['France'], centers: { ...SOLO } }, null],
  [{ kind: 'draw', centers: EVEN }, null],
];

/** What resultChecks said before its sentences were data (the English the CLI prints, kept as it was). */
const ENGLISH_BEFORE = [
  "centers.Narnia: 'Narnia' is not a power of this board",
  "eliminated.Atlantis: 'Atlantis' is not a power of this board",
  'centers.Austria: no center count for Austria; give one (0 for none), or the year Austria was eliminated',
  'centers.England: no center count for England; give one (0 for none), or the year England was eliminated',
  'centers.Italy: no center count for Italy; give one (0 for none), or the year Italy was eliminated',
  'centers.Russia: no center count for Russia; give one (0 for none), or the year Russia was eliminated',
  'centers.Turkey: no center count for Turkey; give one (0 for none), or the year Turkey was eliminated',
  'centers.Austria: Austria: eliminated in 1905, yet 5 centers at the end',
  'centers: 35 supply centers owned in all, and the map has 34',
  "eliminated.Austria: Austria's elimination in 1905 is after the game ended (1899)",
  "year: the game's end in 1899 is before the game began (1901)",
  "eliminated.Austria: Austria's elimination in 1900 is before the game began (1901)",
  "eliminated.England: England's elimination in 1907 is after the game ended (1905)",
  "eliminated.Austria: Austria's elimination in 1912 is after the game ended (1911)",
  "year: the game's end in 1911 is after the game could have reached (1910)",
  "eliminated.Austria: Austria's elimination in 1912 is after the game could have reached (1910)",
  'winner: a solo needs the power that won, got null',
  'members: only a draw has members (this is a solo)',
  'winner: France: a solo needs 18 centers, and France has 5',
  'winner: only a solo has a winner (this is a draw)',
  'centers.France: France: 18 centers is a solo victory (18), not a draw',
  "members[1]: 'Narnia' is not a power of this board",
  "members[2]: France: named twice among the draw's members",
  'members[3]: Austria has no supply centers, so cannot be in the draw',
  'winner: only a solo has a winner (this is a time)',
  'centers.France: France: 18 centers is a solo victory (18), not a time',
  'members: only a draw has members (this is a time)',
  'members: a draw needs its members',
];

const faultsOf = (o: BoardOutcome, year: number | null): ResultFault[] => {
  const r = checkBoardResult(o, year, CTX);
  return r.ok ? [] : r.error;
};
const all = WRONG.flatMap(([o, y]) => faultsOf(o, y));
/** As the service refuses it (tournaments.ts recordResult). */
const refusal = (faults: ResultFault[]) => ({ code: 'invalid-input', message: resultFaultText(faults), details: faults, said: { key: 'results.faults' } });

describe('a board result’s faults in the GM’s language', () => {
  it('English: the sentences as before, word for word', () => {
    expect(all.map((f) => `${f.path}: ${f.message}`).filter((s) => ENGLISH_BEFORE.includes(s))).toHaveLength(all.length);
    expect(new Set(all.map((f) => `${f.path}: ${f.message}`))).toEqual(new Set(ENGLISH_BEFORE));
  });

  it('every sentence of resultChecks is made by these outcomes', () => {
    const keys = Object.keys(RESULT_FAULT_ENGLISH).filter((k) => k !== 'faults');
    expect(new Set(all.map((f) => f.said.key))).toEqual(new Set(keys.map((k) => `results.${k}`)));
  });

  for (const lang of ['fr', 'de', 'it']) {
    it(`${lang}: each fault worded after its field, no English left, the field found by the forms`, async () => {
      await i18n.changeLanguage(lang);
      for (const [o, y] of WRONG) {
        const faults = faultsOf(o, y);
        const text = errorText(refusal(faults));
        // The faults are joined with '; ' before the next field (a sentence may hold a ';' of its own).
        const parts = text.split(/; (?=(?:outcome\.[\w.[\]]+|year) ?: )/);
        expect(parts, text).toHaveLength(faults.length);
        faults.forEach((f, i) => {
          const field = f.path === 'year' ? 'year' : `outcome.${f.path}`;
          expect(parts[i].startsWith(`${field}`), parts[i]).toBe(true);
          expect(parts[i], parts[i]).not.toContain(f.message);
          expect(fieldError(parts[i]).message).not.toMatch(/\b(the|is|not a|centers|only|needs|named|power)\b/);
        });
        expect(fieldError(text).field).toBe(faults[0].path === 'year' ? 'year' : `outcome.${faults[0].path}`);
      }
    });
  }

  it('the powers are named in the language (Francia, Frankreich)', async () => {
    const [fault] = faultsOf({ kind: 'solo', winner: 'France', centers: EVEN }, null);
    await i18n.changeLanguage('it');
    expect(errorText(refusal([fault]))).toContain('Francia');
    await i18n.changeLanguage('de');
    expect(errorText(refusal([fault]))).toContain('Frankreich');
  });
});
