// A board's outcome in words, for lists and confirmations.
import type { BoardOutcome } from '../../../electron/ipc/contract';

export function resultSummary(o: BoardOutcome): string {
  if (o.kind === 'solo') return `solo ${o.winner}`;
  if (o.kind === 'draw') return `${(o.members ?? []).length}-way draw (${(o.members ?? []).join(', ')})`;
  return 'ended by time';
}
