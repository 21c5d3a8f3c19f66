// `adjutant adjudicate`, run as a child process the way people and scripts run it: JSON in on
// standard input, JSON or text out, faults on standard error with the place they were found.
// Spawns are slow, so each run checks as much as it can, and many positions go through --jsonl.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BOUNCE, OPENING, RETREAT, WINTER, cli } from './fixtures';

interface Out {
  phase: unknown;
  results: {
    power: string;
    order: string;
    text: string;
    outcome: string;
    reason: string | null;
    by: unknown[];
    strengths: unknown;
    dislodgedBy: unknown;
    explanation: string;
  }[];
  units: { power: string; type: string; province: string; coast: string | null }[];
  dislodged: { province: string; retreats: string[] }[];
  removed: unknown[];
  standoffs: string[];
  supplyCenters: Record<string, string[]>;
  nextPhase: unknown;
  winner: string | null;
  eliminated: string[];
  adjustments: Record<string, { due: number; done: number }> | null;
}

const summary = (o: Out): string[] => o.results.map((r) => `${r.power}: ${r.order} ${r.outcome}${r.reason ? ` ${r.reason}` : ''}`);

describe('adjutant adjudicate', () => {
  it('spring 1901, all 22 units ordered: JSON out, stable keys, two-space indent', () => {
    const run = cli(['adjudicate'], JSON.stringify(OPENING));
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout.startsWith('{\n  "phase": {\n    "season": "spring",\n    "year": 1901,\n    "type": "movement"\n  },\n  "results": [\n')).toBe(true);
    const out = JSON.parse(run.stdout) as Out;
    expect(Object.keys(out)).toEqual([
      'phase',
      'results',
      'units',
      'dislodged',
      'removed',
      'standoffs',
      'supplyCenters',
      'nextPhase',
      'winner',
      'eliminated',
      'adjustments',
    ]);
    expect(Object.keys(out.results[0])).toEqual(['power', 'order', 'text', 'implicit', 'outcome', 'reason', 'by', 'strengths', 'dislodgedBy', 'explanation']);
    expect(out.results).toHaveLength(22);
    const bounced = out.results.filter((r) => r.outcome === 'fails').map((r) => r.order);
    expect(bounced).toEqual(['A vie - gal', 'A par - bur', 'A mun - bur', 'A war - gal', 'F sev - bla', 'F ank - bla']);
    expect(out.results.filter((r) => r.outcome === 'succeeds')).toHaveLength(16);
    expect(out.results.find((r) => r.order === 'A par - bur')!.explanation).toBe('A par - bur bounces: attack 1 against A mun (1).');
    expect(out.results.find((r) => r.order === 'F stp/sc - bot')!.outcome).toBe('succeeds');
    expect(out.standoffs.sort()).toEqual(['bla', 'bur', 'gal']);
    expect(out.units).toHaveLength(22);
    expect(out.units).toContainEqual({ power: 'Germany', type: 'A', province: 'kie', coast: null });
    expect(out.dislodged).toEqual([]);
    expect(out.supplyCenters.Russia).toEqual(['mos', 'sev', 'stp', 'war']);
    expect(out.nextPhase).toEqual({ season: 'fall', year: 1901, type: 'movement' });
    expect([out.winner, out.eliminated, out.adjustments]).toEqual([null, [], null]);
  });

  it('--text from a file, run from another directory: the sentences for people', () => {
    const dir = mkdtempSync(join(tmpdir(), 'adjutant-cli-'));
    const file = join(dir, 'bounce.json');
    writeFileSync(file, JSON.stringify(BOUNCE));
    const run = cli(['adjudicate', '--text', file], '', dir);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    // The reports' writer (electron/reports/text.ts), under a heading without a game.
    expect(run.stdout.startsWith(`${'-'.repeat(72)}\nStandard map, Fall 1901 Movement (F1901M): results\n${'-'.repeat(72)}\n`)).toBe(true);
    expect(run.stdout).toContain('France:\n  A Bur H was dislodged by A Mun - Bur.\n  A Mar - Pie bounced: 1 against 1 with A Ven - Pie.\n');
    expect(run.stdout).toContain('Italy:\n  A Ven - Pie bounced: 1 against 1 with A Mar - Pie.\n');
    expect(run.stdout).toContain('\nStandoffs, where no unit may retreat: Pie.\n');
    expect(run.stdout).toContain('Germany:\n  A Mun - Bur moved: 2 against 1, dislodging A Bur.\n  A Ruh S A Mun - Bur gave support.\n');
    expect(run.stdout).toContain('  The French A Bur, dislodged by the attack from Mun, may retreat to\n    Bel, Gas, Par or Pic, or disband.\n');
    expect(run.stdout.endsWith('The next phase is Fall 1901 Retreat.\n')).toBe(true);
  });

  it('--jsonl: a retreat phase, a bad line, an adjustment phase', () => {
    const bad = { ...BOUNCE, units: [...BOUNCE.units.slice(0, 2), { ...BOUNCE.units[2], type: 'X' }] };
    // Rule options reach the engine: 4.D.7 b forbids waiving; 4.E.4 only gets a note on stderr.
    const retreat4E4 = { ...RETREAT, options: { '4.E.4': 'a' } };
    const winterNoWaive = { ...WINTER, options: { '4.D.7': 'b' } };
    const input = [retreat4E4, bad, winterNoWaive].map((x) => JSON.stringify(x)).join('\n') + '\n';
    const run = cli(['adjudicate', '--jsonl'], input);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(
      "line 1: note: option 4.E.4 (Perpetual orders) is set to 'allowed': it governs a whole game, not the adjudication of one phase, so it has no effect here\n",
    );
    const lines = run.stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(3);

    const retreat = lines[0] as Out;
    expect(summary(retreat)).toEqual(['Germany: A mun R kie succeeds', 'France: A bur R pic illegal retreat-not-allowed']);
    expect(retreat.results[1].explanation).toBe('A bur R pic is illegal: the unit in Burgundy cannot retreat to Picardy.');
    expect(retreat.units).toContainEqual({ power: 'Germany', type: 'A', province: 'kie', coast: null });
    expect(retreat.removed).toEqual([{ power: 'France', type: 'A', province: 'bur', coast: null }]);
    expect(retreat.nextPhase).toEqual({ season: 'fall', year: 1902, type: 'movement' });

    expect(lines[1]).toEqual({ error: { line: 2, message: 'units[2].type: expected "A" or "F", got "X"' } });

    const winter = lines[2] as Out;
    expect(summary(winter)).toEqual([
      'Austria: build A vie succeeds',
      'England: build F lon succeeds',
      'France: build A par succeeds',
      'France: build F mar succeeds',
      'France: build F bre illegal too-many',
      'Germany: build A ber succeeds',
      'Germany: waive illegal waive-not-allowed',
      'Italy: build F nap succeeds',
      'Russia: remove A fin succeeds',
      'Turkey: build F smy succeeds',
    ]);
    expect(winter.adjustments).toEqual({
      Austria: { due: 1, done: 1 },
      England: { due: 1, done: 1 },
      France: { due: 2, done: 2 },
      Germany: { due: 2, done: 1 },
      Italy: { due: 1, done: 1 },
      Russia: { due: -1, done: 1 },
      Turkey: { due: 1, done: 1 },
    });
    expect(winter.units).toHaveLength(23 + 7 - 1);
    expect(winter.nextPhase).toEqual({ season: 'spring', year: 1902, type: 'movement' });
  });

  it('bad input: every fault on standard error with its place, exit 2', () => {
    const input = {
      ...BOUNCE,
      units: [
        ...BOUNCE.units.slice(0, 2),
        { power: 'France', type: 'X', province: 'gas', coast: null },
        { power: 'France', type: 'F', province: 'spa', coast: null },
      ],
      orders: [...BOUNCE.orders.slice(0, 3), { power: 'France', text: 'A Qqqqq - bur' }],
    };
    const run = cli(['adjudicate', '-'], JSON.stringify(input));
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      [
        'units[2].type: expected "A" or "F", got "X"',
        'units[3].coast: a fleet in Spain needs its coast: "nc" or "sc"',
        `orders[3]: not understood: 'Qqqqq' is not a province (in "A Qqqqq - bur" at column 3)`,
        '',
      ].join('\n'),
    );
  });

  it('bad input, one kind per line through --jsonl: each line names the fault and its place', () => {
    const base = { phase: { season: 'spring', year: 1901, type: 'movement' }, units: [{ power: 'France', type: 'A', province: 'par', coast: null }] };
    const hold = { power: 'France', text: 'A par H' };
    const cases: [unknown, string][] = [
      [{ ...base, phase: { season: 'summer', year: 1901, type: 'movement' } }, 'phase.season: expected spring, fall or winter, got "summer"'],
      [
        { ...base, phase: { season: 'spring', year: 1901.5, type: 'build' } },
        'phase.year: expected a whole number of years from 1 to 9999, got 1901.5; phase.type: expected movement, retreat or adjustment, got "build"',
      ],
      [{ ...base, phase: { season: 'winter', year: 1901, type: 'movement' } }, 'phase.type: a winter phase is an adjustment phase'],
      [
        { ...base, units: [{ power: 'Frnace', type: 'A', province: 'par' }] },
        "units[0].power: unknown power 'Frnace'; expected one of Austria, England, France, Germany, Italy, Russia, Turkey",
      ],
      [{ ...base, units: [{ power: 'France', type: 'F', province: 'spa', coast: 'ec' }] }, 'units[0].coast: Spain has no "ec" coast; expected "nc" or "sc"'],
      [
        { ...base, units: [{ power: 'France', type: 'A', province: 'mao', coast: null }] },
        'units[0].province: an army cannot stand in Mid-Atlantic Ocean, which is a sea',
      ],
      [
        { ...base, units: [{ power: 'France', type: 'F', province: 'bur', coast: null }] },
        'units[0].province: a fleet cannot stand in Burgundy, which is inland',
      ],
      [{ ...base, units: [{ power: 'France', type: 'A', province: 'gas', coast: 'nc' }] }, 'units[0].coast: an army has no coast; give null'],
      [
        { ...base, units: [{ power: 'France', type: 'A', province: 'Pariz', coast: null }] },
        "units[0].province: unknown province 'Pariz'; did you mean 'par' (Paris)?",
      ],
      [
        {
          ...base,
          units: [
            { power: 'France', type: 'A', province: 'par' },
            { power: 'France', type: 'A', province: 'Paris' },
          ],
        },
        'units[1].province: units[0] already stands in Paris',
      ],
      [{ ...base, units: 'none' }, 'units: expected a list, got "none"'],
      [
        { ...base, orders: [hold, hold, hold, { power: 'France', text: 'A Pqrs - bur' }] },
        `orders[3]: not understood: 'Pqrs' is not a province (in "A Pqrs - bur" at column 3)`,
      ],
      [
        { ...base, orders: [{ power: 'Francia', text: 'A par H' }] },
        "orders[0].power: unknown power 'Francia'; expected one of Austria, England, France, Germany, Italy, Russia, Turkey",
      ],
      [{ ...base, options: { '4.A.2': 'q' } }, "options: unknown alternative 'q' for 4.A.2; choose one of: 1971, 1982, 2000, szykman, all-hold, dptg"],
      [{ ...base, options: [] }, 'options: expected an object, got a list'],
      [
        { ...base, supplyCenters: { France: ['par', 'bur'], England: ['par'] } },
        'supplyCenters.France[1]: Burgundy is not a supply center; supplyCenters.England[0]: Paris is already owned by France',
      ],
      [
        { ...base, dislodged: [{ power: 'France', type: 'A', province: 'mar', coast: null, attackerFrom: 'pie' }] },
        'dislodged: only a retreat phase has dislodged units, and this is a movement phase',
      ],
      [
        { ...RETREAT, dislodged: [{ power: 'France', type: 'A', province: 'bur', coast: null, viaConvoy: 'no' }] },
        'dislodged[0].attackerFrom: missing; dislodged[0].viaConvoy: expected true or false, got "no"',
      ],
      [{ ...base, standoffs: ['xyz'] }, "standoffs[0]: unknown province 'xyz'"],
      // Each field reads well, but the position cannot exist: the engine's validatePosition names the unit.
      [
        { ...RETREAT, units: RETREAT.units.filter((u) => u.province !== 'bur') },
        'dislodged[1]: dislodged A bur: no unit stands in Burgundy, so nothing dislodged it',
      ],
      [{ ...base, standoffs: ['bur'] }, 'standoffs: standoffs belong to a retreat phase, not a movement phase'],
      [{ ...RETREAT, dislodged: [], standoffs: [] }, 'dislodged: a retreat phase needs at least one dislodged unit'],
      [
        { ...base, extra: true },
        'extra: unknown field; expected one of variant, phase, units, dislodged, standoffs, supplyCenters, civilDisorder, proxies, orders, options',
      ],
      [[1, 2], 'expected a JSON object (a position with orders), got a list'],
    ];
    const input = cases.map(([x]) => JSON.stringify(x)).join('\n') + '\n\n{"phase": {"season": "spring",, }}\n';
    const run = cli(['adjudicate', '--jsonl'], input);
    expect(run.status).toBe(2);
    const lines = run.stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    const expected = cases.map(([, message], i) => ({ error: { line: i + 1, message } }));
    // The blank line is skipped but still counted.
    expected.push({ error: { line: cases.length + 2, message: "JSON syntax error at column 31: expected a name in double quotes, found ','" } });
    expect(lines).toEqual(expected);
  });

  it('an unknown variant is refused with the known ones', () => {
    const run = cli(['adjudicate'], JSON.stringify({ ...BOUNCE, variant: 'ancient' }));
    expect([run.status, run.stderr, run.stdout]).toEqual([
      2,
      "variant: unknown variant 'ancient'; known variants: standard, fleet-rome, 1898, chaos, ancient-mediterranean, youngstown-redux\n",
      '',
    ]);
  });

  it('a JSON syntax error gives its line and column', () => {
    const run = cli(['adjudicate'], '{\n  "phase": { "season": "spring" }\n  "units": []\n}\n');
    expect([run.status, run.stderr]).toEqual([2, "JSON syntax error at line 3, column 3: expected ',' or '}', found '\"'\n"]);
  });

  it('a missing file is bad input', () => {
    const run = cli(['adjudicate', 'no-such-position.json'], '', tmpdir());
    expect([run.status, run.stderr]).toEqual([2, "adjutant adjudicate: cannot read 'no-such-position.json': no such file\n"]);
  });
});

describe('adjutant', () => {
  it('--help, help adjudicate and --version print to standard output and exit 0', () => {
    const help = cli(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Usage: adjutant <command> [options]');
    expect(help.stdout).toMatch(/\n {2}adjudicate {2}adjudicate one phase/);
    const sub = cli(['help', 'adjudicate']);
    expect([sub.status, sub.stdout.split('\n')[0]]).toEqual([0, 'Usage: adjutant adjudicate [--text | --jsonl] [FILE | -]']);
    const version = cli(['--version']);
    expect(version.status).toBe(0);
    expect(version.stdout).toMatch(/^adjutant \d+\.\d+\.\d+\n$/);
  });

  it('an unknown command or option exits 2 with the usage on standard error', () => {
    const unknown = cli(['frobnicate']);
    expect(unknown.status).toBe(2);
    expect(unknown.stdout).toBe('');
    expect(unknown.stderr).toMatch(/^adjutant: unknown command 'frobnicate'\n\nUsage: adjutant <command>/);
    const flag = cli(['adjudicate', '--fast']);
    expect(flag.status).toBe(2);
    expect(flag.stderr).toMatch(/^adjutant adjudicate: unknown option '--fast'\n\nUsage: adjutant adjudicate/);
    const none = cli([]);
    expect([none.status, none.stderr.startsWith('Usage: adjutant')]).toEqual([2, true]);
  });
});

describe('docs/cli.md', () => {
  it('the worked examples show what the command prints for their inputs', () => {
    const doc = readFileSync(new URL('../../../docs/cli.md', import.meta.url), 'utf8');
    const examples = doc.slice(doc.indexOf('## Examples'));
    const blocks = [...examples.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => JSON.parse(m[1]) as unknown);
    expect(blocks).toHaveLength(6);
    const inputs = [blocks[0], blocks[2], blocks[4]];
    const run = cli(['adjudicate', '--jsonl'], inputs.map((x) => JSON.stringify(x)).join('\n'));
    expect(run.status).toBe(0);
    expect(
      run.stdout
        .trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l) as unknown),
    ).toEqual([blocks[1], blocks[3], blocks[5]]);
  });
});
