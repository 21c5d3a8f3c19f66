// `adjutant parse --language`: order sheets in French, German and Italian, through the real launcher.
import { describe, expect, it } from 'vitest';
import { cli } from './fixtures';

describe('adjutant parse --language', () => {
  const sheet = 'France :\nA Paris - Bourgogne\nA Marseille soutient A Paris - Bourgogne\nF Brest - Manche\nAngleterre:\nF Lon - Nth\nA Lvp - Yorkshre\n';

  it('reads French with English; typos noted as in English', () => {
    const r = cli(['parse', '--language', 'fr'], sheet);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('line 2: ok        France: A par - bur');
    expect(r.stdout).toContain('line 3: ok        France: A mar S A par - bur');
    expect(r.stdout).toContain('line 4: ok        France: F bre - eng');
    expect(r.stdout).toContain('line 6: ok        England: F lon - nth');
    expect(r.stdout).toContain("line 7: note      England: A lvp - yor (read 'Yorkshre' as Yorkshire)");
    expect(r.stdout).toContain('5 orders read, 0 lines not read');
  });

  it('without the language the French names are errors', () => {
    const r = cli(['parse'], sheet);
    expect(r.status).toBe(2);
    expect(r.stdout).toMatch(/line 2: error .*'Bourgogne' is not a province/);
  });

  it('German and Italian, several at once', () => {
    const r = cli(['parse', '--language', 'de,it', '--power', 'Germany'], 'A München U A Berlin - Böhmen\nF Kiel - Danimarca\n');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('2 orders read, 0 lines not read');
  });

  it('names an unknown language', () => {
    const r = cli(['parse', '--language', 'es'], '');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("--language: unknown language 'es' (expected en, fr, de, it)");
  });
});
