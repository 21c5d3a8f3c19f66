// The `game` subcommands of the mail that goes out when a phase opens: `deadline` sets, changes or
// clears the open phase's deadline (kept in the game's log), `due` prints the "orders due" notice.
import { deadlineWords, ordersDue, setDeadline } from '../../service/deadlines';
import { fail, game, reply, str, type Sub } from './context';

const json = { type: 'boolean' } as const;

export const deadlineCommand: Sub = {
  summary: "show, set, change or clear the open phase's deadline for orders",
  usage: `adjutant game deadline GAME [--set WHEN | --clear] [--json]
      WHEN is 2026-12-01 18:00 (UTC), or with a zone: 2026-12-01 19:00 +01:00`,
  options: { set: { type: 'string' }, clear: { type: 'boolean' }, json },
  async run(ctx, v, positionals) {
    if (str(v.set) !== undefined && v.clear) return fail(ctx, '--set and --clear cannot be used together');
    const g = await game(ctx, positionals);
    if (!g.ok) return reply(ctx, g, false, () => '');
    if (str(v.set) === undefined && !v.clear) {
      return reply(ctx, g, v.json === true, (d) =>
        d.deadline ? `Deadline for orders: ${deadlineWords(d.deadline)}.\n` : 'No deadline is set for the open phase.\n',
      );
    }
    const set = await setDeadline(ctx.archive, { gameId: g.value.id, deadline: v.clear ? null : str(v.set)!, actor: ctx.actor });
    return reply(ctx, set, v.json === true, (d) => {
      const now = d.deadline ? `Deadline for ${d.phase.name}: ${deadlineWords(d.deadline)}` : `Deadline for ${d.phase.name} cleared`;
      return `${now}${d.previous ? ` (was ${deadlineWords(d.previous)})` : ''}.\n`;
    });
  },
};

export const dueCommand: Sub = {
  summary: 'the "orders due" notice for the open phase: every unit, retreats or adjustments, the deadline',
  usage: 'adjutant game due GAME [--json]',
  options: { json },
  async run(ctx, v, positionals) {
    const g = await game(ctx, positionals);
    if (!g.ok) return reply(ctx, g, false, () => '');
    return reply(ctx, await ordersDue(ctx.archive, { gameId: g.value.id }), v.json === true, (d) => d.text);
  },
};
