// The `game` subcommands that only read: list and show (a bundle of their own: bundles.mjs).
import { listGames } from '../../service/games';
import { gameEvents, getPhase } from '../../service/gameViews';
import { supersededPhases } from '../../service/superseded';
import { variantMapIn } from '../../service/variants';
import { options, phaseRef } from './args';
import { fail, game, reply, str, type Sub } from './context';
import { eventsText, gameListText, gameText, phaseText, supersededText } from './render';

export { runSub } from '../over';

export const listCommand: Sub = {
  readsOnly: true,
  usage: 'adjutant game list [--status active|finished|drawn|abandoned] [--variant V] [--search TEXT] [--limit N] [--json]',
  options: options({ text: ['status', 'variant', 'search', 'limit'], switches: ['json'] }),
  async args(ctx, v) {
    const limit = str(v.limit) === undefined ? undefined : Number(str(v.limit));
    if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) return fail(ctx, `--limit '${str(v.limit)}' should be a whole number above 0`);
    return async (ctx) => {
      const found = await listGames(ctx.archive, { status: str(v.status) as never, variant: str(v.variant), search: str(v.search), limit });
      return reply(ctx, found, v.json === true, (l) => gameListText(l.games, l.total));
    };
  },
};

export const show: Sub = {
  readsOnly: true,
  usage: `adjutant game show GAME [--phase N|S1901M | --phase-id ID | --superseded | --events] [--json]
      --superseded   the phases a rollback or correction set aside, with their ids and orders
      --phase-id ID  any phase by its id, a superseded one too (its orders can be copied: game orders --copy-from ID)`,
  options: options({ text: ['phase', 'phase-id'], switches: ['superseded', 'events', 'json'] }),
  async run(ctx, v, positionals) {
    const g = await game(ctx, positionals);
    if (!g.ok || (!str(v.phase) && !v.events && !v.superseded && !str(v['phase-id']))) return reply(ctx, g, v.json === true, gameText);
    if (v.events) return reply(ctx, await gameEvents(ctx.archive, { gameId: g.value.id }), v.json === true, eventsText);
    if (v.superseded) return reply(ctx, await supersededPhases(ctx.archive, { gameId: g.value.id }), v.json === true, supersededText);
    if (str(v['phase-id'])) {
      const id = Number(str(v['phase-id']));
      if (!Number.isInteger(id) || id < 1)
        return fail(ctx, `--phase-id '${str(v['phase-id'])}': a phase's id (adjutant game show GAME --superseded lists them)`);
      return reply(ctx, await getPhase(ctx.archive, { gameId: g.value.id, phaseId: id }), v.json === true, (d) =>
        phaseText(variantMapIn(ctx.archive, g.value.variant)!, d),
      );
    }
    const phase = phaseRef(str(v.phase)!, g.value.phases);
    if (typeof phase === 'string') return fail(ctx, phase);
    const map = variantMapIn(ctx.archive, g.value.variant)!;
    return reply(ctx, await getPhase(ctx.archive, { gameId: g.value.id, seq: phase.seq }), v.json === true, (d) => phaseText(map, d));
  },
};
