// Issue 32, line 1: the adjudicator's explanations in the GM's language. The codes come from the
// engine (EXPLAIN_CODES: the keys of EXPLAIN_ENGLISH, which the ExplainCode union is made from;
// ILLEGAL_REASONS: the keys of the table that must name every IllegalReason), so a code added to
// the engine without wording in every language fails here.
import { describe, expect, it } from 'vitest';
import {
  EXPLAIN_CODES,
  EXPLAIN_ENGLISH,
  ILLEGAL_REASONS,
  englishExplainWording,
  illegalReason,
  wordExplanation,
  type Explanation,
  type ExplainWording,
  type Order,
  type OrderResult,
} from '../../../engine/index';
import { LANGUAGES } from '../../../renderer/i18n';
import { CATALOGUES } from '../../../renderer/i18n/catalogues';
import { explainText, explainWording } from '../../../renderer/i18n/explainWords';
import { judge, map, resultOf, type Setup } from '../../engine/report/judge';

const variables = (text: string): string[] => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const catalogue = (lang: string): Record<string, string> => (CATALOGUES[lang as keyof typeof CATALOGUES] as Record<string, Record<string, string>>).explain;

describe('every explanation code in every language', () => {
  it('English in resources/i18n/en.json is the engine’s English, word for word', () => {
    expect(catalogue('en')).toEqual(EXPLAIN_ENGLISH);
  });

  for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
    it(`${lang}: a wording for each code, with the particulars the English wording has`, () => {
      const words = catalogue(lang);
      const missing = EXPLAIN_CODES.filter((code) => typeof words[code] !== 'string' || words[code] === '');
      expect(missing).toEqual([]);
      expect(Object.keys(words).sort()).toEqual([...EXPLAIN_CODES].sort());
      for (const code of EXPLAIN_CODES) {
        expect(variables(words[code]), `${lang} ${code}`).toEqual(variables(EXPLAIN_ENGLISH[code]));
      }
    });
  }
});

/** A wording that fails on any code its language does not word (no quiet fall back to English). */
function strict(lang: string): ExplainWording {
  const w = explainWording(map, lang);
  return {
    ...w,
    template: (code) => {
      if (!Object.prototype.hasOwnProperty.call(catalogue(lang), code)) throw new Error(`${lang} has no wording for ${code}`);
      return w.template(code);
    },
  };
}

/** Results of each kind of order for one reason, as the engine might give them. */
function resultsFor(reason: OrderResult['reason']): OrderResult[] {
  const unit = { type: 'F' as const, province: 'spa', coast: 'nc' as const };
  const orders: Order[] = [
    { kind: 'hold', unit },
    { kind: 'move', unit: { ...unit, type: 'A' }, to: 'mid', coast: 'sc', viaConvoy: false },
    { kind: 'move', unit, to: 'stp', coast: 'ec', viaConvoy: false },
    { kind: 'support', unit, target: { type: 'A', province: 'por', coast: null }, to: 'gas', coast: null },
    { kind: 'convoy', unit, army: { type: 'F', province: 'por', coast: null }, to: 'spa' },
    { kind: 'retreat', unit, to: 'gas', coast: null },
    { kind: 'build', unitType: null, province: 'par', coast: 'nc' },
    { kind: 'remove', unit },
    { kind: 'waive' },
  ] as Order[];
  return orders.flatMap((order) =>
    [true, false].map(
      (matched) =>
        ({
          power: 'France',
          order,
          unit: matched ? { power: 'France', type: 'A' as const, province: 'spa', coast: null } : null,
          outcome: 'illegal' as const,
          reason,
          by: [],
          strengths: null,
        }) as unknown as OrderResult,
    ),
  );
}

describe('every reason an order is illegal, worded in every language', () => {
  it('ILLEGAL_REASONS names every reason', () => {
    expect(ILLEGAL_REASONS.length).toBe(33);
  });
  for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
    it(`${lang}: each reason, for each kind of order, in ${lang} words`, () => {
      for (const reason of ILLEGAL_REASONS) {
        for (const r of resultsFor(reason)) {
          const e: Explanation = illegalReason(reason, r, map);
          const text = wordExplanation(e, strict(lang));
          expect(text, `${lang} ${reason}`).not.toMatch(/\{\{|undefined/);
          expect(text, `${lang} ${reason}`).not.toBe(wordExplanation(e, englishExplainWording(map)));
        }
      }
    });
  }
});

function sentence(units: string[], orders: [string, string][], of: string, lang: string, setup: Setup = {}): string {
  return explainText(resultOf(judge(units, orders, setup).result, of), map, lang);
}

const BOUNCE: [string[], [string, string][], string] = [
  ['Germany A mun', 'France A mar'],
  [
    ['Germany', 'A mun - bur'],
    ['France', 'A mar - bur'],
  ],
  'A mun - bur',
];
const CUT: [string[], [string, string][], string] = [
  ['France A mar', 'France A par', 'Germany A pic'],
  [
    ['France', 'A mar - bur'],
    ['France', 'A par S A mar - bur'],
    ['Germany', 'A pic - par'],
  ],
  'A par S A mar - bur',
];
const PARADOX: [string[], [string, string][], string] = [
  ['England F lon', 'England F wal', 'France A bre', 'France F eng'],
  [
    ['England', 'F lon S F wal - eng'],
    ['England', 'F wal - eng'],
    ['France', 'A bre - lon'],
    ['France', 'F eng C A bre - lon'],
  ],
  'A bre - lon',
];
const ILLEGAL: [string[], [string, string][], string] = [['France F bre'], [['France', 'F bre - par']], 'F bre - par'];
const DISLODGED: [string[], [string, string][], string] = [
  ['Germany A mun', 'Germany A sil', 'Austria A boh', 'Austria A tyr'],
  [
    ['Germany', 'A mun S A sil - boh'],
    ['Germany', 'A sil - boh'],
    ['Austria', 'A boh - mun'],
    ['Austria', 'A tyr S A boh - mun'],
  ],
  'A mun S A sil - boh',
];

/** The same results in each language: the strengths, who cut or dislodged, the rule all kept. */
const SAYS: Record<string, Record<'fr' | 'de' | 'it', string>> = {
  BOUNCE: {
    fr: 'A mun - bur rebondit : attaque 1 contre A mar (1).',
    de: 'A mun - bur prallt ab: Angriff 1 gegen A mar (1).',
    it: 'A mun - bur rimbalza: attacco 1 contro A mar (1).',
  },
  CUT: {
    fr: 'A par S A mar - bur voit son soutien coupé par A pic.',
    de: 'A par S A mar - bur wird unterbrochen durch A pic.',
    it: 'A par S A mar - bur vede il suo sostegno tagliato da A pic.',
  },
  PARADOX: {
    fr: 'A bre - lon échoue selon la règle du paradoxe de convoi, qui arrête le convoi de F eng.',
    de: 'A bre - lon scheitert nach der Regel des Konvoi-Paradoxons, die den Konvoi durch F eng anhält.',
    it: 'A bre - lon fallisce per la regola del paradosso del convoglio, che ferma il convoglio di F eng.',
  },
  ILLEGAL: {
    fr: "F bre - par est illégal : une flotte ne peut pas aller vers Paris, qui est à l'intérieur des terres.",
    de: 'F bre - par ist unzulässig: eine Flotte kann nicht nach Paris ziehen, denn das liegt im Binnenland.',
    it: 'F bre - par è illegale: una flotta non può andare verso Parigi, che è nell’entroterra.',
  },
  DISLODGED: {
    fr: 'A mun S A sil - boh échoue et est délogée par A boh venue de Bohême.',
    de: 'A mun S A sil - boh scheitert und wird vertrieben durch A boh aus Böhmen.',
    it: 'A mun S A sil - boh fallisce ed è sloggiata da A boh proveniente da Boemia.',
  },
  IMPLIED: {
    fr: 'A mun - sil (déduit des autres ordres) avance.',
    de: 'A mun - sil (aus den anderen Befehlen abgeleitet) zieht.',
    it: 'A mun - sil (dedotto dagli altri ordini) avanza.',
  },
};

describe('sample sentences in French, German and Italian, from real adjudications', () => {
  const cases = { BOUNCE, CUT, PARADOX, ILLEGAL, DISLODGED };
  for (const lang of ['fr', 'de', 'it'] as const) {
    for (const [name, c] of Object.entries(cases))
      it(`${lang}: ${name.toLowerCase()}`, () => {
        expect(sentence(...c, lang)).toBe(SAYS[name][lang]);
      });
    it(`${lang}: an implied order (DATC 4.E.3)`, () => {
      const { result } = judge(['Germany A mun', 'Germany A ber'], [['Germany', 'A ber S A mun - sil']], { options: { '4.E.3': 'allowed' } });
      const implied = result.results.find((r) => r.implicit);
      expect(implied && explainText(implied, map, lang)).toBe(SAYS.IMPLIED[lang]);
    });
  }

  it('English is the engine’s sentence, word for word', () => {
    expect(sentence(...BOUNCE, 'en')).toBe('A mun - bur bounces: attack 1 against A mar (1).');
  });

  it('a coast in words in each language', () => {
    const r = resultsFor('wrong-coast')[0];
    const e = illegalReason('wrong-coast', r, map);
    expect(wordExplanation(e, englishExplainWording(map))).toBe('the fleet in Spain is not on the north coast of Spain');
    expect(wordExplanation(e, explainWording(map, 'fr'))).toBe('la flotte sur Espagne n’est pas sur la côte nord (Espagne)'.replace('’', "'"));
    expect(wordExplanation(e, explainWording(map, 'de'))).toBe('die Nordküste von Spanien ist nicht die Küste der Flotte in Spanien');
  });
});
