// Issue 32, line 1: the lines the reader did not understand, listed after a filed set and in a
// correction's preview, worded in the GM's language. The service answers each with the reader's
// message as data (`say`, engine/orders/says.ts) beside its English `message`; the window words it
// (readerWords.ts `problemText`). What is stored and what the CLI prints stay the English as before.
import { afterEach, describe, expect, it } from 'vitest';
import { adjudicatePhase, createGame, previewCorrection, submitOrders } from '../../../electron/service/index';
import { standardMap, wordSay, englishWording } from '../../../engine/index';
import { i18n } from '../../../renderer/i18n/index';
import { problemText } from '../../../renderer/i18n/readerWords';
import { cleanUp, SPRING_1901, tempArchive, value } from '../../electron/service/support';

afterEach(async () => {
  cleanUp();
  await i18n.changeLanguage('en');
});

const map = standardMap();
/** Lines the reader cannot read: a word that is no province, a coast that is none, no order at all. */
const BAD = 'A par - xyz\nF bre - gas/qq\nA mar';

/** Whether a sentence still holds the reader's English words (`not understood`, `is not a province`). */
const english = (text: string) => /not understood|is not a|expected|could be/.test(text);

describe('the reader’s problems after a filed set and in a correction, in the GM’s language', () => {
  it('a filed set: each problem carries its message as data, worded whole in French, German and Italian', async () => {
    const archive = await tempArchive();
    const gameId = value(await createGame(archive, { name: 'Words' })).id;
    const [view] = value(await submitOrders(archive, { gameId, power: 'France', text: BAD, confirm: ['France'] }));
    expect(view.problems.length).toBeGreaterThanOrEqual(2);
    for (const p of view.problems) {
      expect(p.say, `line ${p.line}`).toBeDefined();
      // The English message is the engine's wording of the same data, unchanged.
      expect(wordSay(p.say!, englishWording(map))).toBe(p.message);
      expect(problemText(p, map)).toBe(p.message);
    }
    // Stored as before: the lines keep no `say`.
    expect(view.submission.diagnostics.some((d) => 'say' in d)).toBe(false);
    for (const lang of ['fr', 'de', 'it']) {
      await i18n.changeLanguage(lang);
      for (const p of view.problems) {
        const text = problemText(p, map);
        expect(text, `${lang} line ${p.line}: ${text}`).not.toBe(p.message);
        expect(english(text), `${lang} line ${p.line}: ${text}`).toBe(false);
      }
    }
  });

  it('a correction’s unread lines are worded the same way', async () => {
    const archive = await tempArchive();
    const gameId = value(await createGame(archive, { name: 'Mend' })).id;
    value(await submitOrders(archive, { gameId, text: SPRING_1901 }));
    value(await adjudicatePhase(archive, { gameId }));
    const preview = value(await previewCorrection(archive, { gameId, seq: 0, power: 'France', text: `A par - bur\n${BAD}` }));
    expect(preview.problems.length).toBeGreaterThanOrEqual(2);
    for (const p of preview.problems) expect(p.say, `line ${p.line}`).toBeDefined();
    for (const lang of ['fr', 'de', 'it']) {
      await i18n.changeLanguage(lang);
      for (const p of preview.problems) expect(english(problemText(p, map)), `${lang} line ${p.line}`).toBe(false);
    }
  });
});
