// Changing the past: rolling back (later phases superseded, history kept, the reason logged) and
// correcting an order in a past phase (every difference shown before anything is written, then
// committed on confirmation, refused when the game changed in between).
import { afterEach, describe, expect, it } from 'vitest';
import type { Archive } from '../../../electron/archive/db';
import { adjudicatePhase, commitCorrection, gameEvents, getGame, getPhase, previewCorrection, rollbackTo, submitOrders } from '../../../electron/service/index';
import { cleanUp, errorOf, tempArchive, value, gameWithOpening, gameAt } from './support';

afterEach(cleanUp);

/** Spring and fall 1901 played: the game waits in Winter 1901. */
async function twoPhases(archive: Archive): Promise<number> {
  const gameId = await gameWithOpening(archive, { name: 'History' });
  value(await adjudicatePhase(archive, { gameId }));
  value(await submitOrders(archive, { gameId, power: 'France', text: 'A bur - bel\nF mao - por\nA mar - spa' }));
  value(await submitOrders(archive, { gameId, power: 'Russia', text: 'A ukr - rum\nA war - gal\nF sev - bla\nF bot - swe' }));
  value(await adjudicatePhase(archive, { gameId }));
  return gameId;
}

describe('rolling back', () => {
  it('reopens the phase, supersedes the later ones, keeps them, and logs the reason', async () => {
    const archive = await tempArchive();
    const gameId = await twoPhases(archive);
    const before = value(await getGame(archive, { gameId })).phases;
    const game = value(await rollbackTo(archive, { gameId, seq: 1, reason: 'France mailed in time after all' }));
    expect(game.phases.map((p) => [p.name, p.status])).toEqual([
      ['Spring 1901 Movement', 'adjudicated'],
      ['Fall 1901 Movement', 'open'],
    ]);
    const dropped = value(await getPhase(archive, { gameId, phaseId: before[2].id! }));
    expect(dropped.head.status).toBe('superseded');
    const reopened = value(await getPhase(archive, { gameId, seq: 1 }));
    expect(reopened.adjudication).toBeNull();
    expect(reopened.supersededAdjudications).toBe(1);
    expect(reopened.submissions).toHaveLength(2);
    const event = value(await gameEvents(archive, { gameId })).at(-1)!;
    expect(event.action).toBe('rolled-back');
    expect(event.details.reason).toBe('France mailed in time after all');
    // Play on from there: a new Winter 1901 beside the superseded one.
    value(await adjudicatePhase(archive, { gameId }));
    expect(value(await getGame(archive, { gameId })).phases.map((p) => p.status)).toEqual(['adjudicated', 'adjudicated', 'open']);
  });

  it('refuses to roll back to the open phase, to a phase that does not exist, or without a reason', async () => {
    const archive = await tempArchive();
    const gameId = await twoPhases(archive);
    expect(errorOf(await rollbackTo(archive, { gameId, seq: 2, reason: 'x' })).code).toBe('nothing-to-roll-back');
    expect(errorOf(await rollbackTo(archive, { gameId, seq: 7, reason: 'x' })).code).toBe('not-found');
    expect(errorOf(await rollbackTo(archive, { gameId, seq: 0, reason: ' ' })).code).toBe('invalid-input');
  });
});

describe('correcting a past order', () => {
  const russia = 'A war - gal\nA mos - sev\nF sev - rum\nF stp/sc - bot';

  it('shows every difference before anything is written', async () => {
    const archive = await tempArchive();
    const gameId = await twoPhases(archive);
    const changes = archive.db.prepare('SELECT total_changes()').pluck();
    const before = changes.get();
    const preview = value(await previewCorrection(archive, { gameId, seq: 0, power: 'Russia', text: russia }));
    expect(changes.get()).toBe(before);
    expect(preview.committed).toBe(false);
    expect(preview.changed).toBe(true);
    expect(preview.steps.map((s) => [s.seq, s.kind])).toEqual([
      [0, 'rerun'],
      [1, 'rerun'],
      [2, 'open'],
    ]);
    const spring = preview.steps[0];
    expect(spring.results).toContainEqual({
      power: 'Turkey',
      order: 'F ank - bla',
      before: { outcome: 'fails', reason: 'bounce' },
      after: { outcome: 'succeeds', reason: null },
    });
    expect(spring.position.added).toContain('Turkey F bla');
    expect(spring.position.removed).toContain('Turkey F ank');
    // Russia's stored fall orders no longer fit the board: F sev is gone, so that order changes.
    expect(preview.steps[1].results.some((r) => r.power === 'Russia')).toBe(true);
  });

  it('commits what the preview showed, keeping the old line as superseded history', async () => {
    const archive = await tempArchive();
    const gameId = await twoPhases(archive);
    const old = value(await getGame(archive, { gameId })).phases;
    const preview = value(await previewCorrection(archive, { gameId, seq: 0, power: 'Russia', text: russia, reason: 'misread the mail' }));
    const done = value(await commitCorrection(archive, { gameId, seq: 0, power: 'Russia', text: russia, reason: 'misread the mail', token: preview.token }));
    expect(done.committed).toBe(true);
    expect({ ...done, token: '', committed: false }).toEqual({ ...preview, token: '' });
    const game = value(await getGame(archive, { gameId }));
    expect(game.phases.map((p) => p.status)).toEqual(['adjudicated', 'adjudicated', 'open']);
    expect(game.phases[0].id).toBe(old[0].id);
    expect(game.phases[1].id).not.toBe(old[1].id);
    expect(game.position?.units.some((u) => u.power === 'Turkey' && u.province === 'bla')).toBe(true);
    const fall = value(await getPhase(archive, { gameId, seq: 1 }));
    expect(fall.submissions.every((s) => s.copiedFrom !== null)).toBe(true);
    const spring = value(await getPhase(archive, { gameId, seq: 0 }));
    expect(spring.submissions.at(-1)?.rawText).toBe(russia);
    expect(spring.supersededAdjudications).toBe(1);
    expect(value(await getPhase(archive, { gameId, phaseId: old[1].id! })).head.status).toBe('superseded');
    expect(value(await gameEvents(archive, { gameId })).at(-1)?.details.reason).toBe('misread the mail');
  });

  it('refuses to commit a preview when the game changed since', async () => {
    const archive = await tempArchive();
    const gameId = await twoPhases(archive);
    const preview = value(await previewCorrection(archive, { gameId, seq: 0, power: 'Russia', text: russia }));
    value(await submitOrders(archive, { gameId, power: 'England', text: 'waive' }));
    const error = errorOf(await commitCorrection(archive, { gameId, seq: 0, power: 'Russia', text: russia, token: preview.token }));
    expect(error.code).toBe('stale-preview');
  });

  it('stops replaying where the new line leaves the old one', async () => {
    const archive = await tempArchive();
    const gameId = await gameAt(archive, 'Fork', 'England F nth, England F eng, France A bel', {
      phase: { season: 'spring', year: 1902, type: 'movement' },
      supplyCenters: { England: ['lon', 'edi'], France: ['bel'] },
    });
    for (let i = 0; i < 2; i++) {
      value(await submitOrders(archive, { gameId, power: 'England', text: 'F nth H\nF eng H' }));
      value(await adjudicatePhase(archive, { gameId }));
    }
    const old = value(await getGame(archive, { gameId })).phases;
    expect(old.map((p) => p.name)).toEqual(['Spring 1902 Movement', 'Fall 1902 Movement', 'Spring 1903 Movement']);
    const attack = 'F nth - bel\nF eng S F nth - bel';
    const preview = value(await previewCorrection(archive, { gameId, seq: 0, power: 'England', text: attack }));
    expect(preview.steps.map((s) => [s.seq, s.kind, s.before?.name, s.after.name])).toEqual([
      [0, 'rerun', 'Spring 1902 Movement', 'Spring 1902 Movement'],
      [1, 'open', 'Fall 1902 Movement', 'Spring 1902 Retreat'],
    ]);
    expect(preview.steps[1].position.phase).toEqual({ before: 'fall 1902 movement', after: 'spring 1902 retreat' });
    expect(preview.steps[1].position.added).toContain('dislodged France A bel');
    expect(preview.dropped.map((p) => p.name)).toEqual(['Spring 1903 Movement']);
    value(await commitCorrection(archive, { gameId, seq: 0, power: 'England', text: attack, token: preview.token }));
    const game = value(await getGame(archive, { gameId }));
    expect(game.phases.map((p) => [p.name, p.status])).toEqual([
      ['Spring 1902 Movement', 'adjudicated'],
      ['Spring 1902 Retreat', 'open'],
    ]);
    // The old Fall 1902 orders belonged to another phase: none are carried into the retreat.
    expect(value(await getPhase(archive, { gameId, seq: 1 })).submissions).toEqual([]);
  });

  it('refuses to correct the open phase', async () => {
    const archive = await tempArchive();
    const gameId = await twoPhases(archive);
    expect(errorOf(await previewCorrection(archive, { gameId, seq: 2, power: 'England', text: 'waive' })).code).toBe('not-adjudicated');
  });
});
