// The adjudicator's explanations (the engine's codes and particulars, engine/report/because.ts) in
// the app's language: the `explain` namespace of resources/i18n/<code>.json words each code; units
// and orders stay in the short notation the rest of the screen shows (`A Mun - Bur`), provinces and
// powers are named in that language where the order reader's language files name them (Bourgogne
// for a French GM on the standard board), in the map's English otherwise (variants).
import {
  englishExplainWording,
  explainResult,
  localPowerName,
  localProvinceName,
  wordExplanation,
  type ExplainCode,
  type ExplainWording,
  type GameMap,
  type OrderResult,
} from '../../engine/index';
import { i18n } from './index';

/** How explanations are worded in `lang` (the app's language unless given). */
export function explainWording(map: GameMap, lang: string = i18n.language): ExplainWording {
  const english = englishExplainWording(map);
  if (lang === 'en') return english;
  const found = (ns: string, key: string): string | null => {
    const text: unknown = i18n.getResource(lang, ns, key);
    return typeof text === 'string' ? text : null;
  };
  return {
    ...english,
    template: (code: ExplainCode) => found('explain', code) ?? english.template(code),
    place: (id) => localProvinceName(map.board, lang, id) ?? english.place(id),
    power: (power) => localPowerName(map.board, lang, power) ?? power,
    // The adjective as a unit's (`française`: l'unité), where the reports name it; else the power's name.
    adjective: (power) => (localPowerName(map.board, lang, power) !== null ? found('report', `adjective.${power}`) : null) ?? english.adjective(power),
    list: (items) => {
      const and = found('reader', 'words.and') ?? 'and';
      return items.length > 1 ? `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}` : items.join('');
    },
  };
}

/** One order's result in a sentence, in the app's language (`lang` to choose another). */
export function explainText(r: OrderResult, map: GameMap, lang?: string): string {
  return wordExplanation(explainResult(r, map), explainWording(map, lang));
}
