// describePhase: the Judge-style text of whole phases (movement, retreat, adjustment), from real
// adjudications of small positions.
import { describe, expect, it } from 'vitest';
import { describePhase } from '../../../engine/report/index';
import type { DislodgedUnit } from '../../../engine/types';
import { WINTER, judge, map } from './judge';

function dislodged(power: string, type: 'A' | 'F', province: string, attackerFrom: string): DislodgedUnit {
  return { power, type, province, coast: null, attackerFrom, viaConvoy: false };
}

describe('describePhase', () => {
  it('a movement phase: orders by power, unordered units, the dislodged unit, the standoff, the next phase', () => {
    const { result, position } = judge(
      ['Germany A mun', 'Germany A ber', 'Austria A boh', 'Austria A tyr', 'France A mar', 'France A par', 'England F nth', 'England F eng'],
      [['Austria', 'A boh - mun'], ['Austria', 'A tyr S A boh - mun'], ['Germany', 'A mun H'], ['France', 'A mar - bur'], ['France', 'A par - bur'], ['England', 'F nth - bel']],
      { phase: { season: 'fall', year: 1901, type: 'movement' } },
    );
    expect(describePhase(result, map, position)).toBe(
      [
        'Fall 1901 Movement',
        '==================',
        '',
        'Austria:',
        '  A boh - mun moves: attack 2 against hold 1.',
        '  A tyr S A boh - mun gives support.',
        '',
        'England:',
        '  F nth - bel moves.',
        '  F eng has no order and holds.',
        '',
        'France:',
        '  A mar - bur bounces: attack 1 against A par (1).',
        '  A par - bur bounces: attack 1 against A mar (1).',
        '',
        'Germany:',
        '  A mun holds but is dislodged by A boh from Bohemia.',
        '  A ber has no order and holds.',
        '',
        'Dislodged:',
        '  German A mun, dislodged by the attack from Bohemia, can retreat to Kiel, Ruhr or Silesia.',
        '',
        'Standoffs: Burgundy.',
        '',
        'Next phase: Fall 1901 Retreat.',
        '',
      ].join('\n'),
    );
  });

  it('a fall retreat phase: bounced retreats, the unordered unit disbanded, then the supply-center changes', () => {
    const { result, position } = judge(
      // Each attacker stands where it dislodged a unit: Austria from Tyrolia and Trieste, Russia from
      // Silesia, Turkey from Constantinople.
      ['Austria A mun', 'Austria A vie', 'Russia A boh', 'Turkey F bla'],
      [['Germany', 'A mun - kie'], ['Germany', 'A boh - gal'], ['Russia', 'A vie - gal']],
      {
        phase: { season: 'fall', year: 1901, type: 'retreat' },
        dislodged: [dislodged('Germany', 'A', 'mun', 'tyr'), dislodged('Germany', 'A', 'boh', 'sil'), dislodged('Russia', 'A', 'vie', 'tri'), dislodged('Russia', 'F', 'bla', 'con')],
      },
    );
    const text = describePhase(result, map, position);
    expect(text).toContain('Germany:\n  A mun R kie retreats.\n  A boh R gal bounces against A vie and is disbanded.\n');
    expect(text).toContain('  F bla has no order and is disbanded.\n');
    expect(text).toContain('Disbanded: German A boh, Russian A vie and Russian F bla.\n');
    expect(text).toContain('Supply-center changes:\n  Austria gains Munich.\n  Germany loses Munich.\n');
    expect(text).toContain('  Austria: 4 centers, 2 units: 2 builds\n');
    expect(text.endsWith('Next phase: Winter 1901 Adjustment.\n')).toBe(true);
  });

  it('an adjustment phase: builds, a removal, civil disorder, the counts', () => {
    const centers = { England: ['bel', 'edi', 'lon', 'lvp', 'nwy'], France: ['bre', 'mar', 'par'], Germany: ['hol', 'kie', 'mun'], Russia: ['mos'], Italy: ['nap', 'rom', 'ven'], Austria: ['bud', 'tri', 'vie', 'sev', 'war'], Turkey: ['ank', 'con', 'smy'] };
    const { result, position } = judge(
      ['England F nth', 'England A yor', 'France A par', 'France A mar', 'France F bre', 'Russia A stp', 'Russia F bot', 'Russia A lvn'],
      [['England', 'build A lon'], ['England', 'build F edi'], ['Russia', 'remove A lvn']],
      { phase: WINTER, supplyCenters: centers },
    );
    const text = describePhase(result, map, position);
    expect(text.startsWith('Winter 1901 Adjustment\n======================\n\nEngland:\n  Build A lon succeeds.\n  Build F edi succeeds.\n')).toBe(true);
    expect(text).toContain('Removed in civil disorder: Russian F bot.\n');
    expect(text).toContain('  England: 3 builds due, 2 carried out.\n');
    expect(text).toContain('  Russia: 2 removals due, 1 carried out; civil disorder removes F bot.\n');
    expect(text.endsWith('Next phase: Spring 1902 Movement.\n')).toBe(true);
  });

  it('a solo victory ends the game', () => {
    const all = map.provinces.filter((p) => p.supplyCenter).map((p) => p.id);
    const french = all.filter((c) => c !== 'mos' && c !== 'stp');
    const others = Object.fromEntries(map.powers.map((p) => [p.name, [] as string[]]));
    const { result, position } = judge(['France A par', 'Russia A mos'], [], {
      phase: { season: 'fall', year: 1910, type: 'movement' },
      supplyCenters: { ...others, France: french, Russia: ['mos', 'stp'] },
    });
    const text = describePhase(result, map, position);
    expect(text).toContain(`France wins with ${french.length} supply centers.\n`);
    expect(text).toContain('Eliminated: Austria, England, Germany, Italy and Turkey.\n');
    expect(text.endsWith('The game is over.\n')).toBe(true);
  });
});
