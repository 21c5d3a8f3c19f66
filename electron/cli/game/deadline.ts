// The `game` subcommands of the mail that goes out when a phase opens: `deadline` sets, changes or
// clears the open phase's deadline (kept in the game's log), `due` prints the "orders due" notice.
import { deadlineWords, LATE_POLICIES, type LatePolicy, ordersDue, setDeadline, setLatePolicy } from '../../service/deadlines';
import { reminder } from '../../service/reminders';
import { fail, game, reply, str, type Sub } from './context';
import { options } from './args';

export { runSub } from '../over';

export const deadlineCommand: Sub = {
  usage: `adjutant game deadline GAME [--set WHEN [--past] | --clear] [--late accept|refuse] [--json]
      WHEN is 2026-12-01 18:00 (UTC), or with a zone: 2026-12-01 19:00 +01:00
      --past    set a deadline that has already passed
      --late    orders after the deadline: taken and marked late (accept, the default), or
                refused unless the GM confirms them (refuse)`,
  options: options({ text: ['set', 'late'], switches: ['clear', 'past', 'json'] }),
  async run(ctx, v, positionals) {
    if (str(v.set) !== undefined && v.clear) return fail(ctx, '--set and --clear cannot be used together');
    const late = str(v.late);
    if (late !== undefined && !(LATE_POLICIES as readonly string[]).includes(late)) return fail(ctx, `--late '${late}': accept or refuse`);
    const g = await game(ctx, positionals);
    if (!g.ok) return reply(ctx, g, false, () => '');
    if (late !== undefined) {
      const set = await setLatePolicy(ctx.archive, { gameId: g.value.id, policy: late as LatePolicy, actor: ctx.actor });
      if (str(v.set) === undefined && !v.clear)
        return reply(ctx, set, v.json === true, (d) =>
          d.policy === 'accept' ? 'Late orders are taken and marked late.\n' : 'Late orders wait for the GM to confirm them.\n',
        );
      if (!set.ok) return reply(ctx, set, false, () => '');
    }
    if (str(v.set) === undefined && !v.clear) {
      return reply(ctx, g, v.json === true, (d) =>
        d.deadline ? `Deadline for orders: ${deadlineWords(d.deadline)}.\n` : 'No deadline is set for the open phase.\n',
      );
    }
    const set = await setDeadline(ctx.archive, { gameId: g.value.id, deadline: v.clear ? null : str(v.set)!, past: v.past === true, actor: ctx.actor });
    return reply(ctx, set, v.json === true, (d) => {
      const now = d.deadline ? `Deadline for ${d.phase.name}: ${deadlineWords(d.deadline)}` : `Deadline for ${d.phase.name} cleared`;
      return `${now}${d.previous ? ` (was ${deadlineWords(d.previous)})` : ''}.\n`;
    });
  },
};

export const dueCommand: Sub = {
  usage: `adjutant game due GAME [--reminder] [--json]
      --reminder  the reminder before the deadline, to the powers whose orders are not in`,
  options: options({ switches: ['reminder', 'json'] }),
  async run(ctx, v, positionals) {
    const g = await game(ctx, positionals);
    if (!g.ok) return reply(ctx, g, false, () => '');
    if (v.reminder) return reply(ctx, await reminder(ctx.archive, { gameId: g.value.id }), v.json === true, (d) => d.text);
    return reply(ctx, await ordersDue(ctx.archive, { gameId: g.value.id }), v.json === true, (d) => d.text);
  },
};
