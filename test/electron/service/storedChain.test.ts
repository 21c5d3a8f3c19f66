// The history chain stored with each phase (issue 30 line 8, migration 0012): every write that
// changes a phase's orders, results or corrections reseals its chain in the same transaction, so
// the stored chain equals the recomputed one after each kind of write; a row edited behind
// Adjutant's back (plain SQL) is reported at its phase, and stays reported after later writes.
import { afterEach, describe, expect, it } from 'vitest';
import type { Archive } from '../../../electron/archive/db';
import { storedChain } from '../../../electron/archive/historySeal';
import { chainOf } from '../../../electron/service/historyChain';
import {
  adjudicatePhase,
  commitCorrection,
  createGame,
  exportGame,
  historyCheck,
  importGame,
  previewCorrection,
  rollbackTo,
  submitOrders,
} from '../../../electron/service/index';
import { closeArchive, openArchive } from '../../../electron/archive/db';
import { MIGRATIONS } from '../../../electron/archive/migrations/index';
import { cleanUp, SPRING_1901, steppingClock, tempArchive, tempDir, value, gameWithOpening } from './support';
import { join } from 'node:path';

afterEach(cleanUp);

/** The stored chain equals the one the game's content gives, hash for hash, and the check says so. */
async function expectSealed(archive: Archive, gameId: number): Promise<void> {
  const file = value(await exportGame(archive, { gameId }));
  const stored = storedChain(archive.db, gameId);
  expect(stored.map((l) => l.hash)).toEqual(chainOf(file).links.map((l) => l.hash));
  const check = value(await historyCheck(archive, { gameId }));
  expect(check.verified).toBe(true);
  expect(check.firstDifference).toBeNull();
}

const RUSSIA = 'A war - gal\nA mos - sev\nF sev - rum\nF stp/sc - bot';

async function played(archive: Archive): Promise<number> {
  const gameId = value(await createGame(archive, { name: 'Sealed' })).id;
  await expectSealed(archive, gameId);
  value(await submitOrders(archive, { gameId, text: SPRING_1901 }));
  await expectSealed(archive, gameId);
  value(await adjudicatePhase(archive, { gameId }));
  await expectSealed(archive, gameId);
  return gameId;
}

describe('the stored history chain', () => {
  it('equals the recomputed chain after every kind of write', async () => {
    const archive = await tempArchive();
    const gameId = await played(archive);
    const preview = value(await previewCorrection(archive, { gameId, seq: 0, power: 'Russia', text: RUSSIA, reason: 'misread' }));
    value(await commitCorrection(archive, { gameId, seq: 0, power: 'Russia', text: RUSSIA, reason: 'misread', token: preview.token }));
    await expectSealed(archive, gameId);
    value(await rollbackTo(archive, { gameId, seq: 0, reason: 'redo' } as Parameters<typeof rollbackTo>[1]));
    await expectSealed(archive, gameId);
    const copy = value(await importGame(archive, { data: value(await exportGame(archive, { gameId })), name: 'Copy' }));
    await expectSealed(archive, copy.id);
    const check = value(await historyCheck(archive, { gameId }));
    expect(check.through).toBe(check.phases.at(-1)!.name);
  });

  it('reports a submission edited behind Adjutant’s back at its phase, even after later writes', async () => {
    const archive = await tempArchive();
    const gameId = await played(archive);
    const spring = archive.db.prepare('SELECT id FROM phases WHERE game_id = ? AND seq = 0').pluck().get(gameId) as number;
    archive.db.prepare("UPDATE submissions SET raw_text = replace(raw_text, 'F lon - nth', 'F lon - eng') WHERE phase_id = ?").run(spring);
    const check = value(await historyCheck(archive, { gameId }));
    expect(check.verified).toBe(false);
    expect(check.through).toBeNull();
    expect(check.firstDifference).toMatchObject({ id: spring, seq: 0, name: 'Spring 1901 Movement', parts: ['submissions'] });
    // A later write by Adjutant reseals only what it changed: the edit stays visible.
    value(await submitOrders(archive, { gameId, text: 'England:\nF nth - nwy' }));
    expect(value(await historyCheck(archive, { gameId })).firstDifference).toMatchObject({ id: spring, parts: ['submissions'] });
  });

  it('reports a deleted correction entry and an edited later phase at their phases', async () => {
    const archive = await tempArchive();
    const gameId = await played(archive);
    const preview = value(await previewCorrection(archive, { gameId, seq: 0, power: 'Russia', text: RUSSIA, reason: 'misread' }));
    value(await commitCorrection(archive, { gameId, seq: 0, power: 'Russia', text: RUSSIA, reason: 'misread', token: preview.token }));
    const fall = archive.db.prepare("SELECT id FROM phases WHERE game_id = ? AND seq = 1 AND status <> 'superseded'").pluck().get(gameId) as number;
    archive.db.prepare("UPDATE phases SET position = json_remove(position, '$.data.units[0]') WHERE id = ?").run(fall);
    let check = value(await historyCheck(archive, { gameId }));
    expect(check.firstDifference).toMatchObject({ id: fall, seq: 1, parts: ['position'] });
    archive.db.prepare("DELETE FROM events WHERE game_id = ? AND action = 'phase-corrected'").run(gameId);
    check = value(await historyCheck(archive, { gameId }));
    expect(check.firstDifference?.seq).toBe(0);
    expect(check.firstDifference?.parts).toContain('corrections');
    expect(check.firstDifference?.why.join(' ')).toMatch(/correction log/);
  });

  it('is computed by migration 0012 for the games already in an archive', async () => {
    const file = join(tempDir(), 'old.sqlite');
    const before = MIGRATIONS.filter((m) => m.version < 12);
    const old = await openArchive(file, { create: true, clock: steppingClock(), migrations: before });
    if (!old.ok) expect.fail(old.error.message);
    const gameId = await gameWithOpening(old.value, { name: 'Older' });
    value(await adjudicatePhase(old.value, { gameId }));
    closeArchive(old.value);
    const opened = await openArchive(file, { clock: steppingClock() });
    if (!opened.ok) expect.fail(opened.error.message);
    expect(opened.value.version).toBe(MIGRATIONS.at(-1)!.version);
    expect(storedChain(opened.value.db, gameId).every((l) => l.hash !== null)).toBe(true);
    await expectSealed(opened.value, gameId);
    closeArchive(opened.value);
  });
});
