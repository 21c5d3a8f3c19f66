// Untrusted files never throw: the samples damaged at random (lines dropped, doubled, swapped or
// cut short, words and fields changed) are imported, audited or refused with a message; never an
// internal error, and a refusal stores nothing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Archive } from '../../../electron/archive/db';
import { listGames } from '../../../electron/service/index';
import { importAnyGame } from '../../../electron/service/interchange/index';
import { rng } from '../../support/randomBoard';
import { cleanUp, tempArchive, value } from '../service/support';

const samples = join(__dirname, 'samples');
const judge = readFileSync(join(samples, 'judge-history.txt'), 'utf8');
const mila = readFileSync(join(samples, 'mila-game.json'), 'utf8');
const WORDS = [
  'Army',
  'Fleet',
  '->',
  'HOLD',
  'Atlantis',
  '(*bounce*)',
  'Austria:',
  'Summer',
  'Movement results for Fall of 1901.',
  '',
  '  ',
  'Builds',
  '"S1901M"',
  '"*A SER"',
  'null',
  '[]',
  '{}',
  '"F STP/XC"',
  '1e999',
  '"__proto__"',
];

function damage(text: string, r: () => number): string {
  const lines = text.split('\n');
  const pick = () => Math.floor(r() * lines.length);
  for (let n = 1 + Math.floor(r() * 4); n > 0; n--) {
    const i = pick();
    const what = Math.floor(r() * 5);
    if (what === 0) lines.splice(i, 1);
    else if (what === 1) lines.splice(i, 0, lines[pick()]);
    else if (what === 2) [lines[i], lines[pick()]] = [lines[pick()], lines[i]];
    else if (what === 3) lines[i] = lines[i].slice(0, Math.floor(r() * lines[i].length));
    else {
      const words = lines[i].split(' ');
      words[Math.floor(r() * words.length)] = WORDS[Math.floor(r() * WORDS.length)];
      lines[i] = words.join(' ');
    }
  }
  return lines.join('\n');
}

let archive: Archive;
beforeAll(async () => {
  archive = await tempArchive();
});
afterAll(cleanUp);

describe.each([
  ['a Judge history', judge],
  ['a MILA saved game', mila],
])('%s damaged at random', (_, sample) => {
  it('is imported, audited or refused in words, 150 times', async () => {
    const r = rng(sample.length);
    const codes = new Map<string, number>();
    for (let k = 0; k < 150; k++) {
      const text = damage(sample, r);
      const before = value(await listGames(archive, {})).total;
      const got = await importAnyGame(archive, { text, name: `g${sample.length}-${k}` });
      const code = got.ok ? (got.value.stored ? 'stored' : 'audited') : got.error.code;
      codes.set(code, (codes.get(code) ?? 0) + 1);
      expect(['stored', 'audited', 'bad-file'], `${code}: ${got.ok ? '' : got.error.message}\n${text}`).toContain(code);
      if (!got.ok) expect(got.error.message.length).toBeGreaterThan(10);
      if (code !== 'stored') expect(value(await listGames(archive, {})).total).toBe(before);
    }
    // The damage is varied enough to reach each answer.
    expect([...codes.keys()].sort()).toEqual(['audited', 'bad-file', 'stored']);
  });
});
