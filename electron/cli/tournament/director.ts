// The director's subcommands beside the results: `outcome` shows what a board's game holds without
// recording it (`score --from-game` records it), `withdraw` and `return` take a player out of the
// seating and bring them back.
import * as tour from '../../service/tournament/index';
import type { StoredOutcome, TournamentDetail } from '../../service/tournament/index';
import { fail, reply, str, whole, type Sub } from './context';

const json = { type: 'boolean' } as const;

function outcomeText(o: StoredOutcome, round: number, board: number): string {
  const { outcome } = o;
  const how = outcome.kind === 'solo' ? `solo ${outcome.winner}` : outcome.kind === 'draw' ? `draw ${(outcome.members ?? []).join(', ')}` : 'ended by time';
  const centers = Object.entries(outcome.centers)
    .sort(([, a], [, b]) => b - a)
    .map(([p, n]) => `${p} ${n}`)
    .join(', ');
  return `Round ${round} board ${board}, as its game stands${o.year !== null ? ` (${o.year})` : ''}: ${how}\n  ${centers}\nNothing was recorded: adjutant tournament score T --round ${round} --board ${board} --from-game records it.\n`;
}

export const outcomeCommand: Sub = {
  summary: "show the result a board's game holds, without recording it",
  usage: 'adjutant tournament outcome T --round R --board B [--json]',
  options: { round: { type: 'string' }, board: { type: 'string' }, json },
  async run(ctx, v, positionals) {
    if (positionals.length !== 1) return fail(ctx, 'name the tournament');
    const round = whole(v.round, 'round', 1);
    const board = whole(v.board, 'board', 1);
    for (const x of [round, board]) if (typeof x === 'string') return fail(ctx, x);
    if (round === undefined || board === undefined) return fail(ctx, 'give --round and --board');
    const r = await tour.boardGameOutcome(ctx.archive, { tournament: positionals[0], round: round as number, board: board as number });
    return reply(ctx, r, v.json === true, (o) => outcomeText(o, round as number, board as number));
  },
};

function withdrawal(withdrawn: boolean): Sub {
  return {
    summary: withdrawn ? 'withdraw a player: left out of seating from the next round, shown as withdrawn' : 'bring a withdrawn player back into the seating',
    usage: `adjutant tournament ${withdrawn ? 'withdraw' : 'return'} T --player NAME [--json]`,
    options: { player: { type: 'string' }, json },
    async run(ctx, v, positionals) {
      if (positionals.length !== 1) return fail(ctx, 'name the tournament');
      const player = str(v.player);
      if (!player) return fail(ctx, '--player NAME is needed');
      const r = await tour.setWithdrawn(ctx.archive, { tournament: positionals[0], player, withdrawn, actor: ctx.actor });
      return reply(ctx, r, v.json === true, (t: TournamentDetail) => {
        const out = t.players.filter((p) => p.withdrawnAt !== null).map((p) => p.name);
        return `${withdrawn ? 'Withdrew' : 'Returned'} ${player}. Withdrawn: ${out.length ? out.join(', ') : 'nobody'}.\n`;
      });
    },
  };
}

export const withdrawCommand = withdrawal(true);
export const returnCommand = withdrawal(false);
