// The director's subcommands beside the results: `outcome` shows what a board's game holds without
// recording it (`score --from-game` records it), `withdraw` and `return` take a player out of the
// seating and bring them back, `people` manages who may join the event network (docs/event.md).
import * as tour from '../../service/tournament/index';
import type { StoredOutcome, TournamentDetail } from '../../service/tournament/index';
import * as people from '../../service/event/people';
import type { PersonView } from '../../service/event/types';
import { fail, reply, str, whole, type Sub } from './context';
import { options } from '../game/args';

export { runSub } from '../over';

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
  usage: 'adjutant tournament outcome T --round R --board B [--json]',
  options: options({ text: ['round', 'board'], switches: ['json'] }),
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
    usage: `adjutant tournament ${withdrawn ? 'withdraw' : 'return'} T --player NAME [--json]`,
    options: options({ text: ['player'], switches: ['json'] }),
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

function personLine(p: PersonView): string {
  const boards = p.role === 'boardGm' ? ` boards ${p.games.length ? p.games.map((g) => `#${g}`).join(', ') : 'none yet'}` : '';
  const state = p.revokedAt ? ' (revoked)' : p.pairingExpiresAt ? ` (code waiting until ${p.pairingExpiresAt})` : p.hasPassword ? ' (password)' : '';
  return `${p.name.padEnd(20)} ${p.role.padEnd(8)}${boards}${state}\n`;
}

const gameList = (text: string | undefined): number[] | string =>
  text === undefined
    ? []
    : text.split(',').every((g) => /^#?\d+$/.test(g.trim()))
      ? text.split(',').map((g) => Number(g.trim().replace('#', '')))
      : `--games '${text}': game numbers, comma-separated (12,13)`;

export const peopleCommand: Sub = {
  usage: `adjutant tournament people [--json]
  adjutant tournament people --add NAME --role boardGm|display|director [--games 12,13]
  adjutant tournament people --boards NAME --games 12,13
  adjutant tournament people --code NAME        a new pairing code (the old one stops working)
  adjutant tournament people --revoke NAME      ends their sessions; they cannot log in again`,
  options: options({ text: ['add', 'role', 'games', 'boards', 'code', 'revoke'], switches: ['json'] }),
  async run(ctx, v, positionals) {
    if (positionals.length > 0) return fail(ctx, 'people belong to the event, not to one tournament: no T here');
    const games = gameList(str(v.games));
    if (typeof games === 'string') return fail(ctx, games);
    const paired = (p: { person: PersonView; pairingCode: string }) =>
      `${personLine(p.person)}Pairing code: ${p.pairingCode} (one login, within a day; shown only now)\n`;
    if (str(v.add)) {
      const role = str(v.role);
      if (role !== 'boardGm' && role !== 'display' && role !== 'director') return fail(ctx, '--role: boardGm, display or director');
      const r = await people.addPerson(ctx.archive, { name: str(v.add)!, role, games: role === 'boardGm' ? games : undefined, actor: ctx.actor });
      return reply(ctx, r, v.json === true, paired);
    }
    if (str(v.boards))
      return reply(ctx, await people.assignBoards(ctx.archive, { name: str(v.boards)!, games, actor: ctx.actor }), v.json === true, personLine);
    if (str(v.code)) return reply(ctx, await people.renewPairing(ctx.archive, { name: str(v.code)!, actor: ctx.actor }), v.json === true, paired);
    if (str(v.revoke)) return reply(ctx, await people.revokePerson(ctx.archive, { name: str(v.revoke)!, actor: ctx.actor }), v.json === true, personLine);
    return reply(ctx, await people.listPeople(ctx.archive, {}), v.json === true, (list) =>
      list.length ? list.map(personLine).join('') : 'Nobody added yet.\n',
    );
  },
};
