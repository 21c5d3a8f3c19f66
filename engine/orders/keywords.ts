// The words orders are made of, in every way people write them (normal form: lowercase, no dots).
import type { UnitType } from '../types';

const words = (...list: string[]): ReadonlySet<string> => new Set(list);

export const HOLD = words('h', 'hold', 'holds', 'holding', 'stand', 'stands');
export const SUPPORT = words('s', 'sup', 'supp', 'support', 'supports', 'supporting');
export const CONVOY = words('c', 'cvy', 'convoy', 'convoys', 'convoying', 'transport', 'transports');
export const RETREAT = words('r', 'retreat', 'retreats', 'retreating');
export const DISBAND = words('d', 'disband', 'disbands', 'disbanded');
export const BUILD = words('b', 'build', 'builds');
export const REMOVE = words('remove', 'removes', 'removed', 'destroy', 'destroys');
/** `w` is the judges' waive (njudge). */
export const WAIVE = words('w', 'waive', 'waives', 'waived', 'waiving');
/** Words that say "moves to", besides the arrow signs; `m` is the judges' (njudge `A Ser m Rum`). */
export const MOVE = words('m', 'to', 'move', 'moves', 'moving', 'attack', 'attacks', 'into');
/** webDiplomacy's `support move to Burgundy from Paris`, `convoy to Belgium from London`. */
export const FROM = words('from');
/** `via convoy`, `by convoy`. */
export const VIA = words('via', 'by');
/** Words that may stand before a province and say nothing (`the North Sea`, `army in Paris`). */
export const FILLER = words('the', 'in', 'at');

export const UNIT_TYPE_WORDS: ReadonlyMap<string, UnitType> = new Map([
  ['a', 'A'],
  ['army', 'A'],
  ['f', 'F'],
  ['fleet', 'F'],
]);

const ALL: ReadonlySet<string>[] = [HOLD, SUPPORT, CONVOY, RETREAT, DISBAND, BUILD, REMOVE, WAIVE, MOVE, VIA];

/** Whether a word is part of the order language (so never a misspelt province). */
export function isKeyword(word: string): boolean {
  return ALL.some((set) => set.has(word)) || UNIT_TYPE_WORDS.has(word);
}
