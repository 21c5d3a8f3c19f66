// The reminder a GM may mail before the deadline to the powers whose orders are not in yet: who is
// missing, the deadline, and the text to send. Nothing is written.
import type { Power } from '../../engine/index';
import type { Archive } from '../archive/db';
import { expectedPowers } from './adjudication';
import { head } from './context';
import { atOpenPhase, deadlineWords } from './deadlines';
import { success, type ServiceResult } from './result';
import type { ReminderView } from './types';
export type { ReminderView } from './types';

export function reminder(archive: Archive, input: { gameId: number }): Promise<ServiceResult<ReminderView>> {
  return atOpenPhase(archive, input, (repos, ctx, phase, deadline) => {
    const sent = new Set(repos.submissions.forPhase(phase.id).map((s) => s.power));
    const missing: Power[] = expectedPowers(ctx, phase.position)
      .filter((p) => !sent.has(p))
      .sort();
    const at = head(phase);
    const due = deadline ? `are due by ${deadlineWords(deadline)}` : 'are due (no deadline is set)';
    const text = missing.length
      ? `Reminder: orders for ${ctx.game.name}, ${at.name}, ${due}.\nNo orders have been received yet from: ${missing.join(', ')}.\n`
      : `Every power's orders for ${ctx.game.name}, ${at.name}, are in.\n`;
    return success({ phase: at, deadline, missing, text });
  });
}
