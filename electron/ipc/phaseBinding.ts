// Binds a request to the phase the window showed when the GM made it. The window sends the open
// phase it was looking at (`expect`); when the game has moved on since (a commit, a rollback or a
// correction in another window or from the CLI) the request is refused with a message instead of
// landing in another phase. The check and the service call run without yielding to other requests
// of this host (the archive is synchronous), so no request of this host can slip in between.
import type { PhaseBinding, Bound } from './contract';
export type { PhaseBinding, Bound } from './contract';
import { getGame, type Archive, type ServiceResult } from '../service/index';

function readBinding(v: unknown): PhaseBinding | string {
  if (typeof v !== 'object' || v === null) return 'expect: expected an object { seq, phaseId }';
  const { seq, phaseId } = v as Record<string, unknown>;
  if (!Number.isInteger(seq) || (seq as number) < 0) return 'expect.seq: expected a whole number ≥ 0';
  if (phaseId !== null && !Number.isInteger(phaseId)) return 'expect.phaseId: expected a whole number or null';
  return { seq: seq as number, phaseId: phaseId as number | null };
}

/**
 * Runs `run` with the request minus `expect`, after checking that the game's open phase is still
 * the one expected. `what` names the request in the refusal ("the orders were not entered").
 */
export async function boundToPhase<T extends { gameId: number }, R>(
  archive: Archive,
  input: Bound<T>,
  what: string,
  run: (input: T) => Promise<ServiceResult<R>>,
): Promise<ServiceResult<R>> {
  const { expect, ...rest } = input;
  if (expect === undefined) return run(rest as T);
  const binding = readBinding(expect);
  if (typeof binding === 'string') return { ok: false, error: { code: 'invalid-input', message: binding } };
  const game = await getGame(archive, { gameId: rest.gameId });
  if (!game.ok) return game;
  const now = game.value.current;
  const same = now !== null && now.status === 'open' && now.seq === binding.seq && (binding.phaseId === null || now.id === binding.phaseId);
  if (!same) {
    const where = now === null ? 'has no phase' : now.status === 'open' ? `is now at ${now.name}` : `has no open phase (${now.name} is ${now.status})`;
    return {
      ok: false,
      error: {
        code: 'stale-preview',
        message: `${what}: the game ${where}, changed in another window or from the command line since this screen showed phase ${binding.seq}. Look at the board again.`,
        details: { expected: binding, current: now },
      },
    };
  }
  return run(rest as T);
}
