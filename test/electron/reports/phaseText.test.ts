// One writer of the Judge-style phase text: a game's report (service phaseReport), `adjutant game`
// (electron/cli/game/render.ts) and `adjutant adjudicate --text` (electron/reports/phaseText.ts) all
// word a phase through electron/reports/text.ts; only the heading and the rules footer differ.
import { afterEach, describe, expect, it } from 'vitest';
import { resultText } from '../../../electron/cli/game/render';
import { adjudicatePhase, createGame, getGame, phaseReport, submitOrders } from '../../../electron/service/index';
import { standardMap } from '../../../engine/index';
import { cleanUp, SPRING_1901, tempArchive, value } from '../service/support';

afterEach(cleanUp);

const RULE = '-'.repeat(72);
/** The text between the heading (two rules) and the rules footer (a third rule). */
const body = (text: string) => text.split(`${RULE}\n`)[2].trimEnd();

describe('the phase text', () => {
  it('the command line words a phase exactly as the game report does', async () => {
    const archive = await tempArchive();
    const game = value(await createGame(archive, { name: 'One writer' }));
    const before = value(await getGame(archive, { gameId: game.id }));
    value(await submitOrders(archive, { gameId: game.id, text: SPRING_1901 }));
    const done = value(await adjudicatePhase(archive, { gameId: game.id }));
    const report = value(await phaseReport(archive, { gameId: game.id, seq: 0, format: 'text' })).body;

    const cli = resultText(standardMap(), before.position!, done);
    expect(cli.startsWith(`${RULE}\nStandard map, Spring 1901 Movement (S1901M): results\n${RULE}\n`)).toBe(true);
    expect(cli.split(`${RULE}\n`)).toHaveLength(3); // no rules footer
    expect(cli.split(`${RULE}\n`)[2].trimEnd()).toBe(body(report));
    expect(body(report)).toContain('France:\n  A Par - Bur moved');
  });
});
