// The order reader's messages (the engine's codes and particulars, engine/orders/says.ts) in the
// app's language: the `reader` namespace of resources/i18n/<code>.json words each code, and the
// provinces and powers are named in that language where the reader's language files name them
// (Bourgogne for a French GM on the standard board), in the map's English otherwise (variants).
import { englishWording, wordSay, type GameMap, type LineDiagnostic, type Say, type SayCode, type Wording } from '../../engine/index';
import { errorText, i18n } from './index';
import { placeNames } from './placeNames';

/** How the reader's messages are worded in `lang` (the app's language unless given). */
export function readerWording(map: GameMap | null, lang: string = i18n.language): Wording {
  const english = englishWording(map);
  if (lang === 'en') return english;
  const t = i18n.getFixedT(lang, 'reader');
  const names = placeNames(map, lang);
  return {
    template: (code: SayCode) => {
      const found: unknown = i18n.getResource(lang, 'reader', `says.${code}`);
      return typeof found === 'string' ? found : english.template(code);
    },
    province: names.province,
    power: names.power,
    // Adjectives agree with their noun in these languages: the messages name the power instead.
    adjective: names.power,
    unit: (type) => t(type === 'A' ? 'words.army' : 'words.fleet'),
    meaning: (meaning) => t(`meanings.${meaning}`),
    language: (code) => t(`languages.${code}`),
    list: (items, join) => {
      if (join === 'comma') return items.join(', ');
      const word = t(join === 'and' ? 'words.and' : 'words.or');
      return items.length > 1 ? `${items.slice(0, -1).join(', ')} ${word} ${items[items.length - 1]}` : items.join('');
    },
  };
}

/** A reader's message in the app's language; without its data (an older answer), as the engine gave it. */
export function readerText(say: Say | undefined, message: string, map: GameMap | null): string {
  return say ? wordSay(say, readerWording(map)) : message;
}

/**
 * A line of a filed set or a correction the reader did not understand (the service's `problems`), in
 * the app's language: its service message (`said`) or the reader's own (`say`); a line read from the
 * archive, which has neither, as stored (English).
 */
export function problemText(p: Parameters<typeof errorText>[0] & { say?: Say }, map: GameMap | null): string {
  if (p.said || !p.say || i18n.language === 'en') return errorText(p);
  return readerText(p.say, p.message, map);
}

/** A sheet's line with its message and notes in the app's language (and its further orders too). */
export function wordLine<T extends LineDiagnostic>(l: T, map: GameMap | null): T {
  const notes = l.notes?.map((n) => ({ ...n, message: readerText(n.say, n.message, map) }));
  const message = l.say ? readerText(l.say, l.message ?? '', map) : notes && l.message !== undefined ? notes.map((n) => n.message).join('; ') : l.message;
  const more = l.more?.map((m) => wordLine(m, map));
  return { ...l, ...(message !== undefined ? { message } : {}), ...(notes ? { notes } : {}), ...(more ? { more } : {}) };
}
