// What the service says on screen besides its refusals (those: `errorText`), worded from its codes
// in the app's language: the adjudication preview's rule notes (which sets of orders count and
// which rule option decided: electron/service/combine.ts), the `serviceSays` namespace. A note from
// an older service (no code) is shown as the service worded it.
import type { TFunction } from 'i18next';
import type { CombineNote } from '../../electron/ipc/contract';
import type { GameMap } from '../../engine/index';
import { i18n } from './index';
import { placeNames } from './placeNames';
import { optionKey } from './ruleWords';

/** A 4.D rule option and its choice in words: `4.D.1: Only the latest set`. */
function ruleChoice(t: TFunction, option: '4.D.1' | '4.D.2', choice: string): string {
  const key = `${optionKey(option)}.alternatives.${choice}.label`;
  return t('notes.rule', { option, choice: i18n.exists(key) ? i18n.t(key) : choice });
}

/** A combine note in the app's language. */
export function combineNoteText(
  note: Partial<Pick<CombineNote, 'code' | 'rules'>> & Pick<CombineNote, 'power' | 'used' | 'ignored' | 'message'>,
  map: GameMap | null,
): string {
  if (!note.code || !note.rules) return note.message;
  const t = i18n.getFixedT(i18n.language, 'serviceSays');
  const sets = (ids: number[]) => ids.map((id) => `#${id}`).join(', ');
  const power = placeNames(map).power(note.power);
  const count = note.used.length + note.ignored.length;
  const rules = t('notes.rules', { first: ruleChoice(t, '4.D.1', note.rules['4.D.1']), second: ruleChoice(t, '4.D.2', note.rules['4.D.2']) });
  if (note.code === 'combine-all-hold') return t('notes.combine-all-hold', { power, sets: count, rules });
  const aside = note.ignored.length ? t('notes.aside', { ignored: sets(note.ignored) }) : '';
  return t('notes.combine-sets', { power, sets: count, used: note.used.length ? sets(note.used) : t('notes.noSet'), aside, rules });
}
