// Reports in the game's language (issue 32): the report language is a game setting (migration
// 0014), chosen at creation and changed later; the text, HTML, order sheets and the printed map's
// labels follow it, with the edition's names and order notation, which the order reader reads back
// in that language; the Judge-style text stays English byte for byte.
import { afterEach, describe, expect, it } from 'vitest';
import { gameCli } from '../cli/inProcess';
import { reportWords, type ReportLanguage } from '../../../electron/reports/language';
import { createGame, getGame, mapSvg, orderSheets, phaseReport, phaseReportData, setReportLanguage } from '../../../electron/service/index';
import { parseOrder, readOrder } from '../../../engine/orders/parse';
import { standardMap } from '../../../engine/map/standard';
import type { Order } from '../../../engine/types';
import type { Archive } from '../../../electron/archive/db';
import { cleanUp, errorOf, tempArchive, value } from '../service/support';
import { adjustments, battles, retreats } from './scenarios';
import { htmlText } from './htmlText';

afterEach(cleanUp);

const map = standardMap();
const LOCAL: ReportLanguage[] = ['fr', 'de', 'it'];

async function inLanguage(archive: Archive, played: Promise<{ gameId: number; seq: number }>, language: ReportLanguage) {
  const p = await played;
  value(await setReportLanguage(archive, { gameId: p.gameId, language }));
  return p;
}

const text = htmlText;

type Phase = 'movement' | 'retreat' | 'adjustment';

/** Every kind of order, with coasts, a convoy route and a support to hold, as the English reader reads them. */
const ORDERS: { order: Order; phase: Phase }[] = (
  [
    ['A par H', 'movement'],
    ['A par - bur', 'movement'],
    ['F mao - spa/nc', 'movement'],
    ['A lon - bel via Convoy', 'movement'],
    ['A mar S A par - bur', 'movement'],
    ['A mun S A ber', 'movement'],
    ['F nth C A lon - bel', 'movement'],
    ['F bla - bul/ec', 'retreat'],
    ['A boh disband', 'retreat'],
    ['Build F stp/sc', 'adjustment'],
    ['Build A mun', 'adjustment'],
    ['Remove F tri', 'adjustment'],
  ] as const
).map(([text, phase]: readonly [string, Phase]) => {
  const read = parseOrder(text, map, { phase });
  if (!read.ok) throw new Error(`${text}: ${read.error.message}`);
  return { order: read.value, phase };
});

describe('orders printed in the edition’s notation read back in that language', () => {
  for (const lang of LOCAL) {
    it(`${lang}: every kind of order, printed and read back, is the same order`, () => {
      const w = reportWords(lang, map);
      const printed: string[] = [];
      for (const { order, phase } of ORDERS) {
        const line = w.order(order, map);
        printed.push(line);
        const back = readOrder(line, map, { languages: [lang], phase });
        expect(back.ok, `${lang}: '${line}' ${back.ok ? '' : back.error.message}`).toBe(true);
        const english = readOrder(reportWords('en', map).order(order, map), map, { phase });
        if (back.ok && english.ok) expect(back.value.order, line).toEqual(english.value.order);
      }
      console.log(`${lang}: ${printed.join(' | ')}`);
    });
  }

  it('prints the edition’s words and abbreviations where it has them', () => {
    const o = ORDERS.map((x) => x.order);
    expect(reportWords('fr', map).order(o[4], map)).toBe('A Mar S A Par - Bou');
    expect(reportWords('fr', map).order(o[0], map)).toBe('A Par T');
    expect(reportWords('de', map).order(o[5], map)).toBe('A Mün U A Ber');
    expect(reportWords('de', map).order(o[6], map)).toBe('F Nth K A Lon - Bel');
    expect(reportWords('it', map).order(o[0], map)).toBe('A Par ferma');
    expect(reportWords('fr', map).order(o[2], map)).toBe('F Mao - Esp/nord');
    expect(reportWords('en', map).order(o[4], map)).toBe('A Mar S A Par - Bur');
  });
});

describe('the phase report in the game’s language', () => {
  it('French: text with the phase, the edition’s names, the headings; the orders read back as the phase’s orders', async () => {
    const archive = await tempArchive();
    const { gameId, seq } = await inLanguage(archive, battles(archive), 'fr');
    const body = value(await phaseReport(archive, { gameId, seq, format: 'text' })).body;
    console.log(body);
    expect(body).toContain('Printemps 1902, mouvements (phase 0, S1902M) : résultats');
    expect(body).toContain('\nAllemagne :\n');
    expect(body).toContain('  Puissance   Centres   Écart  Unités');
    expect(body).toContain('A Mun - Bou a avancé : 2 contre 1, délogeant A Bou');
    expect(body).toContain('Unités délogées :');
    expect(body).toContain('Centres de ravitaillement après');
    expect(body).toContain('Positions bloquées, où aucune unité ne peut se retirer : Mar.');
    expect(body).toContain('La phase suivante : Printemps 1902, retraites.');
    expect(body).not.toMatch(/\bSpring\b|\bmoved\b|\bbounced\b/);
    // The orders as printed, read back in French, are the orders the phase was adjudicated with.
    const model = value(await phaseReportData(archive, { gameId, seq }));
    expect(model.language).toBe('fr');
    const lines = model.powers.flatMap((p) => p.lines.filter((l) => l.mark !== 'no-order').map((l) => l.order));
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) {
      const back = readOrder(line, map, { languages: ['fr'], phase: 'movement' });
      expect(back.ok, line).toBe(true);
    }
  });

  for (const [lang, words] of [
    ['de', ['Frühjahr 1902, Bewegung', 'Versorgungszentren nach', 'Vertriebene Einheiten', 'Deutschland', 'Großmacht', 'Bur']],
    ['it', ['Primavera 1902, movimenti', 'Centri di rifornimento dopo', 'Unità sloggiate', 'Germania', 'Potenza', 'Bor']],
  ] as const) {
    it(`${lang}: text and HTML in the language`, async () => {
      const archive = await tempArchive();
      const { gameId, seq } = await inLanguage(archive, battles(archive), lang);
      const body = value(await phaseReport(archive, { gameId, seq, format: 'text' })).body;
      const html = value(await phaseReport(archive, { gameId, seq, format: 'html' })).body;
      expect(html).toContain(`<html lang="${lang}">`);
      for (const w of words) {
        expect(body).toContain(w);
        expect(text(html)).toContain(w);
      }
    });
  }

  it('the report orders of a French game match the English report’s orders one for one', async () => {
    const archive = await tempArchive();
    const { gameId, seq } = await battles(archive);
    const en = value(await phaseReportData(archive, { gameId, seq }));
    const swatches = async () => value(await phaseReport(archive, { gameId, seq, format: 'html' })).body.match(/class="sw" style="[^"]+"/g);
    const enSwatches = await swatches();
    value(await setReportLanguage(archive, { gameId, language: 'fr' }));
    // Each power keeps its colour whatever its name in the report.
    expect(await swatches()).toEqual(enSwatches);
    const fr = value(await phaseReportData(archive, { gameId, seq }));
    const enOrders = en.powers.flatMap((p) => p.lines.map((l) => l.order));
    const frOrders = fr.powers.flatMap((p) => p.lines.map((l) => l.order));
    expect(frOrders).toHaveLength(enOrders.length);
    frOrders.forEach((line, i) => {
      if (!/\s/.test(line.slice(2)) && fr.powers.flatMap((p) => p.lines)[i].mark === 'no-order') return;
      const a = readOrder(line, map, { languages: ['fr'], phase: 'movement' });
      const b = readOrder(enOrders[i], map, { phase: 'movement' });
      expect(a.ok && b.ok, `${line} / ${enOrders[i]}`).toBe(true);
      if (a.ok && b.ok) expect(a.value.order).toEqual(b.value.order);
    });
  });

  it('the Judge-style text is byte for byte the same whatever the report language', async () => {
    const archive = await tempArchive();
    const { gameId, seq } = await battles(archive);
    const english = value(await phaseReport(archive, { gameId, seq, format: 'judge' })).body;
    const history = value(await phaseReport(archive, { gameId, seq, format: 'judge' })).body;
    for (const language of ['fr', 'de', 'it', 'en'] as const) {
      value(await setReportLanguage(archive, { gameId, language }));
      expect(value(await phaseReport(archive, { gameId, seq, format: 'judge' })).body).toBe(english);
    }
    expect(history).toBe(english);
    expect(english).toMatch(/Movement results for Spring of 1902/);
  });

  it('order sheets in the language: headings, instructions, the edition’s names', async () => {
    const archive = await tempArchive();
    const move = await inLanguage(archive, battles(archive), 'fr');
    const sheets = text(value(await orderSheets(archive, { gameId: move.gameId, seq: move.seq })).body);
    expect(sheets).toContain('Écrivez un ordre pour chaque unité.');
    expect(sheets).toContain('Ordres pour Printemps 1902, mouvements');
    expect(sheets).toContain('Bourgogne');
    expect(sheets).toContain('A Bou');
    expect(sheets).toContain('Allemagne');

    const two = await tempArchive();
    const back = await inLanguage(two, retreats(two), 'de');
    const de = text(value(await orderSheets(two, { gameId: back.gameId, seq: back.seq })).body);
    expect(de).toContain('Rückzug nach');
    expect(de).toContain('Frühjahr 1902, Rückzug');

    const three = await tempArchive();
    const adj = await inLanguage(three, adjustments(three), 'it');
    const it = text(value(await orderSheets(three, { gameId: adj.gameId, seq: adj.seq })).body);
    expect(it).toMatch(/Costruzioni da fare: \d|Rimozioni da fare: \d/);
    expect(it).toMatch(/Inverno \d{4}, aggiustamenti/);
  });

  it('the printed map labels the provinces with the edition’s abbreviations, and its key is in the language', async () => {
    const archive = await tempArchive();
    const { gameId, seq } = await inLanguage(archive, battles(archive), 'de');
    const svg = value(await mapSvg(archive, { gameId, seq })).body;
    expect(svg).toMatch(/>Mün</);
    expect(svg).toMatch(/>Böh</);
    expect(svg).not.toMatch(/>Mun</);
    const html = value(await phaseReport(archive, { gameId, seq, format: 'html' })).body;
    expect(html).toContain('>Legende<');
    expect(html).toContain('>Unterstützung unterbrochen<');
    expect(html).toContain('>Österreich<');
  });
});

describe('the report language as a game setting', () => {
  it('defaults to English, is chosen at creation, changed later, and a bad one is refused', async () => {
    const archive = await tempArchive();
    const plain = value(await createGame(archive, { name: 'Plain' }));
    expect(plain.reportLanguage).toBe('en');
    const fr = value(await createGame(archive, { name: 'Convention', reportLanguage: 'fr' }));
    expect(fr.reportLanguage).toBe('fr');
    expect(value(await setReportLanguage(archive, { gameId: fr.id, language: 'it' })).reportLanguage).toBe('it');
    expect(value(await getGame(archive, { gameId: fr.id })).reportLanguage).toBe('it');
    expect(errorOf(await createGame(archive, { name: 'Bad', reportLanguage: 'xx' as 'fr' })).code).toBe('invalid-input');
    expect(errorOf(await setReportLanguage(archive, { gameId: fr.id, language: 'es' as 'fr' })).code).toBe('invalid-input');
    expect(errorOf(await setReportLanguage(archive, { gameId: 999, language: 'fr' })).code).toBe('not-found');
  });

  it('the CLI: game new --report-language, game set --report-language, game show says so', async () => {
    const run = gameCli();
    const made = await run(['new', 'Paris 1901', '--report-language', 'fr']);
    expect(made.code, made.err).toBe(0);
    expect(made.out).toContain('Reports in: fr');
    const bad = await run(['set', 'Paris 1901', '--report-language', 'klingon']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain("--report-language 'klingon': one of en, fr, de, it");
    const set = await run(['set', 'Paris 1901', '--report-language', 'de']);
    expect(set.out, set.err).toContain('Reports in: de');
    expect((await run(['report', 'Paris 1901', '--format', 'text'])).out).toContain('Frühjahr 1901, Bewegung');
    expect((await run(['report', 'Paris 1901', '--format', 'judge'])).out).not.toContain('Frühjahr');
  });
});
