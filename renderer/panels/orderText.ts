// Orders as the screen shows them: normalised the way the printed report writes them (the Judge's
// short notation, places capitalised: `A Vie - Gal`, `F Stp/sc - Bot`, `Build F Kie`), whatever case
// and spacing they were typed in. The text as typed stays with the order, one click away.
import { formatOrder, type GameMap, type Order } from '../../engine/index';

/**
 * A unit's or a move's place in the short notation (`A vie`, `- gal`, `R tyr`, `S F stp/sc`), and the
 * supported or convoyed unit written without its type (`S bur`, `C lon`): capitalised.
 */
const PLACE_AFTER = /(\b[AF] |- |\b[RSC] )([a-z]{3})\b/g;

/** Capitalises the places of orders written in the short notation inside `text` (a result's sentence too). */
export function normaliseOrderWords(text: string, map: GameMap): string {
  return text.replace(PLACE_AFTER, (all: string, before: string, id: string) => (map.province(id) ? `${before}${id[0].toUpperCase()}${id.slice(1)}` : all));
}

/** One order as the report prints it. */
export function shownOrder(order: Order, map: GameMap): string {
  const text = normaliseOrderWords(formatOrder(order, map, 'short'), map);
  return text[0].toUpperCase() + text.slice(1);
}

export { withKeys } from '../state/withKeys';
