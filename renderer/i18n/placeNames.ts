// Provinces and powers named in the window's language: the names of the order reader's language
// files (Bourgogne, Angleterre, Karthago, Pékin; engine/orders/languages, the one source of
// localised names) for the boards Adjutant ships, by the map's board; the map's English names
// otherwise (a GM's own board, English).
import { useTranslation } from 'react-i18next';
import { localPowerName, localProvinceName, type GameMap } from '../../engine/index';
import { i18n } from './index';

export interface PlaceNames {
  /** `bur` -> Bourgogne (fr), Burgundy (en). */
  province(id: string): string;
  /** `England` -> Angleterre (fr). */
  power(power: string): string;
}

/** The names in `lang` (the window's language unless given). */
export function placeNames(map: GameMap | null, lang: string = i18n.language): PlaceNames {
  const board = map?.board ?? '';
  return {
    province: (id) => localProvinceName(board, lang, id) ?? map?.province(id)?.name ?? id,
    power: (power) => localPowerName(board, lang, power) ?? power,
  };
}

/** The names in the window's language, for a component: it is drawn again when the language changes. */
export function usePlaceNames(map: GameMap | null): PlaceNames {
  const { i18n: current } = useTranslation();
  return placeNames(map, current.language);
}

/** A power of the standard board (a tournament's boards) in `lang` (the window's language unless given). */
export function standardPowerName(power: string, lang: string = i18n.language): string {
  return localPowerName('standard', lang, power) ?? power;
}
