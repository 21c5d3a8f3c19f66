// A filed set's unread lines read back from the archive carry the reader's message as data again
// (issue 32 line 1: the game screen after a reload words them in the GM's language), while the
// stored English, and so the CLI's, stays as it was.
import { afterEach, describe, expect, it } from 'vitest';
import { createGame, getPhase as getPhaseOnly, submitOrders } from '../../../electron/service/index';
import { readBackProblems } from '../../../electron/service/storedProblems';
import { cleanUp, tempArchive, value } from './support';

afterEach(cleanUp);

/** The phase as the window reads it (the IPC's `game:phase`). */
const getPhase = (archive: Parameters<typeof getPhaseOnly>[0], input: { gameId: number }) => getPhaseOnly(archive, input, readBackProblems);

const TEXT = 'A Par - Burgandy\nA Mar - Xyzzy\nF Bre - Mid\nA Mun S A Par - Bur';

describe('stored problems read back', () => {
  it('a set with problems read back from the archive has the same messages and says as when filed', async () => {
    const archive = await tempArchive();
    const game = value(await createGame(archive, { name: 'Lyon', languages: ['fr'] }));
    const filed = value(await submitOrders(archive, { gameId: game.id, power: 'France', text: TEXT, confirm: ['France'] }));
    const problems = filed.flatMap((v) => v.problems);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => p.say !== undefined)).toBe(true);

    const phase = value(await getPhase(archive, { gameId: game.id }));
    expect(phase.problems).toHaveLength(1);
    expect(phase.problems![0].power).toBe('France');
    expect(phase.problems![0].submission).toBe(filed[0].submission.id);
    expect(phase.problems![0].problems).toEqual(problems);
    // The archive keeps the English only.
    expect(JSON.stringify(phase.submissions[0].diagnostics)).not.toContain('"say"');
  });

  it('a sheet for several powers: each set its own lines, worded again', async () => {
    const archive = await tempArchive();
    const game = value(await createGame(archive, { name: 'Bern' }));
    const sheet = 'France:\nA Par - Xyzzy\nA Mar H\nGermany:\nA Mun - Plugh\nF Kie H';
    const filed = value(await submitOrders(archive, { gameId: game.id, text: sheet, confirm: ['France', 'Germany'] }));
    const phase = value(await getPhase(archive, { gameId: game.id }));
    expect(phase.problems!.map((p) => p.power).sort()).toEqual(['France', 'Germany']);
    for (const view of filed) expect(phase.problems!.find((p) => p.submission === view.submission.id)?.problems).toEqual(view.problems);
    expect(phase.problems!.flatMap((p) => p.problems).every((p) => p.say !== undefined)).toBe(true);
  });

  it('a line the text no longer reads the same way keeps its stored English, without a say', async () => {
    const archive = await tempArchive();
    const game = value(await createGame(archive, { name: 'Genf' }));
    value(await submitOrders(archive, { gameId: game.id, power: 'France', text: 'A Par - Xyzzy\nA Mar H', confirm: ['France'] }));
    // Tamper with the stored line as an older Adjutant might have worded it.
    archive.db.prepare("UPDATE submissions SET diagnostics = json_set(diagnostics, '$[0].message', 'an older wording')").run();
    const phase = value(await getPhase(archive, { gameId: game.id }));
    expect(phase.problems![0].problems).toEqual([{ line: 1, message: 'an older wording' }]);
  });

  it('a set read whole has no problems to read back', async () => {
    const archive = await tempArchive();
    const game = value(await createGame(archive, { name: 'Basel' }));
    value(await submitOrders(archive, { gameId: game.id, power: 'France', text: 'A Par H\nA Mar H' }));
    expect(value(await getPhase(archive, { gameId: game.id })).problems).toEqual([]);
  });
});
