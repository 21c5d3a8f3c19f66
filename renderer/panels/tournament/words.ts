// A board's outcome in words, for lists and confirmations.
import type { TFunction } from 'i18next';
import type { BoardOutcome } from '../../../electron/ipc/contract';

export function resultSummary(o: BoardOutcome, tr: TFunction<'tournament'>): string {
  if (o.kind === 'solo') return tr('outcome.solo', { power: o.winner });
  if (o.kind === 'draw') return tr('outcome.draw', { count: (o.members ?? []).length, powers: (o.members ?? []).join(', ') });
  return tr('outcome.time');
}
