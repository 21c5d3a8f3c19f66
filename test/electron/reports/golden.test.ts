// Text reports against golden files: one phase of each scenario (bounces and an illegal order;
// a cut support, a convoy, a dislodgement with its retreat options and a standoff; retreats;
// builds, removals, a waive and civil disorder; draw votes before adjudication), and a whole
// bot-played game's history. Regenerate deliberately with UPDATE_GOLDEN=1 and review the diff.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { gameHistory, getGame, phaseReport } from '../../../electron/service/index';
import { cleanUp, tempArchive, value } from '../service/support';
import { SCENARIOS, wholeGame } from './scenarios';

afterEach(cleanUp);

const UPDATE = process.env.UPDATE_GOLDEN === '1';

function matchesGolden(name: string, text: string): void {
  const file = new URL(`./golden/${name}`, import.meta.url);
  if (UPDATE) writeFileSync(file, text);
  expect(existsSync(file), `golden/${name} exists (UPDATE_GOLDEN=1 writes it)`).toBe(true);
  expect(text).toBe(readFileSync(file, 'utf8'));
}

function widest(text: string): number {
  return Math.max(...text.split('\n').map((l) => l.length));
}

describe('phase reports as text', () => {
  for (const [name, play] of Object.entries(SCENARIOS)) {
    it(`${name} matches golden/${name}.txt and fits 72 columns`, async () => {
      const archive = await tempArchive();
      const { gameId, seq } = await play(archive);
      const text = value(await phaseReport(archive, { gameId, seq, format: 'text' })).body;
      expect(widest(text)).toBeLessThanOrEqual(72);
      matchesGolden(`${name}.txt`, text);
    });
  }
});

describe('a whole game', () => {
  it('its history as text matches golden/whole-game.txt; as JSON it holds every phase', async () => {
    const archive = await tempArchive();
    const gameId = await wholeGame(archive);
    const game = value(await getGame(archive, { gameId }));
    expect(game.status).toBe('finished');
    const text = value(await gameHistory(archive, { gameId, format: 'text' })).body;
    expect(widest(text)).toBeLessThanOrEqual(72);
    expect(text).toContain('France won the game.');
    matchesGolden('whole-game.txt', text);

    const json = JSON.parse(value(await gameHistory(archive, { gameId, format: 'json' })).body);
    expect(json.format).toBe('adjutant-history');
    expect(json.game.name).toBe('Bot game');
    expect(json.phases.map((p: { phase: { name: string } }) => p.phase.name)).toEqual(game.phases.map((p) => p.name));
    expect(json.phases.at(-1).winner).toBe('France');
  });
});
