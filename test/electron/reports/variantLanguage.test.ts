// Reports of a game on another board Adjutant ships, in the game's report language (issue 32
// line 3): the provinces and powers named from the board's block of the language file (Karthago,
// Byzanz; Pékin), the orders in the edition's notation, which the reader reads back in that
// language, the printed map's labels in the edition's abbreviations; the Judge-style text English.
import { afterEach, describe, expect, it } from 'vitest';
import { reportWords } from '../../../electron/reports/language';
import { adjudicatePhase, createGame, mapSvg, orderSheets, phaseReport, submitOrders } from '../../../electron/service/index';
import { mapOf } from '../../../engine/map/variants';
import { readOrder } from '../../../engine/orders/parse';
import type { Archive } from '../../../electron/archive/db';
import { cleanUp, tempArchive, value } from '../service/support';
import { htmlText } from './htmlText';

afterEach(cleanUp);

const MED_ORDERS = [
  'Rome:',
  'F nea - sic',
  'A rom - apu',
  'A rav - ven',
  'Carthage:',
  'F tha - pun',
  'A cir - num',
  'A car - mau',
  'Greece:',
  'F spa - mes',
  'A ath - epi',
  'A mac - byz',
  'Persia:',
  'F sid - cil',
  'A ant - cap',
  'A dam - ara',
  'Egypt:',
  'F ale - cyr',
  'A mem - bay',
  'A Thebes S A Memphis - Bayuda',
].join('\n');

async function played(archive: Archive, variant: string, reportLanguage: 'fr' | 'de' | 'it', orders: string) {
  const gameId = value(await createGame(archive, { name: `${variant}-${reportLanguage}`, variant, reportLanguage })).id;
  value(await submitOrders(archive, { gameId, text: orders }));
  value(await adjudicatePhase(archive, { gameId }));
  return { gameId, seq: 0 };
}

describe('a report of an Ancient Mediterranean game in German', () => {
  it('names its provinces and powers in German, in the text, the HTML, the sheets and the map', async () => {
    const archive = await tempArchive();
    const { gameId, seq } = await played(archive, 'ancient-mediterranean', 'de', MED_ORDERS);
    const body = value(await phaseReport(archive, { gameId, seq, format: 'text' })).body;
    const html = htmlText(value(await phaseReport(archive, { gameId, seq, format: 'html' })).body);
    for (const page of [body, html]) {
      for (const word of ['Karthago', 'Griechenland', 'Ägypten', 'Frühjahr']) expect(page, word).toContain(word);
      // The map's name as the window gives it (mapNames).
      expect(page.replace(/\s+/g, ' ')).toContain('Karte Antikes Mittelmeer (Ancient Mediterranean)');
      // The orders in the edition's notation: its abbreviations where it has one (Kar, Mak), else the English ones.
      expect(page).toContain('A Kar - Mau');
      // `The` (Thebes) would read as the English `the`: printed in full.
      expect(page).toContain('A Theben U A Mem - Bay');
      expect(page).not.toContain('Carthage');
      expect(page).not.toContain('Greece');
    }
    const sheets = htmlText(value(await orderSheets(archive, { gameId, seq: seq + 1 })).body);
    for (const word of ['Karthago', 'Byzanz', 'Sizilien', 'Mauretanien']) expect(sheets, word).toContain(word);
    const svg = value(await mapSvg(archive, { gameId, seq })).body;
    expect(svg).toContain('>Kar<');
    expect(svg).not.toContain('>Car<');
    // Judge-style text stays English.
    const judge = value(await phaseReport(archive, { gameId, seq, format: 'judge' })).body;
    expect(judge).toContain('Carthage');
    expect(judge).not.toContain('Karthago');
  });
});

describe('every order printed on another board reads back in that language', () => {
  it.each([
    ['ancient-mediterranean', ['A rom - apu', 'F nea - sic', 'A Thebes S A mem - bay', 'F spa C A ath - cre', 'A car H', 'F ale - cyr']],
    ['youngstown-redux', ['A pek - man', 'F sha - ecs', 'F cal - bay', 'A del S A kas', 'A vnn - bud', 'F stp/sc - gob']],
  ])('%s', (variant, lines) => {
    const map = mapOf(variant)!;
    for (const lang of ['fr', 'de', 'it'] as const) {
      const w = reportWords(lang, map);
      for (const line of lines) {
        const english = readOrder(line, map, { phase: 'movement' });
        expect(english.ok, line).toBe(true);
        if (!english.ok) continue;
        const printed = w.order(english.value.order, map);
        const back = readOrder(printed, map, { languages: [lang], phase: 'movement' });
        expect(back.ok, `${lang}: '${printed}'`).toBe(true);
        if (back.ok) expect(back.value.order, printed).toEqual(english.value.order);
      }
    }
    const w = reportWords('fr', map);
    expect(w.name(variant === 'youngstown-redux' ? 'pek' : 'car')).toBe(variant === 'youngstown-redux' ? 'Pékin' : 'Carthage');
    expect(reportWords('it', map).power(variant === 'youngstown-redux' ? 'Japan' : 'Egypt')).toBe(variant === 'youngstown-redux' ? 'Giappone' : 'Egitto');
    expect(reportWords('de', map).adjective(variant === 'youngstown-redux' ? 'Britain' : 'Rome')).toBe(
      variant === 'youngstown-redux' ? 'britische' : 'römische',
    );
  });
});
