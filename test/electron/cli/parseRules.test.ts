// `adjutant parse` and `adjutant rules`, through the real launcher.
import { describe, expect, it } from 'vitest';
import { cli } from './fixtures';

describe('adjutant parse', () => {
  const sheet = 'From: gm@example.org\n\nEngland:\nF lon - nth\nA lvp - Pariz\nA yor - Pir\nGermany: A mun S A ber - sil\nA foo - bar\n';

  it('diagnoses every line: ok, note, ambiguous with candidates, error; exit 2 when a line is not read', () => {
    const r = cli(['parse'], sheet);
    expect(r.status).toBe(2);
    expect(r.stdout).toContain('line 4: ok        England: F lon - nth');
    expect(r.stdout).toContain("line 5: note      England: A lvp - par (read 'Pariz' as Paris)");
    expect(r.stdout).toMatch(/line 6: ambiguous .*'Pir' could be Paris, Picardy/);
    expect(r.stdout).toContain('line 7: ok        Germany: A mun S A ber - sil');
    expect(r.stdout).toMatch(/line 8: error .*'foo' is not a province/);
    expect(r.stdout).toContain('3 orders read, 2 lines not read');
  });

  it('--json gives the diagnostics with spans and the orders read; a clean sheet exits 0', () => {
    const r = cli(['parse', '--json', '--power', 'france'], 'A par - bur\nF bre - mao\n');
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.orders.map((o: { power: string }) => o.power)).toEqual(['France', 'France']);
    expect(out.lines[0]).toMatchObject({ line: 1, start: 0, end: 11, status: 'ok' });
  });

  it('reads retreat and adjustment sheets with --phase, and rejects a bad phase', () => {
    expect(cli(['parse', '--phase', 'adjustment', '--power', 'England'], 'Build F lon\nwaive\n').status).toBe(0);
    const bad = cli(['parse', '--phase', 'summer'], '');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--phase: expected one of movement, retreat, adjustment');
  });
});

describe('adjutant rules', () => {
  it('lists every DATC issue with its default marked', () => {
    const r = cli(['rules']);
    expect(r.status).toBe(0);
    for (const id of ['4.A.1', '4.A.2', '4.B.4', '4.C.6', '4.D.8', '4.E.6']) expect(r.stdout).toContain(id);
    expect(r.stdout).toMatch(/\* d\s+szykman/);
  });

  it('--presets lists the presets; --json is the catalogue as data', () => {
    expect(cli(['rules', '--presets']).stdout).toContain('dptg');
    const json = JSON.parse(cli(['rules', '--json']).stdout) as { id: string }[];
    expect(json.length).toBe(36); // 35 DATC issues (4.A 7, 4.B 7, 4.C 6, 4.D 9, 4.E 6) and the 4.A.2 fallback
    expect(json.map((e) => e.id)).toContain('4.A.2-fallback');
  });

  it('an unknown argument is exit 2 with the usage', () => {
    const r = cli(['rules', '--bogus']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("unknown argument '--bogus'");
  });
});
