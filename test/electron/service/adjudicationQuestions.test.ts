// What adjudicating asks first (issue 26 item 1, and the review's "checked twice"): one check in the
// service (`questions` in electron/service/adjudication.ts) for powers that sent no orders (unless the
// game lets them hold) and a deadline not passed; the preview names both for the app's dialog, and
// the commit refuses what is not confirmed, naming it, in the same transaction as the adjudication.
import { afterEach, describe, expect, it } from 'vitest';
import type { Archive } from '../../../electron/archive/db';
import { setDeadline } from '../../../electron/service/deadlines';
import { setMissingOrdersPolicy } from '../../../electron/service/missingOrders';
import { adjudicatePhase, createGame, getGame, previewAdjudication, submitOrders } from '../../../electron/service/index';
import { cleanUp, errorOf, springMails, tempArchive, value } from './support';

afterEach(cleanUp);

const mails = springMails();

async function newGame(archive: Archive, powers: string[]): Promise<number> {
  const gameId = value(await createGame(archive, { name: 'Questions' })).id;
  for (const power of powers) value(await submitOrders(archive, { gameId, power, text: mails[power] }));
  return gameId;
}

const phases = async (archive: Archive, gameId: number) => value(await getGame(archive, { gameId })).phases.length;

describe('powers that sent no orders', () => {
  it('confirmMissing false: refused naming them (details.confirm missing-orders); true: adjudicated', async () => {
    const archive = await tempArchive();
    const gameId = await newGame(archive, ['England', 'France', 'Germany', 'Austria', 'Russia']);
    expect(value(await previewAdjudication(archive, { gameId })).confirm).toEqual({ missing: ['Italy', 'Turkey'], beforeDeadline: null });
    const refused = await adjudicatePhase(archive, { gameId, confirmMissing: false });
    expect(errorOf(refused).code).toBe('needs-confirmation');
    expect(errorOf(refused).message).toBe('no orders at all from Italy, Turkey: confirm to adjudicate without them (--confirm-missing)');
    expect(!refused.ok && refused.error.details).toEqual({ confirm: ['missing-orders'], deadline: null, missing: ['Italy', 'Turkey'] });
    expect(await phases(archive, gameId)).toBe(1);
    const done = value(await adjudicatePhase(archive, { gameId, confirmMissing: true }));
    expect(done.missing).toEqual(['Italy', 'Turkey']);
    expect(await phases(archive, gameId)).toBe(2);
  });

  it('a game that lets missing powers hold asks nothing', async () => {
    const archive = await tempArchive();
    const gameId = await newGame(archive, ['England']);
    value(await setMissingOrdersPolicy(archive, { gameId, hold: true }));
    expect(value(await previewAdjudication(archive, { gameId })).confirm).toEqual({ missing: [], beforeDeadline: null });
    value(await adjudicatePhase(archive, { gameId, confirmMissing: false }));
    expect(await phases(archive, gameId)).toBe(2);
  });

  it('every power in: nothing to ask', async () => {
    const archive = await tempArchive();
    const gameId = await newGame(archive, Object.keys(mails));
    expect(value(await previewAdjudication(archive, { gameId })).confirm).toEqual({ missing: [], beforeDeadline: null });
    value(await adjudicatePhase(archive, { gameId, confirmMissing: false }));
  });
});

describe('both questions at once', () => {
  it('before the deadline with powers missing: both named; each confirmation answers its own', async () => {
    const archive = await tempArchive();
    const gameId = await newGame(archive, ['England', 'France', 'Germany']);
    value(await setDeadline(archive, { gameId, deadline: '2026-06-01 18:00' }));
    expect(value(await previewAdjudication(archive, { gameId })).confirm).toEqual({
      missing: ['Austria', 'Italy', 'Russia', 'Turkey'],
      beforeDeadline: '2026-06-01T18:00:00.000Z',
    });
    const both = await adjudicatePhase(archive, { gameId, confirmMissing: false });
    expect(errorOf(both).message).toBe(
      'no orders at all from Austria, Italy, Russia, Turkey: confirm to adjudicate without them (--confirm-missing); and the deadline (Monday 1 June 2026, 18:00 UTC) has not passed (--before-deadline)',
    );
    expect(!both.ok && (both.error.details as { confirm: string[] }).confirm).toEqual(['missing-orders', 'before-deadline']);
    const early = await adjudicatePhase(archive, { gameId, confirmMissing: true });
    expect(!early.ok && (early.error.details as { confirm: string[] }).confirm).toEqual(['before-deadline']);
    const missing = await adjudicatePhase(archive, { gameId, confirmMissing: false, beforeDeadline: true });
    expect(!missing.ok && (missing.error.details as { confirm: string[] }).confirm).toEqual(['missing-orders']);
    expect(await phases(archive, gameId)).toBe(1);
    value(await adjudicatePhase(archive, { gameId, confirmMissing: true, beforeDeadline: true }));
    expect(await phases(archive, gameId)).toBe(2);
  });
});
