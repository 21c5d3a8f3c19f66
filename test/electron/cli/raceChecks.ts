// What the racing CLI files check after each round (boundRaces.test.ts, conflictRaces.test.ts): the
// rounds, the game's stored orders and draw votes, its open phase, and one winner and one refusal.
import { expect } from 'vitest';
import { EXIT } from '../../../electron/cli/command';
import { inProcess, phases, type Run } from './race';

export const ROUNDS = 20;
export const ENGLAND = 'F lon H\nF edi H\nA lvp H\n';
export const CHANGED = /the game changed since this command read it, by another command or window: it was at .*; nothing was changed/;

export type Game = ReturnType<typeof inProcess>;

/** The submissions and draw votes stored in phase `seq`, by power. */
export async function storedIn(game: Game, seq: number): Promise<string[]> {
  const detail = JSON.parse((await game('show', 'Race', '--phase', String(seq), '--json')).out) as { submissions: { power: string }[] };
  return detail.submissions.map((s) => s.power);
}

export async function drawVotes(game: Game): Promise<{ seq: number; power: string }[]> {
  const events = JSON.parse((await game('show', 'Race', '--events', '--json')).out) as { action: string; details: { phase: { seq: number }; power: string } }[];
  return events.filter((e) => e.action === 'draw-vote').map((e) => ({ seq: e.details.phase.seq, power: e.details.power }));
}

/** The open phase's seq and code, from one `show --json`. */
export const current = (game: Game): Promise<{ seq: number; code: string }> => phases(game);

export const say = (round: number, runs: Run[]) => `round ${round}: ${runs.map((r) => `exit ${r.code}: ${r.err.trim()}`).join(' | ')}`;

/** One exit 0 and one exit 4 naming what changed: the loser's output is empty. */
export function oneWinsOneRefused(round: number, runs: Run[], refusal: RegExp): void {
  expect(runs.map((r) => r.code).sort(), say(round, runs)).toEqual([EXIT.ok, EXIT.changed]);
  const loser = runs.find((r) => r.code === EXIT.changed)!;
  expect(loser.out).toBe('');
  expect(loser.err, say(round, runs)).toMatch(refusal);
}
