// Issue 32: why an order is illegal, in the report's language (the engine's explanation as data,
// worded from the `explain` namespace of resources/i18n, as the window words it): a German game's
// text and HTML reports say it in German with the edition's names, an English game's as before.
import { afterEach, describe, expect, it } from 'vitest';
import { phaseReport, setReportLanguage } from '../../../electron/service/index';
import { cleanUp, tempArchive, value } from '../service/support';
import { openingBounces } from './scenarios';

afterEach(cleanUp);

/** Words as read: the text report wraps its lines. */
const flat = (body: string) => body.replace(/\s+/g, ' ');

const text = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<svg[\s\S]*<\/svg>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ');

describe('an illegal order explained in the report language', () => {
  it('German: the text and HTML reports give the reason in German, with the edition’s names', async () => {
    const archive = await tempArchive();
    const { gameId, seq } = await openingBounces(archive);
    const english = flat(value(await phaseReport(archive, { gameId, seq, format: 'text' })).body);
    expect(english).toContain('F Nap - Adr illegal: a fleet cannot go from Naples to Adriatic Sea in one move; the unit held');
    value(await setReportLanguage(archive, { gameId, language: 'de' }));
    const body = flat(value(await phaseReport(archive, { gameId, seq, format: 'text' })).body);
    const html = text(value(await phaseReport(archive, { gameId, seq, format: 'html' })).body);
    const german = 'F Nea - Adr unzulässig: eine Flotte kann nicht in einem Zug von Neapel nach Adriatisches Meer ziehen; die Einheit hielt';
    expect(body).toContain(german);
    // The HTML puts the mark (`unzulässig`) in a badge of its own before the sentence.
    expect(html).toContain(german.slice(german.indexOf('unzulässig:')));
    expect(html).toContain('F Nea - Adr');
    expect(body).not.toMatch(/cannot go|in one move/);
  });

  it('French and Italian too, in their words', async () => {
    const archive = await tempArchive();
    const { gameId, seq } = await openingBounces(archive);
    const said: Record<string, string> = {};
    for (const language of ['fr', 'it'] as const) {
      value(await setReportLanguage(archive, { gameId, language }));
      said[language] = flat(value(await phaseReport(archive, { gameId, seq, format: 'text' })).body);
    }
    expect(said.fr).toContain('une flotte ne peut pas aller de Naples vers Mer Adriatique en un seul mouvement');
    expect(said.it).toContain('una flotta non può andare da Napoli a Mare Adriatico in un solo movimento');
  });
});
