// Every case of DATC v3.0 chapter 6, one test per case id, under the v3.0 preferences (the `2023`
// preset); where the text also gives the result under another rulebook, one more test under that
// rulebook's preset. Each test checks the order results the text states, the board after the phase
// and the dislodged units, and for a retreat case the retreat phase that follows.
import { describe, expect, it } from 'vitest';
import { loadV3Cases, runV3Case, statedOutcomes, unitKeys, type V3Case, type V3Expect } from './v3.0/fixture';
import { readSource } from './v3.0/source';
import type { PhaseResult } from '../../engine/adjudicate/index';
import type { Unit } from '../../engine/types';

const cases = loadV3Cases();

/**
 * Cases that do not pass on this branch, with the reason. They are skipped, never counted as passed;
 * the legality work of issue 16's sibling branch (a support must be possible to be valid, 4.E.1)
 * is expected to make them pass, and then they come off this list.
 */
const KNOWN_FAILURES: Record<string, string> = {};

function settled(units: Unit[], unsettled: string[]): string[] {
  return unitKeys(units.filter((u) => !unsettled.includes(u.province)));
}

function check(result: PhaseResult, unread: string[], want: V3Expect): void {
  expect(unread, 'every order of the case is read').toEqual([]);
  const { want: stated, got } = statedOutcomes(want.orders, result.results);
  expect(got.join('\n'), 'the result of each order the text states').toEqual(stated.join('\n'));
  expect(settled(result.units, want.unsettled), 'the board after the phase').toEqual(settled(want.units, want.unsettled));
  expect(settled(result.dislodged, want.unsettled), 'the units dislodged').toEqual(settled(want.dislodged, want.unsettled));
  for (const [province, r] of Object.entries(want.retreats)) {
    const d = result.dislodged.find((x) => x.province === province);
    const options = d?.retreats ?? [];
    for (const place of r.may ?? []) expect(options, `${province} may retreat to ${place}`).toContain(place);
    for (const place of r.not ?? []) expect(options, `${province} may not retreat to ${place}`).not.toContain(place);
  }
}

function name(c: V3Case): string {
  const preset = c.preset === '2023' ? '' : ` [${c.preset} preset]`;
  return `${c.id} ${c.title.toLowerCase()}${preset}`;
}

describe('DATC v3.0 chapter 6', () => {
  it('has a test for every case id of the text', () => {
    // 6.J.9.2 is the second position the text gives in 6.J.9.
    const ids = new Set(cases.map((c) => c.id.replace(/^(6\.[A-J]\.\d+)\.\d+$/, '$1')));
    expect([...ids].sort()).toEqual(
      readSource()
        .map((s) => s.id)
        .sort(),
    );
  });

  for (const c of cases) {
    const key = c.preset === '2023' ? c.id : `${c.id} ${c.preset}`;
    const run = (): void => {
      const { result, unread, retreat } = runV3Case(c);
      check(result, unread, c.expect);
      if (c.then) {
        expect(retreat, 'the movement leaves a retreat phase').toBeDefined();
        if (retreat) check(retreat.result, retreat.unread, c.then.expect);
      }
    };
    if (KNOWN_FAILURES[key]) it.skip(`${name(c)} (skipped: ${KNOWN_FAILURES[key]})`, run);
    else it(name(c), run);
  }
});
