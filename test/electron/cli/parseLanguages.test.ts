// `adjutant parse --language`: order sheets in French, German and Italian, through the real launcher.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const bin = fileURLToPath(new URL('../../../electron/cli/bin.mjs', import.meta.url));

function cli(args: string[], input = ''): { code: number; out: string; err: string } {
  const r = spawnSync(process.execPath, [bin, ...args], { input, encoding: 'utf8' });
  return { code: r.status ?? -1, out: r.stdout, err: r.stderr };
}

describe('adjutant parse --language', () => {
  const sheet = 'France :\nA Paris - Bourgogne\nA Marseille soutient A Paris - Bourgogne\nF Brest - Manche\nAngleterre:\nF Lon - Nth\nA Lvp - Yorkshre\n';

  it('reads French with English; typos noted as in English', () => {
    const r = cli(['parse', '--language', 'fr'], sheet);
    expect(r.code).toBe(0);
    expect(r.out).toContain('line 2: ok        France: A par - bur');
    expect(r.out).toContain('line 3: ok        France: A mar S A par - bur');
    expect(r.out).toContain('line 4: ok        France: F bre - eng');
    expect(r.out).toContain('line 6: ok        England: F lon - nth');
    expect(r.out).toContain("line 7: note      England: A lvp - yor (read 'Yorkshre' as Yorkshire)");
    expect(r.out).toContain('5 orders read, 0 lines not read');
  });

  it('without the language the French names are errors', () => {
    const r = cli(['parse'], sheet);
    expect(r.code).toBe(2);
    expect(r.out).toMatch(/line 2: error .*'Bourgogne' is not a province/);
  });

  it('German and Italian, several at once', () => {
    const r = cli(['parse', '--language', 'de,it', '--power', 'Germany'], 'A München U A Berlin - Böhmen\nF Kiel - Danimarca\n');
    expect(r.code).toBe(0);
    expect(r.out).toContain('2 orders read, 0 lines not read');
  });

  it('names an unknown language', () => {
    const r = cli(['parse', '--language', 'es'], '');
    expect(r.code).toBe(2);
    expect(r.err).toContain("--language: unknown language 'es' (expected en, fr, de, it)");
  });
});
