// Game text is data, never markup: a game file or a GM can name a game (or a player) anything, and
// the printable documents must show it as text. The HTML report is printed in a script-less window,
// but escaping is what keeps a name from changing the document at all.
import { afterEach, describe, expect, it } from 'vitest';
import { createGame, orderSheets, phaseReport, setPlayer } from '../../../electron/service/index';
import { cleanUp, tempArchive, value } from '../service/support';

afterEach(cleanUp);

const HOSTILE = `<script>alert(1)</script><img src=x onerror="alert(2)">&amp;`;

describe('game text in printable documents', () => {
  it('a game or player name with markup is escaped in the phase report and the order sheets', async () => {
    const archive = await tempArchive();
    const game = value(await createGame(archive, { name: HOSTILE }));
    value(await setPlayer(archive, { gameId: game.id, power: 'England', name: HOSTILE }));
    for (const html of [
      value(await phaseReport(archive, { gameId: game.id, format: 'html' })).body,
      value(await orderSheets(archive, { gameId: game.id })).body,
    ]) {
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/<img\b/i);
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    }
  });
});
